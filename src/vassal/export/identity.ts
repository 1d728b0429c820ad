/**
 * Carrying each piece's and board's VASSAL identity from the import into the new game's
 * document, so the game can later be written back as a `.vsav` and a `.vlog` stepped through.
 * The scenario import gives pieces fresh ids; right after it, the stored game's pieces are
 * matched to the scenario's by place and stack order (the scenario stacks pieces at one point in
 * list order), and the identities are recorded in one named operation.
 */
import { recordStoredVassalOrigin, type VassalBoardOrigin, type VassalGameOrigin, type VassalPieceOrigin } from '../../doc/vassalOrigin';
import type { Piece } from '../../model/records';
import { groupStacks, placeKey } from '../../model/stacks';
import type { ScenarioPiece } from '../../scenario/scenario';
import type { VassalCommand } from '../codec/commands';
import type { VassalPlacedPiece } from '../codec/position';
import type { VassalPiece } from '../pieces/traits';
import type { TableBoard } from '../import/tableLayout';
import { bounds } from '../../model/validate';

/** What the import knows of VASSAL, with piece identities in the scenario's piece order. */
export interface CarriedOrigin {
  module: VassalGameOrigin['module'];
  pickers: string[];
  boards: Record<string, VassalBoardOrigin>;
  /** One per scenario piece, same order. */
  pieces: VassalPieceOrigin[];
}

/** A placed piece's identity; `map` is the map it stands on. */
export function pieceOrigin(p: VassalPlacedPiece, map: string, piece: VassalPiece, images: ReadonlyMap<string, unknown>): VassalPieceOrigin {
  const faces = piece.faces.map((file, i) => ({ file, i })).filter(({ file }) => images.has(file)).slice(0, bounds.faces).map(({ i }) => i);
  return { id: p.id, type: p.type, state: p.state, map, faces };
}

/** The boards' places in their maps, by board id (play maps only: charts hold no pieces). */
export function boardOrigins(table: readonly TableBoard[]): Record<string, VassalBoardOrigin> {
  const out: Record<string, VassalBoardOrigin> = {};
  for (const t of table) {
    if (t.map.kind === 'chart') continue;
    const b = t.board;
    out[t.id] = { map: t.map.name, x: b.x, y: b.y, width: b.width, height: b.height, reversed: !!b.reversed };
  }
  return out;
}

/** The save's BoardPicker lines, verbatim, to write back unchanged. */
export function pickerLines(commands: readonly VassalCommand[]): string[] {
  return commands.flatMap((c) => (c.kind === 'unknown' && /^[^\t]+BoardPicker\t/.test(c.text) ? [c.text] : []));
}

/** Our piece id of each scenario piece, matched among the game's pieces by board, point and stack order. */
export function matchPieces(game: Iterable<Piece>, pieces: readonly ScenarioPiece[]): (string | undefined)[] {
  const stacks = groupStacks(game);
  const taken = new Map<string, number>();
  return pieces.map((p) => {
    const key = placeKey(p.board, p.x ?? 0, p.y ?? 0);
    const n = taken.get(key) ?? 0;
    taken.set(key, n + 1);
    return stacks.get(key)?.pieces[n]?.id;
  });
}

/** The origin to record in a game made from `pieces`: the carried identities under our piece ids. */
export function gameOrigin(carried: CarriedOrigin, game: Iterable<Piece>, pieces: readonly ScenarioPiece[]): VassalGameOrigin {
  const origin: VassalGameOrigin = { module: carried.module, pickers: carried.pickers, boards: carried.boards, pieces: {} };
  matchPieces(game, pieces).forEach((id, i) => {
    if (id && carried.pieces[i]) origin.pieces[id] = carried.pieces[i];
  });
  return origin;
}

/** Records the carried identities in the stored game `gameId` (made from `pieces`). */
export function rememberVassalOrigin(gameId: string, carried: CarriedOrigin, pieces: readonly ScenarioPiece[], author: string): Promise<void> {
  return recordStoredVassalOrigin(gameId, author, (game) => gameOrigin(carried, game, pieces));
}
