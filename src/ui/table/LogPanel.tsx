/** The shared log: who did what, and chat, newest at the bottom; it syncs like everything else. */
import { useEffect, useMemo, useRef, useState } from 'react';
import { logAuthors } from './logWho';
import { say } from '../../doc/operations';
import { checkRollLine, type RollCheck } from '../../doc/rollCheck';
import { allRollIds } from '../../doc/rollCeremony';
import { checkSeatLine, readSeats, type Seats } from '../../doc/seatOps';
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
  const shown = Math.max(0, log.length - 300);
  // A line naming a shared roll shows ✗ unless its dice are what the roll's records give. A line
  // found to match stays matched (its records cannot change), so each is recomputed once.
  const matched = useRef(new Map<string, RollCheck>());
  const authors = useMemo(() => {
    const doc = session.actor.doc;
    let ids: string[] | null = null;
    const checkLine = (text: string): RollCheck => {
      const known = matched.current.get(text);
      if (known) return known;
      const found = checkRollLine(doc, text, (ids ??= allRollIds(doc)));
      if (found?.ok) matched.current.set(text, found);
      return found;
    };
    let seats: Seats | null = null;
    return logAuthors(log).map((plain, i) => {
      // A line written "as" a position counts only from the key that held that seat.
      const seat = i >= shown && plain.mark === '✓' && log[i].text.startsWith('as ') ? checkSeatLine((seats ??= readSeats(doc)), log[i].text, log[i].signer, log[i].t) : null;
      const who = !seat ? plain : seat.ok ? { ...plain, title: `${plain.title} · held the seat of ${seat.role}` } : { ...plain, mark: '✗' as const, warn: true, title: `Not written by the player holding the seat of ${seat.role}` };
      const check = i >= shown && who.mark === '✓' && log[i].text.endsWith(')') ? checkLine(log[i].text) : null;
      if (!check) return who;
      return check.ok ? { ...who, title: `${who.title} · the dice are what roll ${check.roll.slice(0, 6)}’s records give` } : { ...who, mark: '✗' as const, warn: true, title: check.why };
    });
  }, [log, session, shown]);
  const end = useRef<HTMLLIElement>(null);
  const [draft, setDraft] = useState('');
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [log.length]);
  return (
    <section className="log-panel" aria-label="Game log">
      <h3>Log</h3>
      <ol>
        {log.slice(shown).map((entry, i) => {
          const who = authors[shown + i];
          return (
            <li key={shown + i} className={`log-${entry.kind}${who.warn ? ' log-warn' : ''}`} title={new Date(entry.t).toLocaleString()}>
              <span className="log-mark" title={who.title} aria-label={who.title}>
                {who.mark}
              </span>{' '}
              <b>{who.name}:</b> {entry.text}
            </li>
          );
        })}
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
