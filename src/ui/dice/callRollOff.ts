/**
 * Going on without the players a fair roll waits for, as the dice tray and the rules assistant's
 * symbol rolls both offer it (RollWaiting's "Continue without …"): one function, so the log line
 * and the players left out are the same wherever a roll is called off.
 */
import type { RollTable, TablePlayer } from '../../doc/fairDice';
import type { PendingRoll } from '../../doc/fairRoller';
import { runOperation } from '../../doc/operations';

/**
 * Calls `pending` off for everyone (logged, naming the silent players among `players`) and leaves
 * those players out of this player's rolls until they are taken back in. Rolling again is the
 * caller's: each waits for the roll to settle in its own way.
 */
export function callRollOff(table: RollTable, pending: PendingRoll, players: readonly TablePlayer[], keys: string[]): void {
  const names = keys.map((k) => players.find((p) => p.key === k)?.name ?? 'a player who left');
  pending.abandon();
  runOperation(table.actor, 'abandonRoll', 'call a roll off', () => {}, `called roll ${pending.id.slice(0, 6)} off: ${names.join(' and ')} did not answer; rolling without them`);
  table.leaveOut(keys);
}
