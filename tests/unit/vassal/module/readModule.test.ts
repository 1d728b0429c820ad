import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { VassalFormatError } from '../../../../src/vassal/codec/errors';
import { readModule } from '../../../../src/vassal/module/readModule';
import { fixturePath } from '../support/fixtures';

const ragnarokPath = fixturePath('ragnarok-v12-379.vmod');
const ragnarokBytes = () => new Uint8Array(readFileSync(ragnarokPath));

const gameModule = (inside: string, declaration = '<?xml version="1.0" encoding="UTF-8"?>') =>
  strToU8(`${declaration}<VASSAL.build.GameModule name="Tiny" version="0.1">${inside}</VASSAL.build.GameModule>`);
const colouredMap = `<VASSAL.build.module.Map mapName="Table" edgeWidth="20" edgeHeight="10"><VASSAL.build.module.map.BoardPicker>
  <VASSAL.build.module.map.boardPicker.Board name="Felt" color="0,128,0" width="640" height="480"/>
  <VASSAL.build.module.map.boardPicker.Board name="Felt 2" color="0,128,0" width="300" height="480"/>
</VASSAL.build.module.map.BoardPicker></VASSAL.build.module.Map>`;

describe('reading the Ragnarok module', async () => {
  const module = await readModule(ragnarokBytes(), 'ragnarok-v12-379.vmod');
  const mainMap = module.maps.find((m) => m.name === 'Main Map')!;

  test('names the module and its version', () => {
    expect(module.name).toBe('Ragnarok (SPI) 1981');
    expect(module.version).toBe('1.2 release (v3.7.9)');
  });

  test('sizes the main board from its JPEG and puts it at the map origin', () => {
    expect(mainMap.boards).toHaveLength(1);
    expect(mainMap.boards[0]).toMatchObject({ name: 'Map', image: 'map.jpg', width: 3300, height: 2457, x: 0, y: 0, reversed: false });
  });

  test('keeps the zones of the zoned grid with their polygons and their own grids', () => {
    const zones = mainMap.boards[0].zones;
    expect(zones.map((z) => z.name)).toEqual(['map', 'endurance', 'rainbow', 'warrior']);
    expect(zones[0].points).toEqual([12, 34, 3081, 34, 3074, 1760, 17, 1757]);
    expect(zones[0].grid).toMatchObject({ kind: 'HexGrid', attrs: { sideways: 'true', x0: '21', y0: '24' }, numbering: { kind: 'HexGridNumbering', attrs: { vDescend: 'true', stagger: 'true' } } });
    expect(zones[1].grid?.kind).toBe('SquareGrid');
    expect(zones[1].locationFormat).toBe('Endurance $gridLocation$');
    expect(zones[3].grid).toBeUndefined();
  });

  test('turns each chart into a map of one board set apart, sized by its image', () => {
    const charts = module.maps.filter((m) => m.kind === 'chart');
    expect(charts.map((c) => c.name)).toContain('8.6 CRT');
    expect(charts).toHaveLength(8);
    expect(charts.every((c) => c.boards.length === 1 && c.boards[0].width > 0 && c.boards[0].height > 0)).toBe(true);
  });

  test('lists the palette with folder paths, the prototypes and the set-ups', () => {
    expect(module.pieceSlots.find((s) => s.name === 'hero-odin')).toMatchObject({ path: ['Pieces', 'pieces', 'Aesir'] });
    expect(module.pieceSlots.find((s) => s.name === 'hero-odin')!.text.startsWith('+/null/')).toBe(true);
    expect(module.prototypes.get('Counter-Aesir')).toContain('prototype;Counter');
    expect(module.setups).toEqual([
      { name: 'At Start', file: 'ragnarok-start.vsav', useFile: true, path: [] },
      { name: 'Free Setup', file: 'east-is-red-setup.vsav', useFile: false, path: [] },
    ]);
    expect(module.files.has('ragnarok-start.vsav')).toBe(true);
  });

  test('keeps the dice buttons and counts what it leaves out', () => {
    expect(module.dice.map((d) => d.attrs.name)).toEqual(['1d6', '2d6']);
    expect(module.leftOut.get('turn trackers')).toBe(1);
    expect(module.leftOut.get('symbol dice buttons')).toBe(2);
  });
});

describe('a module with no images', () => {
  test('lays coloured boards side by side inside the edge buffer', async () => {
    const module = await readModule(zipSync({ 'buildFile.xml': gameModule(colouredMap) }), 'tiny.vmod');
    expect(module.images.size).toBe(0);
    expect(module.maps[0].boards.map((b) => [b.name, b.x, b.y, b.width, b.height])).toEqual([
      ['Felt', 20, 10, 640, 480],
      ['Felt 2', 660, 10, 300, 480],
    ]);
  });

  test('takes the name from moduledata when the buildFile has none', async () => {
    const buildFile = strToU8(`<VASSAL.launch.BasicModule>${colouredMap}</VASSAL.launch.BasicModule>`);
    const moduledata = strToU8('<data><version>2</version><name>From data &amp; more</name></data>');
    const module = await readModule(zipSync({ buildFile, moduledata }), 'old.vmod');
    expect(module.name).toBe('From data & more');
  });
});

describe('bad input is refused with a message naming the file', () => {
  const refusal = (bytes: Uint8Array) => readModule(bytes, 'bad.vmod').then(() => null, (e: unknown) => e);

  test('a damaged zip', async () => {
    const error = await refusal(ragnarokBytes().subarray(0, 50_000));
    expect(error).toBeInstanceOf(VassalFormatError);
    expect((error as Error).message).toMatch(/^"bad\.vmod" /);
  });

  test('a zip with no buildFile', async () => {
    const error = await refusal(zipSync({ 'readme.txt': strToU8('hello') }));
    expect((error as Error).message).toBe('"bad.vmod" is not a VASSAL module: it has no buildFile.xml');
  });

  test('a board image that is not an image', async () => {
    const board = '<VASSAL.build.module.Map mapName="M"><VASSAL.build.module.map.BoardPicker><VASSAL.build.module.map.boardPicker.Board name="B" image="map.png"/></VASSAL.build.module.map.BoardPicker></VASSAL.build.module.Map>';
    const error = await refusal(zipSync({ 'buildFile.xml': gameModule(board), 'images/map.png': strToU8('not a picture') }));
    expect(error).toBeInstanceOf(VassalFormatError);
    expect((error as Error).message).toContain('has images/map.png, which is not an image');
  });

  test('a buildFile in an encoding no browser knows', async () => {
    const error = await refusal(zipSync({ 'buildFile.xml': gameModule(colouredMap, '<?xml version="1.0" encoding="x-klingon"?>') }));
    expect((error as Error).message).toContain('encoding "x-klingon"');
  });

  test('a buildFile that is not XML', async () => {
    const error = await refusal(zipSync({ 'buildFile.xml': strToU8('<VASSAL.build.GameModule><unclosed></VASSAL.build.GameModule>') }));
    expect(error).toBeInstanceOf(VassalFormatError);
  });
});

test('a cancelled read stops with an AbortError', async () => {
  const stop = new AbortController();
  const reading = readModule(ragnarokBytes(), 'ragnarok-v12-379.vmod', () => stop.abort(), stop.signal);
  await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
});
