/**
 * Findings as the assistant shows and logs them: grouped by severity, the cells a finding is about
 * (for focusing the map on them), and the one concise log line a check posts for both players.
 */
import type { Cell } from '../../model/grid';
import type { Finding, Severity } from '../../rules/kit/types';
import type { MoveVerdict } from '../../rules/types';
import { parseCellKey } from '../../terrain/terrain';

/** Severities from the most serious, with the icon and word the panel shows. */
export const severities: readonly { id: Severity; icon: string; title: string }[] = [
  { id: 'illegal', icon: '✖', title: 'Against the rules' },
  { id: 'warning', icon: '⚠', title: 'Worth a look' },
  { id: 'info', icon: 'ℹ', title: 'For your information' },
];

export function severityIcon(severity: Severity): string {
  return severities.find((s) => s.id === severity)?.icon ?? '•';
}

/** Findings by severity, most serious first; empty groups left out; order within a group kept. */
export function groupFindings(findings: readonly Finding[]): { severity: Severity; icon: string; title: string; findings: Finding[] }[] {
  return severities
    .map((s) => ({ severity: s.id, icon: s.icon, title: s.title, findings: findings.filter((f) => f.severity === s.id) }))
    .filter((g) => g.findings.length > 0);
}

/** The cells a finding names, as cells (keys that do not parse are skipped). */
export function findingCells(finding: Finding): Cell[] {
  return (finding.cells ?? []).flatMap((key) => {
    const cell = parseCellKey(key);
    return cell ? [cell] : [];
  });
}

/** A finding with its rule: "overstacked in 0605 (8.1)" (not again when the text already ends with it). */
export function findingText(finding: Finding): string {
  const rule = finding.rule.trim();
  const text = finding.text.trim();
  return rule && !text.endsWith(`(${rule})`) ? `${text} (${rule})` : text;
}

function counts(findings: readonly Finding[]): string {
  const parts = groupFindings(findings).map((g) => {
    const n = g.findings.length;
    return `${n} ${g.severity === 'illegal' ? 'against the rules' : g.severity === 'warning' ? (n === 1 ? 'warning' : 'warnings') : n === 1 ? 'note' : 'notes'}`;
  });
  return parts.join(', ');
}

/** Longest list of findings quoted in one log line; the rest are counted. */
const quoted = 3;

/**
 * The log line of a table check: "Table check (Caporetto): no problems found" or "Table check
 * (Caporetto): 2 against the rules, 1 warning — overstacked in 0605 (8.1); …". Notes (`info`) are
 * counted but not quoted when there is anything more serious.
 */
export function checkLogLine(rulesetName: string, findings: readonly Finding[]): string {
  const head = `Table check (${rulesetName})`;
  if (findings.length === 0) return `${head}: no problems found`;
  const serious = findings.filter((f) => f.severity !== 'info');
  const shown = (serious.length ? serious : findings).slice().sort((a, b) => rank(a.severity) - rank(b.severity));
  const quotedText = shown.slice(0, quoted).map(findingText).join('; ');
  const more = shown.length > quoted ? `; and ${shown.length - quoted} more` : '';
  return `${head}: ${counts(findings)} — ${quotedText}${more}`;
}

function rank(s: Severity): number {
  return severities.findIndex((x) => x.id === s);
}

/** The log line of a move verdict: its summary, then what it broke, concisely. */
export function verdictLogLine(verdict: MoveVerdict): string {
  const serious = findingsBeyondSummary(verdict).filter((f) => f.severity !== 'info');
  if (serious.length === 0) return verdict.summary;
  const text = serious.slice(0, quoted).map(findingText).join('; ');
  return `${verdict.summary} — ${text}${serious.length > quoted ? `; and ${serious.length - quoted} more` : ''}`;
}

/** The verdict's findings not already spelt out in its summary line (a summary often ends with the first rule broken). */
export function findingsBeyondSummary(verdict: MoveVerdict): MoveVerdict['findings'] {
  return verdict.findings.filter((f) => !verdict.summary.includes(f.text));
}
