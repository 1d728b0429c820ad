/**
 * Reading a deck from its records: which records count, in which order, and who did what wrong.
 *
 * The steps form a chain: the deck record (the creator's shuffle), then one shuffle per other
 * player, then one lock per player, each naming the step before it. A step counts only when it
 * is by the player whose turn it is, decodes, and (a lock) carries proofs that hold; otherwise it
 * is ignored, its signer named, and the turn stays with that player. A player who signs two valid
 * versions of one step is named too, and the version that more steps were built on is kept.
 *
 * Checking proofs is the costly part, so every verdict is remembered in the view under the id of
 * the record (which binds the whole chain before it). Passing the previous view to `readDeck`
 * reuses those verdicts: a peer then checks each record once however often it reads the deck.
 */
import { fromB64, toB64, utf8 } from '../bytes';
import { verifyExact, type Signed } from '../identity';
import { acceptedContexts } from '../scope';
import { decodeLockEntry, decodePoint, lockedCards, pointFromBytes, toTagText, verifyLocks, type Cards, type LockEntry, type Point } from './group';
import { readKeys, type Keys } from './keys';
import {
  checkSignature,
  deckContext,
  isRefused,
  maxRecords,
  shapeOf,
  type Checked,
  type CreateBody,
  type DeckBody,
  type DeckCtx,
  type LockBody,
  type ShuffleBody,
} from './records';

/** Something wrong in the records, and whom it names (null when the culprit cannot be told). */
export interface DeckFault {
  readonly by: string | null;
  readonly what: string;
}

/** Where a deck stands: whose step is next, how many cards, and every fault seen. */
export interface DeckStatus {
  readonly stage: 'invalid' | 'shuffling' | 'locking' | 'ready';
  readonly turn: string | null;
  readonly cards: number;
  readonly players: string[];
  readonly faults: DeckFault[];
}

/** The steps that count, decoded. `layers[j]` is the list after player j's shuffle; `locks[j]` player j's lock. */
export interface Chain {
  readonly create: Checked<CreateBody>;
  readonly players: readonly string[];
  readonly cards: number;
  readonly items: readonly Uint8Array[];
  readonly tags: ReadonlyMap<string, number>;
  readonly layers: readonly Cards[];
  readonly shuffleKeys: readonly Point[];
  readonly locks: readonly (readonly LockEntry[])[];
  readonly head: string;
}

/** A deck read and checked: pass it instead of the records to avoid checking again, or to `readDeck` as `previous`. */
export interface DeckView {
  readonly context: string;
  readonly status: DeckStatus;
  readonly chain: Chain | null;
  readonly keys: Keys;
  /** Verdicts by record id, reused by the next `readDeck` given this view. */
  readonly memo: ReadonlyMap<string, unknown>;
}

/** Every record of this deck as read from the shared document: anything a peer wrote. */
export type DeckRecords = readonly unknown[];
/** What the deck functions read: the records as found in the document, or a view already read from them. */
export type DeckInput = DeckRecords | DeckView;

const maxFaults = 64;

/** A memo that keeps, from the previous view, only the verdicts asked for again. */
export type Recall = <T>(key: string, compute: () => T) => T;
function recaller(previous: ReadonlyMap<string, unknown> | undefined, memo: Map<string, unknown>): Recall {
  return <T>(key: string, compute: () => T): T => {
    if (memo.has(key)) return memo.get(key) as T;
    const value = previous?.has(key) ? (previous.get(key) as T) : compute();
    memo.set(key, value);
    return value;
  };
}

/** The bytes a lock proof is bound to: the deck, the locker and the step it builds on. */
export const lockBinding = (context: string, by: string, prev: string) => utf8(`${context}\n${by}\n${prev}`);

type Parsed<T> = T | string;
type CreateParts = { items: Uint8Array[]; tags: Map<string, number>; layer: Cards; K: Point };

/**
 * A list of distinct cards, or a reason. Distinct as canonical encodings (decoding refuses any
 * other): an honest list never repeats a card, so a shuffle that copies one is refused at once.
 */
function pointList(texts: readonly string[], n: number): Parsed<Cards> {
  if (texts.length !== n) return `has ${texts.length} cards, not ${n}`;
  const bytes = texts.map((t) => fromB64(t) ?? new Uint8Array(0));
  const points = bytes.map(pointFromBytes);
  if (points.some((p) => !p)) return 'has a card that is not a group element';
  if (new Set(bytes.map(toB64)).size !== n) return 'repeats a card';
  return { points: points as Point[], bytes };
}

function parseCreate(body: CreateBody): Parsed<CreateParts> {
  const items = body.items.map((text) => fromB64(text));
  if (items.some((b) => !b)) return 'has an item that is not base64url';
  const tags = new Map((items as Uint8Array[]).map((b, i) => [toTagText(b), i] as const));
  if (tags.size !== items.length) return 'repeats an item tag';
  const K = decodePoint(body.K);
  const layer = pointList(body.cards, items.length);
  if (typeof layer === 'string') return layer;
  return K ? { items: items as Uint8Array[], tags, layer, K } : 'has a key that is not a group element';
}

/** A shuffle step decoded against the chain so far, or a reason. */
function parseShuffle(body: ShuffleBody, n: number): Parsed<{ layer: Cards; K: Point }> {
  const layer = pointList(body.cards, n);
  if (typeof layer === 'string') return layer;
  const K = decodePoint(body.K);
  return K ? { layer, K } : 'has a key that is not a group element';
}

/** A lock step decoded and its proofs checked against the cards it locked, or a reason. */
function parseLock(context: string, record: Signed<LockBody>, inputs: Cards, K: Point): Parsed<LockEntry[]> {
  const n = inputs.points.length;
  if (record.cards.length !== n) return `has ${record.cards.length} cards, not ${n}`;
  const entries = record.cards.map((text) => {
    const bytes = fromB64(text);
    return bytes ? decodeLockEntry(bytes) : null;
  });
  if (entries.some((e) => !e)) return 'has a card that is not a group element';
  const ok = verifyLocks(lockBinding(context, record.by, record.prev), inputs, K, entries as LockEntry[]);
  return ok ? (entries as LockEntry[]) : 'has a proof that does not hold: a card was not locked with the key claimed';
}

type Sorted = {
  creates: Checked<CreateBody>[];
  steps: Map<string, Checked<ShuffleBody | LockBody>[]>;
  rest: Checked[];
};

/** Checks every record's shape and signature (remembered), and sorts the good ones by kind. */
function sortRecords(context: string, records: readonly unknown[], recall: Recall, fault: (f: DeckFault) => void): Sorted {
  const sorted: Sorted = { creates: [], steps: new Map(), rest: [] };
  const seen = new Set<string>();
  if (records.length > maxRecords) fault({ by: null, what: `more than ${maxRecords} records: the rest are not read` });
  for (const raw of records.slice(0, maxRecords)) {
    const shape = shapeOf(raw);
    if ('what' in shape) {
      fault(shape);
      continue;
    }
    if (seen.has(shape.id)) continue;
    const checked = recall(`sig:${shape.key}`, () => checkSignature(context, raw, shape.id));
    if (isRefused(checked)) {
      fault(checked);
      continue;
    }
    seen.add(shape.id);
    const r = checked.record;
    if (r.t === 'deck') sorted.creates.push(checked as Checked<CreateBody>);
    else if (r.t === 'shuffle' || r.t === 'lock') {
      const list = sorted.steps.get(r.prev) ?? [];
      list.push(checked as Checked<ShuffleBody | LockBody>);
      sorted.steps.set(r.prev, list);
    } else sorted.rest.push(checked);
  }
  return sorted;
}

/** Builds the longest valid chain from each deck record, naming what does not fit. */
function buildChain(context: string, sorted: Sorted, ctx: DeckCtx, recall: Recall, fault: (f: DeckFault) => void) {
  const used = new Set<string>();
  const grow = (chain: Chain, step: number): { chain: Chain; length: number } => {
    const p = chain.players.length;
    if (step >= 2 * p) return { chain, length: step };
    const candidates = sorted.steps.get(chain.head) ?? [];
    const signer = chain.players[step % p];
    const kind = step < p ? 'shuffle' : 'lock';
    const n = chain.cards;
    let best = { chain, length: step };
    let valid = 0;
    for (const c of [...candidates].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      const r = c.record;
      if (r.t !== kind || r.by !== signer) continue;
      used.add(c.id);
      const next = recall(`step:${c.id}`, (): Parsed<Chain> => {
        if (r.t === 'shuffle') {
          const s = parseShuffle(r, n);
          if (typeof s === 'string') return s;
          return { ...chain, layers: [...chain.layers, s.layer], shuffleKeys: [...chain.shuffleKeys, s.K], head: c.id };
        }
        const j = chain.locks.length;
        const inputs = j === 0 ? chain.layers[p - 1] : lockedCards(chain.locks[j - 1]);
        const l = parseLock(context, r as Signed<LockBody>, inputs, chain.shuffleKeys[j]);
        return typeof l === 'string' ? l : { ...chain, locks: [...chain.locks, l], head: c.id };
      });
      if (typeof next === 'string') {
        fault({ by: r.by, what: `its ${kind} step ${next}` });
        continue;
      }
      if (++valid === 2) fault({ by: r.by, what: `signed two different ${kind} steps` });
      const grown = grow(next, step + 1);
      if (grown.length > best.length) best = grown;
    }
    return best;
  };

  let best: { chain: Chain; length: number } | null = null;
  for (const c of [...sorted.creates].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const r = c.record;
    if (r.players[0] !== r.by) {
      fault({ by: r.by, what: 'wrote a deck record that does not list its creator first' });
      continue;
    }
    if (ctx.creator !== undefined && r.by !== ctx.creator) {
      fault({ by: r.by, what: 'wrote a deck record but is not the expected creator' });
      continue;
    }
    used.add(c.id);
    const parts = recall(`step:${c.id}`, () => parseCreate(r));
    if (typeof parts === 'string') {
      fault({ by: r.by, what: `its deck record ${parts}` });
      continue;
    }
    if (best?.chain.players[0] === r.by) fault({ by: r.by, what: 'signed two different deck records for one deck id' });
    else if (best) fault({ by: null, what: 'several players created this deck id: the deck with the most steps counts (give ctx.creator)' });
    const start: Chain = {
      create: c,
      players: r.players,
      cards: parts.items.length,
      items: parts.items,
      tags: parts.tags,
      layers: [parts.layer],
      shuffleKeys: [parts.K],
      locks: [],
      head: c.id,
    };
    const grown = grow(start, 1);
    if (!best || grown.length > best.length) best = grown;
  }
  for (const list of sorted.steps.values()) {
    for (const c of list) {
      if (!used.has(c.id)) fault({ by: c.record.by, what: `wrote a ${c.record.t} step out of turn, or on no step of this deck` });
    }
  }
  return best;
}

/**
 * Reads and checks every record of a deck. Never throws on what the records hold: a bad record
 * is ignored and named in the faults. Give the previous view of the same deck to reuse its checks.
 */
export function readDeck(ctx: DeckCtx, records: readonly unknown[], previous?: DeckView | null): DeckView {
  const context = contextOfDeck(ctx, Array.isArray(records) ? records : [], previous);
  const memo = new Map<string, unknown>();
  const recall = recaller(previous?.context === context ? previous.memo : undefined, memo);
  const faults: DeckFault[] = [];
  const seen = new Set<string>();
  const fault = (f: DeckFault) => {
    const key = `${f.by}\n${f.what}`;
    if (faults.length < maxFaults && !seen.has(key)) faults.push(f);
    seen.add(key);
  };
  const list = Array.isArray(records) ? records : [];
  if (!Array.isArray(records)) fault({ by: null, what: 'the records are not a list' });
  const sorted = sortRecords(context, list, recall, fault);
  const built = buildChain(context, sorted, ctx, recall, fault);
  if (!built) {
    if (sorted.creates.length === 0) fault({ by: null, what: 'there is no valid deck record' });
    const status: DeckStatus = { stage: 'invalid', turn: null, cards: 0, players: [], faults };
    return { context, status, chain: null, keys: readKeys(null, [], recall, fault), memo };
  }
  const { chain, length } = built;
  const p = chain.players.length;
  const stage = length < p ? 'shuffling' : length < 2 * p ? 'locking' : 'ready';
  const keys = readKeys(stage === 'ready' ? chain : null, sorted.rest as Checked<DeckBody>[], recall, fault);
  const status: DeckStatus = {
    stage,
    turn: stage === 'ready' ? null : chain.players[length % p],
    cards: chain.cards,
    players: [...chain.players],
    faults,
  };
  return { context, status, chain, keys, memo };
}

/**
 * The one context every record of this deck is signed in: the game's scope where its deck record
 * was signed. A deck sealed before its game was shared (or by an earlier version) keeps the
 * room-less context it was made in, so the secrets its players keep still match it.
 */
function contextOfDeck(ctx: DeckCtx, records: readonly unknown[], previous?: DeckView | null): string {
  const [inRoom, ...before] = acceptedContexts(deckContext(ctx.gameId, ctx.deckId));
  if (!before.length) return inRoom;
  if (previous?.chain && (previous.context === inRoom || before.includes(previous.context))) return previous.context;
  const creates = records.slice(0, maxRecords).filter((r) => typeof r === 'object' && r !== null && (r as { t?: unknown }).t === 'deck');
  const signedIn = (context: string) => creates.some((r) => {
    const { sig, ...body } = r as Record<string, unknown>;
    return verifyExact(body.by, context, body, sig);
  });
  if (signedIn(inRoom)) return inRoom;
  return before.find(signedIn) ?? inRoom;
}

/** Whether the input is a view read by `readDeck` (anything else is read as records). */
const isView = (input: unknown): input is DeckView =>
  typeof input === 'object' && input !== null && !Array.isArray(input) && (input as DeckView).memo instanceof Map;

/** A view of the input: the one given, or one read from the records. Throws if a view of another deck is given. */
export function asView(ctx: DeckCtx, input: DeckInput): DeckView {
  if (!isView(input)) return readDeck(ctx, input);
  if (!acceptedContexts(deckContext(ctx.gameId, ctx.deckId)).includes(input.context)) throw new Error('this view is of another deck');
  return input;
}
