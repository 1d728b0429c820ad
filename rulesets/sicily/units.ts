/**
 * The Sicily module's counters as the assistant reads them: the side, the nationality and the two
 * Allied commands it makes for combat (NR 2.1), the unit kinds the module's rules name — coast
 * defence (CD 1), beach (NR 2.3) and CCNN units (FM 3.3, 3.4) — and a CD unit's state: Tried when
 * its front shows, Untried when its back shows or it is still sealed from the cup (CD 1.1, 1.2).
 */
import type { AttributeSpec, RulesUnit, RulesView } from '../../src/rules/types';
import { remembered } from '../../src/rules/kit';

export const AXIS = 'Axis';
export const ALLIED = 'Allied';

/** Cited for what the game's own rules cover and this module does not (strengths, movement costs). */
export const GAME_RULES = 'the game\'s rules';

/** NR 2.1: for combat there are only two Allied nationalities, American (US) and British (Br). */
export type Command = 'US' | 'Br';

/** NR 2.1: the French unit is under American command, the Canadian units under British command. */
const commands: Readonly<Record<string, Command>> = {
  us: 'US', american: 'US', french: 'US',
  british: 'Br', br: 'Br', canadian: 'Br',
};

/** What the command is called in a sentence. */
export const commandNames: Readonly<Record<Command, string>> = { US: 'American (US, French)', Br: 'British (British, Canadian)' };

export const attributes: readonly AttributeSpec[] = [
  { name: 'side', kind: 'text', values: [AXIS, ALLIED], description: 'Axis or Allied. Read from nationality when absent.' },
  { name: 'nationality', kind: 'text', values: ['US', 'French', 'British', 'Canadian', 'German', 'Italian'], description: 'For combat the French count as US and the Canadians as British (NR 2.1); attacks mixing the two commands get +1 (NR 2.2), and beach units serve invasions of their own command only (NR 2.3).' },
  { name: 'type', kind: 'text', values: ['cd', 'beach', 'ccnn'], description: 'Free text; the assistant reads cd (coast defence unit: CD 1.1–1.6; an Untried one cannot move but exerts a ZOC and is subject to supply like any ground combat unit, CD 1.5), beach (beach unit, NR 2.3) and ccnn (CCNN unit, FM 3.3, 3.4).' },
  { name: 'attack', kind: 'number', description: 'Attack strength of the face shown. A CD unit showing its Untried back (face 1) has unknown values: whatever is typed there is ignored (CD 1.1, 1.2).' },
  { name: 'defence', kind: 'number', description: 'Defence strength of the face shown. A Tried CD unit with defence 0 is removed from play at once (CD 1.3).' },
  { name: 'movement', kind: 'number', description: 'Movement allowance (MA) of the face shown. A Tried CD unit with MA 0 never moves and is eliminated if forced to retreat (CD 1.6).' },
  { name: 'er', kind: 'number', description: 'Efficiency rating (ER) as printed: Italian Demoralization takes one from every Italian unit (FM 3.3), Fascist Revival adds two to CCNN units (FM 3.4); the combat dialog and the Efficiency ratings report show the result.' },
  { name: 'earmarked', kind: 'flag', description: 'An Allied unit earmarked for future employment in Italy: committing it to combat costs VP as the Play Book says (TR 4).' },
];

const text = (u: { attrs: RulesUnit['attrs'] }, name: string): string => {
  const v = u.attrs[name];
  return typeof v === 'string' ? v.trim() : '';
};

/** A marker (the turn marker, a track marker) rather than a unit. */
export const isMarker = (u: RulesUnit): boolean => u.kind === 'marker' || text(u, 'marker') !== '';

/** NR 2.1: the Allied command a counter fights under, or null for Axis and untyped counters. */
export function commandOf(u: Pick<RulesUnit, 'attrs'>): Command | null {
  return commands[text(u, 'nationality').toLowerCase()] ?? null;
}

/** The side a counter fights on: its `side`, else its nationality's. */
export function sideOf(u: Pick<RulesUnit, 'attrs'>): string | null {
  const side = text(u, 'side').toLowerCase();
  if (side === 'axis') return AXIS;
  if (side === 'allied' || side === 'allies') return ALLIED;
  const nation = text(u, 'nationality').toLowerCase();
  if (nation === 'german' || nation === 'italian') return AXIS;
  return commandOf(u) ? ALLIED : null;
}

const typeIs = (u: Pick<RulesUnit, 'attrs'>, ...names: string[]): boolean => names.includes(text(u, 'type').toLowerCase());

/** CD 1: a coast defence unit. */
export const isCd = (u: Pick<RulesUnit, 'attrs'>): boolean => typeIs(u, 'cd', 'coast defence', 'coast defense', 'coast-defence', 'coast-defense');
/** NR 2.3: a beach unit. */
export const isBeach = (u: Pick<RulesUnit, 'attrs'>): boolean => typeIs(u, 'beach');
/** FM 3.3, 3.4: a CCNN unit. */
export const isCcnn = (u: Pick<RulesUnit, 'attrs'>): boolean => typeIs(u, 'ccnn');
export const isItalian = (u: Pick<RulesUnit, 'attrs'>): boolean => text(u, 'nationality').toLowerCase() === 'italian';
export const isEarmarked = (u: Pick<RulesUnit, 'attrs'>): boolean => u.attrs.earmarked === true || u.attrs.earmarked === 'yes';

/**
 * CD 1.1, 1.2: an Untried CD unit — its back (face 1) shows, or it is still sealed from the cup.
 * Its values are unknown to both players, so nothing typed on it is read.
 */
export const isUntriedCd = (u: RulesUnit): boolean => isCd(u) && (u.hidden === true || u.face === 1);
/** CD 1.1: a Tried CD unit, its front with known values showing. */
export const isTriedCd = (u: RulesUnit): boolean => isCd(u) && u.hidden !== true && u.face === 0;

/** CD 1.3: a Tried CD unit with defence 0 is removed from play at once. */
export const isZeroDefenceTried = (u: RulesUnit): boolean => isTriedCd(u) && u.defence === 0;
/** CD 1.6: a Tried CD unit with MA 0 never moves. */
export const isFixedTried = (u: RulesUnit): boolean => isTriedCd(u) && u.movement === 0;

/** A unit's name for the players; a sealed counter's name is not readable. */
export const nameOf = (view: RulesView, u: RulesUnit): string => (u.hidden ? `the sealed CD unit at ${view.map.label(u.cell)}` : u.name);

/** The units (not markers) of a view. */
export function unitsOnly(view: RulesView): RulesUnit[] {
  return remembered(view, 'sicily:units', () => view.units.filter((u) => !isMarker(u)));
}

/** The CD units on the map. */
export function cdUnits(view: RulesView): RulesUnit[] {
  return remembered(view, 'sicily:cd', () => unitsOnly(view).filter(isCd));
}

/** A unit's ER as printed, or null when none is typed. */
export function printedEr(u: RulesUnit): number | null {
  const v = u.attrs.er;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}
