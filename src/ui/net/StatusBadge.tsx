/**
 * The toolbar pill that says whether this game is shared and how the moves travel. Players need to
 * know at a glance whether their friend sees what they do, and — when the connection goes through
 * the relay — that the server still cannot read their game.
 */
import { useEffect, useState } from 'react';
import type { RoomStatus } from '../../net/types';
import { useObservable, type Observable } from '../table/viewStore';
import { formatTransfer } from './format';

interface Look {
  /** Modifier class, colouring the pill. */
  tone: 'solo' | 'connecting' | 'alone' | 'direct' | 'relay' | 'mixed';
  label: string;
  tip: string;
}

const players = (n: number) => (n === 1 ? '1 friend' : `${n} friends`);

/** Seconds of "Connecting…" after which the server is taken for unreachable, as when the network is down. */
const unreachableAfterMs = 8000;

/**
 * Whether a shared game is cut off: the browser says it has no network, or the server has not
 * answered for a while. Moves are kept all the same, and the pill says so rather than "Connecting…"
 * for ever.
 */
function useCutOff(status: RoomStatus): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  const [overdue, setOverdue] = useState(false);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  useEffect(() => {
    setOverdue(false);
    if (status.state !== 'connecting') return;
    const timer = setTimeout(() => setOverdue(true), unreachableAfterMs);
    return () => clearTimeout(timer);
  }, [status.state]);
  // Friends already reached stay reached (a direct link on a local network outlives the internet).
  return (status.state !== 'connected' && !online) || (status.state === 'connecting' && overdue);
}

const offline: Look = {
  tone: 'connecting',
  label: 'Offline — moves are kept and will sync',
  tip: 'Your friends cannot be reached: no network, or the server that introduces you is down. Everything you do is kept in this browser and reaches them once you are back online.',
};

/** What the pill shows for a status (null: the game is not shared); `cutOff`: no network, or no server for a while. */
function lookOf(status: RoomStatus | null, cutOff = false): Look {
  if (!status) return { tone: 'solo', label: 'Solo', tip: 'Not shared. Use Share to play with a friend.' };
  // Never "Connected" (nor "Waiting") while changes are still on their way: moves made now wait behind them.
  if (status.receiving) {
    return {
      tone: 'connecting',
      label: `Receiving · ${formatTransfer(status.receiving.done, status.receiving.total)}`,
      tip: 'A big change (a whole table, say) is still arriving from a friend. Their later moves reach you after it.',
    };
  }
  if (status.sending) {
    return {
      tone: 'connecting',
      label: `Sending · ${formatTransfer(status.sending.done, status.sending.total)}`,
      tip: 'A big change (a whole table, say) is still on its way to a friend. Moves you make now reach them after it.',
    };
  }
  if (cutOff) return offline;
  if (status.state === 'connecting') return { tone: 'connecting', label: 'Connecting…', tip: 'Reaching the server that introduces you to your friends…' };
  if (status.state === 'alone') return { tone: 'alone', label: 'Waiting for friends', tip: 'This game is shared. It will connect as soon as a friend opens your link.' };
  const count = players(status.peers);
  if (status.path === 'relay') {
    return {
      tone: 'relay',
      label: `Connected · relay · ${count}`,
      tip: 'No direct connection could be made (VPN, firewall or strict NAT); your moves travel through the server, encrypted — it cannot read them.',
    };
  }
  if (status.path === 'mixed') {
    return {
      tone: 'mixed',
      label: `Connected · mixed · ${count}`,
      tip: 'Connected directly to some friends. For the others no direct connection could be made (VPN, firewall or strict NAT); those moves travel through the server, encrypted — it cannot read them.',
    };
  }
  return { tone: 'direct', label: `Connected · direct · ${count}`, tip: 'Connected directly, browser to browser; your moves do not pass through any server.' };
}

function Pill({ status, cutOff = false }: { status: RoomStatus | null; cutOff?: boolean }) {
  const look = lookOf(status, cutOff);
  return (
    <span
      className={`net-badge net-badge-${look.tone}`}
      role="status"
      data-testid="room-status"
      data-state={status ? status.state : 'solo'}
      data-offline={cutOff || undefined}
      data-path={status ? status.path : 'none'}
      data-peers={status ? status.peers : 0}
      data-transfer={status?.receiving ? 'receiving' : status?.sending ? 'sending' : 'none'}
      title={look.tip}
    >
      <span className="net-badge-dot" aria-hidden="true" />
      <span className="net-badge-label">{look.label}</span>
      <span className="net-sr-only"> — {look.tip}</span>
    </span>
  );
}

function LiveBadge({ status }: { status: Observable<RoomStatus> }) {
  const now = useObservable(status);
  return <Pill status={now} cutOff={useCutOff(now)} />;
}

/** The room status pill; pass null while the game is not shared. */
export function StatusBadge({ status }: { status: Observable<RoomStatus> | null }) {
  return status ? <LiveBadge status={status} /> : <Pill status={null} />;
}
