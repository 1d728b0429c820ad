/**
 * What one step across the map costs and whether it may be taken at all, by terrain alone: the
 * TEC, railroads and bridges (7.8), alpine hexes (7.9), rivers and lakes (7.10) and weather (7.11).
 * Enemy units and zones of control are the mover's business (mover.ts); zones of control also ask
 * here, since a unit's ZOC does not reach where it could not go (9.1).
 */
import { cellKey, type Cell, type CellKey } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { controlReader, isFriendly, type ControlReader } from './control';
import { effectAt, linkAt, sideAt } from './mapIndex';
import { crossingSides, hexMarkEffects, impassableSides, riverCrossing } from './terrain';
import { hqMode, isHq, isMountain, type Side } from './units';
import { remembered } from './memo';
import { flagValue, markedSet } from './values';

/** Why a step may not be taken, with the rule that says so. */
export interface Bar {
  rule: string;
  text: string;
}

/** MP to enter a hex: a number (halves allowed) or the unit's whole MF (alpine, dominant terrain). */
export type Price = number | 'all';

/** The facts about the moving units, the turn and the map that terrain costs read. */
export interface Stepper {
  view: RulesView;
  side: Side;
  /** Every moving unit is a mountain unit (7.9). */
  mountain: boolean;
  /** An HQ moves: it may cross rivers in winter only at bridges (7.11c). */
  hq: boolean;
  /** May move at the railroad rate (7.8); an HQ only in movement mode (15.1.1). */
  railroad: boolean;
  winter: boolean;
  rain: boolean;
  control: ControlReader;
  /** Town and city hexes (TEC), read once per view. */
  towns: ReadonlySet<CellKey>;
}

/** What every stepper of one view shares: the weather, hex control and town and city hexes, read once per view (memo.ts). */
type ViewFacts = Pick<Stepper, 'view' | 'winter' | 'rain' | 'control' | 'towns'>;

const viewFacts = (view: RulesView): ViewFacts =>
  remembered(view, 'stepper', () => ({
    view,
    winter: flagValue(view, 'winter'),
    rain: flagValue(view, 'torrentialRain'),
    control: controlReader(view),
    towns: new Set([...markedSet(view, 'towns'), ...markedSet(view, 'cities')]),
  }));

/** The stepper for a group of units of one side. */
export function stepperOf(view: RulesView, units: readonly RulesUnit[], side: Side): Stepper {
  return {
    ...viewFacts(view),
    side,
    mountain: units.length > 0 && units.every(isMountain),
    hq: units.some(isHq),
    railroad: !units.some((u) => isHq(u) && hqMode(u) === 'support'),
  };
}

/** 7.10: whether the side between two hexes is a river or lake hexside, bridged or not: crossing it costs extra. */
export function crossesWater(view: RulesView, from: Cell, to: Cell): boolean {
  const side = sideAt(view, from, to);
  return side !== null && (crossingSides.includes(side) || side === 'bridge');
}

/**
 * 7.11c: whether the side between two hexes is a river hexside, bridged or not (a hexside marked
 * as a bridge is a river's). Lake hexsides are not: 7.11c doubles the cost of crossing rivers and
 * keeps HQs to bridges over rivers, and names no lakes (7.10 pairs them for the +1 only).
 */
export function isRiverSide(view: RulesView, from: Cell, to: Cell): boolean {
  const side = sideAt(view, from, to);
  return side === 'river' || side === 'bridge';
}

/** 7.8: a hexside marked as a bridge, or a river hexside a railroad crosses, is a bridge; 7.8 makes no bridges over lakes. */
export function isBridge(view: RulesView, from: Cell, to: Cell): boolean {
  const side = sideAt(view, from, to);
  if (side === 'bridge') return true;
  return side === 'river' && linkAt(view, from, to) === 'railroad';
}

/** 7.8: a bridge negates the river only while both hexes are under friendly control. */
export function bridgeNegates(s: Stepper, from: Cell, to: Cell): boolean {
  return isBridge(s.view, from, to) && isFriendly(s.control(from), s.side) && isFriendly(s.control(to), s.side);
}

/**
 * Why a hex's terrain forbids entering it from anywhere, or null: sea hexes (TEC), alpine hexes in
 * winter (7.11) and to all but mountain units (7.9).
 */
export function hexBar(s: Stepper, to: Cell): Bar | null {
  const effect = effectAt(s.view, to);
  const name = effect.name.toLowerCase();
  if (effect.movement === null) return { rule: 'TEC', text: `may not enter a ${name} hex` };
  if (s.winter && effect.winterMovement === null) return { rule: '7.11', text: `${name} hexes are impassable in winter` };
  if (effect.mountainOnly && !s.mountain) return { rule: '7.9', text: `only mountain units may enter ${name} hexes` };
  return null;
}

/**
 * Why terrain forbids the step from `from` into `to`, or null: all-sea hexsides (TEC), the hex
 * itself ({@link hexBar}), and rivers off the bridges for HQs in winter (7.11c; lakes do not bar them).
 */
export function terrainBar(s: Stepper, from: Cell, to: Cell): Bar | null {
  const side = sideAt(s.view, from, to);
  if (side !== null && impassableSides.includes(side)) return { rule: 'TEC', text: 'may not cross an all-sea hexside' };
  const hex = hexBar(s, to);
  if (hex) return hex;
  if (s.winter && s.hq && isRiverSide(s.view, from, to) && !isBridge(s.view, from, to)) {
    return { rule: '7.11', text: 'in winter an HQ may cross a river only at a bridge' };
  }
  return null;
}

/** 7.7, 7.11: the cost of the terrain in a hex, the highest of its terrain and its town or city mark. */
function hexPrice(s: Stepper, to: Cell): Price {
  const effect = effectAt(s.view, to);
  const inWinter = s.winter && effect.winterMovement !== undefined;
  const inRain = s.rain && effect.rainMovement !== undefined;
  const painted = inWinter ? effect.winterMovement : inRain ? effect.rainMovement : effect.movement;
  if (painted === 'all') return 'all';
  const mark = s.towns.has(cellKey(to)) ? hexMarkEffects.town.movement : 0;
  return Math.max(painted ?? 0, mark);
}

/**
 * 7.10, 7.11c: the extra cost of crossing a river or lake hexside, nothing at a friendly bridge
 * (7.8). Only a river's cost doubles in winter: 7.11c names rivers, and a lake's +1 stays +1.
 */
function crossingPrice(s: Stepper, from: Cell, to: Cell): number {
  if (!crossesWater(s.view, from, to) || bridgeNegates(s, from, to)) return 0;
  return s.winter && isRiverSide(s.view, from, to) ? riverCrossing.winterMovement : riverCrossing.movement;
}

/**
 * MP to step from `from` into `to` (the step must be allowed, see {@link terrainBar}): ½ along a
 * railroad whatever the terrain (7.8), else the hex's terrain (7.7, 7.11, Torrential Rain), plus
 * any river or lake crossing (7.10). A hex costing the whole MF costs nothing more.
 */
export function enterPrice(s: Stepper, from: Cell, to: Cell): Price {
  const byRail = s.railroad && linkAt(s.view, from, to) === 'railroad';
  const hex = byRail ? 0.5 : hexPrice(s, to);
  if (hex === 'all') return 'all';
  return hex + crossingPrice(s, from, to);
}
