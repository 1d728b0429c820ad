/**
 * Keeps this browser acknowledging seat changes (src/doc/seatAgent.ts) while a game with seats is
 * open, knowing who is at the table: only players whose presence is signed are acknowledged.
 */
import { useEffect, useState } from 'react';
import type { GameSession } from '../../doc/session';
import { startSeatAgent } from '../../doc/seatAgent';
import { watchSeatRecords } from '../../doc/seatOps';
import type { GameRole } from '../../trust/seats';

type SeatSession = Pick<GameSession, 'actor' | 'room'>;

/** The keys of the other players at the table whose presence is signed. */
function presentKeys(session: SeatSession): Set<string> {
  const out = new Set<string>();
  for (const p of session.room.get()?.presence.get() ?? []) if (!p.self && p.key) out.add(p.key);
  return out;
}

const sameKeys = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((k) => b.has(k));

/** Runs the seat agent for `session` and the game's `roles` (nothing while there are none, they are not known yet, or no identity). */
export function useSeatAgent(session: SeatSession, roles: readonly GameRole[] | null): void {
  useEffect(() => {
    const identity = session.actor.identity;
    if (!identity || !roles?.length) return;
    let present = presentKeys(session);
    const agent = startSeatAgent({ doc: session.actor.doc, identity, who: () => session.actor.name, roles, present: () => present });
    // Presence changes with every pointer move: the agent looks again only when the keys change.
    const onPresence = () => {
      const next = presentKeys(session);
      if (sameKeys(next, present)) return;
      present = next;
      agent.check();
    };
    let unfollow = () => {};
    const followRoom = () => {
      unfollow();
      unfollow = session.room.get()?.presence.subscribe(onPresence) ?? (() => {});
      onPresence();
    };
    const unfollowRoom = session.room.subscribe(followRoom);
    followRoom();
    return () => {
      agent.stop();
      unfollowRoom();
      unfollow();
    };
  }, [session, roles]);
}

/** A number that goes up whenever seat records change, for memos that read the seats. */
export function useSeatRecordsVersion(session: Pick<GameSession, 'actor'>): number {
  const [version, setVersion] = useState(0);
  useEffect(() => watchSeatRecords(session.actor.doc, () => setVersion((v) => v + 1)), [session]);
  return version;
}
