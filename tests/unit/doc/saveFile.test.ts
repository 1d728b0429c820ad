import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { strToU8, unzipSync, zipSync, strFromU8 } from 'fflate';
import { decodeSaveFile, encodeSaveFile, saveFormatVersion } from '../../../src/doc/saveFile';
import { addToTable, movePieces } from '../../../src/doc/operations';
import { readSnapshot } from '../../../src/doc/snapshot';
import { typesOf } from '../../../src/doc/gameDoc';
import { sha256Hex } from '../../../src/model/checksum';
import { tableWith, toHex } from '../support/table';
import { rawSaveFile } from '../support/rawSaveFile';
import { chooseRuleset, logRules, readRules, recordControl, setRuleTable, setRuleValue } from '../../../src/doc/rulesOps';
import { readLog } from '../../../src/doc/snapshot';

const imageBytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3, 4]);

async function gameWithImage() {
  const game = tableWith({ a: '0101', b: '0101', c: '0303' });
  const hash = await sha256Hex(imageBytes);
  addToTable(game.actor, { assets: [{ hash, mime: 'image/png', name: 'sheet.png', bytes: imageBytes.length, width: 100, height: 100 }], faces: { pic: { kind: 'image', asset: hash, crop: { x: 0, y: 0, w: 50, h: 50 } } } });
  movePieces(game.actor, [{ id: game.ids.c, to: toHex('0101') }]);
  return { ...game, hash };
}

async function saved() {
  const game = await gameWithImage();
  const bytes = await encodeSaveFile(game.doc, async (h) => (h === game.hash ? imageBytes : undefined));
  return { game, bytes };
}

function rezip(bytes: Uint8Array, change: (files: Record<string, Uint8Array>) => void): Uint8Array {
  const files = unzipSync(bytes);
  change(files);
  return zipSync(files);
}

describe('save files', () => {
  it('carry the whole game and its images to another machine', async () => {
    const { game, bytes } = await saved();
    const opened = await decodeSaveFile(bytes);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, opened.state);
    expect(readSnapshot(doc)).toEqual(readSnapshot(game.doc));
    expect(opened.meta.name).toBe('Test game');
    expect(opened.assets).toHaveLength(1);
    expect(opened.assets[0].bytes).toEqual(imageBytes);
  });

  it('cannot be written while an image is missing from this browser', async () => {
    const game = await gameWithImage();
    await expect(encodeSaveFile(game.doc, async () => undefined)).rejects.toThrow(/sheet\.png.*not in this browser/);
  });

  it('reject a file that is not a zip archive', async () => {
    await expect(decodeSaveFile(strToU8('hello, I am a text file'), 'notes.txt')).rejects.toThrow('notes.txt is not a Sandtable save file: it is not a zip archive, or it is truncated.');
  });

  it('reject a truncated file', async () => {
    const { bytes } = await saved();
    await expect(decodeSaveFile(bytes.slice(0, Math.floor(bytes.length / 2)))).rejects.toThrow(/truncated|damaged/);
  });

  it('reject a zip archive from some other program', async () => {
    await expect(decodeSaveFile(zipSync({ 'readme.txt': strToU8('hi') }))).rejects.toThrow(/has no sandtable\.json/);
  });

  it('reject a file from a newer version of Sandtable, saying so', async () => {
    const { bytes } = await saved();
    const newer = rezip(bytes, (files) => {
      const manifest = JSON.parse(strFromU8(files['sandtable.json']));
      files['sandtable.json'] = strToU8(JSON.stringify({ ...manifest, version: saveFormatVersion + 1 }));
    });
    await expect(decodeSaveFile(newer)).rejects.toThrow(/newer Sandtable \(save format 2\).*Update Sandtable/);
  });

  it('reject a document altered after saving', async () => {
    const { bytes } = await saved();
    const altered = rezip(bytes, (files) => {
      files['document.bin'] = files['document.bin'].map((b, i) => (i === 20 ? b ^ 0xff : b));
    });
    await expect(decodeSaveFile(altered)).rejects.toThrow(/does not match its checksum/);
  });

  it('reject an image altered after saving', async () => {
    const { bytes, game } = await saved();
    const altered = rezip(bytes, (files) => {
      files[`assets/${game.hash}`] = new Uint8Array([1, 2, 3]);
    });
    await expect(decodeSaveFile(altered)).rejects.toThrow(/sheet\.png" does not match its checksum/);
  });

  it('carry the rules assistant: ruleset, values, typed-in tables, hex control and verdicts', async () => {
    const { game } = await saved();
    chooseRuleset(game.actor, 'caporetto', 'Caporetto');
    setRuleValue(game.actor, 'turn', 3, 'Game turn');
    setRuleValue(game.actor, 'marked', ['0101', '0505']);
    setRuleTable(game.actor, 'crt', { columns: ['1:1', '2:1'], rows: ['1'], cells: [['1/1', '0/1']] });
    recordControl(game.actor, 'map', { '0,0': 'Allies' });
    logRules(game.actor, 'Attack at 2:1, roll 1: 0/1');
    const bytes = await encodeSaveFile(game.doc, async (h) => (h === game.hash ? imageBytes : undefined));
    const doc = new Y.Doc();
    Y.applyUpdate(doc, (await decodeSaveFile(bytes)).state);
    expect(readRules(doc)).toEqual(readRules(game.doc));
    expect(readRules(doc)).toMatchObject({ ruleset: 'caporetto', values: { turn: 3, marked: ['0101', '0505'] }, control: { map: { '0,0': 'Allies' } } });
    expect(readLog(doc).at(-1)).toMatchObject({ kind: 'rules', text: 'Attack at 2:1, roll 1: 0/1' });
  });

  it('reject a game whose pieces point at boards it does not have', async () => {
    const game = tableWith({ a: '0101' });
    game.doc.transact(() => typesOf(game.doc).boards.delete('map'));
    const bytes = await rawSaveFile(game.doc, () => undefined);
    await expect(decodeSaveFile(bytes)).rejects.toThrow(/pieces\.id-a\.at\.b names a board the game does not have/);
    // The app's own writer leaves such a counter out, so its files always open.
    const left: string[] = [];
    await decodeSaveFile(await encodeSaveFile(game.doc, async () => undefined, (p) => left.push(...p.map((x) => x.path))));
    expect(left).toEqual(['pieces.id-a.at.b']);
  });

  it('leave out a counter that lost its place, say so, and open complete', async () => {
    const game = await gameWithImage();
    const placeless = new Y.Map<unknown>();
    placeless.set('faces', ['front']);
    typesOf(game.doc).pieces.set('placeless', placeless);
    const leftOut: string[] = [];
    const bytes = await encodeSaveFile(game.doc, async (h) => (h === game.hash ? imageBytes : undefined), (problems) => leftOut.push(...problems.map((p) => p.path)));
    expect(leftOut).toEqual(['pieces.placeless.at']);
    const opened = await decodeSaveFile(bytes);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, opened.state);
    expect(readSnapshot(doc).pieces).toEqual(readSnapshot(game.doc).pieces);
  });
});
