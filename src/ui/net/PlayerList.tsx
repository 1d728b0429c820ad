/**
 * Who is at the table, with the colour their pointer and moves are drawn in, so a player can tell
 * whose hand is on which counter. Presence changes many times a second (pointers), but this list
 * only re-renders when a name, colour or the set of players changes.
 */
import { useMemo } from 'react';
import type { PeerPresence } from '../../net/types';
import { useSlice, type Observable } from '../table/viewStore';
import { safeColor, safeName } from './format';

type Row = [clientId: number, name: string, color: string, self: boolean];

/** A string naming who is present, equal as long as the list should look the same. */
const rowsKey = (list: PeerPresence[]) => JSON.stringify(list.map((p): Row => [p.clientId, p.name, p.color, p.self]));

export function PlayerList({ presence }: { presence: Observable<PeerPresence[]> }) {
  const key = useSlice(presence, rowsKey);
  const rows = useMemo(() => {
    const all = JSON.parse(key) as Row[];
    return [...all.filter((r) => r[3]), ...all.filter((r) => !r[3])];
  }, [key]);
  if (rows.length === 0) return null;
  return (
    <section className="net-players" aria-label="Players">
      <h3>At the table</h3>
      <ul>
        {rows.map(([id, name, color, self]) => (
          <li key={id} title={self ? `${safeName(name)} (you) — change your name and colour in Settings` : safeName(name)}>
            <span className="net-player-dot" style={{ background: safeColor(color) }} aria-hidden="true" />
            <span className="net-player-name">{safeName(name)}</span>
            {self && <span className="net-player-you"> (you)</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
