/**
 * The seats of a multi-player game, in the assistant panel: each position the ruleset names (the
 * Head of OKW…), who holds it, and for this player: take a free seat, leave or hand over one they
 * hold, and choose which of their seats they act for now (their log lines then say so). Seats are
 * signed records bound to the players' keys (src/doc/seatOps.ts); this only shows and asks.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { changeSeat, readSeats, SeatError, type Seats } from '../../doc/seatOps';
import type { GameSession } from '../../doc/session';
import type { RoleSpec } from '../../rules/types';
import { fingerprint } from '../../trust/identity';
import { Alert } from './parts';
import './sections.css';

type SeatSession = Pick<GameSession, 'actor' | 'subscribe' | 'log' | 'actingAs' | 'room'>;

/** The seats as the log last changed them, re-read when a log line lands (every seat change writes one). */
function useSeats(session: SeatSession): Seats {
  const [seats, setSeats] = useState(() => readSeats(session.actor.doc));
  useEffect(() => session.subscribe((change) => change.log && setSeats(readSeats(session.actor.doc))), [session]);
  return seats;
}

/** Names by key: who is at the table now, else the first name the key signed a log line with. */
function namesOfKeys(session: SeatSession): (key: string) => string {
  const names = new Map<string, string>();
  for (const p of session.room.get()?.presence.get() ?? []) if (p.key && !names.has(p.key)) names.set(p.key, p.name);
  for (const line of session.log()) if (line.signer && line.proof === 'signed' && !names.has(line.signer)) names.set(line.signer, line.who);
  return (key) => names.get(key) ?? `the player with key ${fingerprint(key)}`;
}

export function SeatsSection({ session, roles }: { session: SeatSession; roles: readonly RoleSpec[] }) {
  const seats = useSeats(session);
  const acting = useSyncExternalStore(session.actingAs.subscribe, session.actingAs.get);
  const [notice, setNotice] = useState<string | null>(null);
  const me = session.actor.identity?.publicKey;
  const nameOf = namesOfKeys(session);
  const others = (session.room.get()?.presence.get() ?? []).filter((p) => p.key && p.key !== me && !p.self);
  const mine = roles.filter((r) => me && seats.holders.get(r.id) === me);
  // A seat handed away or lost stops being acted for.
  useEffect(() => {
    if (acting && !mine.some((r) => r.name === acting)) session.actingAs.set(null);
  }, [acting, mine, session]);
  const change = (role: RoleSpec, to: string | null, toName?: string) => {
    try {
      changeSeat(session.actor, role.id, role.name, to, toName);
      setNotice(null);
    } catch (e) {
      if (!(e instanceof SeatError)) throw e;
      setNotice(e.message);
    }
  };
  return (
    <section className="rules-seats" data-testid="rules-seats" aria-label="Seats">
      <h3>Seats</h3>
      <ul>
        {roles.map((role) => {
          const holder = seats.holders.get(role.id);
          const isMine = !!me && holder === me;
          return (
            <li key={role.id} className={isMine ? 'rules-seat-mine' : undefined} title={`${role.description}${role.rule ? ` (${role.rule})` : ''}`}>
              <span className="rules-seat-role">{role.name}</span>
              <span className="rules-seat-holder">{holder ? (isMine ? 'you' : nameOf(holder)) : 'free'}</span>
              {!holder && me && (
                <button onClick={() => change(role, me)} title={`Take the seat of ${role.name}: it is bound to your key until you leave it or hand it over`}>
                  Take
                </button>
              )}
              {isMine && (
                <>
                  <button onClick={() => change(role, null)} title={`Leave the seat of ${role.name} free`}>
                    Leave
                  </button>
                  {others.length > 0 && (
                    <select aria-label={`Hand ${role.name} to`} value="" onChange={(e) => e.target.value && change(role, e.target.value, nameOf(e.target.value))} title={`Hand the seat of ${role.name} to another player`}>
                      <option value="">Hand to…</option>
                      {others.map((p) => (
                        <option key={p.key} value={p.key!}>
                          {p.name}
                        </option>
                      ))}
                    </select>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
      {mine.length > 0 && (
        <label className="rules-seat-acting" title="Your log lines say which position you act for; every browser checks you hold that seat">
          Acting as{' '}
          <select aria-label="Acting as" value={acting ?? ''} onChange={(e) => session.actingAs.set(e.target.value || null)}>
            <option value="">yourself</option>
            {mine.map((r) => (
              <option key={r.id} value={r.name}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {seats.refused.length > 0 && (
        <p className="rules-seat-refused" role="status">
          Refused: {seats.refused.map((r) => `${nameOf(r.by)} claimed ${roles.find((x) => x.id === r.role)?.name ?? r.role} (${r.why})`).join('; ')}
        </p>
      )}
      {!me && <p className="muted">Seats need this browser’s identity, which is not ready yet.</p>}
      {notice && <Alert className="rules-notice">{notice}</Alert>}
    </section>
  );
}
