/**
 * Masked (Obscurable) and invisible (Hideable) VASSAL pieces. Sandtable's hidden counters are sealed
 * to a player's key (see docs/trust.md), and no player's key exists while a module is imported, so
 * such pieces come in open; who VASSAL hid them for is kept as attributes, so the players can find
 * them and hide them again once seated, and the summary counts them.
 */
import { bounds } from '../../model/validate';
import type { ScenarioPiece } from '../../scenario/scenario';
import type { VassalPlacedPiece } from '../codec/position';
import { pieceFromTraits, type VassalPiece } from '../pieces/traits';

/** Attribute naming the VASSAL player or side a piece was masked or hidden for. */
export const ownerAttribute = 'vassalHiddenFor';
/** Attribute saying how VASSAL hid it: `masked` (Obscurable) or `invisible` (Hideable). */
export const hidingAttribute = 'vassalHiding';

/**
 * The piece's attributes with whom VASSAL hid it for, when it is hidden; the hiding attributes go
 * first so they survive the attribute limit.
 */
export function withHiding(attrs: Record<string, string>, piece: Pick<VassalPiece, 'hidden'>): Record<string, string> {
  if (!piece.hidden) return attrs;
  const hiding = { [ownerAttribute]: piece.hidden.owner.slice(0, bounds.nameLength), [hidingAttribute]: piece.hidden.by === 'obscurable' ? 'masked' : 'invisible' };
  const rest = Object.entries(attrs).filter(([k]) => !Object.hasOwn(hiding, k));
  return Object.fromEntries([...Object.entries(hiding), ...rest].slice(0, bounds.attributes));
}

/**
 * Marks the placed pieces VASSAL hid with whom it hid them for. `placed` are the pieces
 * `placePieces` made of `positions`: those with a board, in order, which `onTable` tells apart.
 */
export function markHidden(pieces: ScenarioPiece[], positions: readonly VassalPlacedPiece[], onTable: (p: VassalPlacedPiece) => boolean, prototypes: ReadonlyMap<string, string>): number {
  const kept = positions.filter(onTable);
  let marked = 0;
  kept.forEach((p, i) => {
    const piece = pieces[i];
    if (!piece || !/\b(obs|hide);/.test(p.type) && !p.type.includes('prototype;')) return;
    const read = pieceFromTraits(p.type, p.state, prototypes);
    if (!read.hidden) return;
    piece.attrs = withHiding((piece.attrs ?? {}) as Record<string, string>, read);
    marked++;
  });
  return marked;
}
