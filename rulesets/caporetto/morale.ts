/**
 * Morale (10.0): the Italian and Austro-Hungarian armies' morale levels, what the casualties of a
 * turn cost them, what capturing a VP hex gives back, and how a defender's Morale Table roll reads.
 * Plain numbers in and out, so the panel and the combat dialog can show every step.
 */
import { lookup, signed, type Modifier } from '../../src/rules/kit';
import type { RulesView } from '../../src/rules/types';
import { moraleData } from './tables';
import { numberValue } from './values';

/** 10.1: the armies that have morale. */
export type MoraleArmy = 'Italian' | 'Austro-Hungarian';

/** 10.3: morale never rises above +2 nor falls below −4. */
export const MORALE_MAX = 2;
export const MORALE_MIN = -4;

/** The game value holding an army's morale level and its casualties this turn. */
export const moraleValueId = (army: MoraleArmy) => (army === 'Italian' ? 'moraleItalian' : 'moraleAustroHungarian');
export const casualtiesValueId = (army: MoraleArmy) => (army === 'Italian' ? 'casualtiesItalian' : 'casualtiesAustroHungarian');

/** An army's morale level as the view holds it. */
export function moraleOf(view: RulesView, army: MoraleArmy): number {
  return numberValue(view, moraleValueId(army));
}

/** 10.3: held within +2…−4, whatever pushed it. */
export function clampMorale(level: number): number {
  return Math.min(MORALE_MAX, Math.max(MORALE_MIN, level));
}

/** 10.3: 8 or more steps lost this turn cost 1 morale level, 12 or more cost 2. */
export function moraleLossAtTurnEnd(casualties: number): number {
  if (casualties >= 12) return 2;
  if (casualties >= 8) return 1;
  return 0;
}

/** 10.5: entering a VP hex raises the entering side's army morale by 1 (held at +2). */
export function moraleAfterVpCapture(level: number): number {
  return clampMorale(level + 1);
}

/** What an army's morale becomes at the end of the turn, and why. */
export interface MoraleTurnEnd {
  army: MoraleArmy;
  casualties: number;
  loss: number;
  before: number;
  after: number;
  /** One sentence for the panel. */
  text: string;
}

/** 10.3 for one army: its casualties this turn against the 8 and 12 thresholds. */
export function armyTurnEnd(army: MoraleArmy, casualties: number, before: number): MoraleTurnEnd {
  const loss = moraleLossAtTurnEnd(casualties);
  const after = clampMorale(before - loss);
  const why = loss === 0 ? 'under 8 steps lost: no change' : `${casualties >= 12 ? '12 or more' : '8 or more'} steps lost: ${signed(-loss)}`;
  const text = `${army} morale ${signed(before)} → ${signed(after)} (${casualties} steps lost this turn; ${why}) (10.3)`;
  return { army, casualties, loss, before, after, text };
}

/** 10.3 and the End of Turn Phase: both armies' morale after this turn's casualties. */
export function endOfTurnMorale(view: RulesView): MoraleTurnEnd[] {
  return (['Italian', 'Austro-Hungarian'] as const).map((army) =>
    armyTurnEnd(army, numberValue(view, casualtiesValueId(army)), moraleOf(view, army)),
  );
}

/** The Morale Table's three results. */
export type MoraleResult = 'Panic' | 'Surrender' | 'Retreat';

/**
 * What each Morale Table result makes the defender do (10.4, the Morale Table's notes), and what
 * it puts on the Casualty Track. Reading of 10.2: every step the defenders lose counts there, the
 * Panic result's extra step too (it is a step loss of defending units), and a step absorbed by
 * retreating counts as well (10.2 says so).
 */
export const moraleResultText: Readonly<Record<MoraleResult, string>> = {
  Panic: 'Panic: the defenders absorb all losses and retreat one hex; a die of 1–3 on this same roll, before modifiers, adds one extra step loss (10.4). Every step lost, the extra one too, counts on the Casualty Track (10.2; reading: the extra step is a defending step loss).',
  Surrender: 'Surrender: no retreat after combat; the defenders absorb all losses, each counting on the Casualty Track (10.4, 10.2).',
  Retreat: 'Retreat: the defending units may retreat one hex instead of one step loss; the step absorbed by retreating still counts on the Casualty Track (10.4, 12.2, 10.2; the 12.2 example calls this NE, No Event).',
};

/** 10.4: Panic's extra step loss on a die of 1–3 (the Morale Table's notes). */
export const PANIC_EXTRA_STEP_UP_TO = 3;

/**
 * 10.4 (Morale Table notes): whether Panic costs the extra step, read from the Morale Table roll
 * itself, never a fresh one. Reading: "on a die roll of 1–3" is the die as rolled, before the
 * morale DRM: the text says "modified die roll" where it means one (16.3), and every modified roll
 * that reads Panic (1 or less) is within 1–3, so the modified roll would make the clause say
 * nothing. Only the modified roll comes in, so the die is found by taking the DRMs off again: the
 * army's morale level, and the +2 for assault infantry, the players' tick, when it decides.
 */
export function panicExtraStep(view: RulesView, army: MoraleArmy, modifiedRoll: number): string {
  const level = moraleOf(view, army);
  const dice = [
    { die: modifiedRoll - level, assault: false },
    { die: modifiedRoll - level - 2, assault: true },
  ].filter((d) => d.die >= 1 && d.die <= 6);
  const extra = (die: number) => (die <= PANIC_EXTRA_STEP_UP_TO ? 'one extra step loss' : 'no extra step loss');
  if (dice.length === 0) return `Take the DRMs off ${modifiedRoll} to find the die: 1–3 adds one extra step loss (10.4).`;
  const [first, second] = dice;
  if (!second) return `The die showed ${first.die}${first.assault ? ' (the +2 for assault infantry on)' : ''}: ${extra(first.die)} (10.4).`;
  if (extra(first.die) === extra(second.die)) return `The die showed ${first.die} (${second.die} if the +2 for assault infantry was on): ${extra(first.die)} (10.4).`;
  return `The die showed ${first.die}: ${extra(first.die)}; if the +2 for assault infantry was on it showed ${second.die}: ${extra(second.die)} (10.4).`;
}

/** 10.4: a Morale Table roll in words: the result, and for Panic whether the same roll costs the extra step. */
export function moraleOutcome(view: RulesView, army: MoraleArmy, modifiedRoll: number): string {
  const result = moraleResult(modifiedRoll);
  const text = moraleResultText[result];
  return result === 'Panic' ? `${text} ${panicExtraStep(view, army, modifiedRoll)}` : text;
}

/** 10.4: the result a modified Morale Table roll reads (below 1 reads Panic, above 6 Retreat). */
export function moraleResult(modifiedRoll: number): MoraleResult {
  return (lookup(moraleData, 0, modifiedRoll)?.cell ?? 'Retreat') as MoraleResult;
}

/**
 * 10.4: the DRMs of a Morale Table roll: the army's morale level, and +2 for a stack with assault
 * infantry (situational when the caller cannot tell, so the players tick it).
 */
export function moraleRollModifiers(view: RulesView, army: MoraleArmy, assault: boolean | 'ask'): Modifier[] {
  const level = moraleOf(view, army);
  const mods: Modifier[] = [{ id: 'morale-level', kind: 'drm', value: level, reason: `${army} morale level ${signed(level)}`, rule: '10.4' }];
  if (assault !== false) {
    mods.push({ id: 'assault', kind: 'drm', value: 2, reason: 'stack contains assault infantry', rule: '10.4', situational: assault === 'ask', on: assault === true });
  }
  return mods;
}
