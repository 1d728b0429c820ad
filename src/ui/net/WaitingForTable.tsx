/**
 * Shown to a player who opened a share link while the table has not arrived. After a few seconds
 * with nobody in the room it says why that may be: nobody with this link's key is there — the
 * link may be cut short or from another game — rather than waiting in silence forever.
 *
 * Once a friend's table is arriving, a big one is put on the table in slices: a bar at the top
 * counts the counters in ("Receiving the table… 2,300 of 5,000 counters") while the part already
 * there can be looked at and played, and goes when the whole table is there. Before that, while
 * a table of many megabytes is still crossing the network, the same bar counts its bytes in.
 */
import { useEffect, useMemo, useState } from 'react';
import type { GameRoom } from '../../doc/net/gameRoom';
import type { TableArrival } from '../../doc/joinProgress';
import { Observable } from '../../model/observable';
import { useObservable } from '../table/viewStore';
import { formatTransfer } from './format';

/** How long to wait for a friend before saying the link may be wrong. */
const patienceMs = 8000;

interface Props {
  room: GameRoom;
  /** The session's table arrival (`GameSession.arrival`); without it, only the waiting message shows. */
  arrival?: Observable<TableArrival>;
  /** Whether the table shows nothing yet: the waiting message is for an empty table only. */
  tableEmpty?: boolean;
}

export function WaitingForTable({ room, arrival, tableEmpty = true }: Props) {
  const status = useObservable(room.status);
  const unknown = useMemo(() => new Observable<TableArrival>({ stage: 'waiting' }), []);
  const coming = useObservable(arrival ?? unknown);
  const [patient, setPatient] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setPatient(false), patienceMs);
    return () => clearTimeout(timer);
  }, []);
  if (coming.stage === 'receiving' && coming.from === 'friend') return <ArrivalBar received={coming.received} total={coming.total} />;
  if (!tableEmpty || coming.stage === 'ready') return null;
  if (status.receiving) return <TransferBar done={status.receiving.done} total={status.receiving.total} />;
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

/** The bar over the top of the table while counters come in; the table below stays usable. */
function ArrivalBar({ received, total }: { received: number; total: number }) {
  const label = `Receiving the table… ${received.toLocaleString('en')} of ${total.toLocaleString('en')} counters`;
  return (
    <div className="waiting" data-testid="table-arrival" style={{ top: 12, transform: 'translateX(-50%)', pointerEvents: 'none', display: 'grid', gap: 6, minWidth: 280 }}>
      <span role="status">{label}</span>
      <progress role="progressbar" aria-label="Receiving the table" max={total} value={received} aria-valuemin={0} aria-valuemax={total} aria-valuenow={received} style={{ width: '100%' }} />
    </div>
  );
}

/** The bar over the empty table while a friend's table is still crossing the network (before any counter can be shown). */
function TransferBar({ done, total }: { done: number; total: number }) {
  return (
    <div className="waiting" data-testid="table-transfer" style={{ display: 'grid', gap: 6, minWidth: 280 }}>
      <span role="status">Receiving the table… {formatTransfer(done, total)}</span>
      <progress aria-label="Receiving the table" max={total} value={done} style={{ width: '100%' }} />
    </div>
  );
}
