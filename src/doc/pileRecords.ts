/**
 * Where a sealed cup's or deck's records live: all in the ledger (src/doc/ledger.ts), filed under
 * the digest of their own content, so they sync, autosave and travel in save files, no undo ever
 * takes one back, nobody can write over one, and a deleted one is put back.
 *
 * - `pile/<board id>` — each seal of the board: which deck, its players, the open pieces it
 *   replaces, each player's acting tab, and the seal before it on this board (src/trust/pile).
 * - `deck/<deck id>` — the deck protocol's own records (src/trust/deck): the deck, each shuffle
 *   and lock, each key released.
 * - `draw/<deck id>` — each draw, chained, with whose eyes it is for.
 * - `deck/<deck id>/show` — each request to show a drawn card to all.
 * - `deck/<deck id>/state` — the sealer's laying out of the cards, or a seal called off.
 *
 * Games sealed by the version before the ledger kept `pile/<board>` and `deck/<deck>/r/<id>` outside
 * it, with draws and reveals as overwritable requests. Those seals are still read, so cards already
 * opened stay readable, but nothing more is drawn or released for them (`legacyPile`).
 *
 * Readers here find records; what they are worth is src/trust/pile's and src/trust/deck's business.
 */
import type * as Y from 'yjs';
import { typesOf } from './gameDoc';
import { scopeOf } from './scope';
import { ledgerEntry, ledgerPrefix, readFolder, subfolders } from './ledger';
import { fingerprint, signRecord, verifyRecord, type Identity, type Signed } from '../trust/identity';
import type { DeckCtx } from '../trust/deck';
import { isBoardId, pileContexts, readBoardPiles, type BoardPiles, type DrawBody, type LaidBody, type OffBody, type PileBody, type PileContexts, type Read, type ShowBody } from '../trust/pile';

export type { PileBody } from '../trust/pile';

/** A seal as the agent and the panel use it: its record, and whether it is a legacy one (read only). */
export type Pile = Read<PileBody> & { readonly legacy?: true };

/** The contexts pile records of this game are signed in. */
export const contextsOf = (doc: Y.Doc): PileContexts => pileContexts(scopeOf(doc));

const folders = {
  pile: (board: string) => `pile/${board}`,
  deck: (deck: string) => `deck/${deck}`,
  draw: (deck: string) => `draw/${deck}`,
  show: (deck: string) => `deck/${deck}/show`,
  state: (deck: string) => `deck/${deck}/state`,
};

/** The deck context of a pile: the game, the deck and (so nobody else's deck record counts) its sealer. */
export const deckCtxOf = (doc: Y.Doc, pile: Pick<PileBody, 'deck'> & { by: string }): DeckCtx => ({ gameId: scopeOf(doc), deckId: pile.deck, creator: pile.by });

/** The seals of a board, and the one that seals it now. */
export function boardPiles(doc: Y.Doc, board: string): BoardPiles {
  return readBoardPiles(contextsOf(doc), board, readFolder(doc, folders.pile(board)));
}

/** The seal of a board now, or null when its pile is open (never sealed). A legacy seal counts only on a board with no ledger seal. */
export function readPile(doc: Y.Doc, board: string): Pile | null {
  return boardPiles(doc, board).current ?? legacyPile(doc, board);
}

/** Every seal in the game, of every board, current or earlier (their drawn cards are still played). */
export function allPiles(doc: Y.Doc): Pile[] {
  const out: Pile[] = [];
  for (const board of subfolders(doc, 'pile')) out.push(...boardPiles(doc, board).all);
  typesOf(doc).trust.forEach((_v, key) => {
    if (!key.startsWith('pile/')) return;
    const legacy = legacyPile(doc, key.slice(5));
    if (legacy && !out.some((p) => p.deck === legacy.deck)) out.push(legacy);
  });
  return out;
}

/** The seal a card piece belongs to: deck `deck` sealed by `by`. */
export function pileOfCard(doc: Y.Doc, deck: string, by: string): Pile | null {
  return allPiles(doc).find((p) => p.deck === deck && p.by === by) ?? null;
}

/** A seal's record for a fresh deck, following the board's current seal, signed (written with the deck record). */
export function pileEntry(doc: Y.Doc, identity: Identity, body: Omit<PileBody, 't' | 'prev'>): [string, object] {
  const prev = boardPiles(doc, body.board).current?.id ?? null;
  if (!isBoardId(body.board)) throw new RangeError('this board cannot be sealed: its id holds a slash');
  return ledgerEntry(folders.pile(body.board), signRecord(identity, contextsOf(doc).pile, { t: 'pile', ...body, prev }));
}

/** A protocol record's entry under its deck. */
export const deckEntry = (deck: string, record: Signed<object>): [string, object] => ledgerEntry(folders.deck(deck), record);

/** A draw's entry, signed. */
export const drawEntry = (doc: Y.Doc, identity: Identity, body: Omit<DrawBody, 't'>): [string, object] =>
  ledgerEntry(folders.draw(body.deck), signRecord(identity, contextsOf(doc).draw, { t: 'draw', ...body }));

/** A request to show a drawn card to all, signed. */
export const showEntry = (doc: Y.Doc, identity: Identity, body: Omit<ShowBody, 't'>): [string, object] =>
  ledgerEntry(folders.show(body.deck), signRecord(identity, contextsOf(doc).show, { t: 'show', ...body }));

/** The sealer's record that the cards are laid out, signed. */
export const laidEntry = (doc: Y.Doc, identity: Identity, body: Omit<LaidBody, 't'>): [string, object] =>
  ledgerEntry(folders.state(body.deck), signRecord(identity, contextsOf(doc).state, { t: 'laid', ...body }));

/** A call-off, signed. */
export const offEntry = (doc: Y.Doc, identity: Identity, body: Omit<OffBody, 't'>): [string, object] =>
  ledgerEntry(folders.state(body.deck), signRecord(identity, contextsOf(doc).state, { t: 'off', ...body }));

/** The records of a deck as found, by kind (checked when read by src/trust). */
export function deckRecordsOf(doc: Y.Doc, pile: Pile): { deck: unknown[]; draws: unknown[]; shows: unknown[]; states: unknown[] } {
  if (pile.legacy) return { deck: legacyDeckRecords(doc, pile.deck), draws: [], shows: [], states: [] };
  return {
    deck: readFolder(doc, folders.deck(pile.deck)),
    draws: readFolder(doc, folders.draw(pile.deck)),
    shows: readFolder(doc, folders.show(pile.deck)),
    states: readFolder(doc, folders.state(pile.deck)),
  };
}

/** The document client id of the tab that acts for `key` in a seal, or null when it named none. */
export function pileTab(pile: PileBody, key: string): number | null {
  const tab = pile.tabs[fingerprint(key)];
  return typeof tab === 'number' && Number.isSafeInteger(tab) ? tab : null;
}

/** The deck ids a set of changed `trust` keys touches, and the boards whose seals changed. */
export function pilesTouched(keys: Iterable<string>): { decks: Set<string>; boards: Set<string> } {
  const decks = new Set<string>();
  const boards = new Set<string>();
  for (const raw of keys) {
    const key = raw.startsWith(ledgerPrefix) ? raw.slice(ledgerPrefix.length) : raw;
    const d = /^(?:deck|draw)\/([^/]{1,100})\//.exec(key);
    if (d) decks.add(d[1]);
    else if (key.startsWith('pile/')) boards.add(key.slice(5).split('/')[0]);
  }
  return { decks, boards };
}

/** A seal written by the version before the ledger (`pile/<board>`, signed in `<scope>/pile`), read only. */
function legacyPile(doc: Y.Doc, board: string): Pile | null {
  const value = typesOf(doc).trust.get(`pile/${board}`);
  if (!verifyRecord(`${scopeOf(doc)}/pile`, value)) return null;
  const p = value as Record<string, unknown>;
  const sound =
    p.board === board &&
    typeof p.deck === 'string' &&
    Array.isArray(p.players) &&
    p.players.every((k) => typeof k === 'string') &&
    Array.isArray(p.pieces) &&
    typeof p.tabs === 'object' &&
    p.tabs !== null;
  return sound ? ({ ...(p as unknown as PileBody), t: 'pile', prev: null, id: `legacy:${board}`, by: p.by as string, sig: p.sig as string, legacy: true } as Pile) : null;
}

/** A legacy deck's protocol records (`deck/<deck>/r/<id>`). */
function legacyDeckRecords(doc: Y.Doc, deck: string): unknown[] {
  const prefix = `deck/${deck}/r/`;
  const out: unknown[] = [];
  typesOf(doc).trust.forEach((value, key) => key.startsWith(prefix) && out.push(value));
  return out;
}
