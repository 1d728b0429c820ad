/**
 * The turn's bookkeeping charts: the Replacement Chart (13.2) as printed, Italian General
 * Mobilization (13.2.1), the Operational Pause (17.0), and the End of Turn Phase (4.1, 10.3, 5.0).
 * Each limit the rules set comes back as a finding, never as a refusal: the players decide.
 */
import type { Finding } from '../../src/rules/kit';
import type { RuleValue, RulesView } from '../../src/rules/types';
import { endOfTurnMorale, type MoraleTurnEnd } from './morale';
import { numberValue, turnsValue } from './values';

/** The Replacement Chart's rows (it prints "Austria Hungary", "British Empire", "France"). */
export type ReplacementNation = 'Italian' | 'Austro-Hungarian' | 'German' | 'British' | 'French';

/** 13.2, the Replacement Chart as printed: RPs for GT 1…13 ("–" is 0). */
export const replacementChart: Readonly<Record<ReplacementNation, readonly number[]>> = {
  Italian: [0, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2],
  'Austro-Hungarian': [0, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 0, 0],
  German: [0, 2, 2, 1, 0, 0, 1, 0, 0, 0, 1, 0, 0],
  British: [0, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0, 0, 0],
  French: [0, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0, 0, 0],
};

/** 13.2: a nationality's RPs on a game turn (0 outside GT 1–13). Unused RPs are forfeited. */
export function replacementPoints(turn: number, nation: ReplacementNation): number {
  return replacementChart[nation][turn - 1] ?? 0;
}

/** 13.2.1: the extra Italian RPs a mobilization roll gives: 1–3 four, 4–6 six. */
export function mobilizationRp(roll: number): number {
  return roll <= 3 ? 4 : 6;
}

/**
 * 13.2.1's limits for a mobilization declared on `turn`, given the turns of earlier ones (the
 * current turn is ignored in `earlier`, so the value may already record it): not before GT 3,
 * at least two GTs after the last, and at most two per game.
 */
export function mobilizationProblems(turn: number, earlier: readonly number[]): Finding[] {
  const before = earlier.filter((t) => t !== turn);
  const out: Finding[] = [];
  if (turn < 3) out.push({ severity: 'illegal', rule: '13.2.1', text: `General Mobilization cannot be declared before GT 3 (this is GT ${turn}).` });
  const last = Math.max(...before.filter((t) => t < turn), -Infinity);
  if (turn - last < 2) out.push({ severity: 'illegal', rule: '13.2.1', text: `The last mobilization was on GT ${last}: the next may be declared on GT ${last + 2} at the earliest.` });
  if (before.length >= 2) out.push({ severity: 'illegal', rule: '13.2.1', text: `No more than two General Mobilizations per game; ${before.length} were already declared.` });
  return out;
}

/** 17.0: an Operational Pause may not be declared on GT 1–2. */
export function pauseProblems(turn: number): Finding[] {
  return turn <= 2 ? [{ severity: 'illegal', rule: '17.0', text: `An Operational Pause may not be declared on GT 1–2 (this is GT ${turn}).` }] : [];
}

/** 17.1: the pause's morale roll (1–3: +1 on the Morale Track) and next turn's RP roll (1–3: +1 RP). */
export const pauseMoraleGain = (roll: number) => (roll <= 3 ? 1 : 0);
export const pauseRpGain = (roll: number) => (roll <= 3 ? 1 : 0);

/** 17.2: what a side in an Operational Pause may and may not do this GT. */
export const pauseEffects: readonly string[] = [
  'No more than 2 attacks, both Combat Sub-phases together; units defend normally.',
  'Assault infantry may infiltrate (11.8).',
  'Units spend no more than half their MF (rounded up).',
  'Air recon may be flown.',
  'No more than two artillery support units, any nationality, attacking or defending.',
];

/** What the End of Turn Phase does: morale moves, values to reset, and reminders. */
export interface TurnEnd {
  morale: MoraleTurnEnd[];
  /** The values as they should read after the phase (morale, casualties back to 0, flags of this GT cleared). */
  changes: Record<string, RuleValue>;
  lines: string[];
}

/** Event effects that last for the GT they are drawn in; cleared when it ends (a reading: the chart gives no duration). */
const turnOnlyFlags = ['torrentialRain', 'rommel', 'pauseAllies', 'pauseCentralPowers'] as const;

/** 4.1 End of Turn Phase: a) morale loss (10.3), b) casualty markers to 0, c) victory on the last GT (5.2). */
export function endOfTurn(view: RulesView): TurnEnd {
  const turn = numberValue(view, 'turn');
  const morale = endOfTurnMorale(view);
  const changes: Record<string, RuleValue> = { moraleItalian: morale[0].after, moraleAustroHungarian: morale[1].after, casualtiesItalian: 0, casualtiesAustroHungarian: 0 };
  for (const id of turnOnlyFlags) if (view.values[id] === true) changes[id] = false;
  const lines = [...morale.map((m) => m.text), 'Return both Casualty markers to 0 on the Casualty Track (4.1).'];
  if (turn >= 13) lines.push(...victoryReminders(view, morale[1].after));
  return { morale, changes, lines };
}

/** 5.2, 5.3: how the last GT's victory points are counted. */
function victoryReminders(view: RulesView, moraleAustroHungarian: number): string[] {
  const mobilizations = turnsValue(view, 'mobilizations').length;
  return [
    'Count the VP hexes each side controls; an occupying unit must trace supply to a friendly source (5.2).',
    moraleAustroHungarian <= -3 ? 'Austro-Hungarian morale is −3 or lower: +1 Allied VP (5.2).' : 'Austro-Hungarian morale is above −3: no Allied bonus VP (5.2).',
    `${mobilizations} Italian mobilization${mobilizations === 1 ? '' : 's'}: +${mobilizations} Central Powers VP (5.2).`,
    'The Allies win with 8 or more VP over the Central Powers; otherwise the Central Powers win (5.3).',
  ];
}
