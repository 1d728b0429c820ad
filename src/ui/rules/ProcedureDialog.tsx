/**
 * One of the game's procedures as a guided checklist (German high command's Strategic Warfare
 * 4.1, Dismissals 4.3.1): the steps in order, those whose condition does not hold left out, each
 * with its words and rule. Finished steps show their answer, the current one its controls (a Done
 * tick, Yes/No, a number, a fair roll, a symbol roll, or values to apply or skip), later ones are
 * greyed. Enter confirms the current step and Esc closes; Back takes the last answer back. Rolls
 * and applied values log themselves; Finish logs "Finished <procedure> (<rule>)". The table is
 * read again after every step, since the players may change it as they go.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { logRules } from '../../doc/rulesOps';
import { answerText, finishLogLine, isDone, progressOf, progressText, roleText, stepText, withoutLast } from '../../rules/procedure';
import type { ProcedureAnswers, ProcedureSpec, Ruleset } from '../../rules/types';
import { ModalButtons, RulesDialog, SpecTitle } from './dialogParts';
import { StepControls, type StepEnv } from './ProcedureStepControls';
import type { TableEnv } from './tableEnv';
import type { FairDie } from './rollSetup';
import { useRulesDialog } from './useRulesDialog';

/** The table as it is now (`readView`) is read again after each step. */
export interface ProcedureDialogProps extends TableEnv {
  spec: ProcedureSpec;
  ruleset: Pick<Ruleset, 'rolls' | 'symbolRolls' | 'roles'>;
  onClose(): void;
  /** Rolls a die fairly with the players at the table and resolves to the total (logged). */
  roll: FairDie;
  /** Answers known before it opens (the combat Area the `C` key started on). */
  initialAnswers?: ProcedureAnswers;
}

export function ProcedureDialog({ spec, ruleset, view: opened, readView, valueSpecs, actor, table, dice, onClose, roll, initialAnswers }: ProcedureDialogProps) {
  const [view, setView] = useState(opened);
  const [answers, setAnswers] = useState<ProcedureAnswers>(initialAnswers ?? {});
  const [notes, setNotes] = useState<Record<string, string>>({});
  const enter = useRef<(() => void) | null>(null);
  const currentRow = useRef<HTMLLIElement>(null);
  const progress = useMemo(() => progressOf(spec, view, answers), [spec, view, answers]);
  const finish = () => {
    if (!progress.finished) return;
    logRules(actor, finishLogLine(spec));
    onClose();
  };
  const wiring = useRulesDialog(onClose, () => (progress.finished ? finish() : enter.current?.()));
  const { dialog } = wiring;
  const env: StepEnv = { ruleset, procedure: spec, view, readView, valueSpecs, actor, table, dice, roll };
  const role = roleText(spec, ruleset.roles);
  const currentId = progress.current?.id ?? null;

  // Each step answered: bring the next one into sight.
  useEffect(() => {
    currentRow.current?.scrollIntoView?.({ block: 'nearest' });
  }, [currentId]);

  const answer = (values: Readonly<Record<string, boolean | number | string>>, note?: string) => {
    const id = progress.current?.id;
    setAnswers((a) => ({ ...a, ...values }));
    if (id) setNotes((n) => ({ ...n, [id]: note ?? '' }));
    setView(readView?.() ?? view);
    // The control that was pressed is gone: take focus back so Enter confirms the next step.
    dialog.current?.focus({ preventScroll: true });
  };
  const back = () => {
    setAnswers((a) => withoutLast(spec, view, a));
    setView(readView?.() ?? view);
    dialog.current?.focus({ preventScroll: true });
  };
  const anyDone = progress.steps.some((s) => isDone(s, answers));
  enter.current = null;

  return (
    <RulesDialog wiring={wiring} className="rules-scroll-dialog rules-procedure-dialog" label={spec.name} testId="procedure-dialog">
      <header className="rules-proc-head">
        <SpecTitle spec={spec} />
        {role && <p className="muted rules-note" data-testid="procedure-role">{role[0].toUpperCase() + role.slice(1)}.</p>}
        <p className="rules-proc-progress" data-testid="procedure-progress" aria-live="polite">
          <span>{progressText(progress)}</span>
          <span className="rules-proc-bar" aria-hidden="true">
            <span style={{ width: `${progress.steps.length ? (100 * progress.index) / progress.steps.length : 100}%` }} />
          </span>
        </p>
      </header>
      <ol className="rules-dialog-body rules-proc-steps" aria-label="Steps">
        {progress.steps.map((step, i) => {
          const state = i < progress.index ? 'done' : i === progress.index ? 'current' : 'later';
          const text = stepText(step, view, answers);
          return (
            <li key={step.id} ref={state === 'current' ? currentRow : undefined} className={`rules-proc-step rules-proc-${state}`} data-step={step.id} data-kind={step.kind} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <div className="rules-proc-line">
                <span className="rules-proc-mark" aria-hidden="true">
                  {state === 'done' ? '✓' : i + 1}
                </span>
                <span className="rules-proc-text">
                  {text} {step.rule && <span className="rules-rule">{step.rule}</span>}
                </span>
                {state === 'done' && (
                  <span className="rules-proc-answer" data-testid="procedure-answer">
                    {answerText(step, answers)}
                  </span>
                )}
              </div>
              {state === 'done' && notes[step.id] && <p className="muted rules-note rules-proc-note">{notes[step.id]}</p>}
              {state === 'current' && <StepControls key={step.id} step={step} answers={answers} env={env} onAnswer={answer} enterRef={enter} />}
            </li>
          );
        })}
        {progress.steps.length === 0 && <li className="muted rules-empty">No step of this procedure applies now.</li>}
      </ol>
      <ModalButtons onClose={onClose} closeTitle="Close (Esc); nothing more is logged">
        <button type="button" onClick={back} disabled={!anyDone} title="Take the last answer back and answer that step again (values already applied stay set)">
          Back
        </button>
        <button type="button" className={progress.finished ? 'primary' : undefined} onClick={finish} disabled={!progress.finished} title={progress.finished ? `Log that ${spec.name} is finished and close (Enter)` : 'Finish every step first'}>
          Finish
        </button>
      </ModalButtons>
    </RulesDialog>
  );
}
