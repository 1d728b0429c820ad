import { describe, expect, test } from 'vitest';
import { boardPicks, picksOf, withPicks } from '../../../../src/vassal/import/boardPicks';
import { moduleScenario } from '../../../../src/vassal/import/moduleScenario';
import { boardPoint, placePieces } from '../../../../src/vassal/import/placePieces';
import { layOutTable } from '../../../../src/vassal/import/tableLayout';
import type { VassalBoard, VassalMap, VassalModule } from '../../../../src/vassal/module/model';

const board = (name: string, width: number, height: number): VassalBoard => ({ name, width, height, column: 0, row: 0, x: 0, y: 0, reversed: false, zones: [] });
const map: VassalMap = { name: 'Main', kind: 'play', edgeWidth: 10, edgeHeight: 20, boards: [board('North', 300, 200), board('South', 400, 250)] };
const emptyModule: VassalModule = { fileName: 'm.vmod', name: 'M', version: '', vassalVersion: '', description: '', maps: [], pieceSlots: [], prototypes: new Map(), setups: [], decks: [], dice: [], images: new Map(), files: new Map(), leftOut: new Map() };
const places = (m: VassalMap) => m.boards.map((b) => [b.name, b.x, b.y]);

describe('the boards a saved game chooses', () => {
  test('stand side by side in a row, each after the widths before it, inside the edge buffer', () => {
    const picks = boardPicks([{ kind: 'unknown', text: 'MainBoardPicker\tSouth\t0\t0\tNorth\t1\t0' }]);
    expect(places(withPicks(map, picks.get('Main')))).toEqual([['South', 10, 20], ['North', 410, 20]]);
  });

  test('stand one under another in a column, each below the heights above it', () => {
    const picks = boardPicks([{ kind: 'unknown', text: 'MainBoardPicker\tNorth\t0\t0\tSouth\t0\t1' }]);
    expect(places(withPicks(map, picks.get('Main')))).toEqual([['North', 10, 20], ['South', 10, 220]]);
  });

  test('are read with reversed boards and escaped names as VASSAL writes them', () => {
    expect(picksOf('Main MapBoardPicker\tNorth/rev\t0\t0\tSouth\\/East\t1\t0')).toEqual({
      map: 'Main Map',
      boards: [{ name: 'North', column: 0, row: 0, reversed: true }, { name: 'South/East', column: 1, row: 0 }],
    });
    expect(withPicks(map, [{ name: 'North', column: 0, row: 0, reversed: true }]).boards[0].reversed).toBe(true);
  });

  test('are the module’s default choice when the save names none for the map', () => {
    const module = { ...emptyModule, maps: [{ ...map, defaultBoards: 'MainBoardPicker\tSouth\t0\t0' }] };
    expect(moduleScenario(module).scenario.boards.map((b) => b.id)).toEqual(['South']);
  });

  test('leave the module’s layout when the save names none of the map’s boards', () => {
    expect(withPicks(map, [{ name: 'Elsewhere', column: 0, row: 0 }])).toBe(map);
  });
});

describe('a piece’s map point on its board', () => {
  const table = layOutTable([withPicks(map, [{ name: 'North', column: 0, row: 0 }, { name: 'South', column: 1, row: 0 }])]);

  test('is the map point less the board’s place in the map', () => {
    expect(boardPoint(table, 'Main', 330, 60)).toMatchObject({ board: { id: 'South' }, x: 20, y: 40 });
  });

  test('is turned half a turn on a reversed board', () => {
    const reversed = table.map((t) => (t.id === 'North' ? { ...t, board: { ...t.board, reversed: true } } : t));
    expect(boardPoint(reversed, 'Main', 40, 60)).toMatchObject({ board: { id: 'North' }, x: 270, y: 160 });
  });

  test('off every board, goes with the nearest board', () => {
    expect(boardPoint(table, 'Main', 900, 60)).toMatchObject({ board: { id: 'South' }, x: 590 });
  });

  test('on a map the game does not show, has no place', () => {
    expect(boardPoint(table, 'Hand of Odin', 40, 60)).toBeNull();
  });
});

test('a piece whose images the module lacks is drawn as a plain counter with its name, and counted', () => {
  const table = layOutTable([withPicks(map, [{ name: 'North', column: 0, row: 0 }])]);
  const placed = placePieces([{ id: '1', type: 'piece;;;ghost.png;Ghost', state: 'Main;40;60;1', map: 'Main', x: 40, y: 60 }], table, new Map(), new Map());
  const ghost = placed.pieces[0];
  expect(ghost).toMatchObject({ name: 'Ghost', board: 'North', x: 30, y: 40 });
  expect(placed.faces[ghost.faces[0]]).toMatchObject({ kind: 'drawn', name: 'Ghost' });
  expect(placed.leftOut.get('pieces whose images are missing (drawn as plain counters)')).toBe(1);
});
