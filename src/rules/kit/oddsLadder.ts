/**
 * Column shifts counted from the odds themselves rather than from the table's edge, with a cap on
 * the shifts that move along the printed columns (Operazione C3 1.3.10: "consider the original
 * ratio as the starting ratio of the shift, not that of the outermost column"; "the maximum number
 * of column shifts on the tables is 3, there is no limit to column shifts outside the table").
 *
 * Odds sit on a ladder of whole ratios, … 1:3, 1:2, 1:1, 2:1, 3:1 …; one shift is one rung. The
 * table's columns cover a window of the ladder (its last column, "5:1+", takes every rung from 5:1
 * up). A shift that moves the attack to another column counts against the cap; one that stays in
 * the same column (10:1 to 9:1, both read on 5:1+) is outside the table and free.
 */
import { oddsColumn, type ColumnPick } from './odds';

/** A rung of the ladder: 0 is 1:1, 1 is 2:1, −1 is 1:2. */
export type Rung = number;

/** The rung odds of `attack` to `defence` stand on, rounded in the defender's favour (7:3 is 2:1, 2:5 is 1:3). */
export function rungOf(attack: number, defence: number): Rung {
  if (defence <= 0) return attack > 0 ? Number.MAX_SAFE_INTEGER : 0;
  if (attack <= 0) return Number.MIN_SAFE_INTEGER;
  const ratio = attack / defence;
  const tolerance = 1e-9;
  if (ratio >= 1 - tolerance) return Math.floor(ratio + tolerance) - 1;
  return -(Math.ceil(1 / ratio - tolerance) - 1);
}

/** The ratio a rung stands for, as printed: "3:1", "1:2". */
export function rungLabel(rung: Rung): string {
  return rung >= 0 ? `${rung + 1}:1` : `1:${1 - rung}`;
}

function columnOfRung(rung: Rung, columns: readonly string[]): ColumnPick {
  return rung >= 0 ? oddsColumn(rung + 1, 1, columns) : oddsColumn(1, 1 - rung, columns);
}

/** Where shifted odds land, and how many of the shifts asked for were used. */
export interface LadderShift {
  /** The odds before any shift ("10:1"). */
  from: string;
  /** The odds after the shifts that count ("8:1"). */
  to: string;
  /** The column `to` is read on ("5:1+"). */
  column: ColumnPick;
  /** Shifts applied (signed, right = positive). */
  applied: number;
  /** Of those, the ones that moved along the printed columns (at most the cap). */
  onTable: number;
  /** Shifts asked for but dropped by the cap (a count, never negative). */
  dropped: number;
}

/**
 * Applies `shift` rungs (positive = right, toward the attacker) to the odds of `attack` against
 * `defence`, one rung at a time: rungs within one column are free, rungs that change column stop
 * counting once `cap` of them have been taken. 1.3.10's examples: 10:1 two left is 8:1 (still the
 * 5:1+ column); 8:1 four left is 4:1 (one on-table shift).
 */
export function shiftOnLadder(attack: number, defence: number, shift: number, columns: readonly string[], cap = Infinity): LadderShift {
  const start = rungOf(attack, defence);
  const bounded = Math.max(-1000, Math.min(1000, start));
  const step = Math.sign(shift);
  let rung = bounded;
  let onTable = 0;
  let applied = 0;
  for (let i = 0; i < Math.abs(shift); i++) {
    const here = columnOfRung(rung, columns);
    const there = columnOfRung(rung + step, columns);
    const changesColumn = here.index !== there.index || here.below !== there.below;
    if (changesColumn && onTable >= cap) break;
    if (changesColumn) onTable++;
    rung += step;
    applied += step;
  }
  return {
    from: rungLabel(bounded),
    to: rungLabel(rung),
    column: columnOfRung(rung, columns),
    applied,
    onTable,
    dropped: Math.abs(shift) - Math.abs(applied),
  };
}
