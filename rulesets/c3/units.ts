/**
 * Operazione C3's counters as the assistant reads them: the attributes players type (or the demo
 * carries), which side a counter fights on, and the states shown by faces and markers —
 * Disorganized (DG marker, 5.6), Dispersed (the "Dis" side, 3.2), Activated (marker, 5.1.1).
 */
import type { AttributeSpec, RulesUnit, RulesView } from '../../src/rules/types';
import { countStack, remembered, type StackCount } from '../../src/rules/kit';

export const AXIS = 'Axis';
export const BRITISH = 'British';

/** Unit types by their symbols (1.2). */
export const unitTypes = [
  'infantry', 'special-forces', 'paratroopers', 'engineers', 'anti-tank', 'armour', 'marines', 'coastal', 'light-aa', 'heavy-aa', 'artillery',
] as const;
export type UnitType = (typeof unitTypes)[number];

export const attributes: readonly AttributeSpec[] = [
  { name: 'side', kind: 'text', values: [AXIS, BRITISH], description: 'Axis (Italians and the German Luftwaffe) or British (Commonwealth). Read from nationality when absent.' },
  { name: 'nationality', kind: 'text', values: ['Italian', 'German', 'Commonwealth'], description: 'The counter colour (1.2). Italians count for the victory points of 8.2.' },
  { name: 'type', kind: 'text', values: unitTypes, description: 'The symbol (1.2): armour and anti-tank fight the Tank/Anti-Tank combat (5.5.2); coastal, AA and armour/anti-tank stack free, one of each per hex (1.3.6, 7.3).' },
  { name: 'formation', kind: 'text', description: 'The Formation the unit belongs to (1.3.2); leave empty for an independent unit (1.3.3).' },
  { name: 'attack', kind: 'number', description: 'The Combat Value (the counter\'s first number; the drawn factors "3-6" give combat 3, movement 6).' },
  { name: 'movement', kind: 'number', description: 'The Movement Value.' },
  { name: 'defendOnly', kind: 'flag', description: 'The Combat Value is printed in parentheses: the unit may only defend (5.5).' },
  { name: 'elite', kind: 'flag', description: 'Elite indicator: may take a 1-column shift in its favour (5.5.1) and takes losses first when it does (5.5.1.2).' },
  { name: 'bonus', kind: 'text', values: ['S', 'L', 'swimmer', 'A'], description: 'Special skill (7.1): S +1 to land, L +1 to the stack\'s drop roll, swimmer not lost at sea, A lets La Spezia land.' },
  { name: 'airborne', kind: 'flag', description: 'Arrived by air (paratroopers, La Spezia): traces resupply to an airfield, not a port (7.5). Paratroopers are airborne without it.' },
  { name: 'steps', kind: 'number', description: 'Steps at full strength, 1 or 2 (1.3.7); a unit counts its steps left as stacking points (1.3.6).' },
  { name: 'back', kind: 'text', values: ['reduced', 'dis'], description: 'What the back face is: reduced (two-step units) or the "Dis" side of a paratrooper company (3.2). A unit showing its Dis side is Dispersed.' },
  { name: 'marker', kind: 'text', values: ['dg', 'activated', 'dis', 'turn'], description: 'Markers: DG (Disorganization, 5.6) and Activated (5.1.1) apply to the units in their hex; Dis marks them Dispersed; turn is the Game Turn marker.' },
  { name: 'chit', kind: 'text', values: ['formation', 'air', 'naval'], description: 'An activation chit (5.1): a Formation\'s, the Air Operation\'s or the Naval Operation\'s. Chits are read wherever they are; a chit on the board named "Activated" has operated this turn.' },
  { name: 'activation', kind: 'number', description: 'On a chit: the modifier to the activation roll printed on it (5.1).' },
];

const text = (u: { attrs: RulesUnit['attrs'] }, name: string): string => {
  const v = u.attrs[name];
  return typeof v === 'string' ? v.trim() : '';
};
const flag = (u: { attrs: RulesUnit['attrs'] }, name: string): boolean => u.attrs[name] === true || u.attrs[name] === 'yes';

/** A marker (DG, Activated, Dis, turn) rather than a unit. */
export function isMarker(u: RulesUnit): boolean {
  return u.kind === 'marker' || text(u, 'marker') !== '' || text(u, 'chit') !== '';
}

/** The side a counter fights on: its `side`, else its nationality's. */
export function sideOf(u: Pick<RulesUnit, 'attrs'>): string | null {
  const side = text(u, 'side').toLowerCase();
  if (side === 'axis') return AXIS;
  if (side === 'british' || side === 'commonwealth' || side === 'allies') return BRITISH;
  const nation = text(u, 'nationality').toLowerCase();
  if (nation === 'italian' || nation === 'german') return AXIS;
  if (nation === 'commonwealth' || nation === 'british') return BRITISH;
  return null;
}

export function typeOf(u: RulesUnit): UnitType | '' {
  const t = text(u, 'type').toLowerCase();
  return (unitTypes as readonly string[]).includes(t) ? (t as UnitType) : '';
}

export const formationOf = (u: RulesUnit): string => text(u, 'formation');
export const isIndependent = (u: RulesUnit): boolean => formationOf(u) === '';
export const isElite = (u: RulesUnit): boolean => flag(u, 'elite');
export const isDefendOnly = (u: RulesUnit): boolean => flag(u, 'defendOnly');
export const bonusOf = (u: RulesUnit): string => text(u, 'bonus');
export const isItalian = (u: RulesUnit): boolean => text(u, 'nationality').toLowerCase() === 'italian';
/** Armoured units: the tanks that bring on a Tank/Anti-Tank combat (5.5.2). */
export const isArmour = (u: RulesUnit): boolean => typeOf(u) === 'armour';
export const isArtillery = (u: RulesUnit): boolean => typeOf(u) === 'artillery';
export const isAntiAircraft = (u: RulesUnit): boolean => typeOf(u) === 'light-aa' || typeOf(u) === 'heavy-aa';
export const isCoastal = (u: RulesUnit): boolean => typeOf(u) === 'coastal';
/** Arrived by air (7.5 traces its resupply to an airfield). */
export const isAirborne = (u: RulesUnit): boolean => flag(u, 'airborne') || typeOf(u) === 'paratroopers';

/** The units (not markers) of a view. */
export function unitsOnly(view: RulesView): RulesUnit[] {
  return view.units.filter((u) => !isMarker(u));
}

/** The markers in each hex (cell key → marker kinds), read once per view so per-unit questions stay cheap. */
function markersByHex(view: RulesView): ReadonlyMap<string, ReadonlySet<string>> {
  return remembered(view, 'markersByHex', () => {
    const out = new Map<string, Set<string>>();
    for (const u of view.units) {
      const kind = text(u, 'marker').toLowerCase();
      if (kind === '') continue;
      const here = out.get(u.key) ?? new Set<string>();
      here.add(kind);
      out.set(u.key, here);
    }
    return out;
  });
}

function markersIn(view: RulesView, key: string, marker: string): boolean {
  return markersByHex(view).get(key)?.has(marker) ?? false;
}

/** 5.6 Disorganized: a DG marker shares its hex. */
export function isDisorganized(view: RulesView, u: RulesUnit): boolean {
  return markersIn(view, u.key, 'dg');
}

/** 3.2 Dispersed: the unit shows its "Dis" side, or a Dis marker shares its hex. */
export function isDispersed(view: RulesView, u: RulesUnit): boolean {
  return (text(u, 'back').toLowerCase() === 'dis' && u.face >= 1) || markersIn(view, u.key, 'dis');
}

/** 5.1.1, 5.3.2: an Activated marker shares its hex (independent units, artillery used this turn). */
export function isActivatedMarked(view: RulesView, u: RulesUnit): boolean {
  return markersIn(view, u.key, 'activated');
}

/** The Combat Value of the face shown (1.2). */
export function combatValue(u: RulesUnit): number {
  return u.attack ?? u.defence ?? 0;
}

/** Stacking points: steps left (1.3.6 "a limit to the number of steps"), or a `stacking` attribute when typed. */
export function stackingPoints(u: RulesUnit): number {
  const typed = u.attrs.stacking;
  return typeof typed === 'number' && Number.isFinite(typed) ? typed : u.stepsLeft;
}

/** 1.3.6, 7.3: the kinds that stack free, one of each per hex. */
export function freeKind(u: RulesUnit): string | null {
  const t = typeOf(u);
  if (t === 'coastal') return 'coastal battery';
  if (t === 'light-aa' || t === 'heavy-aa') return 'anti-aircraft unit';
  if (t === 'armour' || t === 'anti-tank') return 'armoured/anti-tank unit';
  return null;
}

/** A hex's units counted for stacking (1.3.6). */
export function countUnits(units: readonly RulesUnit[]): StackCount<RulesUnit> {
  return countStack(units, stackingPoints, freeKind);
}

/** Every unit of a side on the map, Dispersed ones included. */
export function unitsOfSide(view: RulesView, side: string): RulesUnit[] {
  return unitsOnly(view).filter((u) => sideOf(u) === side);
}

/** Units of the enemy of `side`, Dispersed ones excluded where `countDispersed` is false (3.2: "as if not present"). */
export function enemiesOf(view: RulesView, side: string | null, countDispersed = false): RulesUnit[] {
  return unitsOnly(view).filter((u) => {
    const s = sideOf(u);
    return s !== null && s !== side && (countDispersed || !isDispersed(view, u));
  });
}
