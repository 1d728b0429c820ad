/** An area being drawn: corners clicked so far on one board, until it is closed and named. */
import { Observable } from '../../model/observable';

export interface AreaDraft {
  boardId: string;
  /** Corners in board pixels, flat x, y. */
  points: number[];
  /** Closed by clicking the first corner again (or Enter); then it only needs a name. */
  closed: boolean;
}

export function startAreaDraft(boardId: string): Observable<AreaDraft> {
  return new Observable<AreaDraft>({ boardId, points: [], closed: false });
}

/** Adds a clicked corner, or closes the shape when the click is within `snap` board px of the first corner. */
export function addCorner(draft: AreaDraft, x: number, y: number, snap: number): AreaDraft {
  if (draft.closed) return draft;
  const p = draft.points;
  if (p.length >= 6 && Math.hypot(x - p[0], y - p[1]) <= snap) return { ...draft, closed: true };
  return { ...draft, points: [...p, Math.round(x), Math.round(y)] };
}
