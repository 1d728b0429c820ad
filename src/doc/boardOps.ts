/** Named operations on boards: adding a map to the table and calibrating its grid. */
import type { Grid } from '../model/grid';
import type { Area, AssetInfo, Board } from '../model/records';
import { newId } from '../model/ids';
import { tableBounds } from '../geometry/tableLayout';
import { runOperation, type Actor } from './operations';
import { typesOf } from './gameDoc';

/** Gap left between boards placed side by side, in table units. */
const boardGap = 80;

/** Adds a map or display sheet from an image, to the right of the boards already on the table; returns its id. */
export function addBoard(actor: Actor, image: AssetInfo, name = image.name.replace(/\.[^.]+$/, '')): string {
  const id = newId(8);
  runOperation(actor, 'addBoard', `add the map "${name}"`, (t) => {
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

/** Gives a board its (calibrated) grid. */
export function setBoardGrid(actor: Actor, boardId: string, grid: Grid): void {
  const board = typesOf(actor.doc).boards.get(boardId);
  if (!board) return;
  runOperation(actor, 'setBoardGrid', `calibrate the grid of "${board.name}"`, (t) => t.boards.set(boardId, { ...board, grid }));
}

/** Replaces a board's named areas (drawn, renamed or removed in the Areas panel). */
export function setBoardAreas(actor: Actor, boardId: string, areas: Area[], label = 'change the areas'): void {
  const board = typesOf(actor.doc).boards.get(boardId);
  if (!board) return;
  runOperation(actor, 'setBoardAreas', `${label} of "${board.name}"`, (t) => t.boards.set(boardId, { ...board, areas }));
}
