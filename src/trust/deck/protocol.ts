/**
 * The steps of a deck, one function per record a player writes, and opening a card.
 *
 * 1. `createDeck` (players[0]): item points P_i hashed from secret seeds, each item's content
 *    sealed under a key derived from P_i and published with the tag H(P_i); then the creator's
 *    shuffle: every P_i times its secret k_0, in a random order, with K_0 = k_0·G.
 * 2. `shuffleStep` (players[1..], in order): the previous list times k_j, permuted; K_j = k_j·G.
 * 3. `lockStep` (every player, in order): the common k_j is swapped for one key per card.
 * 4. `releaseRecord`: a player's per-card keys for chosen cards (to the drawer, or to all).
 * 5. `openCard`: with every other player's released key and one's own, a card's item and content.
 * 6. `finalRecord` after the game: all of a player's keys, so `audit` can check every step.
 *
 * A step out of turn, or on a deck that is not in the right stage, throws: that is the caller's
 * mistake (check `deckStatus` first), not a peer's. Nothing a peer wrote makes these throw
 * otherwise: it is ignored and named in the faults.
 */
import { randomBytes, toB64 } from '../bytes';
import { isPublicKey, signRecord, type Identity, type Signed } from '../identity';
import { signingContext } from '../scope';
import {
  decodeScalar,
  encodePoint,
  encodeScalar,
  G,
  isKeyOf,
  itemPoint,
  lockedCards,
  mulScalar,
  proveLock,
  randomScalar,
  sealItem,
  shuffled,
} from './group';
import { openWith } from './keys';
import {
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
import { asView, lockBinding, type Chain, type DeckFault, type DeckInput, type DeckStatus, type DeckView } from './view';

/**
 * What one player must keep, locally (IndexedDB), never in the shared document: its shuffle
 * scalar, its per-card keys once locked, and (the creator) the item seeds. Plain JSON. Lost
 * secrets cannot be recovered, and without them the player can never release its keys.
 */
export interface DeckSecrets {
  readonly v: 1;
  /** The deck's signing context, so one deck's secrets are never used on another. */
  readonly deck: string;
  readonly player: string;
  readonly shuffle: string;
  readonly locks: readonly string[] | null;
  readonly seeds: readonly string[] | null;
}

/** A card opened: its item (the index in the creator's `contents`) and content, or which keys are still needed. */
export type CardOpening = { ok: true; item: number; content: Uint8Array } | { ok: false; missing: string[]; faults: DeckFault[] };

/** Where the deck stands: stage, whose turn, cards, players and every fault seen. */
export function deckStatus(ctx: DeckCtx, records: DeckInput): DeckStatus {
  return asView(ctx, records).status;
}

/** Secrets if they are well formed and for this deck and player, else null. */
function readSecrets(value: unknown, context: string, player: string): DeckSecrets | null {
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Record<string, unknown>;
  const list = (v: unknown) => v === null || (Array.isArray(v) && v.length <= maxCards && v.every((e) => typeof e === 'string'));
  if (s.v !== 1 || s.deck !== context || s.player !== player || decodeScalar(s.shuffle) === null) return null;
  return list(s.locks) && list(s.seeds) ? (s as unknown as DeckSecrets) : null;
}

function mySecrets(value: unknown, view: DeckView, player: string): DeckSecrets {
  const secrets = readSecrets(value, view.context, player);
  if (!secrets) throw new Error('these secrets are not this player’s for this deck');
  return secrets;
}

/** The chain of a view whose stage is `stage` and whose turn is `player`'s, or throws. */
function myTurn(view: DeckView, stage: DeckStatus['stage'], player: string): Chain {
  if (view.status.stage !== stage || view.status.turn !== player || !view.chain) {
    throw new Error(`not ${player}'s ${stage} step: the deck is ${view.status.stage}, turn ${view.status.turn}`);
  }
  return view.chain;
}

/**
 * Creates a deck of `contents` (1 to 200 items, each at most 2 KiB, all together at most 256 KiB
 * once padded to one length) for `players` (2 to 6 distinct keys, the creator first), and makes
 * the creator's shuffle. The contents appear in no record in the clear.
 */
export function createDeck(
  identity: Identity,
  ctx: { gameId: string; deckId: string },
  players: string[],
  contents: Uint8Array[],
): { record: Signed<CreateBody>; secrets: DeckSecrets } {
  if (players.length < minPlayers || players.length > maxPlayers || new Set(players).size !== players.length || !players.every(isPublicKey)) {
    throw new RangeError(`a deck is for ${minPlayers} to ${maxPlayers} distinct players`);
  }
  if (players[0] !== identity.publicKey) throw new Error('the creator must be the first player');
  if (contents.length < 1 || contents.length > maxCards) throw new RangeError(`a deck holds 1 to ${maxCards} items`);
  const padTo = Math.max(...contents.map((c) => c.length));
  if (padTo > maxItemBytes || padTo * contents.length > maxDeckBytes) throw new RangeError('the items are too large for one deck');
  const seeds = contents.map(() => randomBytes(32));
  const points = seeds.map(itemPoint);
  const items = contents.map((content, i) => toB64(sealItem(seeds[i], points[i], content, padTo)));
  const k = randomScalar();
  const cards = shuffled(points).map((p) => encodePoint(p.multiply(k)));
  // The present room's context: the one the deck's records are all signed in from now on.
  const context = signingContext(deckContext(ctx.gameId, ctx.deckId));
  const body: CreateBody = { t: 'deck', v: 1, players: [...players], items, cards, K: encodePoint(G.multiply(k)) };
  return {
    record: signRecord(identity, context, body),
    secrets: { v: 1, deck: context, player: identity.publicKey, shuffle: encodeScalar(k), locks: null, seeds: seeds.map(toB64) },
  };
}

/**
 * The next player's shuffle: every card of the list so far times a fresh secret scalar, in a new
 * random order. `secrets` may be null (this player holds none for this deck yet).
 */
export function shuffleStep(
  identity: Identity,
  ctx: DeckCtx,
  records: DeckInput,
  secrets: DeckSecrets | null,
): { record: Signed<ShuffleBody>; secrets: DeckSecrets } {
  const view = asView(ctx, records);
  const chain = myTurn(view, 'shuffling', identity.publicKey);
  const kept = secrets === null ? null : mySecrets(secrets, view, identity.publicKey);
  const k = randomScalar();
  const cards = shuffled(chain.layers[chain.layers.length - 1].points).map((p) => encodePoint(p.multiply(k)));
  const body: ShuffleBody = { t: 'shuffle', prev: chain.head, cards, K: encodePoint(G.multiply(k)) };
  return {
    record: signRecord(identity, view.context, body),
    secrets: { v: 1, deck: view.context, player: identity.publicKey, shuffle: encodeScalar(k), locks: null, seeds: kept?.seeds ?? null },
  };
}

/**
 * The player's lock: for every card a fresh key k_c, the card multiplied by k_c/k (removing the
 * common shuffle scalar k), K'_c = k_c·G, and a proof that the card and K' used the same factor.
 */
export function lockStep(identity: Identity, ctx: DeckCtx, records: DeckInput, secrets: DeckSecrets): { record: Signed<LockBody>; secrets: DeckSecrets } {
  const view = asView(ctx, records);
  const chain = myTurn(view, 'locking', identity.publicKey);
  const kept = mySecrets(secrets, view, identity.publicKey);
  const me = chain.players.indexOf(identity.publicKey);
  const k = decodeScalar(kept.shuffle)!;
  const K = chain.shuffleKeys[me];
  if (!isKeyOf(k, K)) throw new Error('these secrets are not the ones this player shuffled with');
  const inputs = me === 0 ? chain.layers[chain.layers.length - 1] : lockedCards(chain.locks[me - 1]);
  const bind = lockBinding(view.context, identity.publicKey, chain.head);
  const factors = inputs.points.map(() => randomScalar());
  const cards = inputs.points.map((x, c) => toB64(proveLock(bind, c, x, inputs.bytes[c], k, K, factors[c])));
  const body: LockBody = { t: 'lock', prev: chain.head, cards };
  return {
    record: signRecord(identity, view.context, body),
    secrets: { ...kept, locks: factors.map((m) => encodeScalar(mulScalar(m, k))) },
  };
}

/** The chain of a locked deck and this player's per-card keys, or throws. */
function myKeys(view: DeckView, secrets: unknown, player: string): { chain: Chain; secrets: DeckSecrets; keys: string[] } {
  if (view.status.stage !== 'ready' || !view.chain) throw new Error(`the deck is ${view.status.stage}, not locked`);
  const kept = mySecrets(secrets, view, player);
  if (!kept.locks || kept.locks.length !== view.status.cards) throw new Error('these secrets hold no lock of this deck');
  return { chain: view.chain, secrets: kept, keys: [...kept.locks] };
}

/**
 * The player's per-card keys for card positions `cards`: to let a drawer open them (every player
 * but the drawer releases), or to show them to all (every player releases).
 */
export function releaseRecord(identity: Identity, ctx: DeckCtx, records: DeckInput, secrets: DeckSecrets, cards: number[]): Signed<ReleaseBody> {
  const view = asView(ctx, records);
  const { chain, keys } = myKeys(view, secrets, identity.publicKey);
  const n = view.status.cards;
  if (cards.length < 1 || new Set(cards).size !== cards.length || !cards.every((c) => Number.isInteger(c) && c >= 0 && c < n)) {
    throw new RangeError(`release distinct card positions from 0 to ${n - 1}`);
  }
  const body: ReleaseBody = { t: 'release', deck: chain.create.id, cards: [...cards], keys: cards.map((c) => keys[c]) };
  return signRecord(identity, view.context, body);
}

/**
 * After the game: every per-card key, the shuffle scalar and (the creator) the item seeds, so that
 * `audit` can replay every shuffle and name one that replaced or copied a card. Never before the
 * game ends: it shows every card to everyone.
 */
export function finalRecord(identity: Identity, ctx: DeckCtx, records: DeckInput, secrets: DeckSecrets): Signed<FinalBody> {
  const view = asView(ctx, records);
  const { chain, secrets: kept, keys } = myKeys(view, secrets, identity.publicKey);
  const seeds = chain.players[0] === identity.publicKey ? [...(kept.seeds ?? [])] : [];
  const body: FinalBody = { t: 'final', deck: chain.create.id, keys, shuffle: kept.shuffle, seeds };
  return signRecord(identity, view.context, body);
}

/**
 * Opens locked card `card` with every other player's released key and, when `mine` is given, this
 * player's own. Until every key is there it gives the players whose keys are missing; a card that
 * opens to no item, or to one another card opened to, or a key released wrong, gives faults.
 */
export function openCard(
  ctx: DeckCtx,
  records: DeckInput,
  card: number,
  mine: { publicKey: string; secrets: DeckSecrets } | null,
): CardOpening {
  const view = asView(ctx, records);
  const chain = view.chain;
  if (view.status.stage !== 'ready' || !chain) {
    const missing = view.status.players.filter((p) => p !== mine?.publicKey);
    return { ok: false, missing, faults: [...view.status.faults, { by: null, what: `the deck is ${view.status.stage}, not locked` }] };
  }
  if (!Number.isInteger(card) || card < 0 || card >= view.status.cards) {
    return { ok: false, missing: [], faults: [{ by: null, what: `there is no card ${card}` }] };
  }
  const faults = [...(view.keys.cardFaults.get(card) ?? [])];
  const shown = view.keys.opened.get(card);
  if (shown) return shown.ok ? { ok: true, item: shown.item, content: shown.content } : { ok: false, missing: [], faults };
  const ownKey = mine ? ownCardKey(view, chain, card, mine) : null;
  const keys = chain.players.map((p) => (p === mine?.publicKey && ownKey !== null ? ownKey : view.keys.released.get(p)?.get(card)));
  const missing = chain.players.filter((_, i) => keys[i] === undefined);
  if (missing.length > 0) return { ok: false, missing, faults };
  const opening = openWith(chain, card, keys as bigint[]);
  if (!opening.ok) return { ok: false, missing: [], faults: [...faults, opening.fault] };
  for (const [other, o] of view.keys.opened) {
    if (o.item === opening.item) {
      const what = `cards ${other} and ${card} open to the same item: a shuffle copied a card (the audit names who)`;
      return { ok: false, missing: [], faults: [...faults, { by: null, what }] };
    }
  }
  return opening;
}

/** This player's own key for a card from its secrets, if they hold one that checks. */
function ownCardKey(view: DeckView, chain: Chain, card: number, mine: { publicKey: string; secrets: DeckSecrets }): bigint | null {
  const me = chain.players.indexOf(mine.publicKey);
  const secrets = readSecrets(mine.secrets, view.context, mine.publicKey);
  const text = secrets?.locks?.[card];
  const k = text === undefined ? null : decodeScalar(text);
  return me >= 0 && k !== null && isKeyOf(k, chain.locks[me][card].cardKey) ? k : null;
}
