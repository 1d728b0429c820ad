/**
 * German High Command's ordinary die rolls: the Port Check (4.7.2: 1d6, open on 7+), the OKW
 * Overrule (10.0: +1 Unrest, the overruled position loses 1 Prestige on 1d6 < 3), a Dismissal roll
 * against a General's Confidence Factor (4.3.1) and the Paratroops roll (6.0). A roll that moves a
 * track offers the change; nothing is set until a player applies it.
 */
import type { Modifier } from '../../src/rules/kit';
import type { RollSpec, RulesView, ValueChange } from '../../src/rules/types';
import { axisControlled, ghcAreas, type GhcArea } from './areas';
import { positions, roleName } from './roles';
import { flagValue, moveBy, numberValue, prestigeOf } from './values';

/** 4.7.2 a port opens on a modified 7+. */
export const PORT_OPENS = 7;
/**
 * The choices of a Port Check: Great Britain, or Northern Africa & Libya with the number of Bases
 * under Axis Control (a modifier the table cannot read, so it is picked; the list's length of 0–6
 * is the assistant's, not a rule).
 */
const AFRICA_BASES = [0, 1, 2, 3, 4, 5, 6];
export const portChoices = [
  { value: 'gb', label: 'Great Britain' },
  ...AFRICA_BASES.map((n) => ({ value: `africa-${n}`, label: `Northern Africa & Libya, ${n} Base${n === 1 ? '' : 's'} under Axis Control` })),
];

/** The Port Check's choices, the map's count of Bases under Axis Control marked when the map has areas. */
function portChoicesOn(view: RulesView) {
  const counted = view.areaInfo?.length ? ghcAreas(view).filter((a) => isBase(a) && axisControlled(a)).length : null;
  return portChoices.map((c) => (c.value === `africa-${counted}` ? { ...c, label: `${c.label} (as on the map)` } : c));
}

/** A Base: an area with the `base` attribute, or named "… (base)". */
const isBase = (a: GhcArea): boolean => a.base || /\(base\)/i.test(a.name);

/**
 * Whether the map shows an area under Axis Control, by a name ending in `name` ("28 Egypt"); null
 * when the map has no such area, so the players tick the modifier themselves.
 */
function axisHolds(view: RulesView, name: string): boolean | null {
  const found = ghcAreas(view).find((a) => new RegExp(`(^|\\s)${name}$`, 'i').test(a.name));
  return found ? axisControlled(found) : null;
}

/** A situational modifier ticked as the map reads, or left off when it cannot. */
const asMapReads = (m: Modifier, holds: boolean | null): Modifier => ({ ...m, on: holds ?? false });
const basesOf = (choice: string | undefined): number | null => {
  const m = /^africa-(\d+)$/.exec(choice ?? '');
  return m ? Number(m[1]) : null;
};

const notHeld = (holds: boolean | null): boolean | null => (holds === null ? null : !holds);

/** 4.7.2 the Port Check's modifiers for the port picked; Egypt, Southern Italy and Southern France read from the map where it names them. */
export function portModifiers(view: RulesView, choice?: string): Modifier[] {
  if (choice === 'gb') {
    return [
      { id: 'western-control', kind: 'drm', value: numberValue(view, 'airNavalWestern'), reason: 'Western Air/Naval Control', rule: '4.7.2' },
      asMapReads({ id: 'southern-france', kind: 'drm', value: -4, reason: 'Southern France is not under Axis Control', rule: '4.7.2', situational: true }, notHeld(axisHolds(view, 'Southern France'))),
    ];
  }
  const bases = basesOf(choice);
  if (bases === null) return [];
  return [
    { id: 'southern-control', kind: 'drm', value: numberValue(view, 'airNavalSouthern'), reason: 'Southern Air/Naval Control', rule: '4.7.2' },
    { id: 'bases', kind: 'drm', value: bases, reason: `${bases} Base${bases === 1 ? '' : 's'} under Axis Control`, rule: '4.7.2' },
    asMapReads({ id: 'egypt', kind: 'drm', value: 2, reason: 'Egypt is under Axis Control', rule: '4.7.2', situational: true }, axisHolds(view, 'Egypt')),
    asMapReads({ id: 'southern-italy', kind: 'drm', value: -4, reason: 'Southern Italy is not under Axis Control', rule: '4.7.2', situational: true }, notHeld(axisHolds(view, 'Southern Italy'))),
  ];
}

export const portCheckRoll: RollSpec = {
  id: 'port-check', name: 'Port Check', rule: '4.7.2', die: '1d6', choiceLabel: 'Port',
  choices: portChoicesOn,
  modifiers: portModifiers,
  outcome(total, _view, choice) {
    if (choice !== 'gb' && basesOf(choice) === null) return 'Choose the port first: Great Britain, or Northern Africa & Libya with its Bases under Axis Control.';
    return total >= PORT_OPENS
      ? `${total} ≥ ${PORT_OPENS}: the port is open: place an Open Port marker (4.7.2).`
      : `${total} < ${PORT_OPENS}: the port stays closed (4.7.2).`;
  },
};

/** 10.0 the overruled player loses 1 Prestige on a roll below 3. */
export const OVERRULE_LOSS_BELOW = 3;
const overruled = positions.filter((p) => p.id !== 'okw');

export const overruleRoll: RollSpec = {
  id: 'okw-overrule', name: 'OKW Overrule', rule: '10.0', die: '1d6', choiceLabel: 'Position overruled',
  choices: () => overruled.map((p) => ({ value: p.id, label: p.name })),
  modifiers: () => [],
  outcome(roll, _view, choice) {
    const who = choice ? roleName(choice) : 'the overruled player';
    return roll < OVERRULE_LOSS_BELOW
      ? `${roll} < ${OVERRULE_LOSS_BELOW}: ${who} loses 1 Prestige; +1 Unrest (10.0).`
      : `${roll} ≥ ${OVERRULE_LOSS_BELOW}: ${who} keeps his Prestige; +1 Unrest (10.0).`;
  },
  changes(roll, view, choice) {
    const out: ValueChange[] = [moveBy(view, 'unrest', 1, 'the OKW overruled a player: +1 Unrest (10.0)')];
    if (roll < OVERRULE_LOSS_BELOW && choice && overruled.some((p) => p.id === choice)) out.push(moveBy(view, prestigeOf(choice), -1, `${roleName(choice)} overruled, rolled ${roll} < ${OVERRULE_LOSS_BELOW}: −1 Prestige (10.0)`));
    return out;
  },
};

/**
 * 4.3.1 the General's Confidence Factor and whether he has a Dissident marker, picked before the
 * roll. The aid names no die for it: 1d6 as for its other rolls, so factors 1–6 are offered.
 */
const FACTORS = [1, 2, 3, 4, 5, 6];
export const dismissalChoices = FACTORS.flatMap((f) => [
  { value: `cf${f}`, label: `Confidence Factor ${f}` },
  { value: `cf${f}-dissident`, label: `Confidence Factor ${f}, with a Dissident marker` },
]);
function readDismissal(choice: string | undefined) {
  const m = /^cf(\d+)(-dissident)?$/.exec(choice ?? '');
  return m ? { factor: Number(m[1]), dissident: m[2] !== undefined } : null;
}

export const dismissalRoll: RollSpec = {
  id: 'dismissal', name: 'Dismissal', rule: '4.3.1', die: '1d6', choiceLabel: 'General',
  choices: () => dismissalChoices,
  modifiers: () => [],
  outcome(roll, _view, choice) {
    const g = readDismissal(choice);
    if (!g) return 'Choose the General\'s Confidence Factor first.';
    const vs = `${roll} ${roll < g.factor ? '<' : roll === g.factor ? '=' : '>'} Confidence Factor ${g.factor}`;
    if (roll < g.factor) return `${vs}: flip the General back to its regular side${g.dissident ? ', keeping its Dissident marker' : ''} (4.3.1).`;
    if (roll === g.factor && !g.dissident) return `${vs}: add a Dissident marker; +1 Unrest, +1 Black Orchestra (4.3.1).`;
    return `${vs}${roll === g.factor ? ' and the General is a Dissident' : ''}: Dismissed: remove the General from the game; +1 Unrest, +1 Black Orchestra (4.3.1). Fill the Vacancy in the Appointments (4.3.2).`;
  },
  changes(roll, view, choice) {
    const g = readDismissal(choice);
    if (!g || roll < g.factor) return [];
    const why = `${roll} ${roll === g.factor ? '=' : '>'} Confidence Factor ${g.factor} (4.3.1)`;
    return [moveBy(view, 'unrest', 1, `+1 Unrest: ${why}`), moveBy(view, 'blackOrchestra', 1, `+1 Black Orchestra: ${why}`)];
  },
};

/** 6.0 Paratroops: when attacking out of winter, +1 grey die, then 1d6 against the Paratroop marker. */
export const paratroopsRoll: RollSpec = {
  id: 'paratroops', name: 'Paratroops', rule: '6.0', die: '1d6',
  modifiers: () => [],
  outcome(roll, view) {
    const marker = numberValue(view, 'paratroops');
    const notes = [
      roll > marker ? `${roll} > Paratroop marker ${marker}: remove the Paratroop marker (6.0).`
        : roll < marker ? `${roll} < Paratroop marker ${marker}: lower the Paratroop marker (6.0).`
          : `${roll} = Paratroop marker ${marker}: the aid says nothing for an equal roll; the marker stays (6.0).`,
      'The Paratroops add 1 grey die to an Axis attack (6.0).',
    ];
    if (flagValue(view, 'winter')) notes.push('It is winter: Paratroops may only be used when attacking not in Winter (6.0).');
    return notes.join(' ');
  },
  changes(roll, view) {
    const marker = numberValue(view, 'paratroops');
    if (roll > marker) return [{ id: 'paratroops', value: 0, why: `rolled ${roll} > ${marker}: the Paratroop marker is removed (6.0)` }];
    return roll < marker ? [moveBy(view, 'paratroops', -1, `rolled ${roll} < ${marker}: the Paratroop marker is lowered (6.0)`)] : [];
  },
};

export const rolls: readonly RollSpec[] = [portCheckRoll, overruleRoll, dismissalRoll, paratroopsRoll];
