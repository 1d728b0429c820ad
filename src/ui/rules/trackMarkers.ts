/**
 * Values a report suggests that a track marker shows (the turn, morale, casualties) are applied by
 * moving the marker along its track, as a player would, so the track and the assistant never
 * disagree. Only values with a marker on a track that has a box for the new value move that way.
 */
import type { TableComponent } from '../../components/model';
import { trackValues } from '../../components/layout';
import type { Move } from '../../doc/operations';
import { cellRestingPoint } from '../../geometry/places';
import type { TableSnapshot } from '../../model/records';
import type { RuleValue, ValueSpec } from '../../rules/types';
import { countingMarkers, type CountingMarker } from '../../rules/view';

/**
 * The marker moves that carry out `changes`, and the ids of the values they carry out. Each value
 * moves the marker the view reads it from ({@link countingMarkers}), so the two never disagree.
 */
export function markerMoves(table: TableSnapshot, components: readonly TableComponent[], specs: readonly ValueSpec[], changes: readonly { id: string; value: RuleValue }[]): { moves: Move[]; handled: Set<string> } {
  const markers = countingMarkers(table, components);
  const moves: Move[] = [];
  const handled = new Set<string>();
  for (const change of changes) {
    const marker = specs.find((s) => s.id === change.id)?.marker;
    const counting = marker === undefined ? undefined : markers.get(marker);
    if (!counting || typeof change.value !== 'number') continue;
    const move = markerMove(table, counting, change.value);
    if (!move) continue;
    moves.push(move);
    handled.add(change.id);
  }
  return { moves, handled };
}

/** Where a marker goes to show `value` on its track, or null when the track has no box for it. */
function markerMove(table: TableSnapshot, { piece, track }: CountingMarker, value: number): Move | null {
  const board = table.boards.get(track.boardId);
  if (!board || board.grid.kind === 'none') return null;
  const index = trackValues(track.from, track.to).indexOf(value);
  if (index < 0) return null;
  const to = cellRestingPoint(board.grid, track.vertical ? { col: 0, row: index } : { col: index, row: 0 });
  return { id: piece.id, to: { b: board.id, x: to.x, y: to.y } };
}
