import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addHiddenCounters, hiddenFace, prepareHide, revealHidden, writeHide } from '../../../src/doc/hiddenOps';
import { describeHiddenTamper, guardHidden, judgeHidden, type HiddenFields, type HiddenTamper } from '../../../src/doc/hiddenGuard';
import { typesOf } from '../../../src/doc/gameDoc';
import { readSnapshot } from '../../../src/doc/snapshot';
import { fileEntries, ledgerEntry } from '../../../src/doc/ledger';
import { revealContext, revealEntry } from '../../../src/doc/revealRecords';
import { newIdentity, signRecord } from '../../../src/trust/identity';
import { sealContent } from '../../../src/trust/seal';
import { utf8 } from '../../../src/trust/bytes';
import type { SealedBox } from '../../../src/model/records';
import { link, tableWith } from '../support/table';

const secret = { name: 'Küstenbatterie 7-3', kind: 'unit' as const, faces: [{ kind: 'drawn' as const, fill: '#888', ink: '#000', symbol: 'artillery' as const, size: 'II', name: 'Küstenbatterie', factors: '7-3' }], attrs: { defence: 3 } };
const tiger = { kind: 'drawn' as const, fill: '#333', ink: '#fff', symbol: 'armor' as const, size: 'II', name: 'Tiger', factors: '9-9-9' };

/**
 * Alice (the owner) and Bob, honest browsers each keeping hidden counters hidden, and Mallory, a
 * modified client that keeps nothing, all in one room. Alice has hidden one counter.
 */
function room() {
  const { doc: alice, actor } = tableWith({});
  const owner = { ...actor, identity: newIdentity() };
  const [made] = addHiddenCounters(owner, [secret], { board: 'map', x: 100, y: 100 });
  const bob = new Y.Doc();
  const mallory = new Y.Doc();
  for (const d of [bob, mallory]) Y.applyUpdate(d, Y.encodeStateAsUpdate(alice));
  link(alice, bob);
  link(alice, mallory);
  link(bob, mallory);
  const reports = { alice: [] as HiddenTamper[], bob: [] as HiddenTamper[] };
  guardHidden(alice, (r) => reports.alice.push(r));
  guardHidden(bob, (r) => reports.bob.push(r));
  const box = readSnapshot(alice).pieces.get(made.id)!.sealed as SealedBox;
  return { alice, bob, mallory, owner, made, box, reports };
}

/** What every browser's table shows of the counter. */
const everywhere = (docs: Y.Doc[], id: string) => docs.map((d) => readSnapshot(d).pieces.get(id));

describe('a hidden counter’s box, kept by every honest browser', () => {
  it('is put back when a peer takes it off and shows a face of its choosing, and the writer is named', () => {
    const { alice, bob, mallory, made, box, reports } = room();
    mallory.transact(() => {
      typesOf(mallory).faces.set('tiger', tiger);
      const piece = pieceIn(mallory, made.id);
      piece.set('name', 'Tiger');
      piece.set('faces', ['tiger']);
      piece.set('attrs', { attack: 9 });
      piece.delete('sealed');
    });
    for (const piece of everywhere([alice, bob, mallory], made.id)) expect(piece).toMatchObject({ name: 'Hidden counter', faces: ['hidden'], attrs: {}, sealed: box });
    const report = [...reports.alice, ...reports.bob].find((r) => r.remote && r.pieces.length)!;
    expect(report).toMatchObject({ pieces: [{ id: made.id, owner: box.by, what: 'unsealed' }], clients: [mallory.clientID] });
    expect(describeHiddenTamper(report, 'Mallory', () => 'Alice')).toBe('Mallory took the seal off Alice’s hidden counter without its owner’s signed reveal: put back (only Alice can reveal it, by a signed reveal).');
  });

  it('is put back by any honest browser that saw it, with its owner away', () => {
    const { doc: alice, actor } = tableWith({});
    const owner = { ...actor, identity: newIdentity() };
    const [made] = addHiddenCounters(owner, [secret], { board: 'map', x: 100, y: 100 });
    const box = readSnapshot(alice).pieces.get(made.id)!.sealed;
    const [bob, mallory] = [new Y.Doc(), new Y.Doc()];
    for (const d of [bob, mallory]) Y.applyUpdate(d, Y.encodeStateAsUpdate(alice));
    link(bob, mallory);
    const reports: HiddenTamper[] = [];
    guardHidden(bob, (r) => reports.push(r));
    mallory.transact(() => {
      pieceIn(mallory, made.id).set('name', 'Tiger');
      pieceIn(mallory, made.id).delete('sealed');
    });
    for (const piece of everywhere([bob, mallory], made.id)) expect(piece).toMatchObject({ name: 'Hidden counter', sealed: box });
    expect(reports).toMatchObject([{ pieces: [{ what: 'unsealed' }], clients: [mallory.clientID], remote: true }]);
  });

  it('names the writer also in a browser that got another browser’s repair before the change it repairs', () => {
    const { doc: alice, actor } = tableWith({});
    const owner = { ...actor, identity: newIdentity() };
    const [made] = addHiddenCounters(owner, [secret], { board: 'map', x: 100, y: 100 });
    const [bob, mallory] = [new Y.Doc(), new Y.Doc()];
    for (const d of [bob, mallory]) Y.applyUpdate(d, Y.encodeStateAsUpdate(alice));
    const reports: HiddenTamper[] = [];
    guardHidden(alice);
    guardHidden(bob, (r) => reports.push(r));
    const sent = { alice: [] as Uint8Array[], mallory: [] as Uint8Array[] };
    alice.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && sent.alice.push(u));
    mallory.on('update', (u: Uint8Array) => sent.mallory.push(u));
    mallory.transact(() => {
      pieceIn(mallory, made.id).set('name', 'Tiger');
      pieceIn(mallory, made.id).delete('sealed');
    });
    sent.mallory.forEach((u) => Y.applyUpdate(alice, u, 'remote'));
    // Alice's repair reaches Bob first; Mallory's change, which it builds on, after it.
    [...sent.alice, ...sent.mallory].forEach((u) => Y.applyUpdate(bob, u, 'remote'));
    expect(readSnapshot(bob).pieces.get(made.id)).toMatchObject({ name: 'Hidden counter', sealed: readSnapshot(alice).pieces.get(made.id)!.sealed });
    expect(reports).toMatchObject([{ pieces: [{ id: made.id, what: 'shown' }], clients: [mallory.clientID], remote: true }]);
  });

  it('is not taken off by a reveal record the writer signed itself, however well formed', () => {
    const { alice, bob, mallory, made, box } = room();
    const cheat = newIdentity();
    const forged = signRecord(cheat, revealContext(mallory), { piece: made.id, key: sealContent(utf8('x')).key, box: box.box });
    mallory.transact(() => {
      fileEntries(typesOf(mallory).trust, [ledgerEntry(`reveal/${made.id}`, forged)]);
      typesOf(mallory).trust.set(`reveal/${made.id}`, forged);
      pieceIn(mallory, made.id).set('name', 'Tiger');
      pieceIn(mallory, made.id).delete('sealed');
    });
    for (const piece of everywhere([alice, bob], made.id)) expect(piece).toMatchObject({ name: 'Hidden counter', sealed: box });
  });

  it('is put back when a peer swaps it for a box of its own and reveals that one with its own key', () => {
    const { alice, bob, mallory, made, box, reports } = room();
    const cheat = newIdentity();
    const { key, sealed } = sealContent(utf8(JSON.stringify({ name: 'Tiger', faces: [tiger], face: 0, attrs: {} })));
    const own: SealedBox = { by: cheat.publicKey, box: sealed };
    mallory.transact(() => {
      const piece = pieceIn(mallory, made.id);
      piece.set('sealed', own);
      fileEntries(typesOf(mallory).trust, [revealEntry(mallory, cheat, made.id, key, own)]);
    });
    mallory.transact(() => {
      const piece = pieceIn(mallory, made.id);
      typesOf(mallory).faces.set('tiger', tiger);
      piece.set('name', 'Tiger');
      piece.set('faces', ['tiger']);
      piece.delete('sealed');
    });
    for (const piece of everywhere([alice, bob, mallory], made.id)) expect(piece).toMatchObject({ name: 'Hidden counter', faces: ['hidden'], sealed: box });
    expect(reports.alice.some((r) => r.pieces.some((p) => p.what === 'replaced') && r.clients.includes(mallory.clientID))).toBe(true);
  });

  it('is kept with the generic face: a face written beside the box is put back', () => {
    const { alice, bob, mallory, made, box, reports } = room();
    mallory.transact(() => {
      typesOf(mallory).faces.set('tiger', tiger);
      pieceIn(mallory, made.id).set('faces', ['tiger']);
    });
    for (const piece of everywhere([alice, bob, mallory], made.id)) expect(piece).toMatchObject({ faces: ['hidden'], sealed: box });
    expect([...reports.alice, ...reports.bob].find((r) => r.pieces.length)).toMatchObject({ pieces: [{ what: 'shown' }], clients: [mallory.clientID] });
  });

  it('is put back when a peer only deletes it, though a bare deletion names nobody', () => {
    const { alice, bob, mallory, made, box, reports } = room();
    mallory.transact(() => pieceIn(mallory, made.id).delete('sealed'));
    for (const piece of everywhere([alice, bob, mallory], made.id)) expect(piece).toMatchObject({ sealed: box });
    const report = [...reports.alice, ...reports.bob].find((r) => r.pieces.length)!;
    expect(report.clients).toEqual([]);
    expect(describeHiddenTamper(report, null, () => 'Alice')).toMatch(/^A player in the room took the seal off Alice’s hidden counter/);
  });

  it('comes off when its owner reveals it, in every browser, with nothing put back', () => {
    const { alice, bob, mallory, owner, made, reports } = room();
    expect(revealHidden(owner, [made.id], () => made.key)).toEqual([secret.name]);
    for (const piece of everywhere([alice, bob, mallory], made.id)) expect(piece).toMatchObject({ name: secret.name, attrs: { defence: 3 } });
    expect(readSnapshot(bob).pieces.get(made.id)!.sealed).toBeUndefined();
    expect([...reports.alice, ...reports.bob]).toEqual([]);
  });

  it('is not taken off again by the owner’s earlier reveal once the counter is hidden anew: a reveal binds one box', () => {
    const { alice, bob, mallory, owner, made, reports } = room();
    revealHidden(owner, [made.id], () => made.key);
    writeHide(owner, prepareHide(owner, [made.id]));
    const box = readSnapshot(alice).pieces.get(made.id)!.sealed as SealedBox;
    mallory.transact(() => pieceIn(mallory, made.id).delete('sealed'));
    for (const piece of everywhere([alice, bob], made.id)) expect(piece).toMatchObject({ name: 'Hidden counter', sealed: box });
    expect([...reports.alice, ...reports.bob].some((r) => r.pieces.length)).toBe(true);
  });

  it('comes off by a reveal filed as the version before the ledger filed it', () => {
    const { alice, bob, mallory, owner, made, box, reports } = room();
    alice.transact(() => {
      const t = typesOf(alice);
      t.trust.set(`reveal/${made.id}`, signRecord(owner.identity, revealContext(alice), { piece: made.id, key: made.key, box: box.box }));
      t.pieces.get(made.id)!.set('name', secret.name);
      t.pieces.get(made.id)!.delete('sealed');
    });
    for (const piece of everywhere([alice, bob, mallory], made.id)) expect(piece).toMatchObject({ name: secret.name });
    expect([...reports.alice, ...reports.bob]).toEqual([]);
  });

  it('shows the generic face, which a peer cannot redraw for every hidden counter', () => {
    const { alice, bob, mallory, reports } = room();
    mallory.transact(() => typesOf(mallory).faces.set('hidden', tiger));
    for (const d of [alice, bob, mallory]) expect(readSnapshot(d).faces.get('hidden')).toEqual(hiddenFace);
    expect(reports.alice.find((r) => r.face)).toMatchObject({ face: true, clients: [mallory.clientID] });
  });

  it('reads whatever a peer writes into a hidden counter without throwing, and puts it back', () => {
    const { alice, bob, mallory, made, box } = room();
    const garbage: unknown[] = ['x'.repeat(1_000_000), 5, null, [box], { by: box.by, box: { n: 1, c: 'x'.repeat(200_000), h: [] } }, { ...box, box: { ...box.box, c: box.box.c.slice(1) } }];
    for (const value of garbage) {
      mallory.transact(() => {
        const piece = pieceIn(mallory, made.id);
        piece.set('sealed', value);
        piece.set('name', value);
        piece.set('faces', value);
        piece.set('attrs', value);
      });
      for (const piece of everywhere([alice, bob], made.id)) expect(piece).toMatchObject({ name: 'Hidden counter', faces: ['hidden'], sealed: box });
    }
  });

  it('may still be deleted with its counter, as any counter may', () => {
    const { alice, bob, mallory, made, reports } = room();
    mallory.transact(() => typesOf(mallory).pieces.delete(made.id));
    for (const d of [alice, bob]) expect(readSnapshot(d).pieces.has(made.id)).toBe(false);
    expect([...reports.alice, ...reports.bob]).toEqual([]);
  });
});

describe('the verdict on a hidden counter’s change', () => {
  const box = (c: string): SealedBox => ({ by: newIdentity().publicKey, box: { n: 'n'.repeat(32), c, h: 'h'.repeat(43) } });
  const seen = box('AAAA');
  const generic = (sealed: unknown): HiddenFields => ({ sealed, name: 'Hidden counter', faces: ['hidden'], face: 0, attrs: {} });
  const never = () => false;
  const always = () => true;

  it('keeps the box it saw, and learns a new one', () => {
    expect(judgeHidden(seen, generic(seen), never)).toBe('keep');
    expect(judgeHidden(null, generic(seen), never)).toBe('learn');
    expect(judgeHidden(null, { ...generic(undefined), name: 'Tiger' }, never)).toBe('keep');
  });

  it('lets a box go only by its owner’s reveal', () => {
    expect(judgeHidden(seen, { ...generic(undefined), name: 'Tiger' }, always)).toBe('forget');
    expect(judgeHidden(seen, { ...generic(undefined), name: 'Tiger' }, never)).toBe('unsealed');
    const other = box('BBBB');
    expect(judgeHidden(seen, generic(other), never)).toBe('replaced');
    expect(judgeHidden(seen, generic(other), always)).toBe('learn');
    expect(judgeHidden(seen, generic({ by: seen.by, deck: 'd1', card: 0 }), never)).toBe('replaced');
  });

  it('refuses any face, name or attribute beside a box but the generic ones', () => {
    for (const change of [{ name: 'Tiger' }, { faces: ['tiger'] }, { faces: ['hidden', 'tiger'] }, { face: 1 }, { attrs: { attack: 9 } }]) {
      expect(judgeHidden(seen, { ...generic(seen), ...change }, never)).toBe('shown');
      expect(judgeHidden(null, { ...generic(seen), ...change }, never)).toBe('shown');
    }
  });
});

/** A piece's map in one browser's document, to write into as a modified client does. */
function pieceIn(doc: Y.Doc, id: string): Y.Map<unknown> {
  return typesOf(doc).pieces.get(id)!;
}
