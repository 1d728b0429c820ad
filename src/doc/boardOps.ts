/** Named operations on boards: adding a map to the table and calibrating its grid. */
import { describeProblems, problemsOfBoardRecord } from '../model/validate';
import type { Grid } from '../model/grid';
import type { Area, AssetInfo, Board, BoardCalibration } from '../model/records';
import { newId } from '../model/ids';
import { tableBounds } from '../geometry/tableLayout';
import { runOperation, type Actor } from './operations';
import { typesOf, eachPieceMap } from './gameDoc';

/** Gap left between boards placed side by side, in table units. */
const boardGap = 80;

/**
 * Whether a board is the empty stand-in table a blank game starts with: no image, no grid, no
 * areas, not a box or track, and nothing on it. The first map takes its place.
 */
function isEmptyStandIn(t: ReturnType<typeof typesOf>, board: Board): boolean {
  if (board.image || board.grid.kind !== 'none' || board.areas?.length || t.components.has(board.id)) return false;
  let used = false;
  eachPieceMap(t.pieces, (map) => {
    if ((map.get('at') as { b?: string } | undefined)?.b === board.id) used = true;
  });
  return !used;
}

/**
 * Adds a map or display sheet from an image, to the right of the boards already on the table;
 * returns its id. In a blank game the empty stand-in table gives way to the first map (one undo
 * brings it back).
 */
export function addBoard(actor: Actor, image: AssetInfo, fullName = image.name.replace(/\.[^.]+$/, '')): string {
  const id = newId(8);
  const name = fullName.slice(0, 200);
  runOperation(actor, 'addBoard', `add the map "${name}"`, (t) => {
    const all = [...t.boards.values()];
    if (all.length === 1 && isEmptyStandIn(t, all[0])) t.boards.delete(all[0].id);
    const boards = [...t.boards.values()];
    const bounds = tableBounds(boards);
    const board: Board = {
      id,
      name,
      image: image.hash,
      fill: '#d8d2bd',
      width: image.width,
      height: image.height,
      x: boards.length ? bounds.x + bounds.width + boardGap : 0,
      y: boards.length ? bounds.y : 0,
      grid: { kind: 'none' },
    };
    t.assets.set(image.hash, image);
    t.boards.set(id, board);
  });
  return id;
}

/** Gives a board its (calibrated) grid, remembering the calibration's clicks for the next time it is opened. */
export function setBoardGrid(actor: Actor, boardId: string, grid: Grid, calibration?: BoardCalibration): void {
  const board = typesOf(actor.doc).boards.get(boardId);
  if (!board) return;
  const { calibration: _old, ...rest } = board;
  const next: Board = calibration && grid.kind !== 'none' ? { ...rest, grid, calibration } : { ...rest, grid };
  // The same check every peer's guard applies: a board it would refuse is never written.
  const problems = problemsOfBoardRecord(boardId, next);
  if (problems.length) throw new Error(`That grid cannot be used: ${describeProblems(problems)}.`);
  runOperation(actor, 'setBoardGrid', `calibrate the grid of "${board.name}"`, (t) => t.boards.set(boardId, next));
}

/** Replaces a board's named areas (drawn, renamed or removed in the Areas panel). */
export function setBoardAreas(actor: Actor, boardId: string, areas: Area[], label = 'change the areas'): void {
  const board = typesOf(actor.doc).boards.get(boardId);
  if (!board) return;
  runOperation(actor, 'setBoardAreas', `${label} of "${board.name}"`, (t) => t.boards.set(boardId, { ...board, areas }));
}
