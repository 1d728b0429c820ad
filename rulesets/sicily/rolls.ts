/**
 * The module's roll: the Fall of Mussolini Table (FM 3.1–3.4), asked first whether Rome is bombed
 * (FM 3.2). The roll has no findings of its own, so its limits (FM 3.1) are warned of in the
 * outcome and in the report "Can the Fall of Mussolini Table be rolled now?" (reports.ts).
 */
import type { RollSpec } from '../../src/rules/types';
import { bombing, mussoliniChanges, mussoliniChoices, mussoliniOutcome } from './mussolini';

/** FM 3.1: the Allied player's Fall of Mussolini roll. 1d6 is assumed: the text names no die. */
export const mussoliniRoll: RollSpec = {
  id: 'mussolini', name: 'Fall of Mussolini', rule: 'FM 3.1–3.4', die: '1d6', choiceLabel: 'Bomb Rome?',
  choices: () => mussoliniChoices,
  modifiers: (view, choice) => {
    const m = bombing(view, choice).modifier;
    return m ? [m] : [];
  },
  outcome: mussoliniOutcome,
  changes: mussoliniChanges,
};

export const rolls: readonly RollSpec[] = [mussoliniRoll];
