import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { strFromU8, strToU8, unzipSync, zipSync, deflateSync } from 'fflate';
import { decodeSaveFile, SaveFileError } from '../../../src/doc/saveFile';
import { addToTable } from '../../../src/doc/operations';
import { typesOf } from '../../../src/doc/gameDoc';
import { readSnapshot } from '../../../src/doc/snapshot';
import { problemsOfDoc } from '../../../src/doc/validateDoc';
import { setRuleValue } from '../../../src/doc/rulesOps';
import { paintHexes, setPalette } from '../../../src/doc/terrainOps';
import { saveCustomDie } from '../../../src/doc/diceOps';
import { sha256Hex } from '../../../src/model/checksum';
import { tableWith } from '../support/table';
import { rawSaveFile } from '../support/rawSaveFile';
import { seeded } from '../support/random';
import { expectClearSentence, hostileValues, pick, prototypeIds } from './hostile';

const imageBytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3, 4]);
const saveKinds = [SaveFileError];

/** A small but complete game: counters, an image face, terrain, a custom die, a rules value and a log. */
async function baseGame(): Promise<Y.Doc> {
  const game = tableWith({ a: '0101', b: '0101', c: '0303', d: '0505' });
  const hash = await sha256Hex(imageBytes);
  addToTable(game.actor, { assets: [{ hash, mime: 'image/png', name: 'sheet.png', bytes: imageBytes.length, width: 100, height: 100 }], faces: { pic: { kind: 'image', asset: hash, crop: { x: 0, y: 0, w: 50, h: 50 } } } });
  setPalette(game.actor, 'map', [{ id: 'wood', name: 'Woods', colour: '#2e7d32' }]);
  paintHexes(game.actor, 'map', [{ col: 1, row: 1 }], 'wood');
  saveCustomDie(game.actor, { name: 'Fate', faces: [{ label: 'Hit' }, { label: 'Miss' }] } as never);
  setRuleValue(game.actor, 'turn', 3);
  return game.doc;
}

/** The game as a file, exactly as it is (a hostile or hand-edited file: the app's own writer would leave bad records out). */
const saveOf = (doc: Y.Doc) => rawSaveFile(doc, () => imageBytes);

/** Opens a save file and checks the outcome: a sound game with nothing dropped, or a clear sentence. */
async function openOrExplain(bytes: Uint8Array): Promise<{ opened: boolean; message: string }> {
  try {
    const save = await decodeSaveFile(bytes, '"fuzzed.sandtable"');
    const doc = new Y.Doc();
    Y.applyUpdate(doc, save.state);
    expect(problemsOfDoc(doc)).toEqual([]);
    expect(readSnapshot(doc).pieces.size).toBe(typesOf(doc).pieces.size);
    return { opened: true, message: '' };
  } catch (e) {
    return { opened: false, message: expectClearSentence(e, saveKinds) };
  }
}

/** Writes a hostile value somewhere in a copy of the game, as a peer or a hand-edited file might. */
function damage(doc: Y.Doc, random: () => number): { doc: Y.Doc; root: string } {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  const t = typesOf(copy);
  const value = pick(random, hostileValues);
  const firstKey = (map: { keys(): IterableIterator<string> }) => pick(random, [...map.keys()]);
  const target = pick(random, ['meta', 'board', 'boardField', 'face', 'asset', 'piece', 'pieceField', 'protoPiece', 'protoBoard', 'dice', 'components', 'terrain', 'rules', 'log']);
  copy.transact(() => {
    switch (target) {
      case 'meta':
        return t.meta.set(pick(random, ['id', 'schemaVersion', 'name', 'createdAt']), value);
      case 'board':
        return t.boards.set(firstKey(t.boards), value as never);
      case 'boardField': {
        const id = firstKey(t.boards);
        const field = pick(random, ['name', 'width', 'x', 'grid', 'image', 'fill']);
        return t.boards.set(id, { ...t.boards.get(id)!, [field]: value } as never);
      }
      case 'face':
        return t.faces.set(firstKey(t.faces), value as never);
      case 'asset':
        return t.assets.set(firstKey(t.assets), value as never);
      case 'piece':
        return t.pieces.set(firstKey(t.pieces), value as never);
      case 'pieceField':
        return t.pieces.get(firstKey(t.pieces))!.set(pick(random, ['name', 'kind', 'faces', 'face', 'rot', 'size', 'at', 'attrs', 'moved']), value);
      case 'protoPiece': {
        const map = new Y.Map<unknown>();
        t.pieces.get(firstKey(t.pieces))!.forEach((v, k) => map.set(k, v));
        return t.pieces.set(pick(random, prototypeIds), map);
      }
      case 'protoBoard':
        return t.boards.set(pick(random, prototypeIds), { ...t.boards.get(firstKey(t.boards))! } as never);
      case 'dice':
        return t.dice.set(pick(random, ['fate', ...prototypeIds]), value as never);
      case 'components':
        return t.components.set(firstKey(t.boards), value);
      case 'terrain':
        return t.terrain.set(pick(random, ['map:hex:1,1', 'map:palette']), value);
      case 'rules':
        return t.rules.set(pick(random, ['value:turn', 'table:crt', 'ruleset']), value);
      default:
        return t.log.push([value as never]);
    }
  });
  const root = { meta: 'meta', board: 'boards', boardField: 'boards', face: 'faces', asset: 'assets', piece: 'pieces', pieceField: 'pieces', protoPiece: 'pieces', protoBoard: 'boards', dice: 'dice', components: 'components', terrain: 'terrain', rules: 'rules', log: 'log' }[target]!;
  return { doc: copy, root };
}

describe('save files under fuzzing (fixed seeds)', () => {
  it('open or explain 400 games with a hostile value written into any record, naming the field', async () => {
    const base = await baseGame();
    const random = seeded('save-records');
    let explained = 0;
    for (let i = 0; i < 400; i++) {
      const { doc, root } = damage(base, random);
      const { opened, message } = await openOrExplain(await saveOf(doc));
      if (opened) continue;
      explained++;
      // Assets and face images are checked against the images in the file, which may be named instead.
      expect(message, `case ${i}`).toMatch(new RegExp(`${root}[.\\[]|image|${root === 'meta' ? 'schema|newer' : root}`));
    }
    expect(explained).toBeGreaterThan(300);
  }, 60_000);

  it('explain 300 files cut short or with flipped bytes, opening none wrongly', async () => {
    const bytes = await saveOf(await baseGame());
    const random = seeded('save-bytes');
    for (let i = 0; i < 300; i++) {
      const damaged = bytes.slice();
      if (i % 3 === 0) await openOrExplain(damaged.slice(0, Math.floor(random() * bytes.length)));
      else {
        for (let f = 0; f < 1 + (i % 4); f++) damaged[Math.floor(random() * damaged.length)] ^= 1 << Math.floor(random() * 8);
        await openOrExplain(damaged);
      }
    }
  }, 60_000);

  it('explain 200 games whose document bytes were damaged and given fresh checksums', async () => {
    const bytes = await saveOf(await baseGame());
    const random = seeded('save-document');
    const files = unzipSync(bytes);
    for (let i = 0; i < 200; i++) {
      const state = files['document.bin'].slice();
      for (let f = 0; f < 1 + (i % 3); f++) state[Math.floor(random() * state.length)] = Math.floor(random() * 256);
      const manifest = JSON.parse(strFromU8(files['sandtable.json']));
      manifest.document.sha256 = await sha256Hex(state);
      await openOrExplain(zipSync({ ...files, 'document.bin': state, 'sandtable.json': strToU8(JSON.stringify(manifest)) }));
    }
  }, 60_000);

  it('explain 120 manifests of the wrong shape', async () => {
    const bytes = await saveOf(await baseGame());
    const files = unzipSync(bytes);
    const random = seeded('save-manifest');
    const fields = ['format', 'version', 'schemaVersion', 'game', 'document', 'document.file', 'document.sha256', 'assets', 'assets.0', 'assets.0.hash', 'assets.0.file'];
    for (let i = 0; i < 120; i++) {
      const manifest = JSON.parse(strFromU8(files['sandtable.json']));
      const path = pick(random, fields).split('.');
      let at = manifest;
      for (const key of path.slice(0, -1)) at = at[key];
      at[path[path.length - 1]] = pick(random, hostileValues);
      const { opened } = await openOrExplain(zipSync({ ...files, 'sandtable.json': strToU8(JSON.stringify(manifest)) }));
      if (opened) expect(['game', 'schemaVersion', 'assets.0.file'].includes(path.join('.')) || path[0] === 'game').toBe(true);
    }
  }, 60_000);

  it('refuse schema versions and game ids no build wrote, by name', async () => {
    const base = await baseGame();
    const cases: [string, unknown][] = [
      ['schemaVersion', '1'],
      ['schemaVersion', 'abc'],
      ['schemaVersion', true],
      ['schemaVersion', 1.5],
      ['schemaVersion', -1],
      ['id', 'a/b'],
      ['id', ''],
      ['id', 'x'.repeat(500)],
    ];
    for (const [key, value] of cases) {
      const copy = new Y.Doc();
      Y.applyUpdate(copy, Y.encodeStateAsUpdate(base));
      typesOf(copy).meta.set(key, value);
      const { opened, message } = await openOrExplain(await saveOf(copy));
      expect(opened).toBe(false);
      expect(message).toMatch(key === 'id' ? /meta\.id/ : /schema/i);
    }
    const newer = new Y.Doc();
    Y.applyUpdate(newer, Y.encodeStateAsUpdate(base));
    typesOf(newer).meta.set('schemaVersion', 99);
    expect((await openOrExplain(await saveOf(newer))).message).toMatch(/newer Sandtable/);
  });

  it('refuse zip bombs before inflating them, and entries that unpack past what they declare', async () => {
    const bytes = await saveOf(await baseGame());
    const files = unzipSync(bytes);
    // Honest about its size: 300 MB of zeros, 300 KB packed.
    const zeros = new Uint8Array(300 * 1024 * 1024);
    const honest = zipSync({ ...files, 'assets/bomb': zeros }, { level: 9 });
    expect(honest.length).toBeLessThan(2 * 1024 * 1024);
    expect((await openOrExplain(honest)).message).toMatch(/bomb.*at most/);
    // Lying about its size: declares 1000 bytes, unpacks to 300 MB.
    const liar = patchDeclaredSize(zipSync({ ...files, 'assets/liar': zeros.subarray(0, 1000) }, { level: 9 }), 'assets/liar', 1000, deflateSync(zeros, { level: 9 }));
    expect((await openOrExplain(liar)).message).toMatch(/liar.*(does not unpack|damaged)/);
  }, 60_000);

  it('never let a prototype key pass as a record', async () => {
    const base = await baseGame();
    for (const id of prototypeIds) {
      const copy = new Y.Doc();
      Y.applyUpdate(copy, Y.encodeStateAsUpdate(base));
      const t = typesOf(copy);
      const piece = new Y.Map<unknown>();
      t.pieces.get([...t.pieces.keys()][0])!.forEach((v, k) => piece.set(k, v));
      t.pieces.set(id, piece);
      expect((await openOrExplain(await saveOf(copy))).message).toContain(`pieces.${id}`);
    }
  });
});

/** Replaces one stored-as-deflate entry's data with `packed`, keeping its declared size and CRC (a lying header). */
function patchDeclaredSize(zip: Uint8Array, name: string, declared: number, packed: Uint8Array): Uint8Array {
  const text = new TextDecoder().decode(zip);
  const local = text.indexOf(`PK\x03\x04`);
  let at = local;
  for (;;) {
    const nameLength = zip[at + 26] | (zip[at + 27] << 8);
    const extra = zip[at + 28] | (zip[at + 29] << 8);
    const entryName = new TextDecoder().decode(zip.subarray(at + 30, at + 30 + nameLength));
    const size = zip[at + 18] | (zip[at + 19] << 8) | (zip[at + 20] << 16) | (zip[at + 21] << 24);
    const start = at + 30 + nameLength + extra;
    if (entryName === name) {
      const before = zip.subarray(0, start);
      const after = zip.subarray(start + size);
      const out = new Uint8Array(before.length + packed.length + after.length);
      out.set(before);
      out.set(packed, before.length);
      out.set(after, before.length + packed.length);
      const delta = packed.length - size;
      const view = new DataView(out.buffer);
      view.setUint32(at + 18, packed.length, true);
      view.setUint32(at + 22, declared, true);
      // Fix the central directory: this entry's packed size, and the offsets after it.
      const end = out.length - 22;
      const dirAt = view.getUint32(end + 16, true) + delta;
      view.setUint32(end + 16, dirAt, true);
      const count = view.getUint16(end + 10, true);
      let c = dirAt;
      for (let i = 0; i < count; i++) {
        const n = view.getUint16(c + 28, true);
        const cname = new TextDecoder().decode(out.subarray(c + 46, c + 46 + n));
        const offset = view.getUint32(c + 42, true);
        if (cname === name) view.setUint32(c + 20, packed.length, true);
        if (offset > at) view.setUint32(c + 42, offset + delta, true);
        c += 46 + n + view.getUint16(c + 30, true) + view.getUint16(c + 32, true);
      }
      return out;
    }
    at = start + size;
  }
}
