// The SAMPLE tables the demos ship (combat results and the like, which no rules text prints): each
// written as it would be printed, one row a line, and checked against its shape so a typo cannot
// ship a ragged table. The scenario marks each `sample: true` so the app says it is not the game's.

/** The rows of a one-die and a two-dice table. */
export const ONE_DIE = ['1', '2', '3', '4', '5', '6'];
export const TWO_DICE = ['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];

/** A table from its printed text: `columns` over `rows`, the cells read row by row, apart by `split`. */
export function sampleTable(columns, rows, text, split = /\s+/) {
  const cells = text.trim().split('\n').map((line) => line.trim().split(split));
  for (const [k, row] of cells.entries()) if (row.length !== columns.length) throw new Error(`sample row ${rows[k]} has ${row.length} cells, not ${columns.length}`);
  if (cells.length !== rows.length) throw new Error(`a sample table has ${cells.length} rows, not ${rows.length}`);
  return { columns, rows, cells, sample: true };
}
