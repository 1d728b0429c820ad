/**
 * The game's one choice for rolls made while no other player is at the table (issue #29): rolled
 * alone (as before), or with the server as witness (src/trust/witnessRoll.ts). The choice is a
 * signed record in the ledger folder `witness`, logged as it is made, and the latest one counts.
 * A choice of the witness names the server's key and the room; the first such record pins the key
 * in the game, so a witnessed roll under any other key — a server whose key changed, or another
 * server a player turned to — is named wherever the game is read.
 */
import type * as Y from 'yjs';
import { fileEntries, ledgerEntry, ledgerPrefix, readFolder } from './ledger';
import { typesOf } from './gameDoc';
import { runOperation, type Actor } from './operations';
import { scopeOf } from './scope';
import { signRecord, verifyRecord, type Signed } from '../trust/identity';
import { isWitnessPlace, type WitnessPlace } from '../trust/rollRecords';

/** How a player with no one else at the table rolls: with the server as witness, or alone. */
export type AloneRolls = 'witness' | 'alone';

interface WitnessChoiceBody {
  v: 1;
  kind: 'witness-choice';
  mode: AloneRolls;
  /** The witness chosen (null for rolling alone). */
  witness: WitnessPlace | null;
  /** Seconds since the epoch, as the chooser's clock said: the latest choice counts. */
  t: number;
}
type WitnessChoiceRecord = Signed<WitnessChoiceBody>;

export const witnessFolder = 'witness';
const witnessContext = (doc: Y.Doc) => `${scopeOf(doc)}/witness`;

/** The game's choice as its records say it. */
export interface WitnessChoice {
  mode: AloneRolls;
  /** Who made the choice that counts (null: none was made, so rolls are made alone). */
  by: string | null;
  /** The witness first chosen in this game: its key is the one witnessed rolls must carry. */
  pinned: (WitnessPlace & { by: string }) | null;
}

function isChoice(doc: Y.Doc, value: unknown): value is WitnessChoiceRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  const shaped = r.v === 1 && r.kind === 'witness-choice' && (r.mode === 'witness' ? isWitnessPlace(r.witness) : r.mode === 'alone' && r.witness === null);
  return shaped && typeof r.t === 'number' && Number.isFinite(r.t) && Object.keys(r).length === 7 && verifyRecord(witnessContext(doc), value);
}

const byTime = (a: WitnessChoiceRecord, b: WitnessChoiceRecord) => a.t - b.t || (a.sig < b.sig ? -1 : a.sig > b.sig ? 1 : 0);

/** The game's choice for rolls with no one else at the table: rolled alone until someone chooses the witness. */
export function readWitnessChoice(doc: Y.Doc): WitnessChoice {
  const choices = readFolder(doc, witnessFolder).filter((v): v is WitnessChoiceRecord => isChoice(doc, v)).sort(byTime);
  const latest = choices.at(-1);
  const first = choices.find((c) => c.witness !== null);
  return { mode: latest?.mode ?? 'alone', by: latest?.by ?? null, pinned: first?.witness ? { ...first.witness, by: first.by } : null };
}

/** Makes the game's choice, signed and logged; `witness` is the server asked (its key and the room) when choosing it. */
export function chooseAloneRolls(actor: Actor, mode: AloneRolls, witness: WitnessPlace | null, now = Date.now()): void {
  const identity = actor.identity;
  if (!identity) throw new RangeError('only a player with a key can choose how rolls are made');
  const body: WitnessChoiceBody = { v: 1, kind: 'witness-choice', mode, witness: mode === 'witness' ? witness : null, t: Math.floor(now / 1000) };
  if (mode === 'witness' && !isWitnessPlace(witness)) throw new RangeError('the witness is a P-256 public key and a room name');
  const entry = ledgerEntry(witnessFolder, signRecord<WitnessChoiceBody>(identity, witnessContext(actor.doc), body));
  const text = mode === 'witness' ? 'rolls made with no one else at the table are witnessed by the server from now on' : 'rolls made with no one else at the table are rolled alone from now on';
  runOperation(actor, 'chooseAloneRolls', text, (t) => fileEntries(t.trust, [entry]), text);
}

/** Hears every change of the game's choice records; returns an unsubscribe function. */
export function watchWitnessChoice(doc: Y.Doc, listener: () => void): () => void {
  const trust = typesOf(doc).trust;
  const prefix = `${ledgerPrefix}${witnessFolder}/`;
  const onChange = (event: Y.YMapEvent<unknown>) => {
    for (const key of event.keysChanged) if (key.startsWith(prefix)) return listener();
  };
  trust.observe(onChange);
  return () => trust.unobserve(onChange);
}
