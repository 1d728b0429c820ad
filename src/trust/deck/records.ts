/**
 * The deck's records as they sit in the shared document, and the first, cheap line of defence
 * against whatever a peer wrote there: exact fields, bounded sizes and lengths, then the
 * signature for this deck's context. Points, proofs and the order of play are checked later
 * (view.ts), against the chain of steps these records form.
 *
 * Each step names the step it builds on (`prev`, the id of that record) and each release or final
 * record names the deck record it belongs to (`deck`), so nothing signed for one shuffle can be
 * counted in another, and a player who signs two different versions of one step is caught.
 */
import { canonicalJson, hash, toB64 } from '../bytes';
import { isPublicKey, signatureLength, verifyExact, type Signed } from '../identity';
import { b64Length, elementB64, itemOverhead, lockEntryBytes } from './group';

/** The signing context of a deck: its game and deck ids, so no record can be replayed elsewhere. */
export const deckContext = (gameId: string, deckId: string) => `${gameId}/deck/${deckId}`;

/**
 * Which deck: the game and deck ids, and optionally the public key of the player expected to have
 * created it (then a deck record by anyone else is ignored). Use a fresh deck id for every
 * shuffle: records of one shuffle never count for another with the same id.
 */
export interface DeckCtx {
  readonly gameId: string;
  readonly deckId: string;
  readonly creator?: string;
}

/** Players at a table: two to six. */
export const minPlayers = 2;
export const maxPlayers = 6;
/** Items in one deck. */
export const maxCards = 200;
/** Bytes of one item's content (a counter's hidden faces as JSON). */
export const maxItemBytes = 2048;
/** Bytes of all items of a deck once padded to one length. */
export const maxDeckBytes = 256 * 1024;
/** Records of one deck that are read; any beyond are ignored (a peer could write without end). */
export const maxRecords = 4096;

/** The deck record: players in order, sealed items, the creator's shuffled first layer and key. */
export interface CreateBody {
  readonly t: 'deck';
  readonly v: 1;
  readonly players: string[];
  readonly items: string[];
  readonly cards: string[];
  readonly K: string;
}
/** One player's shuffle: the previous list multiplied by its key and permuted, and its key k·G. */
export interface ShuffleBody {
  readonly t: 'shuffle';
  readonly prev: string;
  readonly cards: string[];
  readonly K: string;
}
/** One player's lock: per card Y, K', and the proof (T1, T2, s), as one base64url string each. */
export interface LockBody {
  readonly t: 'lock';
  readonly prev: string;
  readonly cards: string[];
}
/** A player's per-card keys for some card positions. */
export interface ReleaseBody {
  readonly t: 'release';
  readonly deck: string;
  readonly cards: number[];
  readonly keys: string[];
}
/** After the game: all of a player's per-card keys, its shuffle key, and (the creator) the item seeds. */
export interface FinalBody {
  readonly t: 'final';
  readonly deck: string;
  readonly keys: string[];
  readonly shuffle: string;
  readonly seeds: string[];
}
/** Any record body of a deck. */
export type DeckBody = CreateBody | ShuffleBody | LockBody | ReleaseBody | FinalBody;

/** A record that passed the shape and signature checks, with its id (hash of the signed body). */
export type Checked<T extends DeckBody = DeckBody> = { readonly id: string; readonly record: Signed<T> };
/** A record refused, and whom to name: its signer when the signature holds, else nobody. */
export type Refused = { readonly by: string | null; readonly what: string };

const fields: Record<DeckBody['t'], string[]> = {
  deck: ['t', 'v', 'players', 'items', 'cards', 'K'],
  shuffle: ['t', 'prev', 'cards', 'K'],
  lock: ['t', 'prev', 'cards'],
  release: ['t', 'deck', 'cards', 'keys'],
  final: ['t', 'deck', 'keys', 'shuffle', 'seeds'],
};

const isString = (value: unknown, length: number) => typeof value === 'string' && value.length === length;
const isElement = (value: unknown) => isString(value, elementB64);

/** Whether `value` is an array of `min`..`max` entries each passing `each`. */
function isList(value: unknown, min: number, max: number, each: (v: unknown) => boolean): value is unknown[] {
  return Array.isArray(value) && value.length >= min && value.length <= max && value.every(each);
}

const distinct = (values: readonly unknown[]) => new Set(values).size === values.length;

/** Whether an item list is well formed: same length for all, within the size caps. */
function isItemList(value: unknown): boolean {
  if (!Array.isArray(value) || value.length < 1 || value.length > maxCards) return false;
  const first = value[0];
  if (typeof first !== 'string') return false;
  const length = first.length;
  if (length < b64Length(itemOverhead) || length > b64Length(itemOverhead + maxItemBytes)) return false;
  if (value.length * (Math.floor((length * 3) / 4) - itemOverhead) > maxDeckBytes) return false;
  return value.every((item) => isString(item, length));
}

/** Whether the body's own fields (not `by`, `sig`) are of the right kinds and sizes. */
function bodyShape(r: Record<string, unknown>): boolean {
  switch (r.t) {
    case 'deck':
      return (
        r.v === 1 &&
        isList(r.players, minPlayers, maxPlayers, isPublicKey) &&
        distinct(r.players) &&
        isItemList(r.items) &&
        isList(r.cards, 1, maxCards, isElement) &&
        r.cards.length === (r.items as unknown[]).length &&
        isElement(r.K)
      );
    case 'shuffle':
      return isElement(r.prev) && isList(r.cards, 1, maxCards, isElement) && isElement(r.K);
    case 'lock':
      return isElement(r.prev) && isList(r.cards, 1, maxCards, (c) => isString(c, b64Length(lockEntryBytes)));
    case 'release':
      return (
        isElement(r.deck) &&
        isList(r.cards, 1, maxCards, (c) => Number.isInteger(c) && (c as number) >= 0 && (c as number) < maxCards) &&
        distinct(r.cards) &&
        isList(r.keys, r.cards.length, r.cards.length, isElement)
      );
    case 'final':
      return (
        isElement(r.deck) &&
        isList(r.keys, 1, maxCards, isElement) &&
        isElement(r.shuffle) &&
        isList(r.seeds, 0, maxCards, isElement)
      );
    default:
      return false;
  }
}

/**
 * Ids already computed, by record object. Records read from the shared document are the same
 * objects on every read, and a lock record of 200 cards is some 40 KB to hash, read again on every
 * change of its deck. A memo only: forgetting it changes no answer.
 */
const ids = new WeakMap<object, string>();

/** The id of a record: base64url SHA-256 of its signed body (its signature left out). */
export function recordId(record: Record<string, unknown>): string {
  const known = ids.get(record);
  if (known !== undefined) return known;
  const { sig: _sig, ...body } = record;
  const id = toB64(hash(canonicalJson(body)));
  ids.set(record, id);
  return id;
}

/**
 * The shape of a raw record: refused, or its id and the key under which its signature check is
 * remembered (id and signature). Cheap: no cryptography yet, and huge fields refused unread.
 */
export function shapeOf(raw: unknown): Refused | { key: string; id: string } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { by: null, what: 'a record that is not an object' };
  const r = raw as Record<string, unknown>;
  const expected = typeof r.t === 'string' && Object.hasOwn(fields, r.t) ? fields[r.t as DeckBody['t']] : null;
  if (!expected) return { by: null, what: 'a record of no known kind' };
  const keys = Object.keys(r);
  const named = isPublicKey(r.by) ? r.by : null;
  if (keys.length !== expected.length + 2 || !expected.every((k) => Object.hasOwn(r, k)) || !named || !isString(r.sig, signatureLength)) {
    return { by: null, what: `a ${r.t} record with missing or extra fields (claims to be by ${named ?? 'nobody'})` };
  }
  if (!bodyShape(r)) return { by: null, what: `a ${r.t} record of the wrong shape or size (claims to be by ${named})` };
  const id = recordId(r);
  return { key: `${id}.${r.sig as string}`, id };
}

/** The signature check of a record whose shape passed: checked, or refused naming nobody. */
export function checkSignature(context: string, raw: unknown, id: string): Checked | Refused {
  // Exactly the deck's context: one deck's records are all signed in the scope it was made in.
  const { sig, ...body } = raw as Record<string, unknown>;
  if (!verifyExact(body.by, context, body, sig)) {
    const by = (raw as { by: string }).by;
    return { by: null, what: `a record not signed for this deck (claims to be by ${by}): forged, or copied from another game, room or deck` };
  }
  return { id, record: raw as unknown as Signed<DeckBody> };
}

/** Whether a parse result is a refusal. */
export const isRefused = (r: Checked | Refused): r is Refused => !('record' in r);
