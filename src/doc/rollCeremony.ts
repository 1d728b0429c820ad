/**
 * Fair rolls in the document: where the signed records of the commit–reveal protocol
 * (src/trust/fairRoll.ts) live and how they are written. Every record goes in the `trust` map under
 * a key of its own — `roll/<id>` for the request, `roll/<id>/c/<tag>` for a commit, `/r/` for a
 * reveal, `/x/` for giving up — so the records sync, autosave and travel in save files like the
 * rest of the game, and any player can check any roll later from them.
 *
 * Writes here are outside the undo manager's scope (the `trust` map is not tracked): a roll is
 * never taken back.
 */
import type * as Y from 'yjs';
import { typesOf } from './gameDoc';
import { LocalOrigin } from './origin';
import { scopeOf } from './scope';
import { newId } from '../model/ids';
import { hash, toHex } from '../trust/bytes';
import { fingerprint, type Identity } from '../trust/identity';
import { abandonRecord, commitRecord, commitsDigest, requestRecord, revealRecord, rollStatus, type RollRecords, type RollStatus } from '../trust/fairRoll';

/** Key prefixes of a roll's records in the `trust` map. */
const requestKey = (id: string) => `roll/${id}`;
const stepKey = (id: string, step: 'c' | 'r' | 'x', key: string) => `roll/${id}/${step}/${fingerprint(key)}`;
/** Which tab of each player acts for the roll (two tabs of one browser share a key; only one may commit). */
const tabsKey = (id: string) => `roll/${id}/tabs`;


/** A player taking part in a roll: their key, and the document client id of the tab that acts for them. */
export interface RollPlayer {
  key: string;
  clientId: number;
}

function writeRecords(doc: Y.Doc, who: string, op: string, entries: [string, unknown][]): void {
  doc.transact(() => {
    const trust = typesOf(doc).trust;
    for (const [key, value] of entries) trust.set(key, value);
  }, new LocalOrigin(who, op, op));
}

/**
 * Starts a roll: writes the signed request naming every player (this one included) and this
 * player's commit, in one transaction. `what` says what is rolled (`dice:2d6`). Returns the roll's
 * id; the share is returned for the caller to keep until it reveals. Alone, the reveal goes in
 * the same transaction and the roll is done at once.
 */
export function beginRoll(doc: Y.Doc, identity: Identity, who: string, players: readonly RollPlayer[], what: string, share: Uint8Array, now = Date.now()): string {
  const id = freshRollId(doc, identity.publicKey, now);
  const game = scopeOf(doc);
  const keys = [...new Set([identity.publicKey, ...players.map((p) => p.key)])].sort();
  const request = requestRecord(identity, game, { id, players: keys, what, t: Math.floor(now / 1000) });
  const tabs: Record<string, number> = {};
  for (const p of players) if (!(fingerprint(p.key) in tabs)) tabs[fingerprint(p.key)] = p.clientId;
  tabs[fingerprint(identity.publicKey)] = doc.clientID;
  const commit = commitRecord(identity, game, id, share);
  const entries: [string, unknown][] = [
    [requestKey(id), request],
    [tabsKey(id), tabs],
    [stepKey(id, 'c', identity.publicKey), commit],
  ];
  if (keys.length === 1) {
    const seen = commitsDigest(game, { request, commits: [commit], reveals: [], abandons: [] });
    if (seen !== null) entries.push([stepKey(id, 'r', identity.publicKey), revealRecord(identity, game, id, share, seen)]);
  }
  writeRecords(doc, who, 'beginRoll', entries);
  return id;
}

/**
 * A roll id not used before in this game. It hashes the random id with the key, the time and the
 * records already there, so even a browser whose random source is broken never reuses an id (a
 * request under an old id would read the old roll's commits and reveals as its own).
 */
function freshRollId(doc: Y.Doc, key: string, now: number): string {
  const trust = typesOf(doc).trust;
  for (let attempt = 0; ; attempt++) {
    const id = toHex(hash(`${newId(12)}|${key}|${now}|${trust.size}|${attempt}`)).slice(0, 16);
    if (!trust.has(requestKey(id))) return id;
  }
}

/** Writes this player's commit to a roll. */
export function commitToRoll(doc: Y.Doc, identity: Identity, who: string, rollId: string, share: Uint8Array): void {
  writeRecords(doc, who, 'commitRoll', [[stepKey(rollId, 'c', identity.publicKey), commitRecord(identity, scopeOf(doc), rollId, share)]]);
}

/**
 * Writes this player's reveal of its share, saying which commits it saw. Nothing is written unless
 * the document holds exactly one valid commit from every player.
 */
export function revealToRoll(doc: Y.Doc, identity: Identity, who: string, rollId: string, share: Uint8Array): void {
  const game = scopeOf(doc);
  const seen = commitsDigest(game, rollRecordsOf(doc, rollId));
  if (seen === null) return;
  writeRecords(doc, who, 'revealRoll', [[stepKey(rollId, 'r', identity.publicKey), revealRecord(identity, game, rollId, share, seen)]]);
}

/** Gives up on a roll that waits for `missing` (logged by the caller); the roll is void for everyone. */
export function abandonRoll(doc: Y.Doc, identity: Identity, who: string, rollId: string, missing: string[]): void {
  writeRecords(doc, who, 'abandonRoll', [[stepKey(rollId, 'x', identity.publicKey), abandonRecord(identity, scopeOf(doc), rollId, missing)]]);
}

/** The records of one roll as they stand in the document (anything a peer wrote under its keys). */
export function rollRecordsOf(doc: Y.Doc, rollId: string): RollRecords {
  const trust = typesOf(doc).trust;
  const prefix = `${requestKey(rollId)}/`;
  const commits: unknown[] = [];
  const reveals: unknown[] = [];
  const abandons: unknown[] = [];
  trust.forEach((value, key) => {
    if (!key.startsWith(prefix)) return;
    const step = key.slice(prefix.length, prefix.length + 2);
    if (step === 'c/') commits.push(value);
    else if (step === 'r/') reveals.push(value);
    else if (step === 'x/') abandons.push(value);
  });
  return { request: trust.get(requestKey(rollId)), commits, reveals, abandons };
}

/** Where a roll stands, computed from its records as every peer computes it. */
export function rollStatusOf(doc: Y.Doc, rollId: string): RollStatus {
  return rollStatus(scopeOf(doc), rollRecordsOf(doc, rollId));
}

/** The client id of the tab that acts for `key` in a roll, or null when the request named none. */
export function actingTab(doc: Y.Doc, rollId: string, key: string): number | null {
  const tabs = typesOf(doc).trust.get(tabsKey(rollId));
  if (typeof tabs !== 'object' || tabs === null) return null;
  const tab = (tabs as Record<string, unknown>)[fingerprint(key)];
  return typeof tab === 'number' && Number.isSafeInteger(tab) ? tab : null;
}

/** The ids of rolls whose records a set of changed `trust` keys touches. */
export function rollsTouched(keys: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const key of keys) {
    const m = /^roll\/([^/]{1,100})(?:\/|$)/.exec(key);
    if (m) out.add(m[1]);
  }
  return out;
}

/** Every roll id in the document, oldest request first. */
export function allRollIds(doc: Y.Doc): string[] {
  const found: { id: string; t: number }[] = [];
  typesOf(doc).trust.forEach((value, key) => {
    const m = /^roll\/([^/]{1,100})$/.exec(key);
    if (!m) return;
    const t = typeof value === 'object' && value !== null ? (value as { t?: unknown }).t : 0;
    found.push({ id: m[1], t: typeof t === 'number' ? t : 0 });
  });
  return found.sort((a, b) => a.t - b.t || (a.id < b.id ? -1 : 1)).map((r) => r.id);
}
