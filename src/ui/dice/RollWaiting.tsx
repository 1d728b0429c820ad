/**
 * A fair roll under way, in the dice tray: who it is waiting for, and — after a few seconds — the
 * choice to go on without them. Going on calls the roll off for everyone (logged) and leaves those
 * players out of this player's rolls until they are taken back in.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PendingRoll } from '../../doc/fairRoller';
import type { TablePlayer } from '../../doc/fairDice';

/** How long a roll waits before offering to go on without the players it waits for. */
const patienceMs = 4000;

export function RollWaiting({ pending, players, onContinueWithout }: { pending: PendingRoll; players: TablePlayer[]; onContinueWithout(keys: string[]): void }) {
  const status = useSyncExternalStore(pending.status.subscribe, pending.status.get);
  const [patient, setPatient] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setPatient(false), patienceMs);
    return () => clearTimeout(timer);
  }, [pending]);
  const names = status.waitingFor.map((k) => players.find((p) => p.key === k)?.name ?? 'a player who left');
  const step = status.stage === 'committing' ? 'to commit' : 'to reveal';
  return (
    <div className="dice-waiting" data-testid="roll-waiting" role="status">
      <p>
        <span className="dice-spinner" aria-hidden="true" /> Rolling fairly with {players.filter((p) => status.request?.players.includes(p.key)).map((p) => p.name).join(', ') || 'the table'}…
      </p>
      {names.length > 0 && (
        <p className="muted">
          Waiting for {names.join(' and ')} {step}.
        </p>
      )}
      {!patient && names.length > 0 && (
        <button
          className="dice-link"
          data-testid="roll-continue-without"
          title="Call this roll off (logged) and roll again without them; take them back in from the tray"
          onClick={() => onContinueWithout(status.waitingFor)}
        >
          Continue without {names.join(' and ')}
        </button>
      )}
    </div>
  );
}
