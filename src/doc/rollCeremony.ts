/**
 * Fair rolls in the ledger (src/doc/ledger.ts): where the signed records of the commit–reveal
 * protocol (src/trust/fairRoll.ts) are filed and how they are written. A roll's request is filed
 * in the folder `roll`, under its own digest — which is the roll's id — and every later record
 * (commit, reveal, the asker's call-off, a left-out player's objection) in the folder `roll/<id>`.
 * Nothing is ever overwritten or removed, so the records sync, autosave and travel in save files
 * like the rest of the game, and any player can check any roll later from them.
 *
 * Games from before the ledger keep their rolls under `roll/<id>` keys (version 1); they are read,
 * never written, so the rolls logged then can still be checked.
 */
import type * as Y from 'yjs';
import { appendTo, typesOf } from './gameDoc';
import { LocalOrigin } from './origin';
import { scopeOf } from './scope';
import { appendToLedger, fileEntries, isFiled, ledgerEntry, ledgerPrefix, recordDigest } from './ledger';
import { concatBytes, hash, randomBytes, utf8 } from '../trust/bytes';
import type { Identity } from '../trust/identity';
import type { CustomDie } from '../dice/dice';
import type { StoredLogLine } from './logLines';
import { appendStep, nextClock } from './historySteps';
import { abandonRecord, commitRecord, commitsDigest, objectionRecord, requestRecord, revealRecord, rollStatus, witnessCommitRecord, witnessShareRecord, type RollRecords, type RollStatus, type WitnessPlace } from '../trust/fairRoll';
import { commitsSeen } from '../trust/rollRecords';

/** A player taking part in a roll: their key, and the document client id of the tab that acts for them. */
export interface RollPlayer {
  key: string;
  clientId: number;
}

/** What a roll is asked for: what is rolled (`dice:2d6`, `custom:3` with its die) and what for, and the server witnessing it, if any. */
export interface RollAskFor {
  what: string;
  die?: CustomDie | null;
  purpose: string;
  /** The server witnessing a roll made with no other player (src/trust/witnessRoll.ts). */
  witness?: WitnessPlace;
}

/** The ledger folder of roll requests, and the folder of one roll's other records. */
export const requestFolder = 'roll';
export const stepFolder = (id: string) => `roll/${id}`;
const requestPrefix = `${ledgerPrefix}${requestFolder}/`;
const requestKey = (id: string) => `${requestPrefix}${id}`;

/**
 * Starts a roll: files the signed request naming every player (this one included, acting from this
 * tab) and this player's commit and, when given, the roll's log line (`line`, made from the roll's
 * id) — all in one transaction named by `origin`, so no browser ever holds the request without its
 * line. Alone, the reveal goes in too and the roll is done at once. Returns the roll's id.
 */
export function beginRoll(doc: Y.Doc, identity: Identity, origin: LocalOrigin, players: readonly RollPlayer[], ask: RollAskFor, share: Uint8Array, line?: (id: string) => StoredLogLine, now = Date.now()): string {
  const scope = scopeOf(doc);
  const trust = typesOf(doc).trust;
  const everyone = [{ key: identity.publicKey, tab: doc.clientID }, ...players.map((p) => ({ key: p.key, tab: p.clientId }))];
  // A nonce from a broken random source repeats; an id already filed here is made fresh from it, so no roll reuses another's records.
  let nonce = randomBytes(16);
  const asked = (n: Uint8Array) => requestRecord(identity, scope, { players: everyone, what: ask.what, die: ask.die ?? null, purpose: ask.purpose, t: Math.floor(now / 1000), nonce: n, ...(ask.witness ? { witness: ask.witness } : {}) });
  let request = asked(nonce);
  for (let attempt = 1; trust.has(requestKey(recordDigest(request)!)); attempt++) {
    nonce = hash(concatBytes(nonce, utf8(`${attempt}|${trust.size}|${now}`))).slice(0, 16);
    request = asked(nonce);
  }
  const id = recordDigest(request)!;
  const commit = commitRecord(identity, scope, id, share);
  const entries = [ledgerEntry(requestFolder, request), ledgerEntry(stepFolder(id), commit)];
  if (request.players.length === 1 && !ask.witness) {
    const seen = commitsDigest(scope, { id, request, steps: [commit] });
    if (seen !== null) entries.push(ledgerEntry(stepFolder(id), revealRecord(identity, scope, id, share, seen)));
  }
  doc.transact((tr) => {
    fileEntries(trust, entries);
    if (!line) return;
    const clock = nextClock(doc);
    appendTo(typesOf(doc).log, [line(id)]);
    appendStep(doc, tr, 'fairRoll', clock, { moment: true });
  }, origin);
  return id;
}

/** Files this player's commit to a roll. */
export function commitToRoll(doc: Y.Doc, identity: Identity, who: string, rollId: string, share: Uint8Array): void {
  appendToLedger(doc, who, 'commitRoll', [ledgerEntry(stepFolder(rollId), commitRecord(identity, scopeOf(doc), rollId, share))]);
}

/**
 * Files this player's reveal of its share, saying which commits it saw. Nothing is written unless
 * the ledger holds exactly one valid commit from every player.
 */
export function revealToRoll(doc: Y.Doc, identity: Identity, who: string, rollId: string, share: Uint8Array): void {
  const scope = scopeOf(doc);
  const seen = commitsDigest(scope, rollRecordsOf(doc, rollId));
  if (seen === null) return;
  appendToLedger(doc, who, 'revealRoll', [ledgerEntry(stepFolder(rollId), revealRecord(identity, scope, rollId, share, seen))]);
}

/** Files the witness's signed answer to this player's commitment, as soon as it comes: its sequence number is then in the game. */
export function fileWitnessAnswer(doc: Y.Doc, identity: Identity, who: string, rollId: string, answer: { seq: number; commit: string; witness: string; wsig: string }): void {
  appendToLedger(doc, who, 'witnessRoll', [ledgerEntry(stepFolder(rollId), witnessCommitRecord(identity, scopeOf(doc), rollId, answer))]);
}

/**
 * Files this player's reveal and the witness's share together, which completes a witnessed roll.
 * The reveal's `seen` names both commitments: this player's and the witness's.
 */
export function fileWitnessedReveal(doc: Y.Doc, identity: Identity, who: string, rollId: string, mine: { share: Uint8Array; commit: string }, witness: { key: string; share: Uint8Array; commit: string }): void {
  const scope = scopeOf(doc);
  const seen = commitsSeen(rollId, [{ key: identity.publicKey, commit: mine.commit }, { key: witness.key, commit: witness.commit }]);
  appendToLedger(doc, who, 'revealRoll', [ledgerEntry(stepFolder(rollId), revealRecord(identity, scope, rollId, mine.share, seen)), ledgerEntry(stepFolder(rollId), witnessShareRecord(identity, scope, rollId, witness.share))]);
}

/** The asker calls its roll off, naming the players it gave up on; the roll is void for everyone. */
export function abandonRoll(doc: Y.Doc, identity: Identity, who: string, rollId: string, missing: string[]): void {
  appendToLedger(doc, who, 'abandonRoll', [ledgerEntry(stepFolder(rollId), abandonRecord(identity, scopeOf(doc), rollId, missing))]);
}

/** This player, left out of a roll asked for while it was at the table, says so, signed. */
export function objectToRoll(doc: Y.Doc, identity: Identity, who: string, rollId: string): void {
  appendToLedger(doc, who, 'objectToRoll', [ledgerEntry(stepFolder(rollId), objectionRecord(identity, scopeOf(doc), rollId))]);
}

/** The roll id a `trust` key files a record of, or null: `ledger/roll/<id>` or `ledger/roll/<id>/<digest>`. */
export function rollIdOfKey(key: string): string | null {
  if (!key.startsWith(requestPrefix)) return null;
  const rest = key.slice(requestPrefix.length);
  const slash = rest.indexOf('/');
  const id = slash < 0 ? rest : rest.slice(0, slash);
  return id.length > 0 && (slash < 0 || rest.indexOf('/', slash + 1) < 0) ? id : null;
}

/** The records of one roll as filed in the ledger; a value under a key that is not its digest is left out. */
export function rollRecordsOf(doc: Y.Doc, rollId: string): RollRecords {
  const trust = typesOf(doc).trust;
  const key = requestKey(rollId);
  const request = trust.get(key);
  const steps: unknown[] = [];
  const prefix = `${key}/`;
  trust.forEach((value, k) => {
    if (k.startsWith(prefix) && k.indexOf('/', prefix.length) < 0 && isFiled(k, value)) steps.push(value);
  });
  return { id: rollId, request: isFiled(key, request) ? request : undefined, steps };
}

/** Where a roll stands, computed from its records as every peer computes it. */
export function rollStatusOf(doc: Y.Doc, rollId: string): RollStatus {
  return rollStatus(scopeOf(doc), rollRecordsOf(doc, rollId));
}

/** Every roll id whose request is filed, oldest request first. */
export function allRollIds(doc: Y.Doc): string[] {
  const found: { id: string; t: number }[] = [];
  typesOf(doc).trust.forEach((value, key) => {
    const id = rollIdOfKey(key);
    if (id === null || key !== requestKey(id) || !isFiled(key, value)) return;
    const t = (value as { t?: unknown }).t;
    found.push({ id, t: typeof t === 'number' ? t : 0 });
  });
  return found.sort((a, b) => a.t - b.t || (a.id < b.id ? -1 : 1)).map((r) => r.id);
}

/* ----------------------------------------------------------------------------------------------
 * Version 1 rolls, read only
 * -------------------------------------------------------------------------------------------- */

const legacyPrefix = 'roll/';

/** The roll id a version 1 key holds a record of (`roll/<id>`, `roll/<id>/<c|r|x>/<tag>`), or null. */
export function legacyRollIdOfKey(key: string): string | null {
  if (!key.startsWith(legacyPrefix)) return null;
  const rest = key.slice(legacyPrefix.length);
  const slash = rest.indexOf('/');
  const id = slash < 0 ? rest : rest.slice(0, slash);
  return id.length > 0 && id.length <= 100 ? id : null;
}

/** The records of a version 1 roll: its request under `roll/<id>`, its steps under `roll/<id>/<c|r|x>/…`. */
export function legacyRecordsOf(doc: Y.Doc, rollId: string): RollRecords {
  const trust = typesOf(doc).trust;
  const prefix = `${legacyPrefix}${rollId}/`;
  const steps: unknown[] = [];
  trust.forEach((value, key) => {
    if (!key.startsWith(prefix)) return;
    const step = key.slice(prefix.length, prefix.length + 2);
    if (step === 'c/' || step === 'r/' || step === 'x/') steps.push(value);
  });
  return { id: rollId, request: trust.get(`${legacyPrefix}${rollId}`), steps };
}

/** A transaction origin for roll operations, named like every operation. */
export const rollOrigin = (who: string, op: string, label = op) => new LocalOrigin(who, op, label);
