/**
 * Which pieces are cards of sealed piles, and what the records let each card show: the reading
 * the shown-card guard (src/doc/shownGuard.ts) judges pieces against, and honest operations ask
 * before they write onto a piece. A card piece is named by its id (`cardPieceId`, derived from its
 * card), so every browser, a late joiner too, knows which piece is which card.
 *
 * Reading a seal checks signatures and proofs, so readings are kept until the records of their
 * deck change, and each card's opening until its seal is read again.
 */
import type * as Y from 'yjs';
import { fingerprint } from '../trust/identity';
import { openCard } from '../trust/deck';
import { isShown, mayOpenToAll, parseCardPieceId, type CardRef } from '../trust/pile';
import { typesOf } from './gameDoc';
import { readHiddenContent, type HiddenContent } from './hiddenContent';
import { allPiles, deckCtxOf, type Pile } from './pileRecords';
import { watchSeals, type Seal } from './pileBook';

/** A card and the seal it belongs to. */
export interface CardOfPiece {
  readonly ref: CardRef;
  readonly pile: Pile;
}

/** The card a piece id names among `piles`, or null: its id has a card's shape, and a seal of that deck by that sealer is in the game. */
export function cardOfPieceId(piles: readonly Pile[], id: string): CardOfPiece | null {
  const parsed = parseCardPieceId(id);
  if (!parsed) return null;
  const pile = piles.find((p) => p.deck === parsed.deck && fingerprint(p.by) === parsed.fingerprint);
  return pile ? { ref: { by: pile.by, deck: pile.deck, card: parsed.card }, pile } : null;
}

/**
 * Whether piece `id` is a card of a sealed pile that no longer carries its seal (shown to all): its
 * name, faces and attributes are its deck's, and honest operations leave them as they are.
 */
export function isOpenedCard(doc: Y.Doc, id: string): boolean {
  if (!parseCardPieceId(id)) return false;
  const map = typesOf(doc).pieces.get(id);
  return !!map && map.get('sealed') === undefined && cardOfPieceId(allPiles(doc), id) !== null;
}

/** The records of a game's sealed piles, read once and kept until they change. */
export interface CardBook {
  /** The card piece `id` is, by its id; null for any other piece. */
  cardOf(id: string): CardOfPiece | null;
  /** The seal of card `ref`, or null when the game holds none. */
  pileOf(ref: CardRef): Pile | null;
  /** What card `ref` opens to when the records let anyone open it (shown to all, every key released); else null. */
  opening(ref: CardRef): HiddenContent | null;
  /** Whether the records show card `ref` to all (its keys may still be on their way). */
  shown(ref: CardRef): boolean;
  /** Stops following the records. */
  stop(): void;
}

/** Follows `doc`'s pile records; `onDecks` hears which decks' records changed (after the transaction). */
export function watchCardBook(doc: Y.Doc, onDecks?: (decks: ReadonlySet<string>) => void): CardBook {
  const seals = watchSeals(doc, onDecks);
  const openings = new Map<string, { seal: Seal; content: HiddenContent | null }>();
  const pilesNow = seals.piles;
  const sealOf = seals.sealOf;
  const pileOf = (ref: CardRef) => seals.pileOf(ref);

  return {
    cardOf: (id) => cardOfPieceId(pilesNow(), id),
    pileOf,
    opening(ref) {
      const pile = pileOf(ref);
      if (!pile) return null;
      const seal = sealOf(pile);
      const key = `${pile.id}/${ref.card}`;
      const known = openings.get(key);
      if (known?.seal === seal) return known.content;
      // A seal of the version before the ledger kept no show records: there, a card every key opens was shown to all.
      const allowed = seal.stage === 'legacy' || mayOpenToAll(seal.book, seal.view, ref.card);
      const opened = allowed ? openCard(deckCtxOf(doc, pile), seal.view, ref.card, null) : null;
      const content = opened?.ok ? readHiddenContent(opened.content) : null;
      openings.set(key, { seal, content });
      return content;
    },
    shown(ref) {
      const pile = pileOf(ref);
      const position = pile ? sealOf(pile).book.positions[ref.card] : undefined;
      return !!position && isShown(position);
    },
    stop: () => seals.stop(),
  };
}
