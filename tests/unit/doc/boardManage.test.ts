import { describe, expect, it } from 'vitest';
import { moveBoard, removeBoard, renameBoard } from '../../../src/doc/boardManage';
import { createPlayerUndo } from '../../../src/doc/undo';
import { readLog, readSnapshot } from '../../../src/doc/snapshot';
import { paintHexes, setPalette } from '../../../src/doc/terrainOps';
import { tableWith } from '../support/table';

describe('managing a map on the table', () => {
  it('renames it in one undoable step, logged', () => {
    const { doc, actor } = tableWith({ a: '0101' });
    const undo = createPlayerUndo(doc, () => 'Alice');
    renameBoard(actor, 'map', '  Sicily west  ');
    expect(readSnapshot(doc).boards.get('map')!.name).toBe('Sicily west');
    expect(readLog(doc).at(-1)!.text).toBe('rename the map "Map" to "Sicily west"');
    undo.undo();
    expect(readSnapshot(doc).boards.get('map')!.name).toBe('Map');
  });

  it('ignores a blank name', () => {
    const { doc, actor } = tableWith({});
    renameBoard(actor, 'map', '   ');
    expect(readSnapshot(doc).boards.get('map')!.name).toBe('Map');
  });

  it('moves it with its counters, which keep their hexes', () => {
    const { doc, actor, ids } = tableWith({ a: '0303' });
    const before = readSnapshot(doc).pieces.get(ids.a)!.at;
    moveBoard(actor, 'map', 400, -50);
    const board = readSnapshot(doc).boards.get('map')!;
    expect([board.x, board.y]).toEqual([400, -50]);
    expect(readSnapshot(doc).pieces.get(ids.a)!.at).toEqual(before);
  });

  it('removes it with its counters and terrain, and one undo brings all of it back', () => {
    const { doc, actor } = tableWith({ a: '0101', b: '0202' });
    setPalette(actor, 'map', [{ id: 'forest', name: 'Forest', colour: '#2e7d32' }]);
    paintHexes(actor, 'map', [{ col: 0, row: 0 }], 'forest');
    const undo = createPlayerUndo(doc, () => 'Alice');
    const terrainBefore = [...doc.getMap('terrain').keys()].sort();
    removeBoard(actor, 'map');
    expect(readSnapshot(doc).boards.size).toBe(0);
    expect(readSnapshot(doc).pieces.size).toBe(0);
    expect([...doc.getMap('terrain').keys()].filter((k) => k.startsWith('map:'))).toEqual([]);
    expect(readLog(doc).at(-1)!.text).toBe('remove the map "Map" and its 2 counters');
    undo.undo();
    expect(readSnapshot(doc).boards.has('map')).toBe(true);
    expect(readSnapshot(doc).pieces.size).toBe(2);
    expect([...doc.getMap('terrain').keys()].sort()).toEqual(terrainBefore);
  });
});
