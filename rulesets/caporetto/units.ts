/**
 * What Caporetto reads on a counter, and the small questions every rule asks about a unit: whose
 * side it is on, whether it is a mountain, assault, HQ or support unit, whether it is out of supply.
 */
import type { AttributeSpec, RulesUnit, RulesView } from '../../src/rules/types';
import { remembered } from './memo';

export const ALLIES = 'Allies';
export const CENTRAL_POWERS = 'Central Powers';
export type Side = typeof ALLIES | typeof CENTRAL_POWERS;

/** Nationalities as the rules name them (2.3.3), with the side each fights on (3.1). */
export const nationalities = {
  Italian: ALLIES,
  British: ALLIES,
  French: ALLIES,
  Czech: ALLIES,
  'Austro-Hungarian': CENTRAL_POWERS,
  German: CENTRAL_POWERS,
} as const satisfies Record<string, Side>;
export type Nationality = keyof typeof nationalities;

/** Other spellings players type, lower case → the rules' name. */
const nationalityAliases: Record<string, Nationality> = {
  italian: 'Italian', italy: 'Italian', it: 'Italian', ita: 'Italian',
  british: 'British', 'great britain': 'British', uk: 'British', br: 'British', bfi: 'British',
  french: 'French', france: 'French', fr: 'French',
  czech: 'Czech', cz: 'Czech', cl: 'Czech',
  'austro-hungarian': 'Austro-Hungarian', 'austria-hungary': 'Austro-Hungarian', 'austro hungarian': 'Austro-Hungarian', 'a-h': 'Austro-Hungarian', ah: 'Austro-Hungarian', 'k-u-k': 'Austro-Hungarian',
  german: 'German', germany: 'German', ge: 'German', ger: 'German',
};

/** The counter attributes the assistant reads; the panel lists them so players know what to type. */
export const attributes: readonly AttributeSpec[] = [
  { name: 'nationality', kind: 'text', values: Object.keys(nationalities), description: 'Decides the side (3.1), stacking together (8.5), morale (10.1) and which support may help (16.4).' },
  { name: 'side', kind: 'text', values: [ALLIES, CENTRAL_POWERS], description: 'Read only when nationality is missing.' },
  { name: 'type', kind: 'text', values: ['infantry', 'mountain', 'cavalry', 'hq', 'artillery', 'air', 'naval'], description: 'Unit type (2.3.1, 2.4). Mountain units alone enter alpine hexes (7.9); artillery, air and naval are support units that stack free (8.2).' },
  { name: 'assault', kind: 'flag', description: 'Assault infantry: infiltration capable (7.5, 11.8), +2 morale DRM (10.4).' },
  { name: 'attack', kind: 'number', description: 'Attack factor of the front; the reduced side’s printed factors are read from the face shown.' },
  { name: 'defence', kind: 'number', description: 'Defence factor.' },
  { name: 'movement', kind: 'number', description: 'Movement factor (7.1). HQ: 6 in movement mode, 2 in support mode (15.1).' },
  { name: 'steps', kind: 'number', description: '2 for two-step units (the back is the reduced side), 1 otherwise.' },
  { name: 'army14', kind: 'flag', description: 'True on the German 14th Army HQ: +1 stacking for adjacent German and Austro-Hungarian units in clear or rough (8.6, 15.1.2), Feuerwaltz range (16.5).' },
  { name: 'marker', kind: 'text', values: ['oos', 'turn', 'morale-italian', 'morale-austro-hungarian', 'casualties-italian', 'casualties-austro-hungarian'], description: 'On markers: `oos` is an Out of Supply marker (14.3); the others give game values from their track.' },
];

/** The rules' name of a unit's nationality, or null when none is typed. */
export function nationalityOf(unit: RulesUnit): Nationality | null {
  const typed = unit.attrs.nationality;
  if (typeof typed !== 'string') return null;
  return nationalityAliases[typed.trim().toLowerCase()] ?? null;
}

/** The side a unit fights on: from its nationality, else its `side` attribute; null for neutral pieces. */
export function sideOf(unit: RulesUnit): Side | null {
  const nation = nationalityOf(unit);
  if (nation) return nationalities[nation];
  const side = String(unit.attrs.side ?? '').trim().toLowerCase();
  if (['allies', 'allied', 'entente', 'italy', 'italian'].includes(side)) return ALLIES;
  if (['central powers', 'cp', 'central', 'austria-hungary', 'germany'].includes(side)) return CENTRAL_POWERS;
  return null;
}

export const enemyOf = (side: Side): Side => (side === ALLIES ? CENTRAL_POWERS : ALLIES);

const typeOf = (unit: RulesUnit) => String(unit.attrs.type ?? '').toLowerCase();
const flag = (unit: RulesUnit, name: string) => unit.attrs[name] === true || String(unit.attrs[name]).toLowerCase() === 'yes';

/** 2.4, 8.2: artillery, air and naval markers support combat and stack free. */
export const isSupport = (unit: RulesUnit) => ['artillery', 'air', 'naval'].includes(typeOf(unit));
export const isHq = (unit: RulesUnit) => typeOf(unit) === 'hq';
/** 7.9: mountain units (Alpini, Gebirgs, Edelweiss, Alpenkorps…). */
export const isMountain = (unit: RulesUnit) => typeOf(unit) === 'mountain' || flag(unit, 'mountain');
/** 2.3.1: assault infantry, infiltration capable. */
export const isAssault = (unit: RulesUnit) => flag(unit, 'assault');
export const is14thArmyHq = (unit: RulesUnit) => isHq(unit) && flag(unit, 'army14');
/** 15.1: an HQ's front is support mode, its back movement mode. */
export const hqMode = (unit: RulesUnit): 'support' | 'movement' => (unit.face >= 1 ? 'movement' : 'support');

/** A ground unit that fights, stacks and exerts a ZOC (not a support marker, not a marker). */
export const isGroundUnit = (unit: RulesUnit) => unit.kind === 'unit' && !isSupport(unit) && sideOf(unit) !== null;

/** The view's ground units sorted once (memo.ts): all, by side and by hex, each in the view's order. */
interface UnitIndex {
  ground: readonly RulesUnit[];
  bySide: ReadonlyMap<Side, readonly RulesUnit[]>;
  byKey: ReadonlyMap<string, readonly RulesUnit[]>;
  /** Hexes holding an Out of Supply marker (14.3). */
  oos: ReadonlySet<string>;
}

const isOosMarker = (m: RulesUnit) => m.kind === 'marker' && String(m.attrs.marker ?? '').toLowerCase() === 'oos';

function unitIndex(view: RulesView): UnitIndex {
  return remembered(view, 'units', () => {
    const ground = view.units.filter(isGroundUnit);
    const bySide = new Map<Side, RulesUnit[]>();
    const byKey = new Map<string, RulesUnit[]>();
    const add = <K>(map: Map<K, RulesUnit[]>, key: K, unit: RulesUnit) => {
      const list = map.get(key);
      if (list) list.push(unit);
      else map.set(key, [unit]);
    };
    for (const unit of ground) {
      add(bySide, sideOf(unit)!, unit);
      add(byKey, unit.key, unit);
    }
    return { ground, bySide, byKey, oos: new Set(view.units.filter(isOosMarker).map((m) => m.key)) };
  });
}

/** 14.3: a unit is out of supply while an Out of Supply marker sits in its stack. */
export function isMarkedOutOfSupply(view: RulesView, unit: RulesUnit): boolean {
  return unitIndex(view).oos.has(unit.key);
}

/** Ground units of one side, in a cell or anywhere, in the view's order (a new array each call). */
export function groundUnits(view: RulesView, side?: Side, key?: string): RulesUnit[] {
  const index = unitIndex(view);
  const pool = key ? (index.byKey.get(key) ?? []) : side ? (index.bySide.get(side) ?? []) : index.ground;
  return key && side ? pool.filter((u) => sideOf(u) === side) : [...pool];
}

/** 10.1: only Italian and Austro-Hungarian forces have morale. */
export const moraleNations = ['Italian', 'Austro-Hungarian'] as const satisfies readonly Nationality[];
