/**
 * What the dialogs that throw the game's custom dice work with (the symbol roll, the procedure
 * and its steps): the table read as rules see it, the ruleset's values, who acts, who rolls with
 * whom and the dice. Declared once, so a procedure hands its steps and the symbol roll it embeds
 * the same things under the same names.
 */
import type { CustomDie } from '../../dice/dice';
import type { RollTable } from '../../doc/fairDice';
import type { Actor } from '../../doc/operations';
import type { RulesView, ValueSpec } from '../../rules/types';

export interface TableEnv {
  /** The table as read when the dialog opened (or, in a procedure, after the last step). */
  view: RulesView;
  /** The table as it is now, read again as the players go on (null when it cannot be read). */
  readView?(): RulesView | null;
  /** The ruleset's values, for the labels and current readings of the changes suggested. */
  valueSpecs: readonly ValueSpec[];
  actor: Actor;
  /** Who rolls with whom (the session's `rollTable`). */
  table: RollTable;
  /** The game's custom dice. */
  dice: readonly CustomDie[];
}
