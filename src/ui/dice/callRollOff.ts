/**
 * Going on without the players a fair roll waits for, as the dice tray and the rules assistant's
 * symbol rolls both offer it (RollWaiting's "Continue without …"): one function, so a roll is
 * called off and its players left out the same way wherever it happens. The roll's own log line
 * then says it was called off, and whom it waited for, from the asker's signed record.
 */
import type { RollTable } from '../../doc/fairDice';
import type { PendingRoll } from '../../doc/fairRoller';

/**
 * Calls `pending` off for everyone and leaves the silent players (`keys`) out of this player's
 * rolls until they are taken back in. Rolling again is the caller's: each waits for the roll to
 * settle in its own way.
 */
export function callRollOff(table: RollTable, pending: PendingRoll, keys: string[]): void {
  pending.abandon();
  table.leaveOut(keys, 'silent');
}
