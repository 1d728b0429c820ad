/**
 * What the table must change to show a position of a VASSAL log: each piece of the log on the
 * board under its map point, in its stack's order, with its face and rotation, pieces the
 * position no longer has taken off and those it has again put back. Pure: the caller writes the
 * result in one operation (src/doc/vassalLog.ts `showLogStep`).
 */
import type { PieceTemplate, StepWrite } from '../../doc/vassalLog';
import type { VassalBoardOrigin, VassalGameOrigin, VassalPieceOrigin } from '../../doc/vassalOrigin';
import { cellAt } from '../../geometry/hexGrid';
import { cellLabel } from '../../geometry/numbering';
import { keyBetween } from '../../model/order';
import type { Piece, TableSnapshot } from '../../model/records';
import { groupStacks, placeKey } from '../../model/stacks';
import { isRecordId } from '../../model/validate';
import { pieceFromTraits } from '../pieces/traits';
import type { LogPosition } from './positionAtStep';

/** The board of `map` holding a map point (else the nearest) and the board's own point there. */
export function boardAt(origin: VassalGameOrigin, map: string, x: number, y: number): { b: string; x: number; y: number } | null {
  const away = (o: VassalBoardOrigin) => Math.hypot(Math.max(o.x - x, 0, x - (o.x + o.width - 1)), Math.max(o.y - y, 0, y - (o.y + o.height - 1)));
  const boards = Object.entries(origin.boards).filter(([, o]) => o.map === map);
  if (!boards.length) return null;
  const [b, o] = boards.reduce((best, next) => (away(next[1]) < away(best[1]) ? next : best));
  return o.reversed ? { b, x: o.x + o.width - x, y: o.y + o.height - y } : { b, x: x - o.x, y: y - o.y };
}

/** How the log's pieces are known here: our id for each VASSAL id, and the identity and record each takes. */
export function logPieces(origin: VassalGameOrigin, templates: ReadonlyMap<string, PieceTemplate>) {
  const ours = new Map(Object.entries(origin.pieces).map(([ourId, o]) => [o.id, ourId]));
  const byType = new Map<string, string>();
  for (const [ourId, o] of Object.entries(origin.pieces)) if (templates.has(ourId) && !byType.has(o.type)) byType.set(o.type, ourId);
  return {
    /** Our id of a VASSAL piece (a piece a step adds gets `v<its id>`). */
    ourId: (vassalId: string) => ours.get(vassalId) ?? (isRecordId(`v${vassalId}`) ? `v${vassalId}` : undefined),
    /** The record and identity a piece of this type is shown with: its own, else those of a piece of the same type. */
    like(ourId: string, type: string): { template?: PieceTemplate; origin?: VassalPieceOrigin } {
      const twin = byType.get(type);
      return { template: templates.get(ourId) ?? (twin ? templates.get(twin) : undefined), origin: origin.pieces[ourId] ?? (twin ? origin.pieces[twin] : undefined) };
    },
    /** Whether one of our pieces belongs to the log (so the log may take it off). */
    belongs: (ourId: string) => Object.hasOwn(origin.pieces, ourId) || templates.has(ourId),
  };
}

/** A map point's name: the board's hex label under it, else the board's name. */
export function placeName(table: TableSnapshot, origin: VassalGameOrigin, map: string, x: number, y: number): string {
  const at = boardAt(origin, map, x, y);
  const board = at && table.boards.get(at.b);
  if (!at || !board) return map;
  const cell = board.grid.kind === 'none' ? null : cellAt(board.grid, at.x, at.y);
  return cell && board.grid.kind !== 'none' ? cellLabel(board.grid, cell) : board.name;
}

/** The writes that make `table` show `position`; `missing` counts log pieces with no record to show them by. */
export function stepWrite(position: LogPosition, table: TableSnapshot, origin: VassalGameOrigin, templates: ReadonlyMap<string, PieceTemplate>): { write: StepWrite; missing: number } {
  const known = logPieces(origin, templates);
  const write: StepWrite = { place: [], turn: [], create: [], remove: [] };
  const shown = new Set<string>();
  const current = groupStacks(table.pieces.values());
  let missing = 0;
  for (const stack of position.stacks.values()) {
    const at = boardAt(origin, stack.map, stack.x, stack.y);
    if (!at) continue;
    const ids = stack.ids.map((vid) => ({ vid, id: known.ourId(vid) })).filter((p): p is { vid: string; id: string } => p.id !== undefined);
    const here = (current.get(placeKey(at.b, at.x, at.y))?.pieces ?? []).filter((p) => known.belongs(p.id)).map((p) => p.id);
    const sameOrder = here.join(' ') === ids.map((p) => p.id).join(' ');
    let z: string | null = null;
    for (const { vid, id } of ids) {
      const vassal = position.pieces.get(vid)!;
      const { template, origin: identity } = known.like(id, vassal.type);
      const read = pieceFromTraits(vassal.type, vassal.state);
      const face = Math.max(0, identity?.faces.indexOf(read.face) ?? 0);
      const rot = read.rotation;
      const piece = table.pieces.get(id);
      z = sameOrder && piece ? piece.at.z : keyBetween(z, null);
      shown.add(id);
      if (!piece) {
        if (!template) missing++;
        else write.create.push({ id, ...template, face: Math.min(face, template.faces.length - 1), rot, at: { ...at, z } });
        continue;
      }
      if (piece.at.b !== at.b || piece.at.x !== at.x || piece.at.y !== at.y || piece.at.z !== z) write.place.push({ id, at: { ...at, z } });
      const wantedFace = Math.min(face, piece.faces.length - 1);
      if (piece.face !== wantedFace || piece.rot !== rot) write.turn.push({ id, face: wantedFace, rot });
    }
  }
  for (const piece of table.pieces.values()) if (known.belongs(piece.id) && !shown.has(piece.id)) write.remove.push(piece.id);
  return { write, missing };
}

/** Whether a write changes nothing. */
export const isEmptyWrite = (w: StepWrite) => !w.place.length && !w.turn.length && !w.create.length && !w.remove.length;

export type { Piece };
