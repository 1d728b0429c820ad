/**
 * Finding one's way through a history: turns (the End-turn steps), a player's own steps, and
 * a moment said in words. Pure functions over the steps; position `p` is "after the first p steps".
 */
import type { HistoryStep } from '../model/history';

/** Whose step it is, by the log line it wrote; null when it wrote none this browser can read. */
export const authorOf = (step: HistoryStep): string | null => step.line?.who ?? null;

/** The turn a position is in: one more than the End-turn steps before it. */
export function turnAt(steps: readonly HistoryStep[], p: number): number {
  let turn = 1;
  for (let i = 0; i < Math.min(p, steps.length); i++) if (steps[i].op === 'endTurn') turn++;
  return turn;
}

/**
 * The position the next (dir 1) or previous (dir -1) match stands at: just after a matching step
 * going forward, just before one going back, so a jump shows the step itself happen. Stays at `p`
 * when there is none that way.
 */
export function jump(steps: readonly HistoryStep[], p: number, dir: 1 | -1, matches: (step: HistoryStep) => boolean): number {
  if (dir === 1) {
    for (let i = p; i < steps.length; i++) if (matches(steps[i])) return i + 1;
    return p;
  }
  for (let i = p - 2; i >= 0; i--) if (matches(steps[i])) return i;
  return p > 0 && matches(steps[p - 1]) ? p - 1 : p;
}

/** Turn jumps: to just after the next End turn, or to the start of the turn before. */
export function jumpTurn(steps: readonly HistoryStep[], p: number, dir: 1 | -1): number {
  if (dir === 1) return jump(steps, p, 1, (s) => s.op === 'endTurn');
  // Back: to the start of this turn, or of the one before when already there.
  let i = p - 1;
  if (i >= 0 && steps[i].op === 'endTurn') i--;
  for (; i >= 0; i--) if (steps[i].op === 'endTurn') return i + 1;
  return 0;
}

/** The players who wrote steps, in order of their first. */
export function playersIn(steps: readonly HistoryStep[]): string[] {
  const out = new Set<string>();
  for (const step of steps) {
    const who = authorOf(step);
    if (who) out.add(who);
  }
  return [...out];
}

/** A moment in words, for a branch's name: "turn 3, before Bob: move 2/Lehr 2718 → 2617". */
export function momentLabel(steps: readonly HistoryStep[], p: number, lineText: (step: HistoryStep) => string): string {
  const turn = `turn ${turnAt(steps, p)}`;
  const next = steps[p];
  if (!next) return `${turn}, as it stands`;
  const who = authorOf(next);
  const what = lineText(next).slice(0, 80);
  return `${turn}, before ${who ? `${who}: ` : ''}${what || next.op}`;
}
