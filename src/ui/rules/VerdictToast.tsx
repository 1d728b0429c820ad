/**
 * The verdict on a move just made, as a small card over the table: the summary, movement points
 * used of those available, each finding with its severity and rule, and a button to show the
 * cheapest legal path. Advice only: it never undoes the move. It goes away on Esc or ×, and by
 * itself after a while unless the pointer rests on it (or focus is inside it).
 */
import { useEffect, useRef, useState } from 'react';
import type { Cell } from '../../model/grid';
import type { MoveVerdict } from '../../rules/types';
import { formatMp } from '../../rules/kit/format';
import { isTyping, modalOpen } from '../keys';
import { findingsBeyondSummary, severityIcon } from './findingText';
import { FindingRow } from './parts';

export interface VerdictToastProps {
  verdict: MoveVerdict;
  /** The rules the move was judged by, e.g. "Movement Sub-phase", so a wrong phase setting shows at once. */
  context?: string;
  onDismiss(): void;
  /** Draws the cheapest legal path on the map. */
  onShowPath?(cells: Cell[]): void;
  /** Focuses the map on what a finding is about. */
  onFocus?(cells: Cell[], pieces: string[]): void;
  /** How long it stays without the pointer on it, in milliseconds (12 s). */
  timeout?: number;
}

export function VerdictToast({ verdict, onDismiss, onShowPath, onFocus, timeout = 12_000, context }: VerdictToastProps) {
  const [held, setHeld] = useState({ hover: false, focus: false });
  const card = useRef<HTMLElement>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const holding = held.hover || held.focus;

  useEffect(() => {
    if (holding) return;
    const timer = setTimeout(() => dismiss.current(), timeout);
    return () => clearTimeout(timer);
  }, [verdict, holding, timeout]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || modalOpen() || (isTyping(e.target) && !card.current?.contains(e.target as Node))) return;
      dismiss.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const spent = verdict.spent === null ? '—' : formatMp(verdict.spent);
  const findings = findingsBeyondSummary(verdict);
  return (
    <section
      ref={card}
      className={`rules-toast ${verdict.legal ? 'rules-toast-legal' : 'rules-toast-illegal'}`}
      role="status"
      aria-label="Move verdict"
      data-testid="move-verdict"
      data-legal={verdict.legal}
      onMouseEnter={() => setHeld((h) => ({ ...h, hover: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setHeld((h) => ({ ...h, focus: false }))}
    >
      <header className="rules-toast-head">
        <span className="rules-toast-verdict">{verdict.legal ? '✓ Legal' : `${severityIcon('illegal')} Against the rules`}</span>
        {context && (
          <span className="muted rules-toast-context" title="The rules this move was judged by: change the sub-phase in the Rules panel">
            {context}
          </span>
        )}
        <span className="muted" title={verdict.spent === null ? 'No legal path: movement points available' : 'Movement points used of those available'}>
          {spent} of {formatMp(verdict.allowance)} MP
        </span>
        <button className="rules-icon" onClick={onDismiss} title="Dismiss (Esc)" aria-label="Dismiss the move verdict">
          ×
        </button>
      </header>
      <p className="rules-toast-summary">{verdict.summary}</p>
      {findings.length > 0 && (
        <ul className="rules-toast-findings">
          {findings.map((f, i) => (
            <FindingRow key={i} finding={f} onFocus={onFocus} variant="card" />
          ))}
        </ul>
      )}
      {onShowPath && verdict.cheapest && verdict.cheapest.length > 0 && (
        <button type="button" onClick={() => onShowPath(verdict.cheapest!)} title="Show the cheapest legal path on the map">
          Show cheapest path
        </button>
      )}
    </section>
  );
}
