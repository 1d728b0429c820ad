/**
 * Reading a fair roll's records back from the ledger, where a hostile peer may have written
 * anything: every check here bounds sizes before anything is hashed or verified, and never throws.
 * The records themselves, and how they are written, are in `rollRecords.ts`. Pure: no Yjs, no DOM.
 */
import { isPublicKey, verifyRecord } from './identity';
import { isCustomDie, type CustomDie } from '../dice/dice';
import { isB64Of, isRollId, isTab, isWitnessPlace, maxRollPlayers, maxRollPurpose, maxRollWhat, nonceLength, rollContext, rollIdOf, shareLength, type RollFault, type RollRequest, type RollStepKind, type RollStepRecord } from './rollRecords';

/** A plain object (not an array, class instance or null). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A plain object with exactly `keys` as its own keys. */
function hasExactKeys(value: unknown, keys: readonly string[]): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
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
  object: ['v', 'kind', 'roll', 'by', 'sig'],
  wcommit: ['v', 'kind', 'roll', 'seq', 'commit', 'witness', 'wsig', 'by', 'sig'],
  wshare: ['v', 'kind', 'roll', 'share', 'by', 'sig'],
};

/** The step kinds a request's version knows: a witnessed roll (3) adds the witness's answers. */
const kindsOf: Record<1 | 2 | 3, readonly RollStepKind[]> = {
  1: ['commit', 'reveal', 'abandon'],
  2: ['commit', 'reveal', 'abandon', 'object'],
  3: ['commit', 'reveal', 'abandon', 'object', 'wcommit', 'wshare'],
};

/** The version a step record of `kind` states in a roll of request version `v`: the player's own steps stay version 2. */
const stepVersion = (v: 1 | 2 | 3, kind: RollStepKind) => (v === 3 ? (kind === 'wcommit' || kind === 'wshare' ? 3 : 2) : v);

/** A witness's sequence number and ECDSA signature (64 bytes, r ‖ s). */
const isSeq = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

/** Whether the kind-specific fields of a step record are sound. */
function hasSoundFields(kind: RollStepKind, value: Record<string, unknown>): boolean {
  if (kind === 'commit') return isB64Of(value.commit, 32);
  if (kind === 'reveal') return isB64Of(value.share, shareLength) && isB64Of(value.seen, 32);
  if (kind === 'abandon') return isKeyList(value.missing);
  if (kind === 'wcommit') return isSeq(value.seq) && isB64Of(value.commit, 32) && isB64Of(value.witness, 32) && isB64Of(value.wsig, 64);
  if (kind === 'wshare') return isB64Of(value.share, shareLength);
  return true;
}

/** Whether `value` has the shape and sizes of a step record of a request of version `v` (its signature not yet checked). */
export function isStepShape(v: 1 | 2 | 3, value: unknown): value is RollStepRecord {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  if (typeof kind !== 'string' || !kindsOf[v].includes(kind as RollStepKind)) return false;
  if (!hasExactKeys(value, stepFields[kind as RollStepKind])) return false;
  if (value.v !== stepVersion(v, kind as RollStepKind) || !isRollId(value.roll) || !isPublicKey(value.by) || !isSignature(value.sig)) return false;
  return hasSoundFields(kind as RollStepKind, value);
}

/** What `readRequest` found: the request, or why there is none. */
export type RequestReading = { request: RollRequest; fault?: undefined } | { request?: undefined; fault: RollFault };

const requestFieldsV2 = ['v', 'kind', 'players', 'tabs', 'what', 'die', 'purpose', 't', 'n', 'by', 'sig'];
const requestFieldsV3 = [...requestFieldsV2, 'witness'];
const requestFieldsV1 = ['v', 'kind', 'id', 'players', 'what', 't', 'by', 'sig'];

/** Fields both versions share, sized before anything is hashed. */
function hasSoundCommonFields(value: Record<string, unknown>): boolean {
  return (
    value.kind === 'request' &&
    isKeyList(value.players) &&
    typeof value.what === 'string' &&
    value.what.length <= maxRollWhat &&
    typeof value.t === 'number' &&
    Number.isFinite(value.t) &&
    isPublicKey(value.by) &&
    isSignature(value.sig)
  );
}

/** A version 3 request: a version 2 request's fields and the witness. */
function isRequestShapeV3(value: unknown): value is Record<string, unknown> {
  return hasExactKeys(value, requestFieldsV3) && value.v === 3 && isWitnessPlace(value.witness) && isRequestShapeV2({ ...value, v: 2, witness: undefined }, true);
}

function isRequestShapeV2(value: unknown, asV3 = false): value is Record<string, unknown> {
  if (!asV3 && !hasExactKeys(value, requestFieldsV2)) return false;
  if (!isPlainObject(value) || value.v !== 2 || !hasSoundCommonFields(value)) return false;
  const { tabs, players, purpose, die, n } = value;
  return (
    Array.isArray(tabs) &&
    tabs.length === (players as string[]).length &&
    Array.from(tabs).every(isTab) &&
    typeof purpose === 'string' &&
    purpose.length <= maxRollPurpose &&
    (die === null || isCustomDie(die)) &&
    isB64Of(n, nonceLength)
  );
}

function isRequestShapeV1(value: unknown): value is Record<string, unknown> {
  return hasExactKeys(value, requestFieldsV1) && value.v === 1 && isRollId(value.id) && hasSoundCommonFields(value);
}

/** Whether a signed request's players are 1 to 8 sorted, unique keys that include its asker. */
function hasSoundPlayers(players: readonly string[], asker: string): boolean {
  const sorted = players.every((k, i) => i === 0 || players[i - 1] < k);
  return players.length >= 1 && sorted && players.includes(asker);
}

/** The request read back, in the form both versions share. */
function normalised(id: string, value: Record<string, unknown>): RollRequest {
  const v2 = value.v === 2 || value.v === 3;
  return {
    v: value.v === 3 ? 3 : v2 ? 2 : 1,
    id,
    by: value.by as string,
    players: value.players as string[],
    tabs: v2 ? (value.tabs as number[]) : null,
    what: value.what as string,
    die: v2 ? (value.die as CustomDie | null) : null,
    purpose: v2 ? (value.purpose as string) : null,
    t: value.t as number,
    witness: value.v === 3 ? (value.witness as RollRequest['witness']) : null,
  };
}

/**
 * The request of roll `id`, read from whatever is stored for it, or the fault that makes the roll
 * invalid. A version 2 request counts only as the roll its digest names; a version 1 request only
 * under the id it states — so records copied under another roll's id are never that roll's.
 */
export function readRequest(scope: string, id: string, value: unknown): RequestReading {
  if (value === undefined || value === null) return { fault: { by: null, what: 'the roll has no request' } };
  const v2 = isRequestShapeV2(value) || isRequestShapeV3(value);
  if (!v2 && !isRequestShapeV1(value)) return { fault: { by: null, what: 'the roll request is not well formed' } };
  if (v2 ? rollIdOf(value) !== id : (value as Record<string, unknown>).id !== id) return { fault: { by: null, what: 'the roll request is not the one this roll id names' } };
  if (!verifyRecord(rollContext(scope), value)) return { fault: { by: null, what: "the roll request's signature does not verify" } };
  const request = normalised(id, value as Record<string, unknown>);
  if (!hasSoundPlayers(request.players, request.by) || (request.witness && request.players.length !== 1)) {
    return { fault: { by: request.by, what: 'asked for a roll whose players are not a sorted list of unique keys including the asker' } };
  }
  return { request };
}

/** Whether a step record that has the right shape carries a good signature. */
export function isSignedStep(scope: string, record: RollStepRecord): boolean {
  return verifyRecord(rollContext(scope), record);
}
