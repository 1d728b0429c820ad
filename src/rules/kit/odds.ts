/**
 * Combat odds: reading an attack against a defence onto the columns of a combat results table,
 * as a ratio ("2:1"), a differential ("+3") or a percentage ("200–299%"), rounded in the defender's favour as
 * nearly every wargame does, and said in words for the combat dialog.
 */

/** A printed odds ratio, attack to defence: "3:1" is { attack: 3, defence: 1 }. */
export interface Odds {
  attack: number;
  defence: number;
}

/** Where an attack lands on a table's columns, and whether it fell off either end. */
export interface ColumnPick {
  index: number;
  label: string;
  /** The odds are worse than the first column: `index` is 0 and the ruleset decides (no attack, or treat as the first column). */
  below: boolean;
  /** The odds are better than the last column: `index` is the last and the ruleset decides (treat as last, or automatic result). */
  above: boolean;
}

const oddsPattern = /^(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)\s*\+?$/;

/**
 * Reads an odds column label as printed ("3:1", "1:2", "1.5:1", "5:1+" for a last column that takes
 * every better ratio), or null when it is not one.
 * Both numbers must be above zero: a column is a ratio, not a strength.
 */
export function parseOdds(label: string): Odds | null {
  const match = oddsPattern.exec(label.trim());
  if (!match) return null;
  const attack = Number(match[1]);
  const defence = Number(match[2]);
  // A run of digits too long for a number reads as Infinity: no column.
  return attack > 0 && defence > 0 && Number.isFinite(attack) && Number.isFinite(defence) ? { attack, defence } : null;
}

const differentialPattern = /^([+\-\u2212]?)(\d+)$/;

/**
 * Reads a differential column label ("+3", "-2", "0", and "−2" with a typographic minus as
 * charts print it), or null when it is not a whole number.
 */
export function parseDifferential(label: string): number | null {
  const match = differentialPattern.exec(label.trim());
  if (!match) return null;
  const size = Number(match[2]);
  if (!Number.isSafeInteger(size)) return null;
  return match[1] === '' || match[1] === '+' ? size : -size;
}

/** A column's position on the scale it is read on (a ratio or a differential), with its index. */
interface Scaled {
  index: number;
  value: number;
}

/**
 * The highest column whose value `meets` accepts, else the lowest one flagged `below`; with
 * `above` when the attack goes past the highest column. Columns that do not parse are skipped,
 * and columns need not be in order. With no readable column at all it answers the first label,
 * `below`, so a half-typed table never crashes the combat dialog.
 */
function pick(columns: readonly string[], scaled: Scaled[], meets: (value: number) => boolean, beyondLast: (value: number) => boolean): ColumnPick {
  if (scaled.length === 0) return { index: 0, label: columns[0] ?? '', below: true, above: false };
  const byValue = [...scaled].sort((a, b) => a.value - b.value);
  const met = byValue.filter((c) => meets(c.value));
  const highest = byValue[byValue.length - 1];
  if (met.length === 0) return { index: byValue[0].index, label: columns[byValue[0].index], below: true, above: false };
  const best = met[met.length - 1];
  return { index: best.index, label: columns[best.index], below: false, above: best === highest && beyondLast(highest.value) };
}

/** Tolerance for comparing ratios of halved strengths (3.5 against 7), where floating point is inexact. */
const ratioTolerance = 1e-9;

/**
 * The odds column an attack of `attack` against `defence` is resolved on: the highest column whose
 * ratio the odds meet or beat, i.e. rounded in the defender's favour (7 against 3 is 2.33:1, read
 * as "2:1"; 2 against 5 is 1:2.5, read as "1:3"). Worse than the first column gives `below`, better
 * than the last gives `above` (a 7:1 on a table ending at 6:1); the ruleset decides what that means.
 * An undefended hex (defence 0) is off the top of the table; nothing against nothing is below it.
 */
export function oddsColumn(attack: number, defence: number, columns: readonly string[]): ColumnPick {
  const scaled: Scaled[] = [];
  columns.forEach((label, index) => {
    const odds = parseOdds(label);
    if (odds) scaled.push({ index, value: odds.attack / odds.defence });
  });
  const undefended = attack > 0 ? Infinity : 0;
  const ratio = defence > 0 ? attack / defence : undefended;
  return pick(
    columns,
    scaled,
    (value) => ratio >= value * (1 - ratioTolerance),
    (value) => ratio > value * (1 + ratioTolerance),
  );
}

/**
 * The differential column ("+3", "-2") an attack is resolved on: the highest column not above
 * attack − defence, the same rounding in the defender's favour as {@link oddsColumn} (a +4 on a
 * table with +3 and +5 reads +3). `below` and `above` flag differentials off either end.
 */
export function differentialColumn(differential: number, columns: readonly string[]): ColumnPick {
  const scaled: Scaled[] = [];
  columns.forEach((label, index) => {
    const value = parseDifferential(label);
    if (value !== null) scaled.push({ index, value });
  });
  return pick(
    columns,
    scaled,
    (value) => differential >= value,
    (value) => differential > value,
  );
}

const percentagePattern = /^(≤|<=)?\s*(\d+)(?:\s*[-\u2013]\s*\d+)?\s*\+?$/;

/**
 * Reads a percentage column label as printed ("200–299%", "≤49%", "700%", "700+%"): the least
 * percentage the column takes, or 0 for a "≤N%" column that takes everything up to N. Null when it
 * is not one.
 */
export function parsePercentage(label: string): number | null {
  if (!label.includes('%')) return null;
  const match = percentagePattern.exec(label.replace(/%/g, '').trim());
  if (!match) return null;
  const least = match[1] ? 0 : Number(match[2]);
  return Number.isSafeInteger(least) ? least : null;
}

/**
 * The percentage column ("200–299%") an attack is resolved on: the attack as a percentage of the
 * defence (Kesselring's War 15.3: 10 against 4 is 250%), read on the highest column whose least
 * percentage it reaches — rounded in the defender's favour like {@link oddsColumn}. An attack past
 * the last column's start is `above` (the ruleset decides, e.g. "greater than 700% uses 700%").
 */
export function percentageColumn(attack: number, defence: number, columns: readonly string[]): ColumnPick {
  const scaled: Scaled[] = [];
  columns.forEach((label, index) => {
    const value = parsePercentage(label);
    if (value !== null) scaled.push({ index, value });
  });
  const percent = defence > 0 ? (attack / defence) * 100 : attack > 0 ? Infinity : 0;
  return pick(
    columns,
    scaled,
    (value) => percent >= value * (1 - ratioTolerance),
    (value) => percent > value * (1 + ratioTolerance),
  );
}

/** A number for the players: at most two decimals, no trailing zeros ("2.33", "3.5", "2"). */
function plain(n: number): string {
  return String(Number(n.toFixed(2)));
}

/**
 * The odds in words for the combat dialog and the log, the strengths first and then the ratio
 * they make: "7:3 = 2.33:1", "3:7 = 1:2.33", "6:2 = 3:1", "7:0 (undefended)". Players check the
 * rounding against their own chart with it.
 */
export function ratioText(attack: number, defence: number): string {
  const strengths = `${plain(attack)}:${plain(defence)}`;
  if (defence <= 0) return `${strengths} (undefended)`;
  if (attack >= defence || attack <= 0) return `${strengths} = ${plain(attack / defence)}:1`;
  return `${strengths} = 1:${plain(defence / attack)}`;
}
