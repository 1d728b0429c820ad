/** Small game documents for unit tests: one hex board and a few counters placed by hex label. */
import * as Y from 'yjs';
import { createGameDoc } from '../../../src/doc/gameDoc';
import { addToTable, type Actor } from '../../../src/doc/operations';
import { readSnapshot } from '../../../src/doc/snapshot';
import type { HexGrid } from '../../../src/model/grid';
import { flatHexGrid } from './grids';
import type { Board, Piece } from '../../../src/model/records';
import { cellRestingPoint } from '../../../src/geometry/places';
import { parseCellLabel } from '../../../src/geometry/numbering';
import { groupStacks } from '../../../src/model/stacks';
import { keyBetween } from '../../../src/model/order';

export const grid: HexGrid = flatHexGrid(20, 15);

export const board: Board = { id: 'map', name: 'Map', fill: '#ccc', width: 1300, height: 1100, x: 0, y: 0, grid };

/** The board point at the centre of a hex, by its printed label. */
export function hexPoint(label: string): { x: number; y: number } {
  return cellRestingPoint(grid, parseCellLabel(grid, label)!);
}

/** A destination for `movePieces`. */
export function toHex(label: string) {
  return { b: 'map', ...hexPoint(label) };
}

/** Makes a document with the given counters (name → hex), each two-sided. */
export function tableWith(counters: Record<string, string>, player = 'Alice'): { doc: Y.Doc; actor: Actor; ids: Record<string, string> } {
  const doc = createGameDoc('game-1', 'Test game');
  const actor: Actor = { doc, name: player };
  const ids: Record<string, string> = {};
  const tops = new Map<string, string | null>();
  const pieces: Piece[] = Object.entries(counters).map(([name, hex]) => {
    const z = keyBetween(tops.get(hex) ?? null, null);
    tops.set(hex, z);
    ids[name] = `id-${name}`;
    return { id: `id-${name}`, name, kind: 'unit', faces: ['front', 'back'], face: 0, rot: 0, size: 50, at: { b: 'map', ...hexPoint(hex), z }, attrs: {} };
  });
  addToTable(actor, {
    boards: [board],
    faces: {
      front: { kind: 'drawn', fill: '#c9b77a', ink: '#000', symbol: 'infantry', size: 'XX', name: 'A', factors: '6-6-4' },
      back: { kind: 'drawn', fill: '#c9b77a', ink: '#000', symbol: 'infantry', size: 'XX', name: 'A', factors: '3-3-4' },
    },
    pieces,
  });
  return { doc, actor, ids };
}

/** Names of the counters in the stack at a hex, bottom to top. */
export function stackAt(doc: Y.Doc, label: string): string[] {
  const p = hexPoint(label);
  const stacks = groupStacks(readSnapshot(doc).pieces.values());
  return stacks.get(`map|${p.x}|${p.y}`)?.pieces.map((x) => x.name) ?? [];
}

/** Connects two documents so every update of one is applied to the other. */
export function link(a: Y.Doc, b: Y.Doc): () => void {
  const ab = (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(b, u, 'remote');
  const ba = (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(a, u, 'remote');
  a.on('update', ab);
  b.on('update', ba);
  return () => {
    a.off('update', ab);
    b.off('update', ba);
  };
}
