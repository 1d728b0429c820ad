/**
 * Every die roll besides the combat roll that the assistant can make with its modifiers: the
 * Morale Table (Panic's extra step included), mobilization, Operational Pause, Sudden Death, the
 * random events' rolls, GHQ reserves and support employment. The app rolls with the shared roller
 * and passes the modified roll in; these only say what it means, and warn when a rule's limit is
 * broken.
 */
import type { Finding, Modifier } from '../../src/rules/kit';
import type { RollSpec, RulesView } from '../../src/rules/types';
import { moraleOf, moraleOutcome, moraleRollModifiers, type MoraleArmy } from './morale';
import { mobilizationProblems, mobilizationRp, pauseMoraleGain, pauseProblems, pauseRpGain } from './turnCharts';
import { numberValue, turnsValue } from './values';

const turnOf = (view: RulesView) => numberValue(view, 'turn');

/** Findings as trailing warnings of an outcome sentence. */
function withWarnings(text: string, findings: readonly Finding[]): string {
  return [text, ...findings.map((f) => `Warning: ${f.text} (${f.rule})`)].join(' ');
}

/** A warning when a roll belongs to other game turns than this one. */
function turnWarning(view: RulesView, from: number, to: number, what: string, rule: string): Finding[] {
  const turn = turnOf(view);
  return turn < from || turn > to ? [{ severity: 'warning', rule, text: `${what} only happens on GT ${from}–${to} (this is GT ${turn}).` }] : [];
}

/**
 * 10.4: the Morale Table for a defending army; its assault infantry DRM is the players' tick. Panic's
 * extra step is read from this same roll (morale.ts), so there is no roll of its own.
 */
function moraleRoll(army: MoraleArmy): RollSpec {
  return {
    id: army === 'Italian' ? 'morale-italian' : 'morale-austro-hungarian',
    name: `Morale Table (${army} defender)`,
    rule: '10.4, 12.2',
    die: '1d6',
    modifiers: (view) => moraleRollModifiers(view, army, 'ask'),
    outcome: (roll, view) => {
      const exempt = army === 'Austro-Hungarian' ? ' Mixed German/Austro-Hungarian stacks are not affected by morale and do not roll (10.1).' : '';
      return `${moraleOutcome(view, army, roll)}${exempt}`;
    },
  };
}

/** 13.2.1: Italian General Mobilization. */
const mobilizationRoll: RollSpec = {
  id: 'mobilization', name: 'Italian General Mobilization', rule: '13.2.1', die: '1d6',
  modifiers: () => [],
  outcome: (roll, view) => {
    const text = `+${mobilizationRp(roll)} Italian RP this GT. Each General Mobilization adds 1 VP to the Central Powers at the end of GT 13 (5.2; 13.2.1 says 1 Allied VP less: the same for the 8-VP margin of 5.3).`;
    return withWarnings(text, mobilizationProblems(turnOf(view), turnsValue(view, 'mobilizations')));
  },
};

/** 17.1: the Operational Pause's morale roll, made when the pause is declared. */
const pauseMoraleRoll: RollSpec = {
  id: 'pause-morale', name: 'Operational Pause: morale', rule: '17.1', die: '1d6',
  modifiers: () => [],
  outcome: (roll, view) => {
    const text = pauseMoraleGain(roll) ? '+1 on that side’s Morale Track (17.1; only Italian and Austro-Hungarian morale is tracked, 10.1).' : 'Morale level unchanged (17.1).';
    return withWarnings(text, pauseProblems(turnOf(view)));
  },
};

/** 17.1: the pausing side's roll in the next GT's Reinforcement Phase. */
const pauseRpRoll: RollSpec = {
  id: 'pause-rp', name: 'Operational Pause: returning wounded', rule: '17.1', die: '1d6',
  modifiers: () => [],
  outcome: (roll, view) => {
    const text = pauseRpGain(roll) ? '+1 RP for that side this GT (17.1).' : 'No additional RP (17.1).';
    const early = turnOf(view) <= 3 ? [{ severity: 'warning' as const, rule: '17.0', text: 'This roll follows a pause declared last GT, and no pause may be declared on GT 1–2.' }] : [];
    return withWarnings(text, early);
  },
};

/** 5.1: Venezia captured after GT 2; +1 when Italian morale is −3 or lower; once per game. */
const suddenDeathRoll: RollSpec = {
  id: 'sudden-death', name: 'Sudden Death: Venezia captured', rule: '5.1', die: '1d6',
  modifiers: (view) => {
    const low = moraleOf(view, 'Italian') <= -3;
    return low ? [{ id: 'italian-morale', kind: 'drm', value: 1, reason: 'Italian morale −3 or lower', rule: '5.1' }] : [];
  },
  outcome: (roll, view) => {
    if (turnOf(view) <= 2) return 'Venezia captured on GT 1 or 2: the Central Powers win a Sudden Death Victory outright, no roll needed (5.1).';
    return roll >= 5
      ? 'The Central Powers win a Sudden Death Victory (5.1).'
      : 'No Sudden Death Victory; this roll is made once only and may not be tried again in later turns (5.1).';
  },
};

/** Mine Warfare (B event). */
const mineRoll: RollSpec = {
  id: 'mine-warfare', name: 'Mine Warfare', rule: '6.0', die: '1d6',
  modifiers: () => [],
  outcome: (roll, view) => {
    const text = roll <= 4
      ? 'One Italian step in the target hex is eliminated (Allied player’s choice). If the hex is emptied, adjacent Central Powers units may advance into it; it is not an E result (6.0).'
      : 'No effect (6.0).';
    return withWarnings(text, turnWarning(view, 7, 13, 'Mine Warfare (a B event)', '6.1'));
  },
};

/** Kaiserschlacht (B event), then one roll per remaining British and French division on a 5–6. */
const kaiserschlachtRoll: RollSpec = {
  id: 'kaiserschlacht', name: 'Kaiserschlacht', rule: '6.0, 13.3', die: '1d6',
  modifiers: () => [],
  outcome: (roll, view) => {
    const half = 'Withdraw half of the British and French ground units (rounded up)';
    const text = roll <= 4
      ? `${half} (6.0).`
      : `${half}, and all British and French air units; then roll 1d6 for each remaining British and French division: 1–2, it is withdrawn (6.0).`;
    return withWarnings(text, turnWarning(view, 7, 13, 'Kaiserschlacht (a B event)', '6.1'));
  },
};

const kaiserschlachtDivisionRoll: RollSpec = {
  id: 'kaiserschlacht-division', name: 'Kaiserschlacht: each remaining division', rule: '6.0', die: '1d6',
  modifiers: () => [],
  outcome: (roll) => (roll <= 2 ? 'This British or French division is withdrawn (6.0).' : 'This division stays (6.0).'),
};

/** Influenza (B event): rolled once for the Allies and once for the Central Powers. */
const influenzaRoll: RollSpec = {
  id: 'influenza', name: 'Influenza (roll once per side)', rule: '6.0, 10.0', die: '1d6',
  modifiers: () => [],
  outcome: (roll, view) => {
    const steps = roll <= 3 ? 2 : 3;
    const text = `That side eliminates ${steps} steps (owner’s choice). Italian and Austro-Hungarian steps count on the Casualty Track for morale (6.0, 10.2).`;
    return withWarnings(text, turnWarning(view, 7, 13, 'Influenza (a B event)', '6.1'));
  },
};

/** 19.1 (optional): releasing a GHQ reserve on GT 1; +2 when an enemy unit is adjacent (the players tick it). */
const ghqReserveRoll: RollSpec = {
  id: 'ghq-reserve', name: 'GHQ reserve release (optional 19.1)', rule: '19.1', die: '1d6',
  modifiers: (): Modifier[] => [
    { id: 'enemy-adjacent', kind: 'drm', value: 2, reason: 'an enemy unit is adjacent to the reserve unit', rule: '19.1', situational: true, on: false },
  ],
  outcome: (roll, view) => {
    const text = roll <= 3 ? 'The reserve unit cannot move this turn (19.1).' : 'The reserve unit may move (19.1).';
    return withWarnings(text, turnWarning(view, 1, 1, 'The GHQ reserve roll', '19.1'));
  },
};

/** 16.3: one support unit's employment, for a support unit rolled outside the combat dialog. */
const supportRoll: RollSpec = {
  id: 'support', name: 'Support employment', rule: '16.3', die: '1d6',
  modifiers: (view) => {
    const mods: Modifier[] = [{ id: 'nation', kind: 'drm', value: 1, reason: 'German, British or French support unit', rule: '16.3', situational: true, on: false }];
    if (turnOf(view) <= 2) mods.push({ id: 'italian-gt12', kind: 'drm', value: -2, reason: 'Italian support unit on GT 1–2', rule: '16.3', situational: true, on: false });
    mods.push({ id: 'air-recon', kind: 'drm', value: 1, reason: 'air recon succeeded over the target hex', rule: '16.8', situational: true, on: false });
    return mods;
  },
  outcome: (roll) => (roll >= 3 ? 'Employed: 1R when attacking, 1L when defending (16.3).' : 'Not employed: no shift (16.3).'),
};

/** Every roll the assistant offers besides combat. */
export const rolls: RollSpec[] = [
  moraleRoll('Italian'),
  moraleRoll('Austro-Hungarian'),
  mobilizationRoll,
  pauseMoraleRoll,
  pauseRpRoll,
  suddenDeathRoll,
  mineRoll,
  kaiserschlachtRoll,
  kaiserschlachtDivisionRoll,
  influenzaRoll,
  ghqReserveRoll,
  supportRoll,
];

/** A roll by id, for tests and for the events that name one. */
export function rollById(id: string): RollSpec | undefined {
  return rolls.find((r) => r.id === id);
}
