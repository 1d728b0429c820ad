/**
 * Building a move verdict. Every ruleset's `checkMove` ends the same way: the move is legal when
 * no finding breaks a rule, the MP spent are known only when the path could be walked, and one log
 * line says what moved where, what it cost and the outcome. Written once here so the log reads the
 * same in every game and a ruleset writes only its rules.
 */
import { formatMp } from './format';
import type { WalkResult } from './path';
import type { Cell, Finding, RulesMap } from './types';
import type { MoveVerdict } from '../types';

/** Whether findings leave a move legal: none of them `illegal`. */
export const noneIllegal = (findings: readonly Finding[]): boolean => !findings.some((f) => f.severity === 'illegal');

/** What moved and where, for a summary: "1st Inf., 2nd Inf. 0604→0806" ("Nothing" when no name). */
export function moveHead(map: RulesMap, names: readonly string[], from: Cell, to: Cell): string {
  return `${names.join(', ') || 'Nothing'} ${map.label(from)}→${map.label(to)}`;
}

/** MP spent of the allowance, as a summary says it: "2½ of 4 MP", "? of 4 MP" when not known. */
export function mpMeasure(spent: number | null, allowance: number): string {
  return `${spent === null ? '?' : formatMp(spent)} of ${formatMp(allowance)} MP`;
}

/** The MP a walked path spent, or null when it could not be walked (a gap, or a hex it may not enter). */
export function walkedSpent(walk: Pick<WalkResult, 'spent' | 'cannotEnter' | 'notAdjacent'>): number | null {
  return walk.cannotEnter === null && walk.notAdjacent === null ? walk.spent : null;
}

/**
 * How the summary words the outcome: `legal` "legal"/"not legal"; `broken` adds every broken
 * rule's text ("not legal: cannot move to an Isolated Area"); `first` gives the first broken
 * rule's text alone, else "legal, 2 warnings".
 */
export type OutcomeWords = 'legal' | 'broken' | 'first';

/** What a ruleset found about a move, before the verdict is written. */
export interface VerdictParts {
  /** What moved where: `moveHead(…)`, or the game's own words ("1 army Rome → Sicily"). */
  head: string;
  /** The cost in words ("3 of 4 MP", "Naval Transfer"); absent in a game that counts none. */
  measure?: string;
  findings: Finding[];
  spent: number | null;
  allowance: number;
  cheapest: Cell[] | null;
  outcome?: OutcomeWords;
}

function outcomeText(findings: readonly Finding[], words: OutcomeWords): string {
  const broken = findings.filter((f) => f.severity === 'illegal').map((f) => f.text);
  if (words === 'broken') return broken.length === 0 ? 'legal' : `not legal: ${broken.join('; ')}`;
  if (words === 'legal') return broken.length === 0 ? 'legal' : 'not legal';
  if (broken.length > 0) return broken[0];
  const warnings = findings.filter((f) => f.severity === 'warning').length;
  return warnings > 0 ? `legal, ${warnings} warning${warnings > 1 ? 's' : ''}` : 'legal';
}

/** The verdict, legal unless a finding breaks a rule, with its summary "head: measure, outcome". */
export function moveVerdict(parts: VerdictParts): MoveVerdict {
  const said = [parts.measure, outcomeText(parts.findings, parts.outcome ?? 'legal')].filter((s) => s !== undefined && s !== '');
  return {
    legal: noneIllegal(parts.findings),
    spent: parts.spent,
    allowance: parts.allowance,
    cheapest: parts.cheapest,
    findings: parts.findings,
    summary: `${parts.head}: ${said.join(', ')}`,
  };
}
