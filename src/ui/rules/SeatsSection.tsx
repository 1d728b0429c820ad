/**
 * The seats of a multi-player game, in the assistant panel: each position the game defines (the
 * Head of OKW…), who holds it, and for this player: take a free seat, leave or hand over one they
 * hold, give way in a contest over one, and choose which of their seats they act for now (their
 * log lines then carry it). Seats are signed records settled by the players' acknowledgements
 * (src/doc/seatOps.ts, src/trust/seats.ts); this only shows and asks.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { changeSeat, giveWay, legacySeatRoles, readSeats, SeatError, type Seats } from '../../doc/seatOps';
import type { GameSession } from '../../doc/session';
import type { RoleSpec } from '../../rules/types';
import { fingerprint } from '../../trust/identity';
import { Alert } from './parts';
import { acknowledgedText, listNames, refusalText } from './seatText';
import { useSeatRecordsVersion } from './useSeatAgent';
import './sections.css';

/** Refused claims named in the panel; a flood of them is counted, not listed. */
const shownRefusals = 8;

type SeatSession = Pick<GameSession, 'actor' | 'subscribe' | 'log' | 'actingAs' | 'room'>;

/** The seats as the records last settled them, read again whenever seat records change. */
function useSeats(session: SeatSession, roles: readonly RoleSpec[]): Seats {
  const version = useSeatRecordsVersion(session);
  return useMemo(() => (void version, readSeats(session.actor.doc, roles)), [session, roles, version]);
}

/** Names by key: who is at the table now, else the first name the key signed a log line with. */
function namesOfKeys(session: SeatSession): (key: string) => string {
  const names = new Map<string, string>();
  for (const p of session.room.get()?.presence.get() ?? []) if (p.key && !names.has(p.key)) names.set(p.key, p.name);
  for (const line of session.log()) if (line.signer && line.proof === 'signed' && !names.has(line.signer)) names.set(line.signer, line.who);
  return (key) => names.get(key) ?? `the player with key ${fingerprint(key)}`;
}

/** What a seat's row says of its holder. */
function holderText(seats: Seats, role: string, me: string | undefined, nameOf: (key: string) => string): string {
  const contest = seats.contests.get(role);
  if (contest) return `contested: ${listNames(contest.claims.map((c) => (c.change.by === me ? 'you' : nameOf(c.change.by))))}`;
  const holder = seats.holders.get(role);
  return holder ? (holder === me ? 'you' : nameOf(holder)) : 'free';
}

export function SeatsSection({ session, roles }: { session: SeatSession; roles: readonly RoleSpec[] }) {
  const seats = useSeats(session, roles);
  const acting = useSyncExternalStore(session.actingAs.subscribe, session.actingAs.get);
  const [notice, setNotice] = useState<string | null>(null);
  const me = session.actor.identity?.publicKey;
  const nameOf = namesOfKeys(session);
  const others = (session.room.get()?.presence.get() ?? []).filter((p) => p.key && p.key !== me && !p.self);
  const mine = roles.filter((r) => me && seats.holders.get(r.id) === me);
  const legacy = useMemo(() => legacySeatRoles(session.actor.doc, roles), [session, roles]);
  // A seat handed away, lost or contested stops being acted for.
  useEffect(() => {
    if (acting && !mine.some((r) => r.id === acting)) session.actingAs.set(null);
  }, [acting, mine, session]);
  const attempt = (write: () => void) => {
    try {
      write();
      setNotice(null);
    } catch (e) {
      if (!(e instanceof SeatError)) throw e;
      setNotice(e.message);
    }
  };
  const change = (role: RoleSpec, to: string | null, toName?: string) => attempt(() => changeSeat(session.actor, roles, role.id, to, toName));
  return (
    <section className="rules-seats" data-testid="rules-seats" aria-label="Seats">
      <h3>Seats</h3>
      <ul>
        {roles.map((role) => {
          const holder = seats.holders.get(role.id);
          const contest = seats.contests.get(role.id);
          const isMine = !!me && holder === me;
          return (
            <li key={role.id} data-role={role.id} className={isMine ? 'rules-seat-mine' : undefined} title={`${role.description}${role.rule ? ` (${role.rule})` : ''}`}>
              <span className="rules-seat-role">{role.name}</span>
              <span className="rules-seat-holder" title={holder ? acknowledgedText(seats, role.id, nameOf) : undefined}>
                {holderText(seats, role.id, me, nameOf)}
              </span>
              {!holder && !contest && me && (
                <button onClick={() => change(role, me)} title={`Take the seat of ${role.name}: it is bound to your key until you leave it or hand it over`}>
                  Take
                </button>
              )}
              {contest?.claims.some((c) => c.change.by === me) && (
                <button onClick={() => attempt(() => giveWay(session.actor, roles, role.id))} title={`Withdraw your claim on ${role.name}, so the other claim counts`}>
                  Give way
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
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {seats.refused.length > 0 && (
        <p className="rules-seat-refused" role="status" data-testid="seats-refused">
          Refused: {seats.refused.slice(0, shownRefusals).map((r) => refusalText(r, roles, nameOf)).join('; ')}
          {seats.refused.length > shownRefusals && `; and ${seats.refused.length - shownRefusals} more`}
        </p>
      )}
      {legacy.length > 0 && (
        <p className="muted" data-testid="seats-legacy">
          Seats taken in an earlier version of Sandtable ({legacy.map((r) => r.name).join(', ')}) no longer count: take them again.
        </p>
      )}
      {!me && <p className="muted">Seats need this browser’s identity, which is not ready yet.</p>}
      {notice && <Alert className="rules-notice">{notice}</Alert>}
    </section>
  );
}
