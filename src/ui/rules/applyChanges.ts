/**
 * Applying the value changes a report or a roll-off suggests, as one undo step: values a track
 * marker shows move the marker, the rest are set in the panel, each logged by its own operation.
 */
import type { Actor } from '../../doc/operations';
import { inOneStep, movePieces } from '../../doc/operations';
import { setRuleValue } from '../../doc/rulesOps';
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
