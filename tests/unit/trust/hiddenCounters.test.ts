import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addHiddenCounters, checkReveal, prepareHide, revealHidden, writeHide } from '../../../src/doc/hiddenOps';
import { readLog } from '../../../src/doc/snapshot';
import { addCounters } from '../../../src/doc/pieceOps';
import { createPrivateView } from '../../../src/doc/privateView';
import { readSnapshot } from '../../../src/doc/snapshot';
import { typesOf } from '../../../src/doc/gameDoc';
import { problemsOfDoc } from '../../../src/doc/validateDoc';
import { newIdentity } from '../../../src/trust/identity';
import { tableWith } from '../support/table';
import { createPlayerUndo } from '../../../src/doc/undo';
import { movePieces } from '../../../src/doc/operations';

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
