/**
 * A long random session of several players on one game, for the convergence tests: each player
 * edits, undoes and redoes; messages arrive late, out of order, twice, or never (a later partial
 * resync repairs the gap), exactly as a flaky network delivers them. Each player's document is
 * guarded as an open game's is.
 */
import { expect } from 'vitest';
import * as Y from 'yjs';
import { deletePieces, duplicatePieces, flipPieces, movePieces, restackPieces, type Actor } from '../../../src/doc/operations';
import { readSnapshot } from '../../../src/doc/snapshot';
import { typesOf } from '../../../src/doc/gameDoc';
import { guardDoc, type IgnoredReport } from '../../../src/doc/docGuard';
import { createPlayerUndo } from '../../../src/doc/undo';
import { groupStacks } from '../../../src/model/stacks';
import { cellLabel } from '../../../src/geometry/numbering';
import { grid, tableWith, toHex } from './table';
import { seeded } from './random';

const net = 'net';

function copyOf(doc: Y.Doc): Y.Doc {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc), net);
  return copy;
}

function syncAll(docs: Y.Doc[]) {
  for (const a of docs) for (const b of docs) if (a !== b) Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)), net);
}

/** The table as comparable plain data: every stack's pieces, bottom to top, with faces. */
function tableShape(doc: Y.Doc) {
  const stacks = groupStacks(readSnapshot(doc).pieces.values());
  return [...stacks.values()].map((s) => `${s.key}: ${s.pieces.map((p) => `${p.id}/${p.face}`).join(',')}`).sort();
}

/** Runs `steps` random operations by `players` players from seed `seed`, then checks every table. */
export function runConvergence(seed: number, players: number, steps: number): void {
  const random = seeded(seed);
  const names: Record<string, string> = {};
  for (let i = 0; i < 30; i++) names[`u${i}`] = cellLabel(grid, { col: i % 6, row: Math.floor(i / 6) });
  const first = tableWith(names);
  const docs = [first.doc, ...Array.from({ length: players - 1 }, () => copyOf(first.doc))];
  const ignored: IgnoredReport[] = [];
  docs.forEach((doc, i) => guardDoc(doc, { onIgnored: (r) => ignored.push(r), playerName: () => `P${i}` }).checkAll());
  const actors: Actor[] = docs.map((doc, i) => ({ doc, name: `P${i}` }));
  const undos = docs.map((doc, i) => createPlayerUndo(doc, () => `P${i}`));
  const inbox: { to: Y.Doc; update: Uint8Array }[] = [];
  docs.forEach((doc) =>
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === net) return;
      for (const other of docs) if (other !== doc) inbox.push({ to: other, update });
    }),
  );
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
  for (let step = 0; step < steps; step++) {
    const p = Math.floor(random() * players);
    const actor = actors[p];
    const ids = [...readSnapshot(actor.doc).pieces.keys()];
    const roll = random();
    if (roll < 0.08) undos[p].undo();
    else if (roll < 0.12) undos[p].redo();
    else if (ids.length) {
      const some = ids.filter(() => random() < 0.15).slice(0, 4);
      const target = some.length ? some : [pick(ids)];
      const hex = toHex(cellLabel(grid, { col: Math.floor(random() * 8), row: Math.floor(random() * 6) }));
      if (roll < 0.6) movePieces(actor, target.map((id) => ({ id, to: hex })));
      else if (roll < 0.72) restackPieces(actor, target, random() < 0.5 ? 'top' : 'bottom');
      else if (roll < 0.85) flipPieces(actor, target);
      else if (roll < 0.93) duplicatePieces(actor, target.slice(0, 1));
      else deletePieces(actor, target.slice(0, 1));
    }
    // Deliver some messages late and out of order; a few twice; a few never (resyncs repair those).
    while (inbox.length && random() < 0.75) {
      const [msg] = inbox.splice(Math.floor(random() * inbox.length), 1);
      const fate = random();
      if (fate < 0.04) continue;
      Y.applyUpdate(msg.to, msg.update, net);
      if (fate > 0.97) Y.applyUpdate(msg.to, msg.update, net);
    }
    // Now and then some peers reconnect and exchange state vectors, as they do after a drop.
    if (step % 100 === 99) syncAll(docs.filter(() => random() < 0.6));
  }
  for (const { to, update } of inbox.splice(0)) Y.applyUpdate(to, update, net);
  syncAll(docs);
  syncAll(docs);
  const shapes = docs.map(tableShape);
  for (const shape of shapes.slice(1)) expect(shape).toEqual(shapes[0]);
  for (const doc of docs) {
    const snapshot = readSnapshot(doc);
    const placed = [...groupStacks(snapshot.pieces.values()).values()].flatMap((s) => s.pieces.map((piece) => piece.id));
    // No counter duplicated, none without a place: every stored counter is readable and on the table once.
    expect(new Set(placed).size).toBe(placed.length);
    expect(placed.length).toBe(snapshot.pieces.size);
    expect(typesOf(doc).pieces.size).toBe(snapshot.pieces.size);
    expect(snapshot.pieces.size).toBeGreaterThan(0);
  }
  // Honest players never write anything the guard has to refuse.
  expect(ignored).toEqual([]);
}
