/**
 * One seal read from the game's records: its deck checked (src/trust/deck), its stage, and its
 * draws (src/trust/pile) — everything the pile agent acts on and the panel shows, computed the
 * same way in every browser from the ledger alone. Reading again with the previous reading reuses
 * every proof already checked.
 */
import type * as Y from 'yjs';
import { readDeck, type DeckView } from '../trust/deck';
import { noDraws, readDraws, sealStage, type DrawBook, type SealStage } from '../trust/pile';
import { allPiles, contextsOf, deckCtxOf, deckRecordsOf, pilesTouched, type Pile } from './pileRecords';
import { typesOf } from './gameDoc';

/** A seal as its records make it. */
export interface Seal {
  readonly pile: Pile;
  readonly view: DeckView;
  /** `legacy`: sealed by the version before the ledger, read only. */
  readonly stage: SealStage | 'legacy';
  /** Its draws; empty until the cards are laid out. */
  readonly book: DrawBook;
}

/** Reads `pile`'s seal; `previous` (a reading of the same seal) saves checking its proofs again. */
export function readSeal(doc: Y.Doc, pile: Pile, previous?: Seal | null): Seal {
  const records = deckRecordsOf(doc, pile);
  const view = readDeck(deckCtxOf(doc, pile), records.deck, previous?.pile.id === pile.id ? previous.view : null);
  if (pile.legacy) return { pile, view, stage: 'legacy', book: noDraws };
  const contexts = contextsOf(doc);
  const { stage } = sealStage(contexts, pile, view, records.states);
  const book = stage === 'laid' ? readDraws({ deck: pile.deck, contexts, view, draws: records.draws, shows: records.shows }) : noDraws;
  return { pile, view, stage, book };
}

/** The seals of a game as last read, read again only when their records change. */
export interface SealCache {
  /** Every seal record of the game. */
  piles(): Pile[];
  /** A seal as its records are now. */
  sealOf(pile: Pile): Seal;
  /** The seal a card piece names (its deck and sealer), or null. */
  pileOf(card: { deck: string; by: string }): Pile | null;
  stop(): void;
}

/**
 * Follows `doc`'s pile records, keeping each seal's last reading until its records change;
 * `onDecks` hears which decks' records changed, after the transaction that changed them.
 */
export function watchSeals(doc: Y.Doc, onDecks?: (decks: ReadonlySet<string>) => void): SealCache {
  let piles: Pile[] | null = null;
  const seals = new Map<string, Seal>();
  const stale = new Set<string>();
  const pilesNow = () => (piles ??= allPiles(doc));
  const trust = typesOf(doc).trust;
  const onTrust = (event: Y.YMapEvent<unknown>) => {
    const { decks, boards } = pilesTouched(event.keysChanged);
    if (boards.size) piles = null;
    for (const pile of pilesNow()) if (boards.has(pile.board)) decks.add(pile.deck);
    for (const pile of pilesNow()) if (decks.has(pile.deck)) stale.add(pile.id);
    // Heard after the transaction that brought the change, never inside it.
    if (decks.size && onDecks) queueMicrotask(() => onDecks(decks));
  };
  trust.observe(onTrust);
  return {
    piles: pilesNow,
    sealOf(pile) {
      const known = seals.get(pile.id);
      if (known && !stale.has(pile.id)) return known;
      const seal = readSeal(doc, pile, known);
      seals.set(pile.id, seal);
      stale.delete(pile.id);
      return seal;
    },
    pileOf: (card) => pilesNow().find((p) => p.deck === card.deck && p.by === card.by) ?? null,
    stop: () => trust.unobserve(onTrust),
  };
}
