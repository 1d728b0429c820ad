/**
 * The toolbar pill that says whether this game is shared and how the moves travel. Players need to
 * know at a glance whether their friend sees what they do, and — when the connection goes through
 * the relay — that the server still cannot read their game.
 */
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

/** What the pill shows for a status (null: the game is not shared). */
function lookOf(status: RoomStatus | null): Look {
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

function Pill({ status }: { status: RoomStatus | null }) {
  const look = lookOf(status);
  return (
    <span
      className={`net-badge net-badge-${look.tone}`}
      role="status"
      data-testid="room-status"
      data-state={status ? status.state : 'solo'}
      data-path={status ? status.path : 'none'}
      data-peers={status ? status.peers : 0}
      data-transfer={status?.receiving ? 'receiving' : status?.sending ? 'sending' : 'none'}
      title={look.tip}
    >
      <span className="net-badge-dot" aria-hidden="true" />
      {look.label}
      <span className="net-sr-only"> — {look.tip}</span>
    </span>
  );
}

function LiveBadge({ status }: { status: Observable<RoomStatus> }) {
  return <Pill status={useObservable(status)} />;
}

/** The room status pill; pass null while the game is not shared. */
export function StatusBadge({ status }: { status: Observable<RoomStatus> | null }) {
  return status ? <LiveBadge status={status} /> : <Pill status={null} />;
}
