/**
 * The reveal check as the status bar shows it for a selected counter that was hidden and revealed:
 * every browser checks the reveal itself (src/doc/revealRecords.ts), so a player sees whether the
 * counter opened with its owner's key to what it shows, not only the revealer's word in the log.
 */
import { revealStatus } from '../../doc/revealRecords';
import type { GameSession } from '../../doc/session';
import { fingerprint } from '../../trust/identity';

/** A player's name by key, from the room's presence, else the key's fingerprint. */
function nameOf(session: GameSession, key: string): string {
  return session.room.get()?.presence.get().find((p) => p.key === key)?.name ?? `the player with key ${fingerprint(key)}`;
}

/** What the status bar says of a counter's reveal, or null when it was never revealed from hiding. */
export function revealNote(session: GameSession, pieceId: string): string | null {
  const piece = session.snapshot().pieces.get(pieceId);
  if (!piece || piece.sealed) return null;
  const status = revealStatus(session.actor.doc, pieceId);
  if (!status) return null;
  if (status.ok) return `✓ revealed by ${nameOf(session, status.by!)}: its seal opened with the key it was hidden with`;
  return `✗ its reveal does not check: ${status.why}`;
}
