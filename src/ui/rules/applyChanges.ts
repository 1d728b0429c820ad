/**
 * Applying the value changes a report or a roll-off suggests, as one undo step: values a track
 * marker shows move the marker, the rest are set in the panel, each logged by its own operation.
 * And the one way the dialogs write to the game: a change the rules refuse becomes a sentence to
 * show, so the button stays for another try.
 */
import type { Actor } from '../../doc/operations';
import { inOneStep, movePieces } from '../../doc/operations';
import { RulesError, setRuleValue } from '../../doc/rulesOps';
import { readSnapshot } from '../../doc/snapshot';
import { readComponents } from '../../doc/componentOps';
import type { ValueSpec } from '../../rules/types';
import { markerMoves } from './trackMarkers';
import type { ChangeRow } from './reportText';

/** Sets every row's value for everyone at the table; throws the RulesError of a change the rules refuse. */
export function applyChanges(actor: Actor, what: string, rows: readonly ChangeRow[], valueSpecs: readonly ValueSpec[]): void {
  inOneStep(actor, 'applyReport', `apply the changes of ${what}`, () => {
    const { moves, handled } = markerMoves(readSnapshot(actor.doc), readComponents(actor.doc), valueSpecs, rows);
    if (moves.length) movePieces(actor, moves);
    rows.forEach((row) => setRuleValue(actor, row.id, handled.has(row.id) ? undefined : row.value, row.label));
  });
}

/**
 * Runs `write` (applying changes, logging a summary first); true when it went through. A change
 * the rules refuse (RulesError) goes to `onRefused` with its reason; any other error is a bug and
 * is thrown on.
 */
export function tryRulesWrite(write: () => void, onRefused: (reason: string) => void): boolean {
  try {
    write();
    return true;
  } catch (e) {
    if (!(e instanceof RulesError)) throw e;
    onRefused(e.message);
    return false;
  }
}
