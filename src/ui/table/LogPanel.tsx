/** The shared log: who did what, newest at the bottom. */
import { useEffect, useRef, useState } from 'react';
import type { GameSession } from '../../doc/session';
import type { LogEntry } from '../../model/records';

function useLog(session: GameSession): LogEntry[] {
  const [log, setLog] = useState(() => session.log());
  useEffect(() => session.subscribe((change) => change.log && setLog(session.log())), [session]);
  return log;
}

export function LogPanel({ session }: { session: GameSession }) {
  const log = useLog(session);
  const end = useRef<HTMLLIElement>(null);
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
    </section>
  );
}
