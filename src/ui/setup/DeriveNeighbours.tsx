/**
 * Derives the areas' neighbours from the borders they share on the map (within a tolerance in
 * board pixels, since corners clicked by hand rarely meet exactly) and adds them to those already
 * recorded, so links set by hand (across a strait) are kept. Says what it found.
 */
import { useState } from 'react';
import { setBoardAreas } from '../../doc/boardOps';
import type { Actor } from '../../doc/operations';
import { sharedBorders, withNeighbourPairs } from '../../geometry/areaNeighbours';
import type { Area } from '../../model/records';

/** Borders within this many board pixels count as shared unless the players say otherwise. */
const DEFAULT_TOLERANCE = 12;

export function DeriveNeighbours({ actor, boardId, areas }: { actor: Actor; boardId: string; areas: readonly Area[] }) {
  const [tolerance, setTolerance] = useState(DEFAULT_TOLERANCE);
  const [said, setSaid] = useState<string | null>(null);
  const derive = () => {
    const pairs = sharedBorders(areas, tolerance);
    const next = withNeighbourPairs(areas, pairs);
    const added = next.reduce((n, a, i) => n + (a.neighbours?.length ?? 0) - (areas[i].neighbours?.length ?? 0), 0) / 2;
    if (added > 0) setBoardAreas(actor, boardId, next, `derive neighbours from shared borders (${added} new pair${added === 1 ? '' : 's'}) in the areas`);
    setSaid(`${pairs.length} pair${pairs.length === 1 ? '' : 's'} of areas share a border; ${added === 0 ? 'all were neighbours already' : `${added} new`}.`);
  };
  return (
    <div className="area-derive">
      <label>
        Borders within
        <input type="number" min={1} max={200} aria-label="Border tolerance in board pixels" value={tolerance} onChange={(e) => setTolerance(Math.max(1, Math.min(200, Number(e.currentTarget.value) || DEFAULT_TOLERANCE)))} />
        px
      </label>
      <button onClick={derive}>Derive neighbours from shared borders</button>
      {said && <p className="muted" role="status">{said}</p>}
    </div>
  );
}
