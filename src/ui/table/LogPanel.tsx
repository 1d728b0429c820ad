/**
 * The shared log: who did what, and chat, newest at the bottom; it syncs like everything else.
 * Only the last lines are shown, each row keyed by its content and memoised, so a new line adds
 * one row (and drops the oldest shown) without touching the others, however long the log.
 */
import { memo, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { HistoryController } from '../history/historyController';
import { LogFollower, type LogWho } from './logWho';
import { say } from '../../doc/operations';
import { RollLog, type LineCheck, type RollLogContext } from '../../doc/rollLog';
import { readCustomDie } from '../../doc/diceOps';
import { readSeats, type Seats } from '../../doc/seatOps';
import { seatLine } from '../../doc/seatLines';
import { fingerprint } from '../../trust/identity';
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

/** Where a log line stands against the moment the history bar shows: its step (`now`) or after it (`later`). */
type ReplayPlace = 'now' | 'later';

/**
 * The index of the log line of the step the history bar shows, -1 before the first step, or null
 * while the bar is closed. The step's line is found by what it says, latest first.
 */
function useReplayLine(log: readonly LogEntry[], history?: HistoryController): number | null {
  const open = history ? { subscribe: history.view.subscribe, get: history.view.get } : null;
  const view = useSyncExternalStore(open?.subscribe ?? noSubscribe, () => open?.get() ?? null);
  return useMemo(() => {
    if (!view?.open) return null;
    const line = view.step?.line;
    if (!line) return view.position === 0 ? -1 : null;
    for (let i = log.length - 1; i >= 0; i--) {
      const e = log[i];
      if (e.t === line.t && e.who === line.who && e.text === line.text && e.roll === line.roll) return i;
    }
    return null;
  }, [view, log]);
}

const noSubscribe = () => () => undefined;

/** Longest chat line accepted. */
const maxChat = 500;
/** Lines shown: older ones stay in the game (and its save file) but are not drawn. */
const shownLines = 300;

/** One shown line; its props are plain values, so a row whose line and verdict are unchanged is not rendered again. */
const LogRow = memo(function LogRow({ kind, t, text, name, mark, title, warn, place }: { kind: LogEntry['kind']; t: number; text: string; place?: ReplayPlace } & LogWho) {
  return (
    // The time is written into the tooltip on first hover: the first date formatted in a page loads
    // the locale's calendar data, 25–30 ms that would otherwise fall on every game's opening (issue #11).
    <li className={`log-${kind}${warn ? ' log-warn' : ''}${place ? ` log-${place}` : ''}`} data-replay={place} onPointerEnter={(e) => (e.currentTarget.title ||= new Date(t).toLocaleString())}>
      <span className="log-mark" title={title} aria-label={title}>
        {mark}
      </span>{' '}
      <b>{name}:</b> {text}
    </li>
  );
});

/** Re-renders when any roll's records change: a roll's line shows what its records say now. */
function useRollsVersion(session: GameSession): number {
  const [version, setVersion] = useState(() => session.rolls.version());
  useEffect(() => session.rolls.subscribe(() => setVersion(session.rolls.version())), [session]);
  return version;
}

/** Characters that reorder the text around them (bidi embeddings, overrides, isolates): shown without, so no line can draw itself as another. */
const reordering = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A shown row: a log line, or a roll its roller never logged (keyed by its roll). */
interface Row {
  key: string;
  /** The log line's index (a roll never logged: the index of the line it stands before). */
  index: number;
  kind: LogEntry['kind'];
  t: number;
  text: string;
  who: LogWho;
}

/** The author's mark as the roll check leaves it: ✗ with why when the line fails, `?` for an old line it cannot check, else the records' word added. */
function withRollCheck(who: LogWho, check: LineCheck | null): LogWho {
  if (!check) return who;
  if (check.fails) return { ...who, mark: '✗', warn: true, title: check.note };
  if (check.unchecked && who.mark === '✓') return { ...who, mark: '?', title: `${who.title} · ${check.note}` };
  return { ...who, title: `${who.title} · ${check.note}` };
}

/**
 * The shown rows. A roll's line shows what its roll's records say, and a roll its roller never
 * logged shows where it was asked for; any other line that reads like a roll is marked
 * (src/doc/rollLog.ts). A line written as a seat (its role field) reads "as <the role>: …" and
 * counts only from the key that held that seat; free text imitating that is marked ✗.
 */
function useShownRows(session: GameSession, log: readonly LogEntry[], authors: readonly LogWho[], keys: readonly string[], shown: number): Row[] {
  const rollsVersion = useRollsVersion(session);
  const roles = useGameRoles(session);
  const seatsVersion = useSeatRecordsVersion(session);
  const reader = useMemo(() => new RollLog(), [session]);
  return useMemo(() => {
    const doc = session.actor.doc;
    void seatsVersion;
    reader.follow(log);
    const nameOf = (key: string) => session.knownName(key) ?? reader.signedName(key) ?? `key ${fingerprint(key)}`;
    const ctx: RollLogContext = { book: session.rolls, nameOf, dieOf: (id) => readCustomDie(doc, id), pinned: session.rollTable.witness?.choice().pinned ?? null };
    const unlogged = reader.unlogged(ctx, shown);
    let seats: Seats | null = null;
    const seatsNow = () => (seats ??= readSeats(doc, roles ?? []));
    const rows: Row[] = [];
    let next = 0;
    const unloggedBefore = (i: number) => {
      for (; next < unlogged.length && unlogged[next].before <= i; next++) {
        const u = unlogged[next];
        rows.push({ key: `roll:${u.id}`, index: i, kind: 'action', t: u.t, text: u.text, who: { name: u.who ?? nameOf(u.by), mark: '✗', title: u.note, warn: true } });
      }
    };
    for (let i = shown; i < log.length; i++) {
      unloggedBefore(i);
      const entry = log[i];
      const check = reader.check(i, ctx);
      const seat = seatLine(seatsNow, roles, check?.text !== undefined ? { ...entry, text: check.text } : entry);
      const who = markSeat(authors[i], seat.verdict);
      rows.push({ key: keys[i], index: i, kind: entry.kind, t: entry.t, text: seat.text.replace(reordering, ''), who: withRollCheck(who, check) });
    }
    unloggedBefore(log.length);
    return rows;
  }, [session, reader, log, authors, keys, shown, rollsVersion, roles, seatsVersion]);
}

export function LogPanel({ session, history }: { session: GameSession; history?: HistoryController }) {
  const log = useLog(session);
  const replayLine = useReplayLine(log, history);
  const follower = useMemo(() => new LogFollower(), [session]);
  const { authors, keys } = useMemo(() => follower.follow(log), [follower, log]);
  const shown = Math.max(0, log.length - shownLines);
  const rows = useShownRows(session, log, authors, keys, shown);
  const end = useRef<HTMLLIElement>(null);
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (replayLine === null) end.current?.scrollIntoView({ block: 'end' });
    else list.current?.querySelector('[data-replay="now"]')?.scrollIntoView({ block: 'nearest' });
  }, [log.length, rows.length, replayLine]);
  return (
    <section className="log-panel" aria-label="Game log">
      <h3>Log</h3>
      <ol ref={list}>
        {rows.map((row) => (
          <LogRow key={row.key} kind={row.kind} t={row.t} text={row.text} {...row.who} place={replayLine === null ? undefined : row.index === replayLine ? 'now' : row.index > replayLine ? 'later' : undefined} />
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
