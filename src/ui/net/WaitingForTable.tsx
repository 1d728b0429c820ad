/**
 * Shown to a player who opened a share link while the table has not arrived. After a few seconds
 * with nobody in the room it says why that may be: nobody with this link's key is there — the
 * link may be cut short or from another game — rather than waiting in silence forever.
 */
import { useEffect, useState } from 'react';
import type { GameRoom } from '../../doc/net/gameRoom';
import { useObservable } from '../table/viewStore';

/** How long to wait for a friend before saying the link may be wrong. */
const patienceMs = 8000;

export function WaitingForTable({ room }: { room: GameRoom }) {
  const status = useObservable(room.status);
  const [patient, setPatient] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setPatient(false), patienceMs);
    return () => clearTimeout(timer);
  }, []);
  if (patient || status.state === 'connected') {
    return (
      <div className="waiting" role="status">
        Waiting for the table from your friend…
      </div>
    );
  }
  return (
    <div className="waiting waiting-long" role="status" data-testid="nobody-with-key">
      <strong>Nobody with this link’s key is here yet.</strong> Check the link with whoever sent it: it may be cut short, or be for another game. This page keeps
      waiting, and the table appears as soon as they open the game.
    </div>
  );
}
