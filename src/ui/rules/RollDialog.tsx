/**
 * Rolling one of a ruleset's die-roll tables (morale, mobilization…): the modifiers that apply
 * now, each with its reason and rule (situational ones ticked on or off), a roll with the shared
 * roller or the physical die typed in, and what the modified roll means. The roll and its outcome
 * go to the log for both players. A roll that changes game values (AP received, an event that
 * occurred) lists the changes after the roll; they are set only when a player applies them.
 */
import { useState } from 'react';
import type { Actor } from '../../doc/operations';
import { logRules } from '../../doc/rulesOps';
import { signed } from '../../rules/kit/format';
import { totalDrm } from '../../rules/kit/modifiers';
import type { RollSpec, RulesView, ValueSpec } from '../../rules/types';
import { applyChanges, tryRulesWrite } from './applyChanges';
import { ApplyButton, ChangeList, ModalButtons, ResultSection, RollStatus, RulesDialog, SpecTitle } from './dialogParts';
import { ChoicePicker, RollControls } from './parts';
import { changeRows, type ChangeRow } from './reportText';
import { rollLogLine, rollText } from './rollMath';
import { rollHere, RollModifiers, useFairRoll, useRollSpec, type FairDie } from './rollSetup';
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
  roll?: FairDie;
}

interface Rolled {
  roll: number;
  drm: number;
  outcome: string;
  typed: boolean;
  /** The value changes the roll suggests (none for most rolls). */
  rows: ChangeRow[];
}


const noSpecs: readonly ValueSpec[] = [];

export function RollDialog({ spec, view, actor, who, valueSpecs = noSpecs, onClose, roll = rollHere }: RollDialogProps) {
  const [rolled, setRolled] = useState<Rolled | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [applied, setApplied] = useState(false);
  const setup = useRollSpec(spec, view);
  const { choice, setChoice, picked, choices, mods } = setup;
  const { waiting, rollThen } = useFairRoll(roll, setFailure);
  const needsChoice = spec.choices !== undefined;
  const drm = totalDrm(mods).total;

  const resolve = (roll: number, typed: boolean, fair: string | null = null) => {
    if (rolled) return;
    try {
      const outcome = spec.outcome(roll + drm, view, picked);
      const rows = changeRows({ changes: spec.changes?.(roll + drm, view, picked) }, valueSpecs, view);
      setRolled({ roll, drm, outcome, typed, rows });
      setApplied(false);
      setFailure(null);
      const about = picked === undefined ? '' : ` — ${choices.find((c) => c.value === picked)?.label ?? picked}`;
      logRules(actor, rollLogLine({ name: `${spec.name}${about}`, rule: spec.rule }, roll, drm, outcome, typed), { chance: true, rolls: [fair] });
    } catch (e) {
      setFailure(`The assistant could not read this roll: ${(e as Error).message}`);
    }
  };
  const rollNow = () => {
    if (!rolled) rollThen(spec.die, `${spec.name} (${spec.rule})`, (n, id) => resolve(n, false, id));
  };
  // One click sets every value the roll suggests (each its own logged operation, all one undo step).
  const apply = () => {
    if (!rolled || applied) return;
    if (tryRulesWrite(() => applyChanges(actor, `the ${spec.name} roll`, rolled.rows, valueSpecs), setFailure)) setApplied(true);
  };
  const wiring = useRulesDialog(onClose, rolled ? null : rollNow);

  return (
    <RulesDialog wiring={wiring} className="rules-roll-dialog" label={`Roll on the ${spec.name}`} testId="roll-dialog">
      <SpecTitle spec={spec} die={spec.die} />
      {needsChoice && <ChoicePicker name={spec.name} label={spec.choiceLabel} choices={choices} value={choice} onPick={setChoice} disabled={!!rolled} />}
      <section aria-label="Modifiers">
        <h4>Modifiers</h4>
        <RollModifiers setup={setup} disabled={!!rolled} />
        <p className="rules-final">
          Total DRM <b>{signed(drm)}</b>
        </p>
      </section>
      {!rolled && <RollControls die={spec.die} disabled={waiting} onRoll={rollNow} onTyped={(typed) => resolve(typed, true)} rollTitle={`Roll ${spec.die} fairly with the players at the table (Enter); the result goes to the log`} />}
      <RollStatus waiting={waiting} failure={failure} testId="rules-rolling" />
      {rolled && (
        <ResultSection testId="roll-outcome">
          <p>
            {rolled.typed ? 'Die typed in' : `${who} rolled`}: {rollText(rolled.roll, rolled.drm)}
          </p>
          <p className="rules-result">{rolled.outcome}</p>
        </ResultSection>
      )}
      {rolled && rolled.rows.length > 0 && <ChangeList rows={rolled.rows} applied={applied} />}
      <ModalButtons onClose={onClose}>
        {rolled && rolled.rows.length > 0 && <ApplyButton onApply={apply} applied={applied} label="Apply these changes" />}
        {rolled && (
          <button type="button" onClick={() => setRolled(null)} title="Roll on this table again (another roll the rules call for)">
            Roll again
          </button>
        )}
      </ModalButtons>
    </RulesDialog>
  );
}
