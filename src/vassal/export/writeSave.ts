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

/** The command text; the names of pieces on VASSAL's maps it could not write (VASSAL never had them); how many stand on boards only Sandtable has (trays, decks). */
export interface WrittenSave {
  text: string;
  leftOut: string[];
  offMaps: number;
}

/** Whether an identity is a VASSAL piece of a map rather than a palette slot's or a deck card's (made-up map). */
const onVassalMap = (o: VassalPieceOrigin) => !o.map.startsWith('\u0000') && o.id !== '';

/** The map point of a board point, through the board's place in its map (turned back if reversed). */
function mapPoint(board: VassalGameOrigin['boards'][string], x: number, y: number) {
  return board.reversed ? { x: board.x + board.width - x, y: board.y + board.height - y } : { x: board.x + x, y: board.y + y };
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
  /** The piece's own identity when VASSAL had it on a map; else a fresh one of its type (a palette piece, a card, a copy). */
  const identityOf = (piece: Piece): { known?: VassalPieceOrigin; copy: boolean } => {
    const own = Object.hasOwn(origin.pieces, piece.id) ? origin.pieces[piece.id] : undefined;
    if (own && onVassalMap(own)) return { known: own, copy: false };
    const like = own ?? byFaces.get(piece.faces.join(' '));
    return { known: like && { ...like, id: fresh() }, copy: true };
  };
  const pieces: VassalCommand[] = [];
  const stacks: VassalCommand[] = [];
  const leftOut: string[] = [];
  let offMaps = 0;
  for (const stack of groupStacks(table.pieces.values()).values()) {
    const board = origin.boards[stack.board];
    if (!board) {
      offMaps += stack.pieces.length;
      continue;
    }
    const ids: string[] = [];
    for (const piece of stack.pieces) {
      const { known, copy } = identityOf(piece);
      if (!known) {
        leftOut.push(piece.name);
        continue;
      }
      const at = mapPoint(board, piece.at.x, piece.at.y);
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
  return { text, leftOut, offMaps };
}
