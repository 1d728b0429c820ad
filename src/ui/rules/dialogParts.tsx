/**
 * The frame and the recurring blocks of the assistant's modal dialogs (roll, roll-off, report,
 * action, combat, symbol roll, procedure): the backdrop and dialog element, the title with its rule,
 * the button row that ends in Close, the "rolling fairly…" line with the failure under it, the
 * result section, and the suggested changes with their Apply button. Each dialog composed these
 * by hand and the newer ones copied them; one definition keeps their roles, labels and titles
 * (which the end-to-end tests click) the same everywhere.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from './parts';
import type { ChangeRow } from './reportText';
import type { useRulesDialog } from './useRulesDialog';

/**
 * A rules dialog: the backdrop and the modal element, wired by `useRulesDialog` (`wiring`), with
 * its accessible name (`label`), `data-testid` and the classes after `modal rules-dialog`.
 */
export function RulesDialog({ wiring, className, label, testId, children }: { wiring: Pick<ReturnType<typeof useRulesDialog>, 'backdrop' | 'dialogProps'>; className: string; label: string; testId: string; children: ReactNode }) {
  return (
    <div className="modal-backdrop" {...wiring.backdrop}>
      <div {...wiring.dialogProps} className={`modal rules-dialog ${className}`} role="dialog" aria-modal="true" aria-label={label} data-testid={testId}>
        {children}
      </div>
    </div>
  );
}

/**
 * A ruleset spec's name and rule ("Morale 12.4"), with the die it rolls when given: a dialog's
 * heading, or (`sub`) the sub-heading of a procedure's roll step.
 */
export function SpecTitle({ spec, die, sub }: { spec: { name: string; rule: string }; die?: string; sub?: boolean }) {
  const body = (
    <>
      {spec.name} <span className="rules-rule">{spec.rule}</span>
      {die !== undefined && (
        <>
          {' '}
          <span className="muted rules-die">{die}</span>
        </>
      )}
    </>
  );
  return sub ? <p className="rules-proc-sub">{body}</p> : <h2>{body}</h2>;
}

/** A dialog's button row: its own buttons (`children`), then Close (titled "Close (Esc)" unless `closeTitle` says more). */
export function ModalButtons({ onClose, closeTitle = 'Close (Esc)', children }: { onClose(): void; closeTitle?: string; children?: ReactNode }) {
  return (
    <div className="modal-buttons">
      {children}
      <button type="button" onClick={onClose} title={closeTitle}>
        Close
      </button>
    </div>
  );
}

/**
 * While a fair roll waits for the players at the table, says so (with `testId` where the tests
 * look for it); under it, why the roll or the last write failed, if one did.
 */
export function RollStatus({ waiting, failure, testId }: { waiting: boolean; failure: string | null; testId?: string }) {
  return (
    <>
      {waiting && (
        <p className="muted" role="status" data-testid={testId}>
          Rolling fairly with the table…
        </p>
      )}
      {failure && <Alert>{failure}</Alert>}
    </>
  );
}

/** Scrolls the dialog holding `el` (and nothing else on the page) until `el` shows above the dialog's buttons. */
function revealInDialog(el: HTMLElement | null): void {
  const dialog = el?.closest<HTMLElement>('.modal');
  if (!el || !dialog) return;
  const buttons = dialog.querySelector<HTMLElement>(':scope > .modal-buttons');
  const hidden = el.getBoundingClientRect().bottom - (buttons?.getBoundingClientRect().top ?? dialog.getBoundingClientRect().bottom);
  if (hidden > 0) dialog.scrollTop += hidden + 8;
}

/**
 * What a roll or a plan came to, announced as it appears: a status section named "Result" unless
 * `label` says otherwise. It scrolls itself into view in a long dialog, where the roll was made
 * below the fold.
 */
export function ResultSection({ testId, label = 'Result', className, children }: { testId: string; label?: string; className?: string; children: ReactNode }) {
  const shown = useRef<HTMLElement>(null);
  useEffect(() => revealInDialog(shown.current), []);
  return (
    <section ref={shown} className={className ? `rules-outcome ${className}` : 'rules-outcome'} role="status" aria-label={label} data-testid={testId}>
      {children}
    </section>
  );
}

/** The values a report (or a roll, a roll-off, a segment) suggests changing, each from what it reads now to what it would read, with why. */
export function ChangeList({ rows, applied }: { rows: readonly ChangeRow[]; applied: boolean }) {
  return (
    <section aria-label="Suggested changes" data-testid="report-changes">
      <h4>{applied ? 'Applied' : 'Suggested changes'}</h4>
      <ul className="rules-notes">
        {rows.map((row) => (
          <li key={row.id} data-change={row.id}>
            <b>{row.label}</b>: {row.from} → {row.to} <span className="muted rules-source">{row.why}</span>
          </li>
        ))}
      </ul>
      {applied && (
        <p className="muted rules-note" role="status">
          Set for everyone at the table. Values set here override the track markers: move the markers on the tracks too.
        </p>
      )}
    </section>
  );
}

/** The button that sets a ChangeList's values for everyone; once `applied` it stays, disabled, saying so. */
export function ApplyButton({ onApply, applied, label = 'Apply', appliedTitle = 'Applied: the values are set for everyone at the table' }: { onApply(): void; applied: boolean; label?: string; appliedTitle?: string }) {
  return (
    <button type="button" className="primary" onClick={onApply} disabled={applied} title={applied ? appliedTitle : 'Set these values for everyone at the table; each change goes to the log'}>
      {label}
    </button>
  );
}
