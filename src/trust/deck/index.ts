/**
 * Hidden information without a trusted dealer: a cup or deck of up to 200 items, shuffled by
 * 2–6 players so that no single one knows the order, from which a card can be shown to one player
 * (everyone else releases its key for that card), to all, or to nobody yet (a blind draw: nobody
 * releases until a later reveal). Item contents never appear in any record in the clear.
 *
 * Construction: SRA-style commutative encryption over ristretto255. The creator hashes each item
 * to a point P_i from a secret seed, seals the item's content under a key derived from P_i and
 * publishes its tag H(P_i); each player in turn multiplies every card by a secret scalar k_j and
 * permutes; then each player in turn swaps its k_j for one key per card, k_{j,c}, proving for each
 * card (Chaum–Pedersen, Fiat–Shamir) that the card was multiplied by m = k_{j,c}/k_j and that
 * K'_{j,c} = m·K_j, so K'_{j,c} = k_{j,c}·G. A released key is checked against K'_{j,c}. A card with
 * every key removed is some P_i, found by its tag, whose key unseals its content.
 *
 * Changes from the construction first suggested, and why:
 * - Item points are hashed to the group from seeds, not r_i·G. With known r_i the creator could
 *   compare any two cards of the last shuffle list (all sharing one multiplier) against the ratios
 *   r_a/r_b and read the whole order. The seed travels inside each sealed item, so whoever opens a
 *   card checks the point came from it and names a creator who cheated.
 * - One proof per locked card (log_X Y = log_K K'), instead of two, and all of a step's proofs are
 *   checked together with random weights by one multi-scalar multiplication.
 * - Every step names the step before it, and keys name the deck record, so a record of one
 *   shuffle never counts in another, and a player who signs two versions of a step is named.
 * - A shuffle that repeats a card is refused at once; items are padded to one length.
 * - After the game `finalRecord` releases each shuffle scalar too, so `audit` names the shuffler
 *   that replaced or copied a card, not only that one was.
 *
 * Reading: every function takes the records as found in the document, or a `DeckView` from
 * `readDeck(ctx, records, previousView)`. Raw records are checked from scratch on every call (a
 * lock step of 60 cards costs some 50–100 ms to check); a view kept between reads checks each
 * record once. Secrets (`DeckSecrets`) are the caller's to keep locally, never in the document.
 *
 * Limits: shuffles carry no proof of being a permutation, so a replaced or copied card is found
 * when it opens (to no item, or to an item already seen) and pinned on a player by the audit,
 * not refused when written. A creator who did not hash its points is caught at the first card
 * opened, having possibly read the order until then. Players who pool their keys learn what they
 * pool; a player who leaves or loses its secrets stalls the cards it has not released.
 */
export { audit } from './audit';
export {
  createDeck,
  deckStatus,
  finalRecord,
  lockStep,
  openCard,
  releaseRecord,
  shuffleStep,
  type CardOpening,
  type DeckSecrets,
} from './protocol';
export {
  deckContext,
  maxCards,
  maxDeckBytes,
  maxItemBytes,
  maxPlayers,
  minPlayers,
  type CreateBody,
  type DeckCtx,
  type FinalBody,
  type LockBody,
  type ReleaseBody,
  type ShuffleBody,
} from './records';
export { readDeck, type DeckFault, type DeckInput, type DeckRecords, type DeckStatus, type DeckView } from './view';
