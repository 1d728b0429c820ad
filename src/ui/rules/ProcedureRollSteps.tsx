/**
 * A procedure's roll steps: `roll` makes one of the ruleset's rolls fairly (its modifiers ticked
 * on or off, or the physical die typed in; the answer is the modified roll, and the roll and its
 * outcome go to the log), `symbolRoll` embeds the symbol roll (the answer is its hits, its
 * tallies `step.name`). A roll the ruleset lacks is said so, and the players may go on.
 */
import { useEffect, useRef, useState } from 'react';
import { logRules } from '../../doc/rulesOps';
import { modifiedRoll, skipped } from '../../rules/procedure';
import { countAnswers } from '../../rules/symbolDice';
import type { SymbolCount } from '../../rules/types';
import { RollStatus, SpecTitle } from './dialogParts';
import { Alert, ChoicePicker, RollControls } from './parts';
import type { StepProps } from './ProcedureStepControls';
import { rollLogLine, rollText } from './rollMath';
import { RollModifiers, useFairRoll, useRollSpec } from './rollSetup';
import { SymbolRollPanel } from './SymbolRollDialog';

/** A step whose roll the ruleset lacks: say so, and let the players go on. */
function Unknown({ step, what, onAnswer, enterRef }: StepProps & { what: string }) {
  const skip = () => onAnswer({ [step.id]: skipped }, `the assistant has no ${what} “${step.roll ?? ''}”`);
  enterRef.current = skip;
  return (
    <div className="rules-roll">
      <Alert>This step calls for the {what} “{step.roll ?? '?'}”, which this assistant does not have. Do it by hand, then go on.</Alert>
      <button type="button" onClick={skip} title="Go on to the next step (Enter)">
        Skip
      </button>
    </div>
  );
}

/**
 * The way on once a step's roll is made. It appears as the Roll button goes away and takes focus
 * then, so Enter goes to the next step; the roll step and the symbol step both end with it.
 */
function NextStep({ onNext, title }: { onNext(): void; title: string }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus({ preventScroll: true });
    button.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <div className="rules-roll">
      <button ref={button} type="button" className="primary" onClick={onNext} title={title}>
        Next step
      </button>
    </div>
  );
}

interface Rolled {
  roll: number;
  drm: number;
  modified: number;
  outcome: string;
}

export function RollStep(props: StepProps) {
  const { step, env, onAnswer, enterRef } = props;
  const spec = env.ruleset.rolls.find((r) => r.id === step.roll);
  const [rolled, setRolled] = useState<Rolled | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const setup = useRollSpec(spec, env.view);
  const { choice, setChoice, picked, choices, mods } = setup;
  const { waiting, rollThen } = useFairRoll(env.roll, setFailure);
  if (!spec) return <Unknown {...props} what="roll" />;

  const resolve = (roll: number, typed: boolean, fair: string | null = null) => {
    try {
      const modified = modifiedRoll(roll, mods);
      const outcome = spec.outcome(modified, env.view, picked);
      setRolled({ roll, drm: modified - roll, modified, outcome });
      setFailure(null);
      logRules(env.actor, rollLogLine(spec, roll, modified - roll, outcome, typed), { chance: true, rolls: [fair] });
    } catch (e) {
      setFailure(`The assistant could not read this roll: ${(e as Error).message}`);
    }
  };
  const rollNow = () => {
    if (!rolled) rollThen(spec.die, `${spec.name} (${spec.rule})`, (n, id) => resolve(n, false, id));
  };
  const next = () => rolled && onAnswer({ [step.id]: rolled.modified }, `${rollText(rolled.roll, rolled.drm)} — ${rolled.outcome}`);
  enterRef.current = rolled ? next : waiting ? null : rollNow;
  return (
    <div className="rules-proc-roll">
      <SpecTitle spec={spec} die={spec.die} sub />
      {spec.choices && <ChoicePicker name={spec.name} label={spec.choiceLabel} choices={choices} value={choice} onPick={setChoice} disabled={!!rolled} />}
      <RollModifiers setup={setup} disabled={!!rolled} />
      {!rolled && <RollControls die={spec.die} disabled={waiting} onRoll={rollNow} onTyped={(n) => resolve(n, true)} rollTitle={`Roll ${spec.die} fairly with the players at the table (Enter); the result goes to the log`} />}
      <RollStatus waiting={waiting} failure={failure} testId="rules-rolling" />
      {rolled && (
        <div className="rules-outcome" role="status" data-testid="procedure-roll-outcome">
          <p>Rolled {rollText(rolled.roll, rolled.drm)}</p>
          <p className="rules-proc-outcome">{rolled.outcome}</p>
        </div>
      )}
      {rolled && <NextStep onNext={next} title="Keep this result and go on (Enter)" />}
    </div>
  );
}

export function SymbolStep(props: StepProps) {
  const { step, answers, env, onAnswer, enterRef } = props;
  const spec = env.ruleset.symbolRolls?.find((r) => r.id === step.roll);
  const [counted, setCounted] = useState<SymbolCount | null>(null);
  const panelEnter = useRef<(() => void) | null>(null);
  if (!spec) return <Unknown {...props} what="symbol roll" />;
  const next = () => counted && onAnswer(countAnswers(step.id, counted), counted.summary);
  enterRef.current = () => (counted ? next() : panelEnter.current?.());
  return (
    <div className="rules-proc-roll">
      <SpecTitle spec={spec} sub />
      <SymbolRollPanel spec={spec} view={env.view} readView={env.readView} valueSpecs={env.valueSpecs} actor={env.actor} table={env.table} dice={env.dice} initialAnswers={answers} onCounted={setCounted} enterRef={panelEnter} />
      {counted && <NextStep onNext={next} title="Keep this count and go on (Enter)" />}
    </div>
  );
}
