/**
 * What the records filed in a roll's folder say, writer by writer: each player's validly signed
 * commits and reveals (a few distinct versions at most), the asker's call-off, and the objections
 * of players left out. Records of the wrong shape, for another roll, badly signed, or from a writer
 * the kind does not allow are left out and reported as faults, naming the signer where a good
 * signature proves who it was. Only a bounded number of signatures is checked per writer, so a
 * peer flooding the folder costs little. Pure: no Yjs, no DOM.
 */
import { isSignedStep, isStepShape } from './rollReading';
import type { RollFault, RollRequest, RollReveal, RollStepKind, RollStepRecord, RollWitnessCommit, RollWitnessShare } from './rollRecords';

/** How many records signed by one writer, or by non-players, are checked; the rest are faulted unnamed. */
const maxChecked = 8;
/** Most distinct versions of one kind of record kept per writer. */
const maxVersions = 4;

const withArticle: Record<RollStepKind, string> = { commit: 'a commit', reveal: 'a reveal', abandon: 'an abandon', object: 'an objection', wcommit: "a witness's commitment", wshare: "a witness's share" };

/** The part of a record that two versions by the same writer may differ in. */
function valueOf(record: RollStepRecord): string {
  if (record.kind === 'commit') return record.commit;
  if (record.kind === 'reveal') return `${record.share} ${record.seen}`;
  if (record.kind === 'abandon') return record.missing.join(' ');
  if (record.kind === 'wcommit') return `${record.seq} ${record.commit} ${record.witness} ${record.wsig}`;
  if (record.kind === 'wshare') return record.share;
  return '';
}

const byValueThenSig = (a: RollStepRecord, b: RollStepRecord) => {
  const [x, y] = [valueOf(a) + a.sig, valueOf(b) + b.sig];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Each writer's well-formed records of this roll, by kind, one per signature. */
type Grouped = Map<RollStepKind, Map<string, RollStepRecord[]>>;

function grouped(request: RollRequest, steps: readonly unknown[], faults: RollFault[]): Grouped {
  const seen = new Set<string>();
  const out: Grouped = new Map();
  for (const value of steps) {
    if (!isStepShape(request.v, value)) faults.push({ by: null, what: 'a record in the roll is not a roll record' });
    else if (value.roll !== request.id) faults.push({ by: null, what: `${withArticle[value.kind]} record belongs to another roll` });
    else if (!seen.has(value.sig)) {
      seen.add(value.sig);
      const byWriter = out.get(value.kind) ?? new Map<string, RollStepRecord[]>();
      byWriter.set(value.by, [...(byWriter.get(value.by) ?? []), value]);
      out.set(value.kind, byWriter);
    }
  }
  return out;
}

/** A writer's distinct, validly signed records, checked in a fixed order (at most `maxChecked` signatures). */
function signedVersions(scope: string, records: RollStepRecord[], faults: RollFault[]): RollStepRecord[] {
  const kept: RollStepRecord[] = [];
  const sorted = [...records].sort(byValueThenSig);
  for (const [i, record] of sorted.entries()) {
    if (kept.length >= maxVersions || i >= maxChecked) break;
    if (!isSignedStep(scope, record)) faults.push({ by: null, what: `${withArticle[record.kind]} record's signature does not verify` });
    else if (!kept.some((k) => valueOf(k) === valueOf(record))) kept.push(record);
  }
  return kept;
}

/** What the steps say: each player's signed versions of each kind, and the outsiders who validly object. */
export interface Reading {
  commits: Map<string, string[]>;
  reveals: Map<string, RollReveal[]>;
  abandons: Map<string, RollStepRecord[]>;
  objectors: string[];
  /** A witnessed roll's answers from the witness, as its roller filed them. */
  wcommits: Map<string, RollWitnessCommit[]>;
  wshares: Map<string, RollWitnessShare[]>;
}

/** Records from writers the kind does not allow: strangers' commits, players' objections. A few are checked, to name them. */
function faultOutsiders(scope: string, kind: RollStepKind, records: RollStepRecord[], faults: RollFault[]): void {
  const what = kind === 'object' ? 'took part in the roll, so cannot object to being left out of it' : `is not a player in this roll but sent ${withArticle[kind]}`;
  records.sort(byValueThenSig).forEach((record, i) => {
    if (i >= maxChecked) faults.push({ by: null, what: `${withArticle[kind]} came from someone who may not send one` });
    else if (isSignedStep(scope, record)) faults.push({ by: record.by, what });
    else faults.push({ by: null, what: `${withArticle[kind]} record's signature does not verify` });
  });
}

export function readSteps(scope: string, request: RollRequest, steps: readonly unknown[], faults: RollFault[]): Reading {
  const groups = grouped(request, steps, faults);
  const reading: Reading = { commits: new Map(), reveals: new Map(), abandons: new Map(), objectors: [], wcommits: new Map(), wshares: new Map() };
  for (const [kind, byWriter] of groups) {
    const outsiders: RollStepRecord[] = [];
    let objectorsChecked = 0;
    for (const [writer, records] of byWriter) {
      const isPlayer = request.players.includes(writer);
      if (kind === 'object' ? isPlayer : !isPlayer) {
        outsiders.push(...records);
        continue;
      }
      if (kind === 'object' && objectorsChecked++ >= maxChecked) continue;
      const versions = signedVersions(scope, records, faults);
      if (!versions.length) continue;
      if (kind === 'commit') reading.commits.set(writer, versions.map(valueOf));
      else if (kind === 'reveal') reading.reveals.set(writer, versions as RollReveal[]);
      else if (kind === 'abandon') reading.abandons.set(writer, versions);
      else if (kind === 'wcommit') reading.wcommits.set(writer, versions as RollWitnessCommit[]);
      else if (kind === 'wshare') reading.wshares.set(writer, versions as RollWitnessShare[]);
      else reading.objectors.push(writer);
    }
    faultOutsiders(scope, kind, outsiders, faults);
  }
  reading.objectors.sort();
  return reading;
}

