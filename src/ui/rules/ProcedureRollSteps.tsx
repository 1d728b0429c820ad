/**
 * A procedure's roll steps: `roll` makes one of the ruleset's rolls fairly (its modifiers ticked
 * on or off, or the physical die typed in; the answer is the modified roll, and the roll and its
 * outcome go to the log), `symbolRoll` embeds the symbol roll (the answer is its hits, its
 * tallies `step.name`). A roll the ruleset lacks is said so, and the players may go on.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { logRules } from '../../doc/rulesOps';
import { applyToggles } from '../../rules/kit/modifiers';
import type { Modifier } from '../../rules/kit/types';
import { modifiedRoll, skipped } from '../../rules/procedure';
import { countAnswers } from '../../rules/symbolDice';
import type { SymbolCount } from '../../rules/types';
import { ChoicePicker, ModifierList, RollControls } from './parts';
import type { StepProps } from './ProcedureStepControls';
import { rollLogLine, rollText } from './rollMath';
import { SymbolRollPanel } from './SymbolRollDialog';

/** A step whose roll the ruleset lacks: say so, and let the players go on. */
function Unknown({ step, what, onAnswer, enterRef }: StepProps & { what: string }) {
  const skip = () => onAnswer({ [step.id]: skipped }, `the assistant has no ${what} “${step.roll ?? ''}”`);
  enterRef.current = skip;
  return (
    <div className="rules-roll">
      <p className="rules-error" role="alert">
        This step calls for the {what} “{step.roll ?? '?'}”, which this assistant does not have. Do it by hand, then go on.
      </p>
      <button type="button" onClick={skip} title="Go on to the next step (Enter)">
        Skip
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
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const [choice, setChoice] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [rolled, setRolled] = useState<Rolled | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!rolled) return;
    // The Roll button is gone: focus the way on, so Enter goes to the next step.
    nextButton.current?.focus({ preventScroll: true });
    nextButton.current?.scrollIntoView?.({ block: 'nearest' });
  }, [rolled]);
  const picked = choice === '' ? undefined : choice;
  const choices = useMemo(() => {
    try {
      return spec?.choices?.(env.view) ?? [];
    } catch {
      return [];
    }
  }, [spec, env.view]);
  const base = useMemo<Modifier[] | Error>(() => {
    try {
      return spec ? spec.modifiers(env.view, picked) : [];
    } catch (e) {
      return e as Error;
    }
  }, [spec, env.view, picked]);
  if (!spec) return <Unknown {...props} what="roll" />;
  const mods = base instanceof Error ? [] : applyToggles(base, ticks);

  const resolve = (roll: number, typed: boolean) => {
    try {
      const modified = modifiedRoll(roll, mods);
      const outcome = spec.outcome(modified, env.view, picked);
      setRolled({ roll, drm: modified - roll, modified, outcome });
      setFailure(null);
      logRules(env.actor, rollLogLine(spec, roll, modified - roll, outcome, typed), { chance: true });
    } catch (e) {
      setFailure(`The assistant could not read this roll: ${(e as Error).message}`);
    }
  };
  const rollNow = () => {
    if (rolled || waiting) return;
    setWaiting(true);
    env.roll(spec.die, `${spec.name} (${spec.rule})`)
      .then((n) => resolve(n, false), (e: Error) => setFailure(e.message))
      .finally(() => setWaiting(false));
  };
  const next = () => rolled && onAnswer({ [step.id]: rolled.modified }, `${rollText(rolled.roll, rolled.drm)} — ${rolled.outcome}`);
  enterRef.current = rolled ? next : waiting ? null : rollNow;
  return (
    <div className="rules-proc-roll">
      <p className="rules-proc-sub">
        {spec.name} <span className="rules-rule">{spec.rule}</span> <span className="muted rules-die">{spec.die}</span>
      </p>
      {spec.choices && <ChoicePicker name={spec.name} label={spec.choiceLabel} choices={choices} value={choice} onPick={setChoice} disabled={!!rolled} />}
      {base instanceof Error ? (
        <p className="rules-error" role="alert">
          The assistant could not work out the modifiers: {base.message}
        </p>
      ) : (
        <ModifierList items={mods.map((modifier) => ({ modifier }))} onToggle={(tick, on) => setTicks((t) => ({ ...t, [tick]: on }))} disabled={!!rolled} empty="No modifiers apply now." />
      )}
      {!rolled && <RollControls die={spec.die} disabled={waiting} onRoll={rollNow} onTyped={(n) => resolve(n, true)} rollTitle={`Roll ${spec.die} fairly with the players at the table (Enter); the result goes to the log`} />}
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
        <div className="rules-outcome" role="status" data-testid="procedure-roll-outcome">
          <p>Rolled {rollText(rolled.roll, rolled.drm)}</p>
          <p className="rules-proc-outcome">{rolled.outcome}</p>
        </div>
      )}
      {rolled && (
        <div className="rules-roll">
          <button ref={nextButton} type="button" className="primary" onClick={next} title="Keep this result and go on (Enter)">
            Next step
          </button>
        </div>
      )}
    </div>
  );
}

export function SymbolStep(props: StepProps) {
  const { step, answers, env, onAnswer, enterRef } = props;
  const spec = env.ruleset.symbolRolls?.find((r) => r.id === step.roll);
  const [counted, setCounted] = useState<SymbolCount | null>(null);
  const panelEnter = useRef<(() => void) | null>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!counted) return;
    // The Roll button is gone: focus the way on, so Enter goes to the next step.
    nextButton.current?.focus({ preventScroll: true });
    nextButton.current?.scrollIntoView?.({ block: 'nearest' });
  }, [counted]);
  if (!spec) return <Unknown {...props} what="symbol roll" />;
  const next = () => counted && onAnswer(countAnswers(step.id, counted), counted.summary);
  enterRef.current = () => (counted ? next() : panelEnter.current?.());
  return (
    <div className="rules-proc-roll">
      <p className="rules-proc-sub">
        {spec.name} <span className="rules-rule">{spec.rule}</span>
      </p>
      <SymbolRollPanel spec={spec} view={env.view} readView={env.readView} valueSpecs={env.valueSpecs} actor={env.actor} table={env.table} dice={env.dice} initialAnswers={answers} onCounted={setCounted} enterRef={panelEnter} />
      {counted && (
        <div className="rules-roll">
          <button ref={nextButton} type="button" className="primary" onClick={next} title="Keep this count and go on (Enter)">
            Next step
          </button>
        </div>
      )}
    </div>
  );
}
