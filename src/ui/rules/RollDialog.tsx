/**
 * Rolling one of a ruleset's die-roll tables (morale, mobilization…): the modifiers that apply
 * now, each with its reason and rule (situational ones ticked on or off), a roll with the shared
 * roller or the physical die typed in, and what the modified roll means. The roll and its outcome
 * go to the log for both players. A roll that changes game values (AP received, an event that
 * occurred) lists the changes after the roll; they are set only when a player applies them.
 */
import { useMemo, useState } from 'react';
import type { Actor } from '../../doc/operations';
import { logRules, RulesError } from '../../doc/rulesOps';
import { signed } from '../../rules/kit/format';
import { applyToggles, totalDrm } from '../../rules/kit/modifiers';
import type { Modifier } from '../../rules/kit/types';
import type { RollSpec, RulesView, ValueSpec } from '../../rules/types';
import { applyChanges } from './applyChanges';
import { ChoicePicker, ModifierList, RollControls } from './parts';
import { ChangeList } from './ReportDialog';
import { changeRows, type ChangeRow } from './reportText';
import { rollLogLine, rollText, rollWith } from './rollMath';
import { useRulesDialog } from './useRulesDialog';

export interface RollDialogProps {
  spec: RollSpec;
  view: RulesView;
  actor: Actor;
  who: string;
  /** The ruleset's values, for the labels and current readings of the changes a roll suggests. */
  valueSpecs?: readonly ValueSpec[];
  onClose(): void;
  /** Rolls a die fairly with the players at the table (src/doc/fairDice.ts) and resolves to the total; the roll is logged. */
  roll?(die: string, reason: string): Promise<number>;
}

interface Rolled {
  roll: number;
  drm: number;
  outcome: string;
  typed: boolean;
  /** The value changes the roll suggests (none for most rolls). */
  rows: ChangeRow[];
}

const rollHere = (die: string) => Promise.resolve(rollWith(die));

const noSpecs: readonly ValueSpec[] = [];

export function RollDialog({ spec, view, actor, who, valueSpecs = noSpecs, onClose, roll = rollHere }: RollDialogProps) {
  const [waiting, setWaiting] = useState(false);
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const [rolled, setRolled] = useState<Rolled | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [applied, setApplied] = useState(false);
  const [choice, setChoice] = useState('');
  const choices = useMemo(() => {
    try {
      return spec.choices?.(view) ?? [];
    } catch {
      return [];
    }
  }, [spec, view]);
  const needsChoice = spec.choices !== undefined;
  const picked = choice === '' ? undefined : choice;
  const base = useMemo<Modifier[] | Error>(() => {
    try {
      return spec.modifiers(view, picked);
    } catch (e) {
      return e as Error;
    }
  }, [spec, view, picked]);
  const mods = base instanceof Error ? [] : applyToggles(base, ticks);
  const drm = totalDrm(mods).total;

  const resolve = (roll: number, typed: boolean) => {
    if (rolled) return;
    try {
      const outcome = spec.outcome(roll + drm, view, picked);
      const rows = changeRows({ changes: spec.changes?.(roll + drm, view, picked) }, valueSpecs, view);
      setRolled({ roll, drm, outcome, typed, rows });
      setApplied(false);
      setFailure(null);
      const about = picked === undefined ? '' : ` — ${choices.find((c) => c.value === picked)?.label ?? picked}`;
      logRules(actor, rollLogLine({ name: `${spec.name}${about}`, rule: spec.rule }, roll, drm, outcome, typed), { chance: true });
    } catch (e) {
      setFailure(`The assistant could not read this roll: ${(e as Error).message}`);
    }
  };
  const rollNow = () => {
    if (rolled || waiting) return;
    setWaiting(true);
    roll(spec.die, `${spec.name} (${spec.rule})`)
      .then((n) => resolve(n, false), (e: Error) => setFailure(e.message))
      .finally(() => setWaiting(false));
  };
  // One click sets every value the roll suggests (each its own logged operation, all one undo step).
  const apply = () => {
    if (!rolled || applied) return;
    try {
      applyChanges(actor, `the ${spec.name} roll`, rolled.rows, valueSpecs);
      setApplied(true);
    } catch (e) {
      if (!(e instanceof RulesError)) throw e;
      setFailure(e.message);
    }
  };
  const { backdrop, dialogProps } = useRulesDialog(onClose, rolled ? null : rollNow);

  return (
    <div className="modal-backdrop" {...backdrop}>
      <div {...dialogProps} className="modal rules-dialog rules-roll-dialog" role="dialog" aria-modal="true" aria-label={`Roll on the ${spec.name}`} data-testid="roll-dialog">
        <h2>
          {spec.name} <span className="rules-rule">{spec.rule}</span> <span className="muted rules-die">{spec.die}</span>
        </h2>
        {needsChoice && <ChoicePicker name={spec.name} label={spec.choiceLabel} choices={choices} value={choice} onPick={setChoice} disabled={!!rolled} />}
        <section aria-label="Modifiers">
          <h4>Modifiers</h4>
          {base instanceof Error ? (
            <p className="rules-error" role="alert">
              The assistant could not work out the modifiers: {base.message}
            </p>
          ) : (
            <ModifierList items={mods.map((modifier) => ({ modifier }))} onToggle={(tick, on) => setTicks((t) => ({ ...t, [tick]: on }))} disabled={!!rolled} empty="No modifiers apply now." />
          )}
          <p className="rules-final">
            Total DRM <b>{signed(drm)}</b>
          </p>
        </section>
        {!rolled && <RollControls die={spec.die} disabled={waiting} onRoll={rollNow} onTyped={(typed) => resolve(typed, true)} rollTitle={`Roll ${spec.die} fairly with the players at the table (Enter); the result goes to the log`} />}
        {waiting && (
          <p className="muted" role="status" data-testid="rules-rolling">
            Rolling fairly with the table…
          </p>
        )}
        {failure && (
          <p className="rules-error" role="alert">
            {failure}
          </p>
        )}
        {rolled && (
          <section className="rules-outcome" role="status" aria-label="Result" data-testid="roll-outcome">
            <p>
              {rolled.typed ? 'Die typed in' : `${who} rolled`}: {rollText(rolled.roll, rolled.drm)}
            </p>
            <p className="rules-result">{rolled.outcome}</p>
          </section>
        )}
        {rolled && rolled.rows.length > 0 && <ChangeList rows={rolled.rows} applied={applied} />}
        <div className="modal-buttons">
          {rolled && rolled.rows.length > 0 && (
            <button type="button" className="primary" onClick={apply} disabled={applied} title={applied ? 'Applied: the values are set for everyone at the table' : 'Set these values for everyone at the table; each change goes to the log'}>
              Apply these changes
            </button>
          )}
          {rolled && (
            <button type="button" onClick={() => setRolled(null)} title="Roll on this table again (another roll the rules call for)">
              Roll again
            </button>
          )}
          <button type="button" onClick={onClose} title="Close (Esc)">
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
