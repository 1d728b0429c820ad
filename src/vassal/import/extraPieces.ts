/**
 * Pieces that come from the buildFile rather than a saved game (deck cards, at-start stacks, the
 * palette): each slot's add-piece command read as a placed piece, component boards made to look
 * like table boards so `placePieces` can put pieces on them, and the faces of a second batch of
 * placed pieces merged into the first so one scenario holds both without clashing face ids.
 */
import type { ScenarioBoard } from '../../scenario/scenario';
import { parseCommands } from '../codec/commands';
import type { VassalPlacedPiece } from '../codec/position';
import type { VassalPieceSlot } from '../module/model';
import type { PlacedPieces } from './placePieces';
import type { TableBoard } from './tableLayout';

/** The piece a slot's add-piece command (`+/null/type/state`) defines, or null when it defines none. */
export function slotPiece(slot: VassalPieceSlot): Pick<VassalPlacedPiece, 'id' | 'type' | 'state'> | null {
  try {
    const add = parseCommands(slot.text).find((c) => c.kind === 'add');
    return add && add.kind === 'add' ? { id: add.id ?? slot.gpid ?? '', type: add.type, state: add.state } : null;
  } catch {
    return null;
  }
}

/** The slot's piece put at `x, y` of the (real or made-up) map `map`. */
export function slotAt(slot: VassalPieceSlot, map: string, x: number, y: number): VassalPlacedPiece | null {
  const piece = slotPiece(slot);
  return piece ? { ...piece, map, x, y } : null;
}

/** The made-up map name a component board's pieces are placed on (no VASSAL map can have it). */
export const componentMap = (boardId: string) => `\u0000${boardId}`;

/** A component board as a table board of a one-board map of its own, so map points are its own pixels. */
export function componentTable(board: ScenarioBoard): TableBoard {
  const vassalBoard = { name: board.name, width: board.width, height: board.height, column: 0, row: 0, x: 0, y: 0, reversed: false, zones: [] };
  return { id: board.id, name: board.name, x: board.x ?? 0, y: board.y ?? 0, board: vassalBoard, map: { name: componentMap(board.id), kind: 'play', edgeWidth: 0, edgeHeight: 0, boards: [vassalBoard] } };
}

/**
 * Adds `extra`'s pieces, faces, images and counts to `into`. An image face reuses the face `into`
 * already has for that file; any other face gets a fresh id when its own is taken. `countTraits`
 * false leaves the traits line to the pieces in play (a palette repeats them).
 */
export function mergePlaced(into: PlacedPieces, extra: PlacedPieces, countTraits = true): void {
  const byAsset = new Map(Object.entries(into.faces).flatMap(([id, f]) => (f.kind === 'image' ? [[f.asset, id] as const] : [])));
  const renamed = new Map<string, string>();
  for (const [id, face] of Object.entries(extra.faces)) {
    let ours = face.kind === 'image' ? byAsset.get(face.asset) : undefined;
    if (!ours) {
      ours = id;
      for (let n = 2; Object.hasOwn(into.faces, ours); n++) ours = `${id.slice(0, 90)}-x${n}`;
      into.faces[ours] = face;
      if (face.kind === 'image') byAsset.set(face.asset, ours);
    }
    renamed.set(id, ours);
  }
  for (const p of extra.pieces) into.pieces.push({ ...p, faces: p.faces.map((f) => renamed.get(f) ?? f) });
  // Whatever else runs in `pieces` order (e.g. each piece's VASSAL identity) follows the pieces.
  for (const key of Object.keys(extra) as (keyof PlacedPieces)[]) {
    const list = extra[key];
    if (key !== 'pieces' && Array.isArray(list) && Array.isArray(into[key])) (into[key] as unknown[]).push(...list);
  }
  for (const file of extra.images) into.images.add(file);
  for (const [k, n] of extra.leftOut) into.leftOut.set(k, (into.leftOut.get(k) ?? 0) + n);
  if (countTraits) for (const [k, n] of extra.traits) into.traits.set(k, (into.traits.get(k) ?? 0) + n);
}
