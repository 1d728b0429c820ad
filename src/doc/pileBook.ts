/**
 * One seal read from the game's records: its deck checked (src/trust/deck), its stage, and its
 * draws (src/trust/pile) — everything the pile agent acts on and the panel shows, computed the
 * same way in every browser from the ledger alone. Reading again with the previous reading reuses
 * every proof already checked.
 */
import type * as Y from 'yjs';
import { readDeck, type DeckView } from '../trust/deck';
import { noDraws, readDraws, sealStage, type DrawBook, type SealStage } from '../trust/pile';
import { contextsOf, deckCtxOf, deckRecordsOf, type Pile } from './pileRecords';

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
