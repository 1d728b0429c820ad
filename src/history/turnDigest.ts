/**
 * The turn so far, digested for the rules assistants (src/rules/digestTypes.ts): moves from hex to
 * hex, faces turned, reveals, rolls with what they were for, and game values set, in the log's
 * order since the last End-turn mark. A pure function over plain records — the log as the session
 * reads it (with its proofs) and the latest history steps (src/doc/historyRead.ts) — and the table
 * as it is now: like the replay, it walks back from now with each step's before-values, so it
 * knows where each counter went as well as where it came from.
 */
import type { Cell } from '../model/grid';
import type { HistoryStep } from '../model/history';
import type { LogEntry, Piece, Placement } from '../model/records';
import type { DigestEvent, TurnDigest } from '../rules/digestTypes';
import { cellKey } from '../rules/kit/hex';

/** What a digest is built from: plain records and the table now. */
export interface DigestInput {
  /** The whole log, oldest first, as the session reads it (proofs included). */
  log: readonly LogEntry[];
  /** The latest history steps, oldest first: at least every step written since the last End-turn mark. */
  steps: readonly HistoryStep[];
  /** The pieces as they are now. */
  pieces: ReadonlyMap<string, Piece>;
  /** The map cell a placement stands in, or null (another board, off the grid). */
  cellOf(at: Placement): Cell | null;
  /** Whether two cells of the map are neighbours (a move between them entered only the second). */
  adjacent(a: Cell, b: Cell): boolean;
  /** The game values the ruleset declares: a "set …" line is read by their labels. */
  values: readonly { id: string; label: string }[];
}

/** An End-turn mark: the line End turn writes, whether or not it moved a counter's mark (src/doc/turnOps.ts). */
export const isEndTurnLine = (line: LogEntry): boolean => line.kind === 'action' && /^end the turn(?: \(|$)/.test(line.text);

/** Operations that roll dice; their line tells the purpose when the roller gave one. */
const rollOps = new Set(['rollDice', 'rollCustomDie', 'fairRoll']);

const lineKey = (line: LogEntry): string => `${line.t}\u0000${line.who}\u0000${line.text}`;

/** Builds the digest of the turn so far. */
export function turnDigest(input: DigestInput): TurnDigest {
  const { log } = input;
  let boundary = -1;
  let marks = 0;
  for (let i = 0; i < log.length; i++) {
    if (!isEndTurnLine(log[i])) continue;
    boundary = i;
    marks++;
  }
  const lines = log.slice(boundary + 1).filter((line) => line.kind !== 'chat');
  const paired = pairSteps(lines, input.steps);
  const places = placesAround(input, paired);
  const events: DigestEvent[] = [];
  lines.forEach((line, i) => {
    const step = paired[i];
    const base = () => ({ index: 0, who: line.who, text: line.text, trusted: line.proof !== 'forged' });
    const made = step ? stepEvents(step, line, places.get(step)!, input, base) : lineEvents(line, input, base);
    events.push(...made);
  });
  events.forEach((e, index) => (e.index = index));
  return { turn: marks + 1, sinceEndTurn: boundary >= 0, events };
}

/**
 * Each line's step, or null: a step and its line are paired by the line itself (time, writer and
 * text), newest first, so a line that reads like an older one's still finds its own step.
 */
function pairSteps(lines: readonly LogEntry[], steps: readonly HistoryStep[]): (HistoryStep | null)[] {
  const byLine = new Map<string, HistoryStep[]>();
  for (const step of steps) {
    const line = step.line;
    if (!line) continue;
    const key = lineKey(line);
    byLine.set(key, [...(byLine.get(key) ?? []), step]);
  }
  const out: (HistoryStep | null)[] = new Array(lines.length).fill(null);
  for (let i = lines.length - 1; i >= 0; i--) out[i] = byLine.get(lineKey(lines[i]))?.pop() ?? null;
  return out;
}

/** Where the counters a step touched stood and what face they showed, before and after it. */
interface Around {
  at: Map<string, { before: Placement | null; after: Placement | null }>;
  face: Map<string, { before: number; after: number }>;
}

const isPlacement = (v: unknown): v is Placement => {
  const p = v as Placement;
  return typeof v === 'object' && v !== null && typeof p.b === 'string' && Number.isFinite(p.x) && Number.isFinite(p.y);
};
const isFace = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/**
 * Walks back from now over every step from the newest down to the oldest paired one (a step with
 * no line still moved counters, so it is walked too), noting each paired step's before and after.
 */
function placesAround(input: DigestInput, paired: readonly (HistoryStep | null)[]): Map<HistoryStep, Around> {
  const wanted = new Set(paired.filter((s): s is HistoryStep => s !== null));
  const out = new Map<HistoryStep, Around>();
  if (!wanted.size) return out;
  const at = new Map<string, Placement | null>();
  const face = new Map<string, number | null>();
  const atNow = (id: string) => (at.has(id) ? at.get(id)! : (input.pieces.get(id)?.at ?? null));
  const faceNow = (id: string) => (face.has(id) ? face.get(id)! : (input.pieces.get(id)?.face ?? null));
  let left = wanted.size;
  for (let i = input.steps.length - 1; i >= 0 && left > 0; i--) {
    const step = input.steps[i];
    const around: Around = { at: new Map(), face: new Map() };
    for (const id of step.added) {
      around.at.set(id, { before: null, after: atNow(id) });
      at.set(id, null);
      face.set(id, null);
    }
    for (const [id, fields] of step.removed) {
      const was = isPlacement(fields.at) ? fields.at : null;
      around.at.set(id, { before: was, after: null });
      at.set(id, was);
      face.set(id, isFace(fields.face) ? fields.face : 0);
    }
    for (const [id, fields] of step.changed) {
      if ('at' in fields && isPlacement(fields.at)) {
        around.at.set(id, { before: fields.at, after: atNow(id) });
        at.set(id, fields.at);
      }
      const after = faceNow(id);
      if ('face' in fields && isFace(fields.face) && after !== null) {
        around.face.set(id, { before: fields.face, after });
        face.set(id, fields.face);
      }
    }
    if (wanted.has(step)) {
      out.set(step, around);
      left--;
    }
  }
  return out;
}

type Base = () => { index: number; who: string; text: string; trusted: boolean };

/** The events of one step: its moves grouped by from and to, its turned faces, its reveal or roll. */
function stepEvents(step: HistoryStep, line: LogEntry, around: Around, input: DigestInput, base: Base): DigestEvent[] {
  const out: DigestEvent[] = [];
  if (rollOps.has(step.op)) return [{ ...base(), kind: 'roll', purpose: line.text, about: null, rule: null, assistant: false, total: null, outcome: null }];
  if (step.op.startsWith('reveal')) return [{ ...base(), kind: 'reveal', pieceIds: [...new Set([...step.changed.keys(), ...step.removed.keys()])] }];
  const groups = new Map<string, { from: Cell | null; to: Cell | null; ids: string[] }>();
  for (const [id, { before, after }] of around.at) {
    // A counter put on the table is set up, not moved.
    if (step.added.has(id)) continue;
    const from = before && input.cellOf(before);
    const to = after && input.cellOf(after);
    if (!from && !to) continue;
    if (from && to && from.col === to.col && from.row === to.row) continue;
    const key = `${from ? cellKey(from) : '-'}>${to ? cellKey(to) : '-'}`;
    const group = groups.get(key) ?? { from, to, ids: [] };
    group.ids.push(id);
    groups.set(key, group);
  }
  for (const { from, to, ids } of groups.values()) {
    const path = from && to && input.adjacent(from, to) ? [to] : null;
    out.push({ ...base(), kind: 'move', op: step.op, pieceIds: ids, from, to, fromKey: from && cellKey(from), toKey: to && cellKey(to), path });
  }
  for (const [id, { before, after }] of around.face) {
    if (before === after) continue;
    const place = around.at.get(id)?.after ?? input.pieces.get(id)?.at ?? null;
    out.push({ ...base(), kind: 'flip', op: step.op, pieceId: id, fromFace: before, toFace: after, cell: place && input.cellOf(place) });
  }
  return out.length ? out : [{ ...base(), kind: 'note', op: step.op }];
}

/** A rules assistant's roll line: "Bombardment — 0203 — 2nd Bn (5.3.1): rolled 4 +1 = 5 — D" (src/ui/rules/rollMath.ts). */
const rollLine = /^(.*) \(([^()]*)\): (?:die typed in, |rolled )(-?\d+)(?: [+−-]\d+ = (-?\d+))?(?: — (.*))?$/s;

/** The events of a line that is no step: an assistant's roll, a value set, or a note. */
function lineEvents(line: LogEntry, input: DigestInput, base: Base): DigestEvent[] {
  const roll = line.kind === 'rules' && line.chance ? rollLine.exec(line.text) : null;
  if (roll) {
    const [purpose, ...about] = roll[1].split(' — ');
    return [{ ...base(), kind: 'roll', purpose, about: about.length ? about.join(' — ') : null, rule: roll[2], assistant: true, total: Number(roll[4] ?? roll[3]), outcome: roll[5] ?? null }];
  }
  const value = line.kind === 'action' ? valueSet(line.text, input.values) : null;
  if (value) return [{ ...base(), kind: 'value', ...value }];
  return [{ ...base(), kind: 'note', op: line.kind }];
}

/** A value's line as setRuleValue writes it (src/doc/rulesOps.ts): "set <label> to <value>", "reset <label> to its default". */
function valueSet(text: string, specs: DigestInput['values']): { id: string; value: string | null } | null {
  for (const spec of specs) {
    for (const name of new Set([spec.label, spec.id])) {
      if (text === `reset ${name} to its default`) return { id: spec.id, value: null };
      if (text.startsWith(`set ${name} to `)) return { id: spec.id, value: text.slice(`set ${name} to `.length) };
    }
  }
  return null;
}
