/**
 * Symbol rolls as pure functions (no DOM, no Yjs): which of the game's custom dice serves a die a
 * ruleset names ("Grey die" is served by "Grey die" or "Grey die (sample)"), the faces that came
 * up as the counting reads them, the starting answers and counts, the count itself with a faulty
 * ruleset turned into a sentence, and the log line. The dice's faces are always the players' own:
 * nothing here invents a die.
 */
import { dieSymbols, isDieSymbol, maxDice, type CustomDie, type DieFace } from '../dice/dice';
import type { ProcedureAnswers, RolledFace, RulesView, SymbolCount, SymbolRollSpec } from './types';

const fold = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The custom die that serves the die a ruleset names: one named exactly that (ignoring case and
 * spaces), else one whose name starts with it followed by a space or a bracket ("Grey die
 * (sample)", "Grey die 2"). Null when the game has none: the players must add it from their dice.
 */
export function findDie(dice: readonly CustomDie[], name: string): CustomDie | null {
  const wanted = fold(name);
  if (!wanted) return null;
  const exact = dice.find((d) => fold(d.name) === wanted);
  if (exact) return exact;
  return dice.find((d) => {
    const have = fold(d.name);
    return have.startsWith(wanted) && (have[wanted.length] === ' ' || have[wanted.length] === '(');
  }) ?? null;
}

/** Which dice of the game serve each die the spec throws (by the spec's name), and the names no die serves. */
export interface DiceMatch {
  found: Readonly<Record<string, CustomDie>>;
  missing: readonly string[];
}

export function matchDice(spec: Pick<SymbolRollSpec, 'dice'>, dice: readonly CustomDie[]): DiceMatch {
  const found: Record<string, CustomDie> = {};
  const missing: string[] = [];
  for (const use of spec.dice) {
    const die = findDie(dice, use.die);
    if (die) found[use.die] = die;
    else if (!missing.includes(use.die)) missing.push(use.die);
  }
  return { found, missing };
}

/** What to tell the players about the dice the game lacks: which, where to add them and what to type. */
export function missingDieText(names: string | readonly string[]): string {
  const list = typeof names === 'string' ? [names] : [...names];
  const quoted = list.map((n) => `“${n}”`);
  const which = quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
  return list.length === 1
    ? `This game has no custom die named ${which}. Open the dice tray (Dice on the toolbar), press New die…, name it ${which} and type its faces from your game’s own dice, one per line (e.g. “Hit cross”, “Blank blank”).`
    : `This game has no custom dice named ${which}. Open the dice tray (Dice on the toolbar) and for each press New die…, name it as written here and type its faces from your game’s own dice, one per line (e.g. “Hit cross”, “Blank blank”).`;
}

/** The faces that came up, as the ruleset's counting reads them (label and symbol; colour is the tray's). */
export function readFaces(faces: readonly DieFace[]): RolledFace[] {
  return faces.map((f) => (f.symbol ? { label: f.label, symbol: f.symbol } : { label: f.label }));
}

/** A face in a log line: its symbol's glyph, or its label when it has no symbol. */
export function faceGlyph(face: RolledFace): string {
  return face.symbol && isDieSymbol(face.symbol) ? dieSymbols[face.symbol].glyph : face.label;
}

/** The asks' starting answers, from the table (`default`), then any answers already given (a procedure's). */
export function askDefaults(spec: Pick<SymbolRollSpec, 'asks'>, view: RulesView, given: ProcedureAnswers = {}): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const ask of spec.asks ?? []) {
    const known = given[ask.id];
    if (typeof known === 'boolean') out[ask.id] = known;
    else {
      try {
        out[ask.id] = ask.default(view) === true;
      } catch {
        out[ask.id] = false;
      }
    }
  }
  return out;
}

/** A count as a number of dice to throw: a whole number from 0 to the most dice thrown at once. */
export function clampCount(n: unknown): number {
  const v = typeof n === 'number' && Number.isFinite(n) ? Math.round(n) : 0;
  return Math.min(maxDice, Math.max(0, v));
}

/** How many of each die to throw unless the players type otherwise (by the spec's die name); a faulty count reads 0. */
export function defaultCounts(spec: Pick<SymbolRollSpec, 'dice'>, view: RulesView, answers: ProcedureAnswers): Record<string, number> {
  const out: Record<string, number> = {};
  for (const use of spec.dice) {
    try {
      out[use.die] = clampCount(use.count(view, answers));
    } catch {
      out[use.die] = 0;
    }
  }
  return out;
}

/** Faces by the spec's die name, in the spec's order, every die present (none thrown: an empty list). */
export function rolledByDie(spec: Pick<SymbolRollSpec, 'dice'>, thrown: Readonly<Record<string, readonly RolledFace[]>>): Record<string, readonly RolledFace[]> {
  const out: Record<string, readonly RolledFace[]> = {};
  for (const use of spec.dice) out[use.die] = thrown[use.die] ?? [];
  return out;
}

/** The ruleset's count of the faces, or the sentence saying why it could not count them. */
export function countFaces(spec: SymbolRollSpec, rolled: Readonly<Record<string, readonly RolledFace[]>>, view: RulesView, answers: ProcedureAnswers): { count: SymbolCount } | { error: string } {
  try {
    return { count: spec.count(rolledByDie(spec, rolled), view, answers) };
  } catch (e) {
    return { error: `The assistant could not count the ${spec.name} roll: ${(e as Error).message}` };
  }
}

/** The faces thrown in words: "Grey die ✚ ○ ✚; White die ✈ ◌" (dice not thrown are left out). */
export function facesText(spec: Pick<SymbolRollSpec, 'dice'>, rolled: Readonly<Record<string, readonly RolledFace[]>>): string {
  const parts = spec.dice.filter((use) => (rolled[use.die] ?? []).length > 0).map((use) => `${use.die} ${rolled[use.die].map(faceGlyph).join(' ')}`);
  return parts.length ? parts.join('; ') : 'no dice thrown';
}

/**
 * The log line of a symbol roll: the roll's name and rule, the count's summary, then the faces:
 * `Strategic Warfare (4.1): 3 hits (2 ✚ grey, 1 ✚ white) — Grey die ✚ ○ ✚; White die ✚ ◌`.
 */
export function symbolLogLine(spec: Pick<SymbolRollSpec, 'name' | 'rule' | 'dice'>, rolled: Readonly<Record<string, readonly RolledFace[]>>, count: Pick<SymbolCount, 'summary' | 'hits'>): string {
  const summary = count.summary.trim() || `${count.hits} ${count.hits === 1 ? 'hit' : 'hits'}`;
  return `${spec.name} (${spec.rule}): ${summary} — ${facesText(spec, rolled)}`;
}

/** The answers a symbol roll gives a procedure step: the hits under the step's id, each tally under `step.name`. */
export function countAnswers(stepId: string, count: Pick<SymbolCount, 'hits' | 'tallies'>): Record<string, number> {
  const out: Record<string, number> = { [stepId]: count.hits };
  for (const [name, n] of Object.entries(count.tallies ?? {})) out[`${stepId}.${name}`] = n;
  return out;
}
