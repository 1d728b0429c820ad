import { describe, expect, it } from 'vitest';
import { moduleRootOf, packUnpackedModule } from '../../../../src/vassal/module/unpackedModule';
import { readModule } from '../../../../src/vassal/module/readModule';
import { fixtureModule } from '../support/fixtures';

/** The Ragnarok module as a player who unpacked it into a folder of that name has it. */
const unpacked = () => Object.entries(fixtureModule('ragnarok-v12-379.vmod')).map(([name, bytes]) => ({ path: `Ragnarok/${name}`, bytes }));

describe('a VASSAL module unpacked into a folder', () => {
  it('is found by its buildFile, nearest the top of the folder chosen', () => {
    expect(moduleRootOf(['Ragnarok/images/a.png', 'Ragnarok/buildFile.xml'])).toBe('Ragnarok/');
    expect(moduleRootOf(['buildFile', 'images/a.png'])).toBe('');
    expect(moduleRootOf(['Games/Ragnarok/buildFile.xml', 'Games/Ragnarok/old/copy/buildFile.xml'])).toBe('Games/Ragnarok/');
    expect(moduleRootOf(['Maps/map.png', 'scenario.json'])).toBeNull();
  });

  it('reads as the module file does: the same maps, boards, images and set-ups', async () => {
    const fromFolder = await readModule(packUnpackedModule(unpacked())!, 'Ragnarok.vmod');
    const fromFile = await readModule(packUnpackedModule(Object.entries(fixtureModule('ragnarok-v12-379.vmod')).map(([path, bytes]) => ({ path, bytes })))!, 'ragnarok-v12-379.vmod');
    expect(fromFolder.name).toBe('Ragnarok (SPI) 1981');
    expect(fromFolder.maps.map((m) => [m.name, m.boards.map((b) => [b.name, b.width, b.height])])).toEqual(fromFile.maps.map((m) => [m.name, m.boards.map((b) => [b.name, b.width, b.height])]));
    expect([...fromFolder.images.keys()].sort()).toEqual([...fromFile.images.keys()].sort());
    expect(fromFolder.setups.map((s) => s.name)).toContain('At Start');
  });

  it('leaves out files beside the module, outside its folder', () => {
    const packed = packUnpackedModule([...unpacked(), { path: 'notes.txt', bytes: new Uint8Array([1]) }])!;
    expect(new TextDecoder('latin1').decode(packed)).not.toContain('notes.txt');
  });
});
