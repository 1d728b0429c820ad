/**
 * Kesselring's War's counters as the assistant reads them (2.3–2.5, 24): the attributes players
 * type (or the demo carries), the side and contingent a counter belongs to, its class — mobile
 * (mechanized or not), static (garrisons), air, naval, special support — and its abilities.
 */
import type { AttributeSpec, RulesUnit, RulesView } from '../../src/rules/types';
import { remembered } from '../../src/rules/kit';

export const AXIS = 'Axis';
export const ALLIES = 'Allies';
export const sides = [ALLIES, AXIS] as const;

/** 2.5: the Allied contingents are the US (with the Free French) and the British Commonwealth; each Axis nation is one. */
export const contingents = ['US', 'Commonwealth', 'German', 'Italian'] as const;
export type Contingent = (typeof contingents)[number];

/** Unit types by their symbols (2.3, 2.4). */
export const unitTypes = [
  'armor', 'armored-infantry', 'infantry', 'motorized-infantry', 'mountain', 'airborne', 'flak', 'garrison',
  'tac', 'saf', 'cve', 'naval-gunfire', 'amphibious', 'leader', 'commando', 'heavy-panzer', 'special-air',
] as const;
export type UnitType = (typeof unitTypes)[number];

export const attributes: readonly AttributeSpec[] = [
  { name: 'side', kind: 'text', values: [ALLIES, AXIS], description: 'Allies or Axis (2.5). Read from nationality when absent.' },
  { name: 'nationality', kind: 'text', values: ['US', 'French', 'British', 'Canadian', 'Polish', 'Indian', 'New Zealand', 'South African', 'German', 'Italian', 'RSI', 'ECI'], description: 'Gives the contingent (2.5): US and French are the US contingent; British, Canadian, Polish, Indian, New Zealand, South African and the ECI (30.3) the Commonwealth; RSI units are German (30.3).' },
  { name: 'type', kind: 'text', values: unitTypes, description: 'The symbol (2.3, 2.4): armor and armored-infantry (panzergrenadier) are mechanized; garrison is static; tac, saf and cve are air units; naval-gunfire and amphibious naval units; leader, commando, heavy-panzer and special-air are SSU.' },
  { name: 'size', kind: 'text', values: ['division', 'regiment', 'brigade', 'group', 'kampfgruppe', 'task-force'], description: 'Division, regiment/brigade, group, or a Kampfgruppe or Task Force of optional rule 31 (2.3.1, 31.0): a permanently eliminated mechanized or airborne division is worth 1 VP (3.3).' },
  { name: 'attack', kind: 'number', description: 'Combat strength of the face shown (15.1 uses the current printed strength).' },
  { name: 'defence', kind: 'number', description: 'Defence strength when it differs from the attack strength; else the attack strength is read.' },
  { name: 'movement', kind: 'number', description: 'The printed Movement Factor (13.0); the LOC length too (12.2).' },
  { name: 'steps', kind: 'number', description: 'Steps at full strength: 2 for a unit with a reduced back, else 1.' },
  { name: 'elite', kind: 'flag', description: 'White cross between the factors (24.1): may ignore retreats (17.1.2) and pursue two hexes (17.2.1).' },
  { name: 'mountain', kind: 'flag', description: 'Mountain symbol (24.2): 1 MP into rough, 2 into mountains, and negates one defender shift attacking rough or mountains. Mountain-type units have it without the flag.' },
  { name: 'flak', kind: 'number', description: 'The flak factor in the blue box (24.3): negates one CAS air unit, 1L against bombardment. Full-strength garrisons have it (12.1).' },
  { name: 'range', kind: 'text', description: 'Air units: range in hexes, or U for unlimited (20.3).' },
  { name: 'bombard', kind: 'number', description: 'Air units: Bombardment Factor (21.2.1).' },
  { name: 'airAir', kind: 'number', description: 'Air units: Air-Air Combat Factor (21.3.1).' },
  { name: 'attackSupport', kind: 'number', description: 'SSU: Attack Support Factor, right shifts for one attack (23.2).' },
  { name: 'defenceSupport', kind: 'number', description: 'SSU: Defense Support Factor, left shifts for one defence (23.2).' },
  { name: 'arrives', kind: 'text', description: 'Reinforcement code: the GT it arrives, or R (7.1.1).' },
  { name: 'marker', kind: 'text', values: ['fortification', 'ap-allies', 'ap-axis', 'turn', 'interdiction', 'open-city'], description: 'Markers: a fortification (25), an Open City (optional 34), the AP markers on the AP tracks (5.2), the Game Turn marker, Naval Interdiction (14.2.1).' },
];

const text = (u: { attrs: RulesUnit['attrs'] }, name: string): string => {
  const v = u.attrs[name];
  return typeof v === 'string' ? v.trim() : '';
};
const flag = (u: { attrs: RulesUnit['attrs'] }, name: string): boolean => u.attrs[name] === true || u.attrs[name] === 'yes';
const num = (u: { attrs: RulesUnit['attrs'] }, name: string): number => {
  const v = u.attrs[name];
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
};

const nationContingent: Readonly<Record<string, Contingent>> = {
  us: 'US', french: 'US', british: 'Commonwealth', canadian: 'Commonwealth', polish: 'Commonwealth', indian: 'Commonwealth',
  'new zealand': 'Commonwealth', 'south african': 'Commonwealth', eci: 'Commonwealth', commonwealth: 'Commonwealth',
  german: 'German', rsi: 'German', italian: 'Italian',
};

/** 2.5 (and 30.3 for RSI and ECI units): the contingent a counter belongs to, or null when its nationality is not typed. */
export function contingentOf(u: Pick<RulesUnit, 'attrs'>): Contingent | null {
  return nationContingent[text(u, 'nationality').toLowerCase()] ?? null;
}

/** The side a counter fights on: its `side`, else its contingent's. */
export function sideOf(u: Pick<RulesUnit, 'attrs'>): string | null {
  const side = text(u, 'side').toLowerCase();
  if (side === 'axis') return AXIS;
  if (side === 'allies' || side === 'allied') return ALLIES;
  const c = contingentOf(u);
  if (c === 'German' || c === 'Italian') return AXIS;
  if (c === 'US' || c === 'Commonwealth') return ALLIES;
  return null;
}

export const otherSide = (side: string | null): string => (side === AXIS ? ALLIES : AXIS);

export function typeOf(u: Pick<RulesUnit, 'attrs'>): UnitType | '' {
  const t = text(u, 'type').toLowerCase();
  return (unitTypes as readonly string[]).includes(t) ? (t as UnitType) : '';
}

/** A marker (fortification, AP, turn, interdiction) rather than a unit. */
export function isMarker(u: RulesUnit): boolean {
  return u.kind === 'marker' || text(u, 'marker') !== '';
}

export const markerOf = (u: RulesUnit): string => text(u, 'marker').toLowerCase();

/** 2.3.1 mechanized class: armor/panzer and armored infantry/panzergrenadier. */
export const isMechanized = (u: Pick<RulesUnit, 'attrs'>): boolean => typeOf(u) === 'armor' || typeOf(u) === 'armored-infantry';
/** 2.3.1 static units: garrisons and bases. */
export const isGarrison = (u: Pick<RulesUnit, 'attrs'>): boolean => typeOf(u) === 'garrison';
export const isAir = (u: Pick<RulesUnit, 'attrs'>): boolean => typeOf(u) === 'tac' || typeOf(u) === 'saf' || typeOf(u) === 'cve';
export const isNaval = (u: Pick<RulesUnit, 'attrs'>): boolean => typeOf(u) === 'naval-gunfire' || typeOf(u) === 'amphibious';
/** 2.4 Special Support Units. */
export const isSsu = (u: Pick<RulesUnit, 'attrs'>): boolean => ['leader', 'commando', 'heavy-panzer', 'special-air'].includes(typeOf(u));
/** Ground units: mobile or static, the ones that exert ZOC, stack, control hexes and fight on the CRT. */
export const isGround = (u: RulesUnit): boolean => !isMarker(u) && typeOf(u) !== '' && !isAir(u) && !isNaval(u) && !isSsu(u);
/** Mobile ground units (2.3.1): every ground unit but garrisons. */
export const isMobile = (u: RulesUnit): boolean => isGround(u) && !isGarrison(u);
export const isElite = (u: Pick<RulesUnit, 'attrs'>): boolean => flag(u, 'elite');
/** 24.2: the mountain symbol. */
export const isMountainUnit = (u: Pick<RulesUnit, 'attrs'>): boolean => flag(u, 'mountain') || typeOf(u) === 'mountain';
export const isAirborne = (u: Pick<RulesUnit, 'attrs'>): boolean => typeOf(u) === 'airborne';
export const isItalian = (u: Pick<RulesUnit, 'attrs'>): boolean => contingentOf(u) === 'Italian';
/** 13.6 applies to Allied motorized infantry only. */
export const isAlliedMotorized = (u: RulesUnit): boolean => typeOf(u) === 'motorized-infantry' && sideOf(u) === ALLIES;
export const isDivision = (u: Pick<RulesUnit, 'attrs'>): boolean => text(u, 'size').toLowerCase() === 'division';

/** 24.3, 12.1: a flak factor, or a garrison at full strength. */
export function hasFlak(u: RulesUnit): boolean {
  if (num(u, 'flak') > 0) return true;
  return typeOf(u) === 'flak' || (isGarrison(u) && u.stepsLeft >= u.steps && u.face === 0);
}

/** A unit showing its reduced side (two-step units, 8.2). */
export const isReduced = (u: RulesUnit): boolean => u.stepsLeft < u.steps || (u.steps > 1 && u.face >= 1);

export const attackOf = (u: RulesUnit): number => u.attack ?? 0;
export const defenceOf = (u: RulesUnit): number => u.defence ?? u.attack ?? 0;
export const numberAttr = num;
export const textAttr = text;

/** The units (not markers) of a view. */
export function unitsOnly(view: RulesView): RulesUnit[] {
  return remembered(view, 'kw:units', () => view.units.filter((u) => !isMarker(u)));
}

/** Ground units of one side on the map. */
export function groundOf(view: RulesView, side: string): RulesUnit[] {
  return remembered(view, `kw:ground:${side}`, () => unitsOnly(view).filter((u) => isGround(u) && sideOf(u) === side));
}

/** The markers of a kind in each hex, once per view. */
export function markedHexes(view: RulesView, marker: string): ReadonlySet<string> {
  return remembered(view, `kw:marker:${marker}`, () => new Set(view.units.filter((u) => markerOf(u) === marker).map((u) => u.key)));
}

/** 25.3: a fortification marker shares the hex. */
export const isFortified = (view: RulesView, key: string): boolean => markedHexes(view, 'fortification').has(key);
