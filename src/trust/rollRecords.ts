/**
 * The records of a fair dice roll (commit–reveal among the connected players) and the checks that
 * read them back. Records travel through the shared game document, which a hostile peer can also
 * write to, so everything read here is `unknown` until its shape, size and signature are checked;
 * nothing here throws on what a peer sent. Pure: no Yjs, no DOM.
 *
 * The protocol itself (what a set of records means) is in `fairRoll.ts`.
 */
import { concatBytes, fromB64, hash, randomBytes, toB64, utf8 } from './bytes';
import { isPublicKey, signRecord, verifyRecord, type Identity, type Signed } from './identity';

/** The signing context of every roll record, so a roll signature cannot be replayed as another kind of record or in another game. */
export const rollContext = (gameId: string) => `${gameId}/roll`;

/** Most players in one roll: each adds a commit, a reveal and their checks. */
export const maxRollPlayers = 8;
/** Longest "what is rolled" text a request may carry. */
export const maxRollWhat = 200;
/** Longest roll id; ids are random and short, so anything longer is a peer padding the document. */
export const maxRollId = 100;
/** Bytes in a share: 256 bits, so no one can guess another player's share. */
export const shareLength = 32;

/** A player asks the listed players to roll together. */
export interface RollRequestBody { v: 1; kind: 'request'; id: string; players: string[]; what: string; t: number }
/** A player's promise of its share: b64url SHA-256 of the domain, the roll id, its public key and the share. */
export interface RollCommitBody { v: 1; kind: 'commit'; roll: string; commit: string }
/**
 * A player's share (b64url of 32 random bytes), written only once every player has committed, and
 * `seen`: the digest (`commitsSeen`) of every player's commit as its writer held them. A player who
 * gave different commits to different players cannot then finish the roll anywhere: the reveals of
 * those players disagree on `seen`.
 */
export interface RollRevealBody { v: 1; kind: 'reveal'; roll: string; share: string; seen: string }
/** A participant gives up waiting for the `missing` players. */
export interface RollAbandonBody { v: 1; kind: 'abandon'; roll: string; missing: string[] }

/** The records as written to the document: the body plus its signer (`by`) and signature, so no one can write in another's name. */
export type RollRequest = Signed<RollRequestBody>;
export type RollCommit = Signed<RollCommitBody>;
export type RollReveal = Signed<RollRevealBody>;
export type RollAbandon = Signed<RollAbandonBody>;
/** A commit, reveal or abandon: the records that follow a request, read by the same checks. */
export type RollStepRecord = RollCommit | RollReveal | RollAbandon;
/** Which step a record is, as its `kind` field says. */
export type RollStepKind = RollStepRecord['kind'];

/** Something wrong with a record: who is to blame when that is known, and a plain sentence saying what. */
export interface RollFault { by: string | null; what: string }

const commitDomain = 'sandtable/roll/commit/v1';
const seedDomain = 'sandtable/roll/seed/v1';
const seenDomain = 'sandtable/roll/seen/v1';

/* ----------------------------------------------------------------------------------------------
 * Hashing
 * -------------------------------------------------------------------------------------------- */

/** Each part preceded by its length (4 bytes, big-endian), so no two different lists of parts hash alike. */
function framed(parts: Uint8Array[]): Uint8Array {
  return concatBytes(
    ...parts.flatMap((part) => {
      const length = new Uint8Array(4);
      new DataView(length.buffer).setUint32(0, part.length);
      return [length, part];
    }),
  );
}

/**
 * The commitment to `share`. It names the roll and the signer, so a commit copied from another
 * player or another roll can never be opened by the one who copied it.
 */
export function commitmentOf(rollId: string, publicKey: string, share: Uint8Array): string {
  return toB64(hash(framed([utf8(commitDomain), utf8(rollId), utf8(publicKey), share])));
}

/** The roll's seed: SHA-256 over every player's key and share in sorted key order; one honest share makes it uniform. */
export function rollSeed(rollId: string, shares: ReadonlyArray<{ key: string; share: Uint8Array }>): Uint8Array {
  const sorted = [...shares].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return hash(framed([utf8(seedDomain), utf8(rollId), ...sorted.flatMap((s) => [utf8(s.key), s.share])]));
}

/**
 * The digest of the commits a player saw: b64url SHA-256 over the roll id and every player's key and
 * commit value in sorted key order. Every player who held the same commits writes the same digest.
 */
export function commitsSeen(rollId: string, commits: ReadonlyArray<{ key: string; commit: string }>): string {
  const sorted = [...commits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return toB64(hash(framed([utf8(seenDomain), utf8(rollId), ...sorted.flatMap((c) => [utf8(c.key), utf8(c.commit)])])));
}

/* ----------------------------------------------------------------------------------------------
 * Writing records
 * -------------------------------------------------------------------------------------------- */

/** Whether a text is the base64url (as `toB64` writes it) of exactly `length` bytes. */
function isB64Of(value: unknown, length: number): value is string {
  const bytes = fromB64(value);
  return bytes !== null && bytes.length === length && toB64(bytes) === value;
}

const isRollId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= maxRollId;

function assertRollId(rollId: string): void {
  if (!isRollId(rollId)) throw new RangeError(`a roll id has 1 to ${maxRollId} characters`);
}

function assertShare(share: Uint8Array): void {
  if (!(share instanceof Uint8Array) || share.length !== shareLength) throw new RangeError(`a share is ${shareLength} bytes`);
}

/** Keys sorted and without repeats, so every browser signs and reads the same list. */
const sortedUnique = (keys: readonly string[]) => [...new Set(keys)].sort();

/**
 * A signed request for a roll among `players`. The list is sorted and made unique here; it must
 * hold 1 to 8 public keys including the asker's, and `what` at most 200 characters (RangeError).
 */
export function requestRecord(identity: Identity, gameId: string, r: { id: string; players: string[]; what: string; t: number }): RollRequest {
  const players = sortedUnique(r.players);
  assertRollId(r.id);
  if (!players.every(isPublicKey)) throw new RangeError('every player of a roll must be a public key');
  if (!players.includes(identity.publicKey)) throw new RangeError('the asker must be one of the players of its roll');
  if (players.length > maxRollPlayers) throw new RangeError(`a roll has 1 to ${maxRollPlayers} players`);
  if (typeof r.what !== 'string' || r.what.length > maxRollWhat) throw new RangeError(`say what is rolled in at most ${maxRollWhat} characters`);
  if (!Number.isFinite(r.t)) throw new RangeError('a roll request needs a finite time');
  return signRecord<RollRequestBody>(identity, rollContext(gameId), { v: 1, kind: 'request', id: r.id, players, what: r.what, t: r.t });
}

/** A fresh share: 32 bytes from the platform's cryptographic random source. Keep it secret until revealing. */
export function newShare(): Uint8Array {
  return randomBytes(shareLength);
}

/** This player's commitment to `share` for the roll; write it before anyone reveals. */
export function commitRecord(identity: Identity, gameId: string, rollId: string, share: Uint8Array): RollCommit {
  assertRollId(rollId);
  assertShare(share);
  const commit = commitmentOf(rollId, identity.publicKey, share);
  return signRecord<RollCommitBody>(identity, rollContext(gameId), { v: 1, kind: 'commit', roll: rollId, commit });
}

/**
 * This player's share for the roll; write it only once every player's commit is in (see `nextStep`).
 * `seen` is the digest of the commits this player holds (`commitsDigest` in `fairRoll.ts`).
 */
export function revealRecord(identity: Identity, gameId: string, rollId: string, share: Uint8Array, seen: string): RollReveal {
  assertRollId(rollId);
  assertShare(share);
  if (!isB64Of(seen, 32)) throw new RangeError('the commits seen are a 32-byte digest in base64url');
  return signRecord<RollRevealBody>(identity, rollContext(gameId), { v: 1, kind: 'reveal', roll: rollId, share: toB64(share), seen });
}

/** This player gives up on the roll, naming the players it waited for. */
export function abandonRecord(identity: Identity, gameId: string, rollId: string, missing: string[]): RollAbandon {
  assertRollId(rollId);
  const keys = sortedUnique(missing);
  if (keys.length > maxRollPlayers || !keys.every(isPublicKey)) throw new RangeError(`name at most ${maxRollPlayers} missing players by public key`);
  return signRecord<RollAbandonBody>(identity, rollContext(gameId), { v: 1, kind: 'abandon', roll: rollId, missing: keys });
}

/* ----------------------------------------------------------------------------------------------
 * Reading records
 * -------------------------------------------------------------------------------------------- */

/** A plain object (not an array, class instance or null) with exactly `keys` as its own keys. */
function hasExactKeys(value: unknown, keys: readonly string[]): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((k) => Object.prototype.hasOwnProperty.call(value, k));
}

const isSignature = (value: unknown) => typeof value === 'string' && value.length === 86;

/** A list of at most `maxRollPlayers` public keys (length checked first; holes count as not keys). */
const isKeyList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= maxRollPlayers && Array.from(value).every(isPublicKey);

const stepFields: Record<RollStepKind, readonly string[]> = {
  commit: ['v', 'kind', 'roll', 'commit', 'by', 'sig'],
  reveal: ['v', 'kind', 'roll', 'share', 'seen', 'by', 'sig'],
  abandon: ['v', 'kind', 'roll', 'missing', 'by', 'sig'],
};

/** Whether `value` has the shape and sizes of a `kind` record (its signature not yet checked). */
export function isStepShape(kind: RollStepKind, value: unknown): value is RollStepRecord {
  if (!hasExactKeys(value, stepFields[kind])) return false;
  if (value.v !== 1 || value.kind !== kind || !isRollId(value.roll) || !isPublicKey(value.by) || !isSignature(value.sig)) return false;
  if (kind === 'commit') return isB64Of(value.commit, 32);
  if (kind === 'reveal') return isB64Of(value.share, shareLength) && isB64Of(value.seen, 32);
  return isKeyList(value.missing);
}

/** What `readRequest` found: the request, or why there is none. */
export type RequestReading = { request: RollRequest; fault?: undefined } | { request?: undefined; fault: RollFault };

const requestFields = ['v', 'kind', 'id', 'players', 'what', 't', 'by', 'sig'];

/** Whether the request's sizes are sane enough to check its signature (nothing unbounded is hashed). */
function isRequestShape(value: unknown): value is Record<string, unknown> {
  return (
    hasExactKeys(value, requestFields) &&
    value.v === 1 &&
    value.kind === 'request' &&
    isRollId(value.id) &&
    isKeyList(value.players) &&
    typeof value.what === 'string' &&
    value.what.length <= maxRollWhat &&
    typeof value.t === 'number' &&
    Number.isFinite(value.t) &&
    isPublicKey(value.by) &&
    isSignature(value.sig)
  );
}

/** Whether a signed request's players are 1 to 8 sorted, unique keys that include its asker. */
function hasSoundPlayers(players: readonly string[], asker: string): boolean {
  const sorted = players.every((k, i) => i === 0 || players[i - 1] < k);
  return players.length >= 1 && sorted && players.includes(asker);
}

/** The request read from the document, or the fault that makes the roll invalid. */
export function readRequest(gameId: string, value: unknown): RequestReading {
  if (value === undefined || value === null) return { fault: { by: null, what: 'the roll has no request' } };
  if (!isRequestShape(value)) return { fault: { by: null, what: 'the roll request is not well formed' } };
  if (!verifyRecord(rollContext(gameId), value)) return { fault: { by: null, what: "the roll request's signature does not verify" } };
  const request = value as unknown as RollRequest;
  if (!hasSoundPlayers(request.players, request.by)) {
    return { fault: { by: request.by, what: 'asked for a roll whose players are not a sorted list of unique keys including the asker' } };
  }
  return { request };
}

/** Whether a step record that has the right shape carries a good signature. */
export function isSignedStep(gameId: string, record: RollStepRecord): boolean {
  return verifyRecord(rollContext(gameId), record);
}
