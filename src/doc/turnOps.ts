/**
 * Ending a turn: the counters a player moved are marked on the table (for both players) until
 * that player clicks End turn. It clears only their own marks and enforces nothing.
 */
import { runOperation, type Actor } from './operations';
import { typesOf, eachPieceMap } from './gameDoc';

/** How many counters this player has moved since their last End turn. */
export function movedBy(actor: Actor): number {
  let n = 0;
  eachPieceMap(typesOf(actor.doc).pieces, (map) => {
    if (map.get('moved') === actor.name) n++;
  });
  return n;
}

/** Clears the player's moved marks, as one undoable step, logged. */
export function endTurn(actor: Actor): void {
  const ids: string[] = [];
  eachPieceMap(typesOf(actor.doc).pieces, (map, id) => {
    if (map.get('moved') === actor.name) ids.push(id);
  });
  const label = ids.length ? `end the turn (${ids.length} counter${ids.length === 1 ? '' : 's'} moved)` : 'end the turn';
  runOperation(actor, 'endTurn', label, (t) => {
    for (const id of ids) t.pieces.get(id)?.delete('moved');
  });
}
