/**
 * One of a ruleset's reports on the game as a whole (the end of a turn, victory points, a drawn
 * event): a choice first when the report needs one, the report's lines and findings, and the value
 * changes it suggests. Nothing is written until a player says so: "Apply these changes" sets each
 * value (each logs itself; one undo takes them all back) and "Log it" posts the report's summary,
 * so merely reading a report never fills the log.
 */
import { useMemo, useState } from 'react';
import type { Actor } from '../../doc/operations';
import { logRules } from '../../doc/rulesOps';
import { applyChanges, tryRulesWrite } from './applyChanges';
import type { Cell } from '../../model/grid';
import type { ReportSpec, RulesView, ValueSpec } from '../../rules/types';
import { ApplyButton, ChangeList, ModalButtons, RulesDialog, SpecTitle } from './dialogParts';
import { Alert, ChoicePicker, FindingList } from './parts';
import { changeRows, reportChoices, runReport } from './reportText';
import { useRulesDialog } from './useRulesDialog';

export interface ReportDialogProps {
  spec: ReportSpec;
  /** The table as it was when the report was opened. */
  view: RulesView;
  /** The table as it is now, read again when the players pick another choice. */
  readView?(): RulesView | null;
  /** The ruleset's values, for the labels and the current readings of the changes. */
  valueSpecs: readonly ValueSpec[];
  actor: Actor;
  onClose(): void;
  onFocus?(cells: Cell[], pieces: string[]): void;
}

/** What the players did with the report shown: nothing yet, logged it, applied its changes. */
interface Done {
  logged: boolean;
  applied: boolean;
}

const nothingDone: Done = { logged: false, applied: false };

export function ReportDialog({ spec, view: opened, readView, valueSpecs, actor, onClose, onFocus }: ReportDialogProps) {
  const wiring = useRulesDialog(onClose);
  const [view, setView] = useState(opened);
  const [choice, setChoice] = useState('');
  const [done, setDone] = useState<Done>(nothingDone);
  const [failure, setFailure] = useState<string | null>(null);
  const choices = useMemo(() => reportChoices(spec, view), [spec, view]);
  const run = useMemo(() => runReport(spec, view, choice), [spec, view, choice]);
  const rows = useMemo(() => ('report' in run ? changeRows(run.report, valueSpecs, view) : []), [run, valueSpecs, view]);

  const pick = (value: string) => {
    setView(readView?.() ?? view);
    setChoice(value);
    setDone(nothingDone);
    setFailure(null);
  };
  /** Writes to the game; a change the rules refuse is shown, and the button stays for another try. */
  const write = (action: () => void): boolean =>
    tryRulesWrite(() => {
      action();
      setFailure(null);
    }, setFailure);
  const log = () => {
    if (!('report' in run) || done.logged) return;
    logRules(actor, run.report.summary);
    setDone((d) => ({ ...d, logged: true }));
  };
  // One click sets every value (each its own logged operation, all one undo step), after the summary that explains them.
  const apply = () => {
    if (!('report' in run) || done.applied) return;
    if (!done.logged) logRules(actor, run.report.summary);
    const ok = write(() => applyChanges(actor, `the "${spec.name}" report`, rows, valueSpecs));
    setDone({ logged: true, applied: ok });
  };

  return (
    <RulesDialog wiring={wiring} className="rules-report-dialog" label={spec.name} testId="report-dialog">
      <SpecTitle spec={spec} />
      {'error' in choices ? (
        <Alert>{choices.error}</Alert>
      ) : (
        choices.choices.length > 0 && <ChoicePicker name={spec.name} choices={choices.choices} value={choice} onPick={pick} />
      )}
      {'error' in run ? (
        <Alert>{run.error}</Alert>
      ) : (
        <>
          <section aria-label="Report" data-testid="report-lines">
            <ul className="rules-notes">
              {run.report.lines.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          </section>
          {run.report.findings && run.report.findings.length > 0 && (
            <section aria-label="Findings">
              <FindingList findings={run.report.findings} onFocus={onFocus} />
            </section>
          )}
          {rows.length > 0 && <ChangeList rows={rows} applied={done.applied} />}
        </>
      )}
      {failure && <Alert>{failure}</Alert>}
      <ModalButtons onClose={onClose}>
        {rows.length > 0 && <ApplyButton onApply={apply} applied={done.applied} label="Apply these changes" />}
        <button type="button" onClick={log} disabled={'error' in run || done.logged} title={done.logged ? 'In the log' : 'Post this report’s summary to the log for everyone'}>
          Log it
        </button>
      </ModalButtons>
    </RulesDialog>
  );
}
