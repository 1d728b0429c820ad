/** The shared log: who did what, and chat, newest at the bottom; it syncs like everything else. */
import { useEffect, useRef, useState } from 'react';
import { say } from '../../doc/operations';
import type { GameSession } from '../../doc/session';
import type { LogEntry } from '../../model/records';

function useLog(session: GameSession): LogEntry[] {
  const [log, setLog] = useState(() => session.log());
  useEffect(() => session.subscribe((change) => change.log && setLog(session.log())), [session]);
  return log;
}

/** Longest chat line accepted. */
const maxChat = 500;

export function LogPanel({ session }: { session: GameSession }) {
  const log = useLog(session);
  const end = useRef<HTMLLIElement>(null);
  const [draft, setDraft] = useState('');
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [log.length]);
  return (
    <section className="log-panel" aria-label="Game log">
      <h3>Log</h3>
      <ol>
        {log.slice(-300).map((entry, i) => (
          <li key={i} className={`log-${entry.kind}`} title={new Date(entry.t).toLocaleString()}>
            <b>{entry.who}:</b> {entry.text}
          </li>
        ))}
        <li ref={end} />
      </ol>
      <form
        className="chat"
        onSubmit={(e) => {
          e.preventDefault();
          const text = draft.trim();
          if (!text) return;
          say(session.actor, text.slice(0, maxChat));
          setDraft('');
        }}
      >
        <input value={draft} maxLength={maxChat} onChange={(e) => setDraft(e.currentTarget.value)} placeholder="Say something…" aria-label="Chat message" />
      </form>
    </section>
  );
}
