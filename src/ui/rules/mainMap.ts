/** Which board the rules assistant reads when the screen does not say: the main map. */
import type { TableComponent } from '../../components/model';
import type { TableSnapshot } from '../../model/records';

/**
 * The main map: the largest board with a hex or square grid, or with named areas (an area-movement
 * map), that is not a box, track, cup or deck.
 * Null when there is none.
 */
export function mainMapBoardId(table: TableSnapshot, components: readonly TableComponent[]): string | null {
  const parts = new Set(components.map((c) => c.boardId));
  let best: { id: string; area: number } | null = null;
  for (const board of table.boards.values()) {
    if ((board.grid.kind === 'none' && !board.areas?.length) || parts.has(board.id)) continue;
    const area = board.width * board.height;
    if (!best || area > best.area || (area === best.area && board.id < best.id)) best = { id: board.id, area };
  }
  return best?.id ?? null;
}
