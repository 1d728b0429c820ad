/**
 * The records of a fair dice roll (commit–reveal among the players at the table) and the checks
 * that read them back. Records travel through the shared game document, which a hostile peer can
 * also write to, so everything read here is `unknown` until its shape, size and signature are
 * checked; nothing here throws on what a peer sent. Pure: no Yjs, no DOM.
 *
 * A roll is named by its request: its id is the digest of the signed request (`rollIdOf`), the
 * same digest the ledger files it under. So the request cannot be changed or copied under another
 * id, and everything it says — who takes part, with which tab, what is rolled and what for — is
 * fixed before anyone's share exists. Every later record names the roll's id and is signed, so
 * records of one roll never count in another.
 *
 * A version 3 request is a roll with the server as witness (src/trust/witnessRoll.ts): its one
 * player rolls against a share the server commits to first, and the request names the server's key
 * and the room it is asked in, so the roll counts only with that witness's signature.
 *
 * Version 1 records (before rolls were in the ledger) are still read, so rolls logged then can be
 * checked; their id is the one the request states, and it must be the one it is stored under.
 * Reading them back is in `rollReading.ts`; what a set of records means, in `fairRoll.ts`.
 */
import { canonicalJson, concatBytes, fromB64, hash, randomBytes, toB64, utf8 } from './bytes';
import { isPublicKey, signRecord, type Identity, type Signed } from './identity';
import { isCustomDie, maxReason, type CustomDie } from '../dice/dice';

/** The signing context of every roll record, so a roll signature counts as nothing else, in no other game or room. */
export const rollContext = (scope: string) => `${scope}/roll`;

/** Most players in one roll: each adds a commit, a reveal and their checks. */
export const maxRollPlayers = 8;
/** Longest "what is rolled" text a request may carry (`dice:2d6`, `custom:3`). */
export const maxRollWhat = 200;
/** Longest purpose ("what for?") a request commits to: the tray's own limit. */
export const maxRollPurpose = maxReason;
/** Longest roll id read: a ledger digest is 32 characters, a version 1 id at most this. */
export const maxRollId = 100;
/** Bytes in a share: 256 bits, so no one can guess another player's share. */
export const shareLength = 32;
/** Bytes of the nonce that tells apart two requests otherwise alike. */
export const nonceLength = 16;
/** Characters of a roll id made from its request: the ledger's digest length. */
const digestLength = 32;

/**
 * A player asks the listed players (its own key among them) to roll together. `tabs[i]` is the
 * document client id of the tab that acts for `players[i]` (two tabs of one browser share a key;
 * only one may commit). `what` says what is rolled (`dice:2d6`, `rules:1d6`, `custom:3` with the
 * `die` itself, faces and all, so a die edited later cannot change what was rolled), `purpose`
 * what for, `t` when (seconds), `n` a nonce.
 */
export interface RollRequestBody {
  v: 2 | 3;
  kind: 'request';
  players: string[];
  tabs: number[];
  what: string;
  die: CustomDie | null;
  purpose: string;
  t: number;
  n: string;
  /** Version 3 only: the server witnessing the roll (its public key) and the room it is asked in. */
  witness?: WitnessPlace;
}

/** The server that witnesses a roll: its ECDSA P-256 public key (b64url, uncompressed) and the room's derived name. */
export interface WitnessPlace {
  key: string;
  room: string;
}
/** A player's promise of its share: b64url SHA-256 of the domain, the roll id, its public key and the share. */
export interface RollCommitBody { v: 1 | 2; kind: 'commit'; roll: string; commit: string }
/**
 * A player's share (b64url of 32 random bytes), written only once every player has committed, and
 * `seen`: the digest (`commitsSeen`) of every player's commit as its writer held them.
 */
export interface RollRevealBody { v: 1 | 2; kind: 'reveal'; roll: string; share: string; seen: string }
/**
 * Filed by the roller of a witnessed roll: the witness's answer to her commitment — its sequence
 * number in the room, its commitment (`witness`) and its signature over both and `commit`, her
 * commitment to the witness (`commitmentOf` with an empty key: the witness never learns her key).
 */
export interface RollWitnessCommitBody { v: 3; kind: 'wcommit'; roll: string; seq: number; commit: string; witness: string; wsig: string }
/** Filed by the roller of a witnessed roll: the witness's share, revealed once she revealed hers to it. */
export interface RollWitnessShareBody { v: 3; kind: 'wshare'; roll: string; share: string }
/** The asker calls the roll off, naming the players it gave up on. */
export interface RollAbandonBody { v: 1 | 2; kind: 'abandon'; roll: string; missing: string[] }
/** A player left out of a roll says it was at the table when the roll was asked for. */
export interface RollObjectionBody { v: 2; kind: 'object'; roll: string }

export type RollCommit = Signed<RollCommitBody>;
export type RollReveal = Signed<RollRevealBody>;
export type RollAbandon = Signed<RollAbandonBody>;
export type RollObjection = Signed<RollObjectionBody>;
export type RollWitnessCommit = Signed<RollWitnessCommitBody>;
export type RollWitnessShare = Signed<RollWitnessShareBody>;
/** A record that follows a request, read by the same checks. */
export type RollStepRecord = RollCommit | RollReveal | RollAbandon | RollObjection | RollWitnessCommit | RollWitnessShare;
/** Which step a record is, as its `kind` field says. */
export type RollStepKind = RollStepRecord['kind'];

/** A request as read back, whatever its version: the fields the protocol and the log use. */
export interface RollRequest {
  v: 1 | 2 | 3;
  /** The roll's id: the request's digest (version 2) or the id it states (version 1). */
  id: string;
  /** The asker's public key. */
  by: string;
  /** Sorted, unique public keys, the asker's among them. */
  players: string[];
  /** The acting tab of each player, in the order of `players`; null for version 1 (not signed then). */
  tabs: number[] | null;
  what: string;
  die: CustomDie | null;
  /** What the roll is for, as committed; null for version 1 (the purpose was only in the log text then). */
  purpose: string | null;
  /** Seconds since the epoch, as the asker's clock said. */
  t: number;
  /** The server witnessing the roll (version 3), else null. */
  witness: WitnessPlace | null;
}

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
 * The id of the roll a signed request asks for: base64url SHA-256 of its canonical JSON, signature
 * included, cut to 32 characters — the digest the ledger files it under. Null for a value that is
 * not plain JSON data.
 */
export function rollIdOf(request: unknown): string | null {
  try {
    return toB64(hash(canonicalJson(request))).slice(0, digestLength);
  } catch {
    return null;
  }
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
export function isB64Of(value: unknown, length: number): value is string {
  const bytes = fromB64(value);
  return bytes !== null && bytes.length === length && toB64(bytes) === value;
}

export const isRollId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= maxRollId;

function assertRollId(rollId: string): void {
  if (!isRollId(rollId)) throw new RangeError(`a roll id has 1 to ${maxRollId} characters`);
}

function assertShare(share: Uint8Array): void {
  if (!(share instanceof Uint8Array) || share.length !== shareLength) throw new RangeError(`a share is ${shareLength} bytes`);
}

/** Keys sorted and without repeats, so every browser signs and reads the same list. */
const sortedUnique = (keys: readonly string[]) => [...new Set(keys)].sort();

export const isTab = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** What a new request asks: who (with the tab acting for each), what is rolled, what for, when. */
export interface RollAsk {
  /** Each player's public key and acting tab; the asker's own entry is required. */
  players: ReadonlyArray<{ key: string; tab: number }>;
  what: string;
  die?: CustomDie | null;
  purpose: string;
  t: number;
  /** 16 bytes telling this request apart from one otherwise alike; random unless given. */
  nonce?: Uint8Array;
  /** The server witnessing the roll: the asker is then its only player (a version 3 request). */
  witness?: WitnessPlace;
}

/**
 * A signed request for a roll. The players are sorted and made unique here (the first tab given
 * for a key is its tab); there must be 1 to 8, the asker among them, `what` at most 200 characters
 * and `purpose` at most 80 (RangeError).
 */
export function requestRecord(identity: Identity, scope: string, ask: RollAsk): Signed<RollRequestBody> {
  const tabOf = new Map<string, number>();
  for (const p of ask.players) if (!tabOf.has(p.key)) tabOf.set(p.key, p.tab);
  const players = sortedUnique([...tabOf.keys()]);
  if (!players.every(isPublicKey)) throw new RangeError('every player of a roll must be a public key');
  if (!players.includes(identity.publicKey)) throw new RangeError('the asker must be one of the players of its roll');
  if (players.length > maxRollPlayers) throw new RangeError(`a roll has 1 to ${maxRollPlayers} players`);
  const tabs = players.map((k) => tabOf.get(k)!);
  if (!tabs.every(isTab)) throw new RangeError('every acting tab is a client id');
  if (typeof ask.what !== 'string' || ask.what.length > maxRollWhat) throw new RangeError(`say what is rolled in at most ${maxRollWhat} characters`);
  if (typeof ask.purpose !== 'string' || ask.purpose.length > maxRollPurpose) throw new RangeError(`say what the roll is for in at most ${maxRollPurpose} characters`);
  const die = ask.die ?? null;
  if (die !== null && !isCustomDie(die)) throw new RangeError('the die rolled is not a sound custom die');
  if (!Number.isFinite(ask.t)) throw new RangeError('a roll request needs a finite time');
  const nonce = ask.nonce ?? randomBytes(nonceLength);
  if (nonce.length !== nonceLength) throw new RangeError(`a request's nonce is ${nonceLength} bytes`);
  const body: RollRequestBody = { v: 2, kind: 'request', players, tabs, what: ask.what, die, purpose: ask.purpose, t: ask.t, n: toB64(nonce) };
  if (ask.witness) {
    if (players.length !== 1) throw new RangeError('a roll with the server as witness has one player');
    if (!isWitnessPlace(ask.witness)) throw new RangeError('the witness is a P-256 public key and a room name');
    Object.assign(body, { v: 3, witness: { key: ask.witness.key, room: ask.witness.room } });
  }
  return signRecord<RollRequestBody>(identity, rollContext(scope), body);
}

/** A fresh share: 32 bytes from the platform's cryptographic random source. Keep it secret until revealing. */
export function newShare(): Uint8Array {
  return randomBytes(shareLength);
}

/** This player's commitment to `share` for the roll; write it before anyone reveals. */
export function commitRecord(identity: Identity, scope: string, rollId: string, share: Uint8Array): RollCommit {
  assertRollId(rollId);
  assertShare(share);
  const commit = commitmentOf(rollId, identity.publicKey, share);
  return signRecord<RollCommitBody>(identity, rollContext(scope), { v: 2, kind: 'commit', roll: rollId, commit });
}

/**
 * This player's share for the roll; write it only once every player's commit is in (see `nextStep`).
 * `seen` is the digest of the commits this player holds (`commitsDigest` in `fairRoll.ts`).
 */
export function revealRecord(identity: Identity, scope: string, rollId: string, share: Uint8Array, seen: string): RollReveal {
  assertRollId(rollId);
  assertShare(share);
  if (!isB64Of(seen, 32)) throw new RangeError('the commits seen are a 32-byte digest in base64url');
  return signRecord<RollRevealBody>(identity, rollContext(scope), { v: 2, kind: 'reveal', roll: rollId, share: toB64(share), seen });
}

/** The roller of a witnessed roll files the witness's answer to her commitment. */
export function witnessCommitRecord(identity: Identity, scope: string, rollId: string, answer: { seq: number; commit: string; witness: string; wsig: string }): RollWitnessCommit {
  assertRollId(rollId);
  const { seq, commit, witness, wsig } = answer;
  return signRecord<RollWitnessCommitBody>(identity, rollContext(scope), { v: 3, kind: 'wcommit', roll: rollId, seq, commit, witness, wsig });
}

/** The roller of a witnessed roll files the witness's revealed share. */
export function witnessShareRecord(identity: Identity, scope: string, rollId: string, share: Uint8Array): RollWitnessShare {
  assertRollId(rollId);
  assertShare(share);
  return signRecord<RollWitnessShareBody>(identity, rollContext(scope), { v: 3, kind: 'wshare', roll: rollId, share: toB64(share) });
}

/** A room name as browsers derive it (`roomNameFor`), the only kind the witness takes. */
export const isRoomName = (value: unknown): value is string => typeof value === 'string' && /^sandtable:[A-Za-z0-9_-]{32}$/.test(value);

/** Whether `value` is a witness's uncompressed P-256 public key and a room name, and nothing else. */
export function isWitnessPlace(value: unknown): value is WitnessPlace {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { key, room } = value as Record<string, unknown>;
  return Object.keys(value).length === 2 && isB64Of(key, 65) && fromB64(key)![0] === 4 && isRoomName(room);
}

/** The asker gives up on the roll, naming the players it waited for (or found at fault). */
export function abandonRecord(identity: Identity, scope: string, rollId: string, missing: string[]): RollAbandon {
  assertRollId(rollId);
  const keys = sortedUnique(missing);
  if (keys.length > maxRollPlayers || !keys.every(isPublicKey)) throw new RangeError(`name at most ${maxRollPlayers} missing players by public key`);
  return signRecord<RollAbandonBody>(identity, rollContext(scope), { v: 2, kind: 'abandon', roll: rollId, missing: keys });
}

/** This player, left out of the roll, says it was at the table when it was asked for. */
export function objectionRecord(identity: Identity, scope: string, rollId: string): RollObjection {
  assertRollId(rollId);
  return signRecord<RollObjectionBody>(identity, rollContext(scope), { v: 2, kind: 'object', roll: rollId });
}
