/**
 * 6.8 Reduction: an army's combat die steps down. The aid prints the downgrades as one table, in
 * this order; read as one Reduction each for the first four (Black ⇒ Grey, Grey ⇒ White, Yellow and
 * White ⇒ eliminated), the last three being the same steps taken two or three at a time.
 */
export type ArmyDie = 'Black' | 'Grey' | 'White' | 'Yellow';

/** 6.8 as printed: from ⇒ to, null for eliminated (∅). */
export const reductionTable: readonly { from: ArmyDie; to: ArmyDie | null }[] = [
  { from: 'Black', to: 'Grey' },
  { from: 'Grey', to: 'White' },
  { from: 'Yellow', to: null },
  { from: 'White', to: null },
  { from: 'Black', to: 'White' },
  { from: 'Grey', to: null },
  { from: 'Black', to: null },
];

/** One Reduction: the first downgrade the table prints for the die. */
export function reducedOnce(die: ArmyDie): ArmyDie | null {
  return reductionTable.find((r) => r.from === die)!.to;
}

/** The die after `n` Reductions, null when eliminated. */
export function afterReductions(die: ArmyDie, n: number): ArmyDie | null {
  let d: ArmyDie | null = die;
  for (let i = 0; i < n && d !== null; i++) d = reducedOnce(d);
  return d;
}

/** "Black die ⇒ Grey die", "White die ⇒ ∅". */
export const reductionText = (r: (typeof reductionTable)[number]): string => `${r.from} die ⇒ ${r.to ? `${r.to} die` : '∅'}`;
