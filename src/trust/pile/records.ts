/**
 * The records around a sealed deck (src/trust/deck) that make it a pile on the table: which deck
 * seals which board, each draw, each request to show a card to all, the sealer laying the cards
 * out, and a seal called off. Each is signed by its writer in a context of its own kind and the
 * game's scope, so no record of one kind, game or room counts as another.
 *
 * These readers check exact fields, bounded sizes and the signature, and nothing else: what a
 * record is worth against the others (its turn, its position, who may write it) is decided in
 * draws.ts and board.ts, the same way in every browser.
 */
import { isPublicKey, verifyRecord, type Signed } from '../identity';
import { maxCards, maxPlayers, minPlayers, recordId } from '../deck/records';

/** The signing contexts of a game's pile records, by kind. */
export interface PileContexts {
  readonly pile: string;
  readonly draw: string;
  readonly show: string;
  readonly state: string;
}

/** The contexts of the pile records of the game in scope `scope` (src/trust/scope.ts). */
export const pileContexts = (scope: string): PileContexts => ({
  pile: `${scope}/pile-seal`,
  draw: `${scope}/pile-draw`,
  show: `${scope}/pile-show`,
  state: `${scope}/pile-state`,
});

/**
 * A board's pile sealed by a deck: its players (the sealer first), the open pieces the cards
 * replace, each player's acting tab, and the pile record it follows on this board (`prev`, null
 * for the board's first), so a board's seals form a chain and the last one is its pile now.
 */
export interface PileBody {
  readonly t: 'pile';
  readonly board: string;
  readonly deck: string;
  readonly prev: string | null;
  readonly players: string[];
  readonly pieces: string[];
  /** Fingerprint of each player's key → the document client id of the tab that acts for them. */
  readonly tabs: Record<string, number>;
}

/**
 * A draw: the card at position `card`, after the draw `prev` (the id of a draw at the position
 * before, or of the deck record for the first), for `to`'s eyes (the drawer's own key) or blind
 * (null). Whose eyes is part of the draw itself: nothing written later can change it.
 */
export interface DrawBody {
  readonly t: 'draw';
  readonly deck: string;
  readonly card: number;
  readonly prev: string;
  readonly to: string | null;
}

/** A request that a drawn card be shown to all, naming the draw (the id of a draw at that position) it is about. */
export interface ShowBody {
  readonly t: 'show';
  readonly deck: string;
  readonly card: number;
  readonly draw: string;
}

/** The sealer laid the cards out: from now on the seal cannot be called off. */
export interface LaidBody {
  readonly t: 'laid';
  readonly deck: string;
  readonly cards: number;
}

/** A seal called off before its cards were laid out, and whom it waited for. */
export interface OffBody {
  readonly t: 'off';
  readonly deck: string;
  readonly missing: string[];
}

/** A record that passed its checks, with its id: base64url SHA-256 of the signed body, signature left out. */
export type Read<T> = Signed<T> & { readonly id: string };

/** Ids of decks, and of piles' records: base64url, as `newId` and `recordId` make them. */
const isToken = (value: unknown, max: number): value is string => typeof value === 'string' && value.length >= 1 && value.length <= max && /^[A-Za-z0-9_-]+$/.test(value);
export const isDeckId = (value: unknown): value is string => isToken(value, 64);
const isRecordId = (value: unknown): value is string => isToken(value, 43) && (value as string).length === 43;
/** A board id: any short text without a slash (it names a ledger folder). */
export const isBoardId = (value: unknown): value is string => typeof value === 'string' && value.length >= 1 && value.length <= 100 && !value.includes('/');
const isCard = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) < maxCards;

function hasExactly(r: Record<string, unknown>, fields: readonly string[]): boolean {
  const keys = Object.keys(r);
  return keys.length === fields.length + 2 && fields.every((f) => Object.hasOwn(r, f)) && Object.hasOwn(r, 'by') && Object.hasOwn(r, 'sig');
}

function isTabs(value: unknown): value is Record<string, number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length <= maxPlayers && entries.every(([k, v]) => /^[0-9a-f]{8}$/.test(k) && Number.isSafeInteger(v));
}

const shapes = {
  pile: (r: Record<string, unknown>) =>
    hasExactly(r, ['t', 'board', 'deck', 'prev', 'players', 'pieces', 'tabs']) &&
    isBoardId(r.board) &&
    isDeckId(r.deck) &&
    (r.prev === null || isRecordId(r.prev)) &&
    Array.isArray(r.players) &&
    r.players.length >= minPlayers &&
    r.players.length <= maxPlayers &&
    r.players.every(isPublicKey) &&
    new Set(r.players).size === r.players.length &&
    r.players[0] === r.by &&
    Array.isArray(r.pieces) &&
    r.pieces.length <= maxCards &&
    r.pieces.every((p) => typeof p === 'string' && p.length <= 100) &&
    isTabs(r.tabs),
  draw: (r: Record<string, unknown>) =>
    hasExactly(r, ['t', 'deck', 'card', 'prev', 'to']) && isDeckId(r.deck) && isCard(r.card) && isRecordId(r.prev) && (r.to === null || isPublicKey(r.to)),
  show: (r: Record<string, unknown>) => hasExactly(r, ['t', 'deck', 'card', 'draw']) && isDeckId(r.deck) && isCard(r.card) && isRecordId(r.draw),
  laid: (r: Record<string, unknown>) => hasExactly(r, ['t', 'deck', 'cards']) && isDeckId(r.deck) && Number.isInteger(r.cards) && (r.cards as number) >= 1 && (r.cards as number) <= maxCards,
  off: (r: Record<string, unknown>) =>
    hasExactly(r, ['t', 'deck', 'missing']) && isDeckId(r.deck) && Array.isArray(r.missing) && r.missing.length <= maxPlayers && r.missing.every(isPublicKey),
} as const;

type Kinds = { pile: PileBody; draw: DrawBody; show: ShowBody; laid: LaidBody; off: OffBody };

/**
 * A record of kind `kind` if `raw` is one, well formed and signed by its `by` in `context`, with
 * its id; else null. Never throws, whatever a peer wrote.
 */
export function readRecord<K extends keyof Kinds>(kind: K, context: string, raw: unknown): Read<Kinds[K]> | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  if (r.t !== kind || !isPublicKey(r.by) || !shapes[kind](r)) return null;
  if (!verifyRecord(context, raw)) return null;
  return { ...(raw as object), id: recordId(r) } as unknown as Read<Kinds[K]>;
}

/** Every record of `kind` among `raws` (at most `limit` read), each once, sorted by id. */
export function readAll<K extends keyof Kinds>(kind: K, context: string, raws: readonly unknown[], limit = 4096): Read<Kinds[K]>[] {
  const byId = new Map<string, Read<Kinds[K]>>();
  for (const raw of raws.slice(0, limit)) {
    const read = readRecord(kind, context, raw);
    if (read && !byId.has(read.id)) byId.set(read.id, read);
  }
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
