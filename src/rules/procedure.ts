/**
 * A ruleset's procedure as a guided checklist, in pure functions: which steps show (those whose
 * `when` holds for the table and the answers so far), each step's words, which step is current,
 * the progress ("Step 3 of 9"), and each finished step's answer in words. A step is finished once
 * the answers hold its id: a `do` ticked (true), an `ask`'s yes/no, a number, a roll's modified
 * result, a symbol roll's hits, or a `changes` step applied or skipped.
 */
import { totalDrm } from './kit/modifiers';
import type { Modifier } from './kit/types';
import type { ProcedureAnswers, ProcedureSpec, ProcedureStep, RulesView } from './types';

/** The answer a `changes` step records. */
export const applied = 'applied';
export const skipped = 'skipped';

/** Whether the step shows now; a faulty `when` shows it (better asked than lost). */
export function isShown(step: ProcedureStep, view: RulesView, answers: ProcedureAnswers): boolean {
  if (!step.when) return true;
  try {
    return step.when(view, answers) !== false;
  } catch {
    return true;
  }
}

/** The steps that show, in order. */
export function visibleSteps(spec: Pick<ProcedureSpec, 'steps'>, view: RulesView, answers: ProcedureAnswers): ProcedureStep[] {
  return spec.steps.filter((step) => isShown(step, view, answers));
}

/** What a step says, in the players' words; a faulty text function says so instead of breaking the checklist. */
export function stepText(step: ProcedureStep, view: RulesView, answers: ProcedureAnswers): string {
  if (typeof step.text === 'string') return step.text;
  try {
    return step.text(view, answers);
  } catch (e) {
    return `(The assistant could not word this step: ${(e as Error).message})`;
  }
}

/** Whether a step has its answer. */
export function isDone(step: Pick<ProcedureStep, 'id'>, answers: ProcedureAnswers): boolean {
  return Object.hasOwn(answers, step.id);
}

/** Where the checklist stands: the steps shown, the current one (null once every one is done) and its place. */
export interface ProcedureProgress {
  steps: ProcedureStep[];
  current: ProcedureStep | null;
  /** 0-based index of the current step among those shown; `steps.length` once all are done. */
  index: number;
  finished: boolean;
}

/** The first step shown that has no answer yet is the current one. */
export function progressOf(spec: Pick<ProcedureSpec, 'steps'>, view: RulesView, answers: ProcedureAnswers): ProcedureProgress {
  const steps = visibleSteps(spec, view, answers);
  const index = steps.findIndex((s) => !isDone(s, answers));
  return index < 0 ? { steps, current: null, index: steps.length, finished: true } : { steps, current: steps[index], index, finished: false };
}

/** "Step 3 of 9", or "All 9 steps done". */
export function progressText(p: Pick<ProcedureProgress, 'steps' | 'index' | 'finished'>): string {
  const n = p.steps.length;
  if (p.finished) return n === 1 ? 'The one step is done' : `All ${n} steps done`;
  return `Step ${p.index + 1} of ${n}`;
}

/** The step's starting answer (`ask`: yes/no, `number`: a number within its range), from the table. */
export function stepDefault(step: ProcedureStep, view: RulesView, answers: ProcedureAnswers): boolean | number {
  let value: boolean | number | undefined;
  try {
    value = step.default?.(view, answers);
  } catch {
    value = undefined;
  }
  if (step.kind === 'ask') return value === true;
  return clampStep(step, typeof value === 'number' ? value : (step.min ?? 0));
}

/** A number held within a `number` step's range (whole numbers only). */
export function clampStep(step: Pick<ProcedureStep, 'min' | 'max'>, n: number): number {
  const whole = Number.isFinite(n) ? Math.round(n) : (step.min ?? 0);
  return Math.min(step.max ?? Infinity, Math.max(step.min ?? -Infinity, whole));
}

/** Reads a typed number for a `number` step: the number, or why it will not do. */
export function readStepNumber(step: Pick<ProcedureStep, 'min' | 'max'>, text: string): { ok: true; value: number } | { ok: false; error: string } {
  const t = text.trim().replace(/[−–]/g, '-');
  if (!/^-?\d+$/.test(t)) return { ok: false, error: 'Type a whole number' };
  const value = Number(t);
  if (step.min !== undefined && value < step.min) return { ok: false, error: `The least is ${step.min}` };
  if (step.max !== undefined && value > step.max) return { ok: false, error: `The most is ${step.max}` };
  return { ok: true, value };
}

/** A finished step's answer in words: "Done", "Yes", "No", "4", "3 hits", "Applied", "Skipped". */
export function answerText(step: ProcedureStep, answers: ProcedureAnswers): string {
  const a = answers[step.id];
  if (a === undefined) return '';
  switch (step.kind) {
    case 'do':
      return 'Done';
    case 'ask':
      return a === true ? 'Yes' : 'No';
    case 'changes':
      return a === applied ? 'Applied' : 'Skipped';
    case 'symbolRoll': {
      const tallies = Object.entries(answers)
        .filter(([k, v]) => k.startsWith(`${step.id}.`) && v !== 0)
        .map(([k, v]) => `${String(v)} ${k.slice(step.id.length + 1)}`);
      const hits = `${String(a)} ${a === 1 ? 'hit' : 'hits'}`;
      return tallies.length ? `${hits}, ${tallies.join(', ')}` : hits;
    }
    default:
      return String(a);
  }
}

/**
 * The answers with the last finished step shown taken back (and what only it recorded: a symbol
 * roll's tallies), so the players can answer it again. Values already applied stay set.
 */
export function withoutLast(spec: Pick<ProcedureSpec, 'steps'>, view: RulesView, answers: ProcedureAnswers): ProcedureAnswers {
  const done = visibleSteps(spec, view, answers).filter((s) => isDone(s, answers));
  const last = done[done.length - 1];
  if (!last) return answers;
  return Object.fromEntries(Object.entries(answers).filter(([k]) => k !== last.id && !k.startsWith(`${last.id}.`)));
}

/** A `roll` step's answer: the roll plus every DRM of the roll's modifiers that is on. */
export function modifiedRoll(roll: number, modifiers: readonly Modifier[]): number {
  return roll + totalDrm(modifiers).total;
}

/** The line logged before a `changes` step's values are set, saying why: "Strategic Warfare (4.1.3): Lower production by the hits". */
export function stepLogLine(spec: Pick<ProcedureSpec, 'name' | 'rule'>, step: Pick<ProcedureStep, 'rule'>, text: string): string {
  return `${spec.name} (${step.rule ?? spec.rule}): ${text}`;
}

/** The log line when the players finish: "Finished Strategic Warfare (4.1)". */
export function finishLogLine(spec: Pick<ProcedureSpec, 'name' | 'rule'>): string {
  return `Finished ${spec.name} (${spec.rule})`;
}

/** Who carries the procedure out, from the ruleset's roles: "carried out by the Head of Production"; null when no role is named. */
export function roleText(spec: Pick<ProcedureSpec, 'role'>, roles: readonly { id: string; name: string }[] | undefined): string | null {
  if (!spec.role) return null;
  const name = roles?.find((r) => r.id === spec.role)?.name ?? spec.role;
  return `carried out by the ${name}`;
}
