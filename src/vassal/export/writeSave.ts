/**
 * A game that came from a VASSAL module, written back as the command text of a VASSAL saved
 * game: every piece VASSAL knows as `+/id/type/state` with its map, point, face and rotation taken
 * from our table, each place's pieces as a VASSAL `stack` in our stack order, and the BoardPicker
 * lines the set-up save had, wrapped in `begin_save` … `end_save` as VASSAL writes a save. Pure.
 */
import type { VassalGameOrigin, VassalPieceOrigin } from '../../doc/vassalOrigin';
import type { Piece, TableSnapshot } from '../../model/records';
import { groupStacks } from '../../model/stacks';
import { encodeCommands, type VassalCommand } from '../codec/commands';
import { encodeSequence } from '../codec/sequenceEncoder';
import { changedState } from './pieceState';

const ESC = '\x1b';

/** The command text, and the names of pieces left out (on boards VASSAL does not have, or VASSAL never had). */
export interface WrittenSave {
  text: string;
  leftOut: string[];
}

/** The map point of a board point, through the board's place in its map (turned back if reversed). */
function mapPoint(board: VassalGameOrigin['boards'][string], x: number, y: number) {
  return board.reversed ? { x: board.x + board.width - x, y: board.y + board.height - y } : { x: board.x + x, y: board.y + y };
}

/** The identity of a piece VASSAL never had: that of a VASSAL piece with the same faces (a copy), under a fresh id. */
function copiedOrigin(piece: Piece, known: ReadonlyMap<string, VassalPieceOrigin>, fresh: () => string): VassalPieceOrigin | undefined {
  const twin = known.get(piece.faces.join(' '));
  return twin && { ...twin, id: fresh() };
}

/**
 * The save's command text for `table` and its `origin`. `now` seeds the ids of stacks and of
 * copied pieces (VASSAL ids are millisecond numbers; ours follow the last one VASSAL used).
 */
export function vassalSaveText(table: TableSnapshot, origin: VassalGameOrigin, now = Date.now()): WrittenSave {
  let next = now;
  const fresh = () => String(next++);
  const byFaces = new Map<string, VassalPieceOrigin>();
  for (const [id, o] of Object.entries(origin.pieces)) {
    const piece = table.pieces.get(id);
    if (piece && !byFaces.has(piece.faces.join(' '))) byFaces.set(piece.faces.join(' '), o);
  }
  const pieces: VassalCommand[] = [];
  const stacks: VassalCommand[] = [];
  const leftOut: string[] = [];
  for (const stack of groupStacks(table.pieces.values()).values()) {
    const board = origin.boards[stack.board];
    const ids: string[] = [];
    for (const piece of stack.pieces) {
      const known = Object.hasOwn(origin.pieces, piece.id) ? origin.pieces[piece.id] : copiedOrigin(piece, byFaces, fresh);
      if (!board || !known) {
        leftOut.push(piece.name);
        continue;
      }
      const at = mapPoint(board, piece.at.x, piece.at.y);
      const copy = !Object.hasOwn(origin.pieces, piece.id);
      const state = changedState(known.type, known.state, { map: board.map, ...at, face: known.faces[piece.face], rotation: piece.rot, ...(copy ? { gpid: known.id } : {}) });
      pieces.push({ kind: 'add', id: known.id, type: known.type, state });
      ids.push(known.id);
    }
    if (!ids.length) continue;
    const at = mapPoint(board, stack.x, stack.y);
    stacks.push({ kind: 'add', id: fresh(), type: 'stack', state: encodeSequence([board.map, String(Math.round(at.x)), String(Math.round(at.y)), ...ids], ';') });
  }
  const restore = ESC + encodeCommands([...pieces, ...stacks]);
  const text = encodeSequence(['begin_save', '', restore, ...origin.pickers, 'end_save'], ESC);
  return { text, leftOut };
}
