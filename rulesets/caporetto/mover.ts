/**
 * The units moved together and everything every kind of move asks about them: their side, the
 * enemy hexes and zones of control around them, their movement allowance (7.1, 8.3, 14.3, 15.1,
 * 17.2) and the step rule the kit's path search walks with. Built once per view, pieces and
 * start hex (memo.ts).
 */
import { cellKey, formatMp, onMap, type Cell, type CellKey, type Finding, type StepRule } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { enterPrice, hexBar, stepperOf, terrainBar, type Bar, type Price, type Stepper } from './costs';
import { CENTRAL_POWERS, enemyOf, groundUnits, hqMode, isGroundUnit, isHq, isMarkedOutOfSupply, sideOf } from './units';
import { remembered } from './memo';
import { flagValue, phaseOf, type Phase } from './values';
import { enemyZoc } from './zoc';

/** A stack about to move, with what the rules read about it and the table around it. */
export interface Mover extends Stepper {
  units: RulesUnit[];
  from: Cell;
  phase: Phase;
  /** Hexes holding enemy ground units (8.1). */
  enemyCells: ReadonlySet<CellKey>;
  /** Hexes in an enemy zone of control (9.1). */
  enemyZoc: ReadonlySet<CellKey>;
}

/**
 * The ground units among the pieces moved (markers and support units ride along unjudged), or
 * null when there are none. One mover per view, pieces and start hex (memo.ts): the reach shaded
 * when a stack is lifted and the verdict when it is dropped read the same one, and what is worked
 * out for it (its reach) is worked out once.
 */
export function moverOf(view: RulesView, pieceIds: readonly string[], from: Cell): Mover | null {
  const ids = new Set(pieceIds);
  const name = `mover:${cellKey(from)}:${JSON.stringify([...ids].sort())}`;
  return remembered(view, name, () => {
    const units = view.units.filter((u) => ids.has(u.id) && isGroundUnit(u));
    if (units.length === 0) return null;
    const side = sideOf(units[0])!;
    return {
      ...stepperOf(view, units, side),
      units,
      from,
      phase: phaseOf(view),
      enemyCells: remembered(view, `enemyCells:${side}`, () => new Set(groundUnits(view, enemyOf(side)).map((u) => u.key))),
      enemyZoc: enemyZoc(view, side),
    };
  });
}

/** Whether the stack starts its move in an enemy zone of control. */
export const startsInEzoc = (m: Mover): boolean => m.enemyZoc.has(cellKey(m.from));

const enemyHex: Bar = { rule: '8.1', text: 'may not enter a hex holding enemy units' };

/** Why a step may not be taken: an enemy unit in the hex (8.1), else terrain. */
export function stepBar(m: Mover, from: Cell, to: Cell): Bar | null {
  return m.enemyCells.has(cellKey(to)) ? enemyHex : terrainBar(m, from, to);
}

/** Why a hex may not be entered from any side: an enemy unit in it (8.1), else its terrain. */
export function destinationBar(m: Mover, to: Cell): Bar | null {
  return m.enemyCells.has(cellKey(to)) ? enemyHex : hexBar(m, to);
}

const info = (rule: string, text: string): Finding => ({ severity: 'info', rule, text });

/** A unit's MF with the reasons it differs from the printed one. */
interface UnitFactor {
  mf: number;
  notes: Finding[];
}

/** 15.1: an HQ moves 6 in movement mode, 2 in support mode; 14.3: out of supply halves the MF, rounded down. */
function unitFactor(view: RulesView, unit: RulesUnit): UnitFactor {
  const notes: Finding[] = [];
  let mf = unit.movement ?? 0;
  if (isHq(unit)) {
    const mode = hqMode(unit);
    mf = mode === 'movement' ? 6 : 2;
    notes.push(info('15.1', `${unit.name} is an HQ in ${mode} mode: MF ${mf} (15.1)`));
  }
  if (isMarkedOutOfSupply(view, unit)) {
    mf = Math.floor(mf / 2);
    notes.push(info('14.3', `${unit.name} is out of supply: MF halved, rounded down, to ${mf} (14.3)`));
  }
  return { mf, notes };
}

/** The stack's MF (before any sub-phase's own limit) and why. */
export interface Allowance {
  mf: number;
  notes: Finding[];
}

/**
 * The MF a stack moves with: its slowest unit's (8.3), each out-of-supply unit's halved (14.3),
 * HQs by mode (15.1). The Operational Pause (17.2) is applied by {@link pauseLimit}.
 */
export function stackFactor(m: Mover): Allowance {
  const factors = m.units.map((u) => unitFactor(m.view, u));
  const mf = Math.min(...factors.map((f) => f.mf));
  const notes = factors.flatMap((f) => f.notes);
  if (new Set(factors.map((f) => f.mf)).size > 1) notes.push(info('8.3', `the stack moves at the MF of its slowest unit: ${mf} (8.3)`));
  return { mf, notes };
}

/** 17.2: during its side's Operational Pause a unit spends no more than half its MF, rounded up. */
export function pauseLimit(m: Mover, allowance: Allowance): Allowance {
  const pause = flagValue(m.view, m.side === CENTRAL_POWERS ? 'pauseCentralPowers' : 'pauseAllies');
  if (!pause) return allowance;
  const mf = Math.ceil(allowance.mf / 2);
  return { mf, notes: [...allowance.notes, info('17.2', `${m.side} Operational Pause: no more than half the MF, rounded up: ${mf} MP (17.2)`)] };
}

/**
 * The kit's step rule for this stack: terrain and enemy bars make a step impossible, a hex that
 * costs the whole MF (7.9, TEC) costs `whole` but never less than 1 MP (so only a stack that has
 * not moved may take it, and one with no MP at all only as its one-hex minimum move, 7.3, never
 * hex after hex for nothing), and hexes in `stops` end the move.
 */
export function stepRule(m: Mover, whole: number, stops?: ReadonlySet<CellKey>): StepRule {
  const priceOf = stepPrices(m);
  return {
    cost: (from, to) => {
      const price = priceOf(from, to);
      return price === 'all' ? Math.max(whole, 1) : price;
    },
    stopsOn: stops ? (to) => stops.has(cellKey(to)) : undefined,
  };
}

/**
 * What each step between map hexes costs this stack, null when it is barred ({@link stepBar},
 * {@link enterPrice}): worked out once per mover and step (memo.ts), so the searches of one
 * question (the reach, and for a hex out of reach the searches that say why) share the work.
 */
function stepPrices(m: Mover): (from: Cell, to: Cell) => Price | null {
  return remembered(m, 'prices', () => {
    const { columns, rows } = m.view.map.grid;
    const known = new Map<number, Price | null>();
    const work = (from: Cell, to: Cell): Price | null => (stepBar(m, from, to) ? null : enterPrice(m, from, to));
    return (from, to) => {
      if (!onMap(m.view.map, from) || !onMap(m.view.map, to)) return work(from, to);
      const key = (from.row * columns + from.col) * columns * rows + to.row * columns + to.col;
      let price = known.get(key);
      if (price === undefined) {
        price = work(from, to);
        known.set(key, price);
      }
      return price;
    };
  });
}

/** MP as players write them: 3, ½, 2½ (the kit's `formatMp`, under the name this ruleset's modules use). */
export const mpText = formatMp;

/** The moving units' names for a summary: "2nd Inf. Div.", "2nd Inf. Div. + 2nd Alp.", "2nd Inf. Div. and 3 more". */
export function namesOf(units: readonly RulesUnit[]): string {
  if (units.length <= 2) return units.map((u) => u.name).join(' + ');
  return `${units[0].name} and ${units.length - 1} more`;
}

/** The printed label of each cell, joined for a finding's text. */
export const labels = (view: RulesView, cells: readonly Cell[]): string => cells.map((c) => view.map.label(c)).join(', ');
