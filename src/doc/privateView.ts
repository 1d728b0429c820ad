/**
 * The table as this player sees it: their own hidden counters shown with their real faces (opened
 * with the keys kept in this browser), everyone else's as the generic hidden face. The shared
 * snapshot is left as it is; this returns a copy only when there is something to show.
 */
import type { Face, Piece, TableSnapshot } from '../model/records';
import { openHidden, type HiddenContent } from './hiddenOps';

/** Opens this player's hidden counters in snapshots, remembering what each box held. */
export function createPrivateView(keys: ReadonlyMap<string, string>): (table: TableSnapshot) => TableSnapshot {
  const opened = new Map<string, { box: string; content: HiddenContent | null }>();
  const contentOf = (piece: Piece): HiddenContent | null => {
    const sealed = piece.sealed!;
    const known = opened.get(piece.id);
    if (known && known.box === sealed.box.c) return known.content;
    const key = keys.get(piece.id);
    const content = key ? openHidden(sealed, key) : null;
    opened.set(piece.id, { box: sealed.box.c, content });
    return content;
  };
  return (table) => {
    if (!keys.size) return table;
    let pieces: Map<string, Piece> | null = null;
    let faces: Map<string, Face> | null = null;
    for (const id of keys.keys()) {
      const piece = table.pieces.get(id);
      if (!piece?.sealed) continue;
      const content = contentOf(piece);
      if (!content) continue;
      pieces ??= new Map(table.pieces);
      faces ??= new Map(table.faces);
      const faceIds = content.faces.map((face, i) => {
        const faceId = `${id}~${i}`;
        faces!.set(faceId, face);
        return faceId;
      });
      pieces.set(id, { ...piece, name: content.name, faces: faceIds, face: content.face, attrs: content.attrs });
    }
    return pieces ? { ...table, pieces, faces: faces! } : table;
  };
}
