/**
 * The shared log: who did what, and chat, newest at the bottom; it syncs like everything else.
 * Only the last lines are shown, each row keyed by its content and memoised, so a new line adds
 * one row (and drops the oldest shown) without touching the others, however long the log.
 */
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { LogFollower, type LogWho } from './logWho';
import { say } from '../../doc/operations';
import { checkRollLine, type RollCheck } from '../../doc/rollCheck';
import { allRollIds } from '../../doc/rollCeremony';
import { readSeats, type GameRole, type Seats } from '../../doc/seatOps';
import { seatLine } from '../../doc/seatLines';
import { useGameRoles } from '../rules/useGameRoles';
import { useSeatRecordsVersion } from '../rules/useSeatAgent';
import { markSeat } from './seatMarks';
import type { GameSession } from '../../doc/session';
import type { LogEntry } from '../../model/records';

function useLog(session: GameSession): LogEntry[] {
  const [log, setLog] = useState(() => session.log());
  // The reader returns the same array while the log is unchanged, so this renders only when it changed.
  useEffect(() => session.subscribe((change) => change.log && setLog(session.log())), [session]);
  return log;
}

/** Longest chat line accepted. */
const maxChat = 500;
/** Lines shown: older ones stay in the game (and its save file) but are not drawn. */
const shownLines = 300;

/** One shown line; its props are plain values, so a row whose line and verdict are unchanged is not rendered again. */
const LogRow = memo(function LogRow({ kind, t, text, name, mark, title, warn }: { kind: LogEntry['kind']; t: number; text: string } & LogWho) {
  return (
    // The time is written into the tooltip on first hover: the first date formatted in a page loads
    // the locale's calendar data, 25–30 ms that would otherwise fall on every game's opening (issue #11).
    <li className={`log-${kind}${warn ? ' log-warn' : ''}`} onPointerEnter={(e) => (e.currentTarget.title ||= new Date(t).toLocaleString())}>
      <span className="log-mark" title={title} aria-label={title}>
        {mark}
      </span>{' '}
      <b>{name}:</b> {text}
    </li>
  );
});

/**
 * The marks and texts of the shown lines. A line naming a shared roll shows ✗ unless its dice are
 * what the roll's records give; a line written as a seat (its role field) reads "as <the role>: …"
 * and counts only from the key that held that seat; free text imitating that is marked ✗.
 */
function useShownAuthors(session: GameSession, log: readonly LogEntry[], authors: readonly LogWho[], shown: number, roles: readonly GameRole[] | null, seatsVersion: number): { who: LogWho; text: string }[] {
  // A line found to match stays matched (its records cannot change), so each is checked until it does.
  const matched = useRef(new Map<string, RollCheck>());
  return useMemo(() => {
    const doc = session.actor.doc;
    let ids: string[] | null = null;
    const checkLine = (text: string): RollCheck => {
      const known = matched.current.get(text);
      if (known) return known;
      const found = checkRollLine(doc, text, (ids ??= allRollIds(doc)));
      if (found?.ok) matched.current.set(text, found);
      return found;
    };
    void seatsVersion;
    let seats: Seats | null = null;
    const seatsNow = () => (seats ??= readSeats(doc, roles ?? []));
    const out: { who: LogWho; text: string }[] = [];
    for (let i = shown; i < log.length; i++) {
      const entry = log[i];
      const seat = seatLine(seatsNow, roles, entry);
      const who = markSeat(authors[i], seat.verdict);
      const check = who.mark === '✓' && entry.text.endsWith(')') ? checkLine(entry.text) : null;
      out.push({ text: seat.text, who: !check ? who : check.ok ? { ...who, title: `${who.title} · the dice are what roll ${check.roll.slice(0, 6)}’s records give` } : { ...who, mark: '✗' as const, warn: true, title: check.why } });
    }
    return out;
  }, [session, log, authors, shown, roles, seatsVersion]);
}

export function LogPanel({ session }: { session: GameSession }) {
  const log = useLog(session);
  const follower = useMemo(() => new LogFollower(), [session]);
  const { authors, keys } = useMemo(() => follower.follow(log), [follower, log]);
  const shown = Math.max(0, log.length - shownLines);
  const roles = useGameRoles(session);
  const seatsVersion = useSeatRecordsVersion(session);
  const shownAuthors = useShownAuthors(session, log, authors, shown, roles, seatsVersion);
  const end = useRef<HTMLLIElement>(null);
  const [draft, setDraft] = useState('');
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [log.length]);
  return (
    <section className="log-panel" aria-label="Game log">
      <h3>Log</h3>
      <ol>
        {shownAuthors.map(({ who, text }, i) => {
          const entry = log[shown + i];
          return <LogRow key={keys[shown + i]} kind={entry.kind} t={entry.t} text={text} {...who} />;
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
