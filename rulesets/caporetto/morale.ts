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

/** What each Morale Table result makes the defender do (10.4, the Morale Table's notes). */
export const moraleResultText: Readonly<Record<MoraleResult, string>> = {
  Panic: 'Panic: the defenders absorb all losses and retreat one hex; roll 1d6 again, on 1–3 they lose one extra step (10.4).',
  Surrender: 'Surrender: no retreat after combat; the defenders absorb all losses (10.4).',
  Retreat: 'Retreat: the defending units may retreat one hex instead of one step loss (10.4, 12.2; the 12.2 example calls this NE, No Event).',
};

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
