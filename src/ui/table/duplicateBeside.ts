/**
 * Ctrl+D as a person expects it: the copies land beside the originals, not on them (where the
 * next drag would take both). Copies of one stack stay one stack, on the first free place beside
 * it; copies of several stacks each go beside their own, never onto one another.
 */
import { duplicatePieces } from '../../doc/operations';
import type { GameSession } from '../../doc/session';
import { pointBeside } from '../../geometry/beside';
import { placeKey } from '../../model/stacks';

/** Duplicates the pieces beside their stacks; returns the copies' ids (to select them). */
export function duplicateBeside(session: GameSession, ids: readonly string[]): string[] {
  const { pieces, boards } = session.snapshot();
  const taken = new Set<string>();
  for (const p of pieces.values()) taken.add(placeKey(p.at.b, p.at.x, p.at.y));
  const chosen = new Map<string, { b: string; x: number; y: number }>();
  return duplicatePieces(session.actor, ids, (original) => {
    const from = placeKey(original.at.b, original.at.x, original.at.y);
    const board = boards.get(original.at.b);
    let place = chosen.get(from);
    if (!place) {
      const point = board ? pointBeside(board, original.at, original.size, (x, y) => taken.has(placeKey(original.at.b, x, y))) : original.at;
      place = { b: original.at.b, x: point.x, y: point.y };
      chosen.set(from, place);
      taken.add(placeKey(place.b, place.x, place.y));
    }
    return place;
  });
}
