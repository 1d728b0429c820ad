/**
 * Reading a fair roll's records back from the ledger, where a hostile peer may have written
 * anything: every check here bounds sizes before anything is hashed or verified, and never throws.
 * The records themselves, and how they are written, are in `rollRecords.ts`. Pure: no Yjs, no DOM.
 */
import { isPublicKey, verifyRecord } from './identity';
import { isCustomDie, type CustomDie } from '../dice/dice';
import { isB64Of, isRollId, isTab, maxRollPlayers, maxRollPurpose, maxRollWhat, nonceLength, rollContext, rollIdOf, shareLength, type RollFault, type RollRequest, type RollStepKind, type RollStepRecord } from './rollRecords';

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
  object: ['v', 'kind', 'roll', 'by', 'sig'],
};

/** The step kinds a version knows. */
const kindsOf: Record<1 | 2, readonly RollStepKind[]> = { 1: ['commit', 'reveal', 'abandon'], 2: ['commit', 'reveal', 'abandon', 'object'] };

/** Whether `value` has the shape and sizes of a step record of version `v` (its signature not yet checked). */
export function isStepShape(v: 1 | 2, value: unknown): value is RollStepRecord {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  if (typeof kind !== 'string' || !kindsOf[v].includes(kind as RollStepKind)) return false;
  if (!hasExactKeys(value, stepFields[kind as RollStepKind])) return false;
  if (value.v !== v || !isRollId(value.roll) || !isPublicKey(value.by) || !isSignature(value.sig)) return false;
  if (kind === 'commit') return isB64Of(value.commit, 32);
  if (kind === 'reveal') return isB64Of(value.share, shareLength) && isB64Of(value.seen, 32);
  if (kind === 'abandon') return isKeyList(value.missing);
  return true;
}

/** What `readRequest` found: the request, or why there is none. */
export type RequestReading = { request: RollRequest; fault?: undefined } | { request?: undefined; fault: RollFault };

const requestFieldsV2 = ['v', 'kind', 'players', 'tabs', 'what', 'die', 'purpose', 't', 'n', 'by', 'sig'];
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

function isRequestShapeV2(value: unknown): value is Record<string, unknown> {
  if (!hasExactKeys(value, requestFieldsV2) || value.v !== 2 || !hasSoundCommonFields(value)) return false;
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
  const v2 = value.v === 2;
  return {
    v: v2 ? 2 : 1,
    id,
    by: value.by as string,
    players: value.players as string[],
    tabs: v2 ? (value.tabs as number[]) : null,
    what: value.what as string,
    die: v2 ? (value.die as CustomDie | null) : null,
    purpose: v2 ? (value.purpose as string) : null,
    t: value.t as number,
  };
}

/**
 * The request of roll `id`, read from whatever is stored for it, or the fault that makes the roll
 * invalid. A version 2 request counts only as the roll its digest names; a version 1 request only
 * under the id it states — so records copied under another roll's id are never that roll's.
 */
export function readRequest(scope: string, id: string, value: unknown): RequestReading {
  if (value === undefined || value === null) return { fault: { by: null, what: 'the roll has no request' } };
  const v2 = isRequestShapeV2(value);
  if (!v2 && !isRequestShapeV1(value)) return { fault: { by: null, what: 'the roll request is not well formed' } };
  if (v2 ? rollIdOf(value) !== id : (value as Record<string, unknown>).id !== id) return { fault: { by: null, what: 'the roll request is not the one this roll id names' } };
  if (!verifyRecord(rollContext(scope), value)) return { fault: { by: null, what: "the roll request's signature does not verify" } };
  const request = normalised(id, value as Record<string, unknown>);
  if (!hasSoundPlayers(request.players, request.by)) {
    return { fault: { by: request.by, what: 'asked for a roll whose players are not a sorted list of unique keys including the asker' } };
  }
  return { request };
}

/** Whether a step record that has the right shape carries a good signature. */
export function isSignedStep(scope: string, record: RollStepRecord): boolean {
  return verifyRecord(rollContext(scope), record);
}
