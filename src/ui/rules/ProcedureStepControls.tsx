/**
 * The controls of a procedure's current step, one kind each: `do` a Done tick, `ask` Yes/No (the
 * table's reading first), `number` a field within its range, `roll` one of the ruleset's rolls made
 * fairly (its modifiers ticked on or off; the answer is the modified roll), `symbolRoll` the symbol
 * roll embedded (the answer is its hits, its tallies `step.name`), `changes` the values the
 * step proposes, applied or skipped, and `choice` a list to pick from. Each sets `enterRef` to what Enter does now.
 */
import { useMemo, useState, type MutableRefObject } from 'react';
import { logRules } from '../../doc/rulesOps';
import { applied, readStepNumber, skipped, stepDefault, stepLogLine, stepText } from '../../rules/procedure';
import type { ProcedureAnswers, ProcedureSpec, ProcedureStep, Ruleset } from '../../rules/types';
import { applyChanges, tryRulesWrite } from './applyChanges';
import { ChangeList } from './dialogParts';
import { Alert, submitOnEnter } from './parts';
import { RollStep, SymbolStep } from './ProcedureRollSteps';
import type { TableEnv } from './tableEnv';
import type { FairDie } from './rollSetup';
import { changeRows } from './reportText';

/** What the steps read and write with: the ruleset's rolls, the table, the dice and who acts. */
export interface StepEnv extends TableEnv {
  ruleset: Pick<Ruleset, 'rolls' | 'symbolRolls'>;
  procedure: Pick<ProcedureSpec, 'name' | 'rule'>;
  /** Rolls a die fairly with the players at the table and resolves to the total (logged). */
  roll: FairDie;
}

export interface StepProps {
  step: ProcedureStep;
  answers: ProcedureAnswers;
  env: StepEnv;
  /** Records the step's answers, with a note shown beside it once done ("4 +1 = 5 — holds"). */
  onAnswer(values: Readonly<Record<string, boolean | number | string>>, note?: string): void;
  enterRef: MutableRefObject<(() => void) | null>;
}

/** The controls for the current step (keyed by step by the caller, so each starts afresh). */
export function StepControls(props: StepProps) {
  switch (props.step.kind) {
    case 'do':
      return <DoStep {...props} />;
    case 'ask':
      return <AskStep {...props} />;
    case 'number':
      return <NumberStep {...props} />;
    case 'roll':
      return <RollStep {...props} />;
    case 'symbolRoll':
      return <SymbolStep {...props} />;
    case 'changes':
      return <ChangesStep {...props} />;
    case 'choice':
      return <ChoiceStep {...props} />;
    default:
      return <DoStep {...props} />;
  }
}

function DoStep({ step, onAnswer, enterRef }: StepProps) {
  const done = () => onAnswer({ [step.id]: true });
  enterRef.current = done;
  return (
    <div className="rules-roll">
      <button type="button" className="primary" onClick={done} title="Tick this step done and go on (Enter)">
        Done
      </button>
    </div>
  );
}

function AskStep({ step, answers, env, onAnswer, enterRef }: StepProps) {
  const reading = stepDefault(step, env.view, answers) === true;
  const answer = (yes: boolean) => onAnswer({ [step.id]: yes });
  enterRef.current = () => answer(reading);
  return (
    <div className="rules-roll">
      <button type="button" className={reading ? 'primary' : undefined} onClick={() => answer(true)} title={`Answer yes${reading ? ' (Enter): the table reads yes' : ''}`}>
        Yes
      </button>
      <button type="button" className={reading ? undefined : 'primary'} onClick={() => answer(false)} title={`Answer no${reading ? '' : ' (Enter): the table reads no'}`}>
        No
      </button>
      {step.default && <span className="muted">The table reads {reading ? 'yes' : 'no'}.</span>}
    </div>
  );
}

function NumberStep({ step, answers, env, onAnswer, enterRef }: StepProps) {
  const [text, setText] = useState(() => String(stepDefault(step, env.view, answers)));
  const [error, setError] = useState<string | null>(null);
  const ok = () => {
    const read = readStepNumber(step, text);
    if (!read.ok) return setError(read.error);
    onAnswer({ [step.id]: read.value });
  };
  enterRef.current = ok;
  const range = step.min !== undefined && step.max !== undefined ? ` (${step.min}–${step.max})` : '';
  return (
    <div className="rules-roll">
      <input
        type="number"
        className="rules-number"
        min={step.min}
        max={step.max}
        value={text}
        autoFocus
        aria-label="Number for this step"
        aria-invalid={error ? true : undefined}
        title={`Type the number${range} and press Enter`}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setError(null);
        }}
        onKeyDown={submitOnEnter(ok)}
      />
      <button type="button" className="primary" onClick={ok} title="Use this number and go on (Enter)">
        OK
      </button>
      {error && <Alert>{error}</Alert>}
    </div>
  );
}

function ChoiceStep({ step, answers, env, onAnswer, enterRef }: StepProps) {
  const choices = useMemo(() => step.choices?.(env.view, answers) ?? [], [step, env.view, answers]);
  const [value, setValue] = useState(() => choices[0]?.value ?? '');
  const ok = () => value && onAnswer({ [step.id]: value });
  enterRef.current = ok;
  return (
    <div className="rules-roll">
      <select aria-label="Choice for this step" value={value} autoFocus onChange={(e) => setValue(e.currentTarget.value)}>
        {choices.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
      </select>
      <button type="button" className="primary" disabled={!value} onClick={ok} title="Use this choice and go on (Enter)">
        OK
      </button>
    </div>
  );
}

function ChangesStep({ step, answers, env, onAnswer, enterRef }: StepProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const proposed = useMemo(() => {
    try {
      return { rows: changeRows({ changes: step.changes?.(env.view, answers) ?? [] }, env.valueSpecs, env.view) };
    } catch (e) {
      return { rows: [], error: `The assistant could not work out the changes: ${(e as Error).message}` };
    }
  }, [step, env.view, env.valueSpecs, answers]);
  const { rows } = proposed;
  const skip = () => onAnswer({ [step.id]: skipped }, rows.length ? undefined : 'nothing to change');
  const apply = () => {
    tryRulesWrite(() => {
      logRules(env.actor, stepLogLine(env.procedure, step, stepText(step, env.view, answers)));
      applyChanges(env.actor, `the ${env.procedure.name} procedure`, rows, env.valueSpecs);
      onAnswer({ [step.id]: applied });
    }, setFailure);
  };
  enterRef.current = rows.length ? apply : skip;
  return (
    <div className="rules-proc-changes">
      {proposed.error && <Alert>{proposed.error}</Alert>}
      {rows.length > 0 ? <ChangeList rows={rows} applied={false} /> : !proposed.error && <p className="muted rules-empty">Nothing to change now.</p>}
      {failure && <Alert>{failure}</Alert>}
      <div className="rules-roll">
        {rows.length > 0 && (
          <button type="button" className="primary" onClick={apply} title="Set these values for everyone at the table (Enter); each change goes to the log">
            Apply
          </button>
        )}
        <button type="button" className={rows.length ? undefined : 'primary'} onClick={skip} title={rows.length ? 'Leave the values as they are and go on' : 'Go on (Enter)'}>
          {rows.length ? 'Skip' : 'Next step'}
        </button>
      </div>
    </div>
  );
}
