// The Sicily demo's tables. The module's text prints neither a combat results table nor the Fall of
// Mussolini Table's rolls, so BOTH tables here are SAMPLES made up for this demo, in the shapes of
// rulesets/sicily/tables.ts: players type their own in from their charts. The Fall of Mussolini
// sample uses the outcomes the text names (Mussolini falls, Italian Demoralization, Fascist
// Revival); which roll gives which is ours, not the game's.

/** A table laid out as printed: one row a line, its cells apart by `split`. */
function sample(columns, rows, text, split = /\s+/) {
  const cells = text.trim().split('\n').map((line) => line.trim().split(split));
  for (const [k, row] of cells.entries()) if (row.length !== columns.length) throw new Error(`sample row ${rows[k]} has ${row.length} cells, not ${columns.length}`);
  if (cells.length !== rows.length) throw new Error(`a sample table has ${cells.length} rows, not ${rows.length}`);
  return { columns, rows, cells, sample: true };
}
const die = ['1', '2', '3', '4', '5', '6'];

// SAMPLE: a combat results table, 1d6 down, odds across; AE/AR attacker eliminated/retreats, EX
// exchange, DR defender retreats, DE defender eliminated, - no effect.
const crt = sample(['1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1'], die, `
  AE AR AR -  DR DR DE
  AE AR -  DR DR DE DE
  AR -  DR DR EX DE DE
  AR -  DR EX DE DE DE
  -  DR EX DE DE DE DE
  DR EX DE DE DE DE DE`);

// SAMPLE: the Fall of Mussolini Table, the modified roll down (7 and 8 only with a bombing of Rome, FM 3.2).
const mussolini = sample(['Result'], [...die, '7', '8'], `
  Fascist Revival
  No effect
  No effect
  Italian Demoralization
  Italian Demoralization
  Mussolini falls
  Mussolini falls
  Mussolini falls + Italian Demoralization`, '\n');

export const sampleTables = { crt, mussolini };
