/**
 * Setting up one of a ruleset's die-roll tables, as the roll dialog and a procedure's roll step
 * both do: the choice the roll may need first, the modifiers that apply with it (situational ones
 * ticked on or off), and a fair roll with the table that says it is waiting and why it failed. The
 * step was a copy of the dialog; these keep the two reading and rolling the same way.
 */
import { useMemo, useState } from 'react';
import { applyToggles } from '../../rules/kit/modifiers';
import type { Modifier } from '../../rules/kit/types';
import type { RollSpec, RulesView } from '../../rules/types';
import { Alert, ModifierList } from './parts';
import type { RolledDie } from '../../doc/fairDice';
import { rollWith } from './rollMath';

/**
 * A roll's choice (`choice`, '' for none yet), its choices (none when the ruleset cannot list them),
 * its modifiers as the ruleset gives them (`base`, or the Error it threw) and as ticked (`mods`).
 * `spec` may be missing (a procedure step naming a roll the ruleset lacks): then nothing applies.
 */
export function useRollSpec(spec: RollSpec | undefined, view: RulesView) {
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const [choice, setChoice] = useState('');
  const picked = choice === '' ? undefined : choice;
  const choices = useMemo(() => {
    try {
      return spec?.choices?.(view) ?? [];
    } catch {
      return [];
    }
  }, [spec, view]);
  const base = useMemo<Modifier[] | Error>(() => {
    try {
      return spec ? spec.modifiers(view, picked) : [];
    } catch (e) {
      return e as Error;
    }
  }, [spec, view, picked]);
  const mods = base instanceof Error ? [] : applyToggles(base, ticks);
  const toggle = (tick: string, on: boolean) => setTicks((t) => ({ ...t, [tick]: on }));
  return { choice, setChoice, picked, choices, base, mods, toggle };
}

/** The modifiers `useRollSpec` worked out, with tick boxes for the situational ones; or why the ruleset could not work them out. */
export function RollModifiers({ setup, disabled }: { setup: Pick<ReturnType<typeof useRollSpec>, 'base' | 'mods' | 'toggle'>; disabled: boolean }) {
  const { base, mods, toggle } = setup;
  return base instanceof Error ? (
    <Alert>The assistant could not work out the modifiers: {base.message}</Alert>
  ) : (
    <ModifierList items={mods.map((modifier) => ({ modifier }))} onToggle={toggle} disabled={disabled} empty="No modifiers apply now." />
  );
}

/** Rolls a die fairly with the players at the table: its total and the roll it came from (cited by the verdict), null without one. */
export type FairDie = (die: string, reason: string) => Promise<RolledDie>;

/** A roll made in this browser alone, where no fair roll is wired in (tests): it cites no roll. */
export const rollHere: FairDie = (die) => Promise.resolve({ total: rollWith(die), roll: null });

/**
 * A fair roll with the players at the table, one at a time: `rollThen` rolls `die` through `roll`
 * and hands the total and the roll's id to `use`, unless a roll is already `waiting`; a roll that
 * fails goes to `onFailure` with its reason (a roll a cheat stopped says so, and that the cheat is
 * left out of the next roll).
 */
export function useFairRoll(roll: FairDie, onFailure: (reason: string) => void) {
  const [waiting, setWaiting] = useState(false);
  const rollThen = (die: string, reason: string, use: (total: number, roll: string | null) => void) => {
    if (waiting) return;
    setWaiting(true);
    roll(die, reason)
      .then((r) => use(r.total, r.roll), (e: Error) => onFailure(e.message))
      .finally(() => setWaiting(false));
  };
  return { waiting, rollThen };
}
