/**
 * The game's custom dice as React state. The dice tray lists them and the rules assistant throws
 * them for symbol rolls; one hook, so both follow the same list as anyone at the table adds,
 * changes or removes a die.
 */
import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import type { CustomDie } from '../../dice/dice';
import { readCustomDice, watchCustomDice } from '../../doc/diceOps';

/** The game's custom dice, updated when anyone at the table adds, changes or removes one. */
export function useCustomDice(doc: Y.Doc): CustomDie[] {
  const [dice, setDice] = useState(() => readCustomDice(doc));
  useEffect(() => {
    setDice(readCustomDice(doc));
    return watchCustomDice(doc, setDice);
  }, [doc]);
  return dice;
}
