import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addHiddenCounters, checkReveal, prepareHide, revealHidden, writeHide } from '../../../src/doc/hiddenOps';
import { readLog } from '../../../src/doc/snapshot';
import { addCounters } from '../../../src/doc/pieceOps';
import { createPrivateView } from '../../../src/doc/privateView';
import { readSnapshot } from '../../../src/doc/snapshot';
import { typesOf } from '../../../src/doc/gameDoc';
import { problemsOfDoc } from '../../../src/doc/validateDoc';
import { newIdentity, signRecord } from '../../../src/trust/identity';
import { tableWith } from '../support/table';
import { createPlayerUndo } from '../../../src/doc/undo';
import { addToTable, movePieces } from '../../../src/doc/operations';
import { LocalOrigin } from '../../../src/doc/origin';
import { forgetWhatHidingRemoved } from '../../../src/doc/forgetHidden';
import { readFolder } from '../../../src/doc/ledger';
import { revealContext, revealRecordsByPiece, revealsBox, revealStatus } from '../../../src/doc/revealRecords';
import { paddedLength } from '../../../src/trust/seal';
import { utf8 } from '../../../src/trust/bytes';
import type { AssetInfo, Face, SealedBox } from '../../../src/model/records';
import { readFileSync, readdirSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { encodeSaveFile } from '../../../src/doc/saveFile';

const secret = 'Coastal Battery 7-3';
const counter = { name: secret, kind: 'unit' as const, faces: [{ kind: 'drawn' as const, fill: '#888', ink: '#000', symbol: 'artillery' as const, size: 'II', name: secret, factors: '7-3' }], attrs: { defence: 3 } };
const bytesOf = (doc: Y.Doc) => Buffer.from(Y.encodeStateAsUpdate(doc));

function hiddenTable() {
  const { doc, actor } = tableWith({});
  const owner = { ...actor, identity: newIdentity() };
  const [made] = addHiddenCounters(owner, [counter], { board: 'map', x: 100, y: 100 });
  const friend = new Y.Doc();
  Y.applyUpdate(friend, Y.encodeStateAsUpdate(doc));
  return { doc, owner, made, friend };
}

describe('hidden counters', () => {
  it('put only ciphertext of the hidden face in the shared game', () => {
    const { doc, friend } = hiddenTable();
    for (const d of [doc, friend]) {
      expect(bytesOf(d).includes(Buffer.from(secret))).toBe(false);
      expect(bytesOf(d).includes(Buffer.from('7-3'))).toBe(false);
    }
    expect(problemsOfDoc(friend)).toEqual([]);
  });

  it('show the others a generic hidden counter and its owner the real face', () => {
    const { doc, made, friend } = hiddenTable();
    const theirs = readSnapshot(friend).pieces.get(made.id)!;
    expect(theirs.name).toBe('Hidden counter');
    expect(readSnapshot(friend).faces.get(theirs.faces[0])).toMatchObject({ kind: 'drawn', factors: '?' });
    const mine = createPrivateView(new Map([[made.id, made.key]]))(readSnapshot(doc));
    const piece = mine.pieces.get(made.id)!;
    expect(piece.name).toBe(secret);
    expect(mine.faces.get(piece.faces[0])).toMatchObject({ name: secret, factors: '7-3' });
    expect(piece.attrs).toEqual({ defence: 3 });
  });

  it('cannot be opened with another key, nor revealed by a player without the key', () => {
    const { made, friend } = hiddenTable();
    const other = createPrivateView(new Map([[made.id, addHiddenCounters({ doc: friend, name: 'Bob', identity: newIdentity() }, [counter], { board: 'map', x: 1, y: 1 })[0].key]]))(readSnapshot(friend));
    expect(other.pieces.get(made.id)!.name).toBe('Hidden counter');
    expect(revealHidden({ doc: friend, name: 'Bob', identity: newIdentity() }, [made.id], () => undefined)).toEqual([]);
  });

  it('are revealed to everyone by their owner, logged, and the reveal checks against the seal', () => {
    const { doc, owner, made, friend } = hiddenTable();
    doc.on('update', (u: Uint8Array) => Y.applyUpdate(friend, u));
    expect(revealHidden(owner, [made.id], () => made.key)).toEqual([secret]);
    const shown = readSnapshot(friend).pieces.get(made.id)!;
    expect(shown.name).toBe(secret);
    expect(shown.sealed).toBeUndefined();
    expect(readSnapshot(friend).faces.get(shown.faces[0])).toMatchObject({ factors: '7-3' });
    expect(checkReveal(friend, made.id)).toBeNull();
    expect(typesOf(friend).log.toArray().at(-1)!.x).toMatch(new RegExp(`^revealed ${secret}`));
  });

  it('name a reveal whose shown counter is not what was sealed', () => {
    const { doc, owner, made } = hiddenTable();
    revealHidden(owner, [made.id], () => made.key);
    typesOf(doc).pieces.get(made.id)!.set('name', 'Coastal Battery 1-1');
    expect(checkReveal(doc, made.id)).toMatch(/sealed as "Coastal Battery 7-3" but shows "Coastal Battery 1-1"/);
  });
});

describe('hidden counters and the other counter operations', () => {
  it('are not renamed, copied or given attributes, which would put their secrets in the clear or pair them', async () => {
    const { renamePieces, setAttributes } = await import('../../../src/doc/pieceOps');
    const { duplicatePieces } = await import('../../../src/doc/operations');
    const { doc, owner, made } = hiddenTable();
    renamePieces(owner, [{ id: made.id, name: secret }]);
    setAttributes(owner, [made.id], { defence: 3 });
    expect(duplicatePieces(owner, [made.id])).toEqual([]);
    expect(bytesOf(doc).includes(Buffer.from(secret))).toBe(false);
    expect(readSnapshot(doc).pieces.get(made.id)).toMatchObject({ name: 'Hidden counter', attrs: {} });
    expect(readSnapshot(doc).pieces.size).toBe(1);
  });

  it('are not hidden again by undo once revealed: undo never crosses a reveal', () => {
    const { doc, owner, made } = hiddenTable();
    const undo = createPlayerUndo(doc, () => owner.name);
    movePieces(owner, [{ id: made.id, to: { b: 'map', x: 300, y: 300 } }]);
    expect(undo.canUndo()).toBe(true);
    revealHidden(owner, [made.id], () => made.key);
    expect(undo.canUndo()).toBe(false);
    expect(undo.undo().done).toBe('none');
    expect(readSnapshot(doc).pieces.get(made.id)).toMatchObject({ name: secret, at: { x: 300, y: 300 } });
  });

  it('show their owner the real face even when the table was drawn before the key was kept', () => {
    const { doc, made } = hiddenTable();
    const keys = new Map<string, string>();
    const view = createPrivateView(keys);
    expect(view(readSnapshot(doc)).pieces.get(made.id)!.name).toBe('Hidden counter');
    keys.set(made.id, made.key);
    expect(view(readSnapshot(doc)).pieces.get(made.id)!.name).toBe(secret);
  });

  it('hide counters that were visible: the others and any later joiner see a hidden counter, the hider the real one', () => {
    const { doc, actor } = tableWith({});
    const owner = { ...actor, identity: newIdentity() };
    const made = addCounters(actor, [{ ...counter, name: 'Panzer Lehr', attrs: { elite: 'Lehr-Brigade' } }, { ...counter, name: 'Decoy' }], { board: 'map', x: 100, y: 100 });
    const ids = { 'Panzer Lehr': made[0], Decoy: made[1] };
    const prepared = prepareHide(owner, [ids['Panzer Lehr'], ids['Panzer Lehr']]);
    expect(prepared.sealed).toHaveLength(1);
    expect(writeHide(owner, prepared)).toBe(1);
    expect(readLog(doc).at(-1)!.text).toMatch(/^hid a counter at .+ from the other players$/);
    const joiner = new Y.Doc();
    Y.applyUpdate(joiner, Y.encodeStateAsUpdate(doc));
    expect(readSnapshot(joiner).pieces.get(ids['Panzer Lehr'])).toMatchObject({ name: 'Hidden counter', attrs: {} });
    expect(readSnapshot(joiner).pieces.get(ids['Decoy'])!.name).toBe('Decoy');
    // What a later joiner receives holds the old name nowhere: the document let go of it.
    expect(bytesOf(joiner).includes(Buffer.from('Panzer Lehr'))).toBe(false);
    expect(bytesOf(joiner).includes(Buffer.from('Lehr-Brigade'))).toBe(false);
    const keys = new Map(prepared.sealed.map((p) => [p.id, p.key]));
    expect(createPrivateView(keys)(readSnapshot(doc)).pieces.get(ids['Panzer Lehr'])!.name).toBe('Panzer Lehr');
    // Hiding it again does nothing; revealing it shows it to all.
    expect(prepareHide(owner, [ids['Panzer Lehr']]).sealed).toEqual([]);
    expect(revealHidden(owner, [ids['Panzer Lehr']], (id) => keys.get(id))).toEqual(['Panzer Lehr']);
    expect(readSnapshot(doc).pieces.get(ids['Panzer Lehr'])).toMatchObject({ name: 'Panzer Lehr', faces: expect.any(Array) });
    expect(checkReveal(doc, ids['Panzer Lehr'])).toBeNull();
  });
});

/** A copy of the game as a player joining now receives it from this browser. */
function joinerOf(doc: Y.Doc): Y.Doc {
  const joiner = new Y.Doc();
  Y.applyUpdate(joiner, Y.encodeStateAsUpdate(doc));
  return joiner;
}

const drawn = (name: string, factors: string): Face => ({ kind: 'drawn', fill: '#777', ink: '#000', symbol: 'armor', size: 'II', name, factors });
const at = (x: number) => ({ b: 'map', x, y: 100, z: 'a0' });

describe('hiding a counter lets go of what only it used', () => {
  function tableOfThree() {
    const { doc, actor } = tableWith({});
    const owner = { ...actor, identity: newIdentity() };
    const undo = createPlayerUndo(doc, () => 'Alice');
    const forgetting = forgetWhatHidingRemoved(doc);
    addToTable(actor, {
      faces: { tigerFront: drawn('Tiger Abteilung', '9-9-9'), tigerBack: drawn('Tiger Abteilung', '4-4-9'), common: drawn('Grenadiere', '2-2-4') },
      pieces: [
        { id: 'tiger', name: 'schwere Abteilung 501', kind: 'unit', faces: ['tigerFront', 'tigerBack', 'common'], face: 0, rot: 0, size: 50, at: at(100), attrs: { elite: 'Wespe' } },
        { id: 'grenadiers', name: 'Grenadiere', kind: 'unit', faces: ['common'], face: 0, rot: 0, size: 50, at: at(300), attrs: {} },
      ],
    });
    return { doc, actor, owner, undo, forgetting };
  }

  it('removes the faces only the hidden counter showed, keeping the ones a visible counter shows and the generic face', () => {
    const { doc, owner } = tableOfThree();
    writeHide(owner, prepareHide(owner, ['tiger']));
    const faces = typesOf(joinerOf(doc)).faces;
    expect(faces.has('tigerFront')).toBe(false);
    expect(faces.has('tigerBack')).toBe(false);
    expect(faces.has('common')).toBe(true);
    expect(faces.has('hidden')).toBe(true);
    expect(problemsOfDoc(joinerOf(doc))).toEqual([]);
  });

  it('leaves a player joining later nothing of it: not its faces, nor a value undo kept from before the hide', async () => {
    const { doc, owner, undo } = tableOfThree();
    // An earlier edit the player's undo keeps the replaced value of, so that undo could restore it.
    doc.transact(() => typesOf(doc).pieces.get('tiger')!.set('attrs', { elite: 'Hummel' }), new LocalOrigin('Alice', 'setAttributes', 'set elite'));
    expect(undo.canUndo()).toBe(true);
    writeHide(owner, prepareHide(owner, ['tiger']));
    await Promise.resolve();
    expect(undo.canUndo()).toBe(false);
    const joiner = joinerOf(doc);
    for (const bytes of [bytesOf(doc), bytesOf(joiner)]) {
      for (const secret of ['Tiger Abteilung', '9-9-9', '4-4-9', 'schwere Abteilung', 'Wespe', 'Hummel']) expect(bytes.includes(Buffer.from(secret)), secret).toBe(false);
      expect(bytes.includes(Buffer.from('Grenadiere'))).toBe(true);
    }
    expect(readSnapshot(joiner).pieces.get('tiger')).toMatchObject({ name: 'Hidden counter', faces: ['hidden'], attrs: {} });
    // A save file made now holds none of it either.
    const saved = Buffer.from(await encodeSaveFile(doc, async () => undefined));
    for (const secret of ['Tiger Abteilung', '9-9-9', 'Wespe', 'Hummel']) expect(saved.includes(Buffer.from(secret)), secret).toBe(false);
  });

  it('is not undone: no undo crosses a hide, which would show the counter without its owner’s reveal', () => {
    const { doc, owner, undo } = tableOfThree();
    movePieces(owner, [{ id: 'tiger', to: { b: 'map', x: 500, y: 500 } }]);
    writeHide(owner, prepareHide(owner, ['tiger']));
    expect(undo.canUndo()).toBe(false);
    expect(undo.undo().done).toBe('none');
    expect(readSnapshot(doc).pieces.get('tiger')).toMatchObject({ name: 'Hidden counter', at: { x: 500, y: 500 } });
  });

  it('takes an image only the hidden counter shows off the image list, and lists it again when the counter is revealed', async () => {
    const { doc, actor } = tableWith({});
    const owner = { ...actor, identity: newIdentity() };
    const image = (hash: string, name: string): AssetInfo => ({ hash: hash.repeat(64), mime: 'image/png', name, bytes: 100, width: 10, height: 10 });
    const panther = image('a', 'panther-secret.png');
    const shared = image('b', 'shared-sheet.png');
    addToTable(actor, {
      assets: [panther, shared],
      faces: { pantherFace: { kind: 'image', asset: panther.hash }, sheetFace: { kind: 'image', asset: shared.hash, crop: { x: 0, y: 0, w: 5, h: 5 } } },
      pieces: [
        { id: 'panther', name: 'Panther', kind: 'unit', faces: ['pantherFace', 'sheetFace'], face: 0, rot: 0, size: 50, at: at(100), attrs: {} },
        { id: 'sheet', name: 'Sheet', kind: 'unit', faces: ['sheetFace'], face: 0, rot: 0, size: 50, at: at(300), attrs: {} },
      ],
    });
    const prepared = prepareHide(owner, ['panther']);
    writeHide(owner, prepared);
    const joiner = joinerOf(doc);
    expect(typesOf(joiner).assets.has(panther.hash)).toBe(false);
    expect(typesOf(joiner).assets.has(shared.hash)).toBe(true);
    expect(bytesOf(joiner).includes(Buffer.from('panther-secret'))).toBe(false);
    expect(problemsOfDoc(joiner)).toEqual([]);
    const saved = unzipSync(await encodeSaveFile(doc, async () => new Uint8Array([1, 2, 3])));
    expect(Object.keys(saved).sort()).toEqual(['assets/' + shared.hash, 'document.bin', 'sandtable.json']);
    expect(Buffer.from(saved['sandtable.json']).includes(Buffer.from('panther-secret'))).toBe(false);

    expect(revealHidden(owner, ['panther'], () => prepared.sealed[0].key)).toEqual(['Panther']);
    const shown = readSnapshot(doc);
    const faces = shown.pieces.get('panther')!.faces.map((f) => shown.faces.get(f));
    expect(faces).toEqual([{ kind: 'image', asset: panther.hash }, { kind: 'image', asset: shared.hash, crop: { x: 0, y: 0, w: 5, h: 5 } }]);
    expect(shown.assets.get(panther.hash)).toEqual(panther);
    expect(problemsOfDoc(doc)).toEqual([]);
  });
});

describe('revealing a hidden counter', () => {
  it('files the key in the ledger, signed by the counter’s owner, bound to the box it opens', () => {
    const { doc, owner, made } = hiddenTable();
    const sealed = readSnapshot(doc).pieces.get(made.id)!.sealed as SealedBox;
    revealHidden(owner, [made.id], () => made.key);
    const records = readFolder(doc, `reveal/${made.id}`);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ piece: made.id, key: made.key, box: sealed.box, by: owner.identity.publicKey });
    expect(revealsBox(revealContext(doc), records[0], made.id, sealed)).toBe(true);
    expect(typesOf(doc).trust.has(`reveal/${made.id}`)).toBe(false);
    expect(revealStatus(doc, made.id)).toEqual({ by: owner.identity.publicKey, ok: true, why: null });
    expect([...revealRecordsByPiece(doc)]).toEqual([[made.id, records]]);
  });

  it('is not revealed by a record of another piece, another box, another signer or a key that does not open it', () => {
    const { doc, owner, made } = hiddenTable();
    const sealed = readSnapshot(doc).pieces.get(made.id)!.sealed as SealedBox;
    const other = addHiddenCounters(owner, [counter], { board: 'map', x: 1, y: 1 })[0];
    const otherBox = readSnapshot(doc).pieces.get(other.id)!.sealed as SealedBox;
    const context = revealContext(doc);
    const mallory = newIdentity();
    const good = { piece: made.id, key: made.key, box: sealed.box };
    expect(revealsBox(context, signRecord(owner.identity, context, good), made.id, sealed)).toBe(true);
    expect(revealsBox(context, signRecord(owner.identity, context, good), other.id, otherBox)).toBe(false);
    expect(revealsBox(context, signRecord(owner.identity, context, { ...good, piece: other.id }), made.id, sealed)).toBe(false);
    expect(revealsBox(context, signRecord(owner.identity, context, { ...good, box: otherBox.box }), made.id, sealed)).toBe(false);
    expect(revealsBox(context, signRecord(owner.identity, context, { ...good, key: other.key }), made.id, sealed)).toBe(false);
    expect(revealsBox(context, signRecord(mallory, context, good), made.id, sealed)).toBe(false);
    expect(revealsBox(context, signRecord(owner.identity, 'another-game/reveal', good), made.id, sealed)).toBe(false);
  });
});

describe('the size of a hidden counter’s box', () => {
  it('is the same for every counter of every shipped demo: one size class holds them all', () => {
    const sizes = new Set<number>();
    for (const folder of readdirSync('assets').filter((f) => f.startsWith('demo'))) {
      const scenario = JSON.parse(readFileSync(`assets/${folder}/scenario.json`, 'utf8')) as { faces: Record<string, Face>; pieces: { name: string; faces: string[]; attrs?: Record<string, string | number | boolean> }[] };
      for (const p of scenario.pieces) {
        const content = { name: p.name, faces: p.faces.map((f) => scenario.faces[f]).filter(Boolean), face: 0, attrs: p.attrs ?? {} };
        sizes.add(paddedLength(utf8(JSON.stringify(content)).length));
      }
    }
    expect([...sizes]).toEqual([1024]);
  });

  it('does not tell counters of different names, factors and attributes apart', () => {
    const { doc, actor } = tableWith({});
    const owner = { ...actor, identity: newIdentity() };
    const short = { ...counter, name: 'HQ', attrs: {} };
    const long = { ...counter, name: 'Fallschirm-Panzer-Division 1 Hermann Göring', attrs: { side: 'Axis', type: 'armor', attack: 12, defence: 10, movement: 8, steps: 4 } };
    addHiddenCounters(owner, [short, long, counter], { board: 'map', x: 100, y: 100 });
    const lengths = [...readSnapshot(doc).pieces.values()].map((p) => (p.sealed as SealedBox).box.c.length);
    expect(lengths).toHaveLength(3);
    expect(new Set(lengths).size).toBe(1);
  });
});

