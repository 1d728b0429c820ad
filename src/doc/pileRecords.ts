/**
 * Where a sealed cup's or deck's records live in the game: all in the `trust` map, so they sync,
 * autosave and travel in save files, and no undo ever takes one back.
 *
 * - `pile/<board id>` — which deck seals the board's pile now, who sealed it, which open pieces it
 *   replaces and which tab acts for each player (signed by the sealer).
 * - `deck/<deck id>/r/<record id>` — the protocol's own records (src/trust/deck): the deck, each
 *   shuffle and lock, each key released.
 * - `deck/<deck id>/to/<card>` — a card drawn for one player's eyes: everyone else releases its key to them.
 * - `deck/<deck id>/open/<card>` — a card to show to all: everyone releases its key.
 * - `deck/<deck id>/x` — the deck called off before it was sealed (a player did not take part).
 *
 * Readers here check signatures and shapes and nothing more; what counts is the agent's and the
 * protocol's business.
 */
import type * as Y from 'yjs';
import { typesOf } from './gameDoc';
import { scopeOf } from './scope';
import { LocalOrigin } from './origin';
import { fingerprint, signRecord, verifyRecord, type Identity, type Signed } from '../trust/identity';
import { recordId } from '../trust/deck/records';
import type { DeckCtx } from '../trust/deck';

/** What seals a board's pile: the deck, the open pieces it replaces, and each player's acting tab. */
export interface PileBody {
  readonly board: string;
  readonly deck: string;
  readonly players: string[];
  readonly pieces: string[];
  /** Fingerprint of each player's key → the document client id of the tab that acts for them. */
  readonly tabs: Record<string, number>;
}

/** A request that a card be opened for `to` (a player's key) or, when `to` is null, for everyone. */
export interface AskBody {
  readonly deck: string;
  readonly card: number;
  readonly to: string | null;
}

/** A deck called off before it was sealed, and whom it waited for. */
export interface VoidBody {
  readonly deck: string;
  readonly missing: string[];
}

const pileKey = (board: string) => `pile/${board}`;
const recordKey = (deck: string, record: Record<string, unknown>) => `deck/${deck}/r/${recordId(record)}`;
const askKey = (deck: string, card: number, open: boolean) => `deck/${deck}/${open ? 'open' : 'to'}/${card}`;
const voidKey = (deck: string) => `deck/${deck}/x`;

/** Signing contexts: a pile record or ask of one game never counts in another. */
const pileContext = (doc: Y.Doc) => `${scopeOf(doc)}/pile`;
const askContext = (doc: Y.Doc) => `${scopeOf(doc)}/pile-ask`;

/** The deck context of a pile: the game, the deck and (so nobody else's deck record counts) its sealer. */
export const deckCtxOf = (doc: Y.Doc, pile: Signed<PileBody>): DeckCtx => ({ gameId: scopeOf(doc), deckId: pile.deck, creator: pile.by });

/** Writes trust records in one transaction named `op` (outside undo's scope: the trust map is not tracked). */
export function writeTrust(doc: Y.Doc, who: string, op: string, entries: [string, unknown][]): void {
  if (!entries.length) return;
  doc.transact(() => {
    const trust = typesOf(doc).trust;
    for (const [key, value] of entries) trust.set(key, value);
  }, new LocalOrigin(who, op, op));
}

/** The signed pile record of a board, or null when its pile is open (never sealed, or the record is not sound). */
export function readPile(doc: Y.Doc, board: string): Signed<PileBody> | null {
  const value = typesOf(doc).trust.get(pileKey(board));
  if (!verifyRecord(pileContext(doc), value)) return null;
  const p = value as unknown as Signed<PileBody>;
  const sound =
    p.board === board &&
    typeof p.deck === 'string' &&
    Array.isArray(p.players) &&
    p.players.every((k) => typeof k === 'string') &&
    Array.isArray(p.pieces) &&
    p.pieces.every((id) => typeof id === 'string') &&
    typeof p.tabs === 'object' &&
    p.tabs !== null;
  return sound ? p : null;
}

/** Every pile record in the game, by board. */
export function allPiles(doc: Y.Doc): Signed<PileBody>[] {
  const out: Signed<PileBody>[] = [];
  typesOf(doc).trust.forEach((_value, key) => {
    if (!key.startsWith('pile/')) return;
    const pile = readPile(doc, key.slice(5));
    if (pile) out.push(pile);
  });
  return out;
}

/** The pile record for a fresh deck, signed (the caller writes it with the deck record). */
export function pileEntry(doc: Y.Doc, identity: Identity, body: PileBody): [string, Signed<PileBody>] {
  return [pileKey(body.board), signRecord(identity, pileContext(doc), body)];
}

/** A protocol record's entry under its deck. */
export const deckEntry = (deck: string, record: Signed<object>): [string, unknown] => [recordKey(deck, record as Record<string, unknown>), record];

/** The protocol records of a deck as found (checked by the protocol when read). */
export function deckRecordsOf(doc: Y.Doc, deck: string): unknown[] {
  const prefix = `deck/${deck}/r/`;
  const out: unknown[] = [];
  typesOf(doc).trust.forEach((value, key) => {
    if (key.startsWith(prefix)) out.push(value);
  });
  return out;
}

/** An ask's entry, signed. */
export function askEntry(doc: Y.Doc, identity: Identity, body: AskBody): [string, Signed<AskBody>] {
  return [askKey(body.deck, body.card, body.to === null), signRecord(identity, askContext(doc), body)];
}

/** A card's asks that are signed and about it: drawn for someone's eyes (`to`) and shown to all (`open`). */
export function asksOf(doc: Y.Doc, deck: string, card: number): { to: Signed<AskBody> | null; open: Signed<AskBody> | null } {
  const trust = typesOf(doc).trust;
  const read = (open: boolean) => {
    const value = trust.get(askKey(deck, card, open));
    if (!verifyRecord(askContext(doc), value)) return null;
    const a = value as unknown as Signed<AskBody>;
    return a.deck === deck && a.card === card && (open ? a.to === null : typeof a.to === 'string') ? a : null;
  };
  return { to: read(false), open: read(true) };
}

/** The cards of a deck that have asks, in order. */
export function askedCards(doc: Y.Doc, deck: string): number[] {
  const found = new Set<number>();
  const pattern = new RegExp(`^deck/${deck.replace(/[^A-Za-z0-9_-]/g, '')}/(?:to|open)/(\\d{1,3})$`);
  typesOf(doc).trust.forEach((_value, key) => {
    const m = pattern.exec(key);
    if (m) found.add(Number(m[1]));
  });
  return [...found].sort((a, b) => a - b);
}

/** The void record of a deck, signed, or null. */
export function voidEntry(doc: Y.Doc, identity: Identity, body: VoidBody): [string, Signed<VoidBody>] {
  return [voidKey(body.deck), signRecord(identity, askContext(doc), body)];
}

/** Whether a deck was called off (by a player of it) before it was sealed. */
export function isVoided(doc: Y.Doc, pile: Signed<PileBody>): boolean {
  const value = typesOf(doc).trust.get(voidKey(pile.deck));
  if (!verifyRecord(askContext(doc), value)) return false;
  const v = value as unknown as Signed<VoidBody>;
  return v.deck === pile.deck && pile.players.includes(v.by);
}

/** The document client id of the tab that acts for `key` in a pile, or null when it named none. */
export function pileTab(pile: PileBody, key: string): number | null {
  const tab = pile.tabs[fingerprint(key)];
  return typeof tab === 'number' && Number.isSafeInteger(tab) ? tab : null;
}

/** The deck ids a set of changed `trust` keys touches, and the boards whose pile record changed. */
export function pilesTouched(keys: Iterable<string>): { decks: Set<string>; boards: Set<string> } {
  const decks = new Set<string>();
  const boards = new Set<string>();
  for (const key of keys) {
    const d = /^deck\/([^/]{1,100})\//.exec(key);
    if (d) decks.add(d[1]);
    else if (key.startsWith('pile/')) boards.add(key.slice(5));
  }
  return { decks, boards };
}
