/**
 * Findings in one call: the severity, the rule, the sentence and the hexes it is about. A ruleset
 * writes dozens of them; `illegal('7.1', 'the path jumps', [here, to])` reads as the rule it states,
 * where the object literal buries it under keys.
 */
import { cellKey } from './hex';
import type { Cell, Finding, Severity } from './types';

const finding = (severity: Severity) => (rule: string, text: string, cells: readonly Cell[] = []): Finding => ({ severity, rule, text, cells: cells.map(cellKey) });

/** A rule the move or the table breaks. */
export const illegal = finding('illegal');
/** Something the players should look at: a limit that binds later, a reading the text leaves open. */
export const warning = finding('warning');
/** An explanation: why a cost or a shift is what it is. */
export const info = finding('info');
