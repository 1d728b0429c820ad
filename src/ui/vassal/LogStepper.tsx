/**
 * The VASSAL log panel: "Step 3 of 41: <what the step says>", with ← and → buttons and the ← / →
 * keys (free on the table: panning is by dragging). Each step is one operation on the shared game,
 * so every player at the table sees the same step; a step that cannot be replayed is reported and
 * changes nothing. Shown only for a game opened from a .vlog.
 */
import { useCallback, useEffect, useState } from 'react';
import type { GameSession } from '../../doc/session';
import { readSnapshot } from '../../doc/snapshot';
import { watchKeptLog } from '../../doc/vassalLog';
import { logView, showStep, type LogView } from '../../vassal/log/logSteps';
import { isTyping, modalOpen } from '../keys';

const panel: React.CSSProperties = {
  position: 'fixed',
  left: 12,
  bottom: 44,
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  width: 'min(560px, calc(100vw - 24px))',
  boxSizing: 'border-box',
  padding: '6px 8px',
  color: '#f2efe6',
  background: 'rgba(30, 36, 32, 0.95)',
  border: '1px solid #56655a',
  borderRadius: 6,
  boxShadow: '0 2px 8px rgba(0,0,0,0.2)',
  font: '13px/1.35 system-ui, sans-serif',
  zIndex: 20,
};
const textStyle: React.CSSProperties = { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const button: React.CSSProperties = { minWidth: 36, minHeight: 30, fontSize: 16 };

export function LogStepper({ session, onError }: { session: GameSession; onError(message: string): void }) {
  const read = useCallback(() => logView(session.actor, readSnapshot(session.actor.doc)), [session]);
  const [view, setView] = useState<LogView | null>(read);
  useEffect(() => {
    setView(read());
    return watchKeptLog(session.actor.doc, () => setView(read()));
  }, [session, read]);

  const go = useCallback(
    (delta: number) => {
      const now = read();
      if (!now) return;
      const k = now.at + delta;
      if (k < 0 || k > now.steps) return;
      try {
        showStep(session.actor, readSnapshot(session.actor.doc), k);
      } catch (e) {
        onError((e as Error).message);
      }
    },
    [session, read, onError],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey) return;
      if (isTyping(e.target) || modalOpen() || (e.target instanceof HTMLElement && e.target.closest('[role="menu"]'))) return;
      e.preventDefault();
      go(e.key === 'ArrowLeft' ? -1 : 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  if (!view) return null;
  const label = `Step ${view.at} of ${view.steps}: ${view.text}`;
  return (
    <section style={panel} aria-label="VASSAL log" className="vassal-log">
      <button type="button" style={button} onClick={() => go(-1)} disabled={view.at === 0} aria-label="Step back (←)" title="Step back (←)">
        ←
      </button>
      <span style={textStyle} title={label} aria-live="polite" data-testid="vassal-log-step">
        {label}
      </span>
      <button type="button" style={button} onClick={() => go(1)} disabled={view.at === view.steps} aria-label="Step forward (→)" title="Step forward (→)">
        →
      </button>
    </section>
  );
}
