/**
 * The table as this player sees it: their own hidden counters shown with their real faces (opened
 * with the keys kept in this browser), cards of sealed cups and decks that this player can open
 * (drawn for their eyes, or revealed to all) likewise, and everything else as the generic hidden
 * face. The shared snapshot is left as it is; this returns a copy only when there is something to show.
 */
import { isSealedBox, type Face, type Piece, type SealedCard, type TableSnapshot } from '../model/records';
import { openHidden, type HiddenContent } from './hiddenOps';

/** Opens a sealed card for this player, or null when it cannot (yet). */
export type CardOpener = (card: SealedCard) => HiddenContent | null;

/** Opens this player's hidden counters and readable cards in snapshots, remembering what each box held. */
export function createPrivateView(keys: ReadonlyMap<string, string>, openCard: CardOpener = () => null): (table: TableSnapshot) => TableSnapshot {
  const opened = new Map<string, { box: string; content: HiddenContent | null }>();
  const contentOf = (piece: Piece): HiddenContent | null => {
    const sealed = piece.sealed!;
    if (!isSealedBox(sealed)) return openCard(sealed);
    const key = keys.get(piece.id);
    // Without its key (someone else's, or not kept yet) there is nothing to open, nor to remember.
    if (!key) return null;
    const known = opened.get(piece.id);
    if (known && known.box === sealed.box.c) return known.content;
    const content = openHidden(sealed, key);
    opened.set(piece.id, { box: sealed.box.c, content });
    return content;
  };
  return (table) => {
    let pieces: Map<string, Piece> | null = null;
    let faces: Map<string, Face> | null = null;
    for (const [id, piece] of table.pieces) {
      if (!piece.sealed) continue;
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
