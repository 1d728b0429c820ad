import { describe, expect, it } from 'vitest';
import { createGameDoc } from '../../../src/doc/gameDoc';
import { addToTable } from '../../../src/doc/operations';
import { addBoard } from '../../../src/doc/boardOps';
import { createPlayerUndo } from '../../../src/doc/undo';
import { readSnapshot } from '../../../src/doc/snapshot';
import type { AssetInfo, Board } from '../../../src/model/records';

const standIn: Board = { id: 'table', name: 'Table', fill: '#cfc8b0', width: 2000, height: 1400, x: 0, y: 0, grid: { kind: 'none' } };
const scan: AssetInfo = { hash: 'abc123', mime: 'image/png', name: 'map.png', bytes: 100, width: 1600, height: 1200 };

function blankGame() {
  const doc = createGameDoc('g1', 'New game');
  const actor = { doc, name: 'Alice' };
  addToTable(actor, { boards: [standIn] }, 'set up New game');
  return { doc, actor };
}

describe('the first map of a blank game', () => {
  it('takes the place of the empty stand-in table', () => {
    const { doc, actor } = blankGame();
    const id = addBoard(actor, scan);
    const boards = [...readSnapshot(doc).boards.values()];
    expect(boards.map((b) => b.id)).toEqual([id]);
    expect(boards[0]).toMatchObject({ x: 0, y: 0, width: 1600, name: 'map' });
  });

  it('gives the stand-in back with one undo', () => {
    const { doc, actor } = blankGame();
    const undo = createPlayerUndo(doc, () => 'Alice');
    addBoard(actor, scan);
    undo.undo();
    expect([...readSnapshot(doc).boards.keys()]).toEqual(['table']);
  });

  it('goes beside a table that holds counters, which stays', () => {
    const { doc, actor } = blankGame();
    addToTable(actor, { faces: { f: { kind: 'drawn', fill: '#fff', ink: '#000', symbol: 'infantry', size: '', factors: '', label: 'A' } as never }, pieces: [{ id: 'p', name: 'A', kind: 'unit', faces: ['f'], face: 0, rot: 0, size: 50, at: { b: 'table', x: 100, y: 100, z: 'a0' }, attrs: {} }] }, 'add a counter');
    addBoard(actor, scan);
    expect([...readSnapshot(doc).boards.keys()]).toContain('table');
    expect(readSnapshot(doc).boards.size).toBe(2);
  });
});
