/**
 * The table editor's grid: one input per cell, and per heading and row label when the chart's
 * shape may change (with buttons to add and remove columns and rows). Arrow keys and Enter move
 * between cells like a spreadsheet; pasting a tab or comma separated block fills the grid from the
 * cell pasted into. Cells with a problem are outlined.
 */
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { TableData } from '../../rules/kit/types';
import type { DelimitedTextError } from '../../setup/delimitedRecords';
import { addColumn, addRow, isBlock, moveFrom, parseBlock, pasteBlock, posKey, removeColumn, removeRow, setAt, textAt, type GridPos, type Move } from './tableEdit';

interface Props {
  data: TableData;
  editableShape: boolean;
  /** Grid positions with a problem (`posKey`), outlined; the message is the title. */
  problems: ReadonlyMap<string, string>;
  columnKind: string;
  /** Rows named (a terrain effects chart) rather than rolls. */
  namedRows?: boolean;
  onChange(data: TableData, notice?: string): void;
}

const arrowMoves: Record<string, Move> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

const columnWords: Record<string, string> = { odds: 'odds', differential: 'differentials', percentage: 'percentages' };
const columnCorner: Record<string, string> = { odds: 'Roll \\ odds', differential: 'Roll \\ diff.', percentage: 'Roll \\ %' };

export function TableGrid({ data, editableShape, problems, columnKind, namedRows = false, onChange }: Props) {
  const grid = useRef<HTMLTableElement>(null);
  const focusAt = (at: GridPos) => {
    const input = grid.current?.querySelector<HTMLInputElement>(`[data-pos="${posKey(at)}"]`);
    input?.focus();
    input?.select();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>, at: GridPos) => {
    const input = e.currentTarget;
    let move: Move | undefined = arrowMoves[e.key];
    if (move === 'left' && !(input.selectionStart === 0 && input.selectionEnd === 0)) move = undefined;
    if (move === 'right' && !(input.selectionStart === input.value.length && input.selectionEnd === input.value.length)) move = undefined;
    if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey && !e.altKey) move = e.shiftKey ? 'up' : 'down';
    if (!move) return;
    const next = moveFrom(data, at, move, editableShape);
    e.preventDefault();
    if (next) focusAt(next);
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>, at: GridPos) => {
    const text = e.clipboardData.getData('text/plain');
    if (!isBlock(text)) return;
    const mistakes: DelimitedTextError[] = [];
    const block = parseBlock(text, mistakes);
    if (mistakes.length) {
      e.preventDefault();
      onChange(data, `Nothing pasted: line ${mistakes[0].line} of the copied text: ${mistakes[0].message}.`);
      return;
    }
    if (block.length === 0 || (block.length === 1 && block[0].length === 1)) return;
    e.preventDefault();
    const result = pasteBlock(data, at, block, editableShape);
    const size = `${block.length} × ${Math.max(...block.map((r) => r.length))}`;
    const left = result.left ? `; ${result.left} ${result.left === 1 ? 'value fell' : 'values fell'} outside the table and ${result.left === 1 ? 'was' : 'were'} left out` : '';
    onChange(result.data, `Pasted a block of ${size} from ${at.row < 0 ? 'the headings' : `row ${data.rows[at.row] || at.row + 1}`}${left}.`);
  };
  // Each column as wide as its longest entry ("Surrender" fits), within reason.
  const width = (texts: readonly string[]) => `${Math.min(24, Math.max(4, ...texts.map((t) => t.length))) + 2}ch`;
  const widths = data.columns.map((c, i) => width([c, ...data.cells.map((r) => r[i] ?? '')]));
  const labelWidth = width(data.rows);
  const cell = (at: GridPos, label: string) => {
    const problem = problems.get(posKey(at));
    return (
      <input
        data-pos={posKey(at)}
        style={{ width: at.column < 0 ? labelWidth : widths[at.column] }}
        className={at.row < 0 || at.column < 0 ? 'rules-grid-heading' : 'rules-grid-cell'}
        value={textAt(data, at)}
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        title={problem ?? label}
        spellCheck={false}
        autoComplete="off"
        onChange={(e) => onChange(setAt(data, at, e.currentTarget.value))}
        onKeyDown={(e) => onKeyDown(e, at)}
        onPaste={(e) => onPaste(e, at)}
      />
    );
  };
  const columnName = (c: number) => data.columns[c]?.trim() || `column ${c + 1}`;
  const rowName = (r: number) => data.rows[r]?.trim() || `row ${r + 1}`;

  return (
    <div className="rules-grid-wrap">
      <table ref={grid} className="rules-grid">
        <thead>
          {editableShape && (
            <tr className="rules-grid-tools">
              <td />
              {data.columns.map((_, c) => (
                <td key={c}>
                  <button type="button" className="rules-icon" onClick={() => onChange(removeColumn(data, c))} disabled={data.columns.length <= 1} title={`Remove ${columnName(c)}`} aria-label={`Remove ${columnName(c)}`}>
                    ×
                  </button>
                </td>
              ))}
              <td>
                <button type="button" className="rules-icon" onClick={() => onChange(addColumn(data, data.columns.length))} title="Add a column at the right (type its heading)" aria-label="Add a column">
                  +
                </button>
              </td>
            </tr>
          )}
          <tr>
            <th className="rules-grid-corner" title={`Rows are ${namedRows ? 'named' : 'modified die rolls'}; columns are ${columnWords[columnKind] ?? 'named'}`}>
              {namedRows ? '' : (columnCorner[columnKind] ?? 'Roll')}
            </th>
            {data.columns.map((c, i) => (
              <th key={i} scope="col" className={problems.has(posKey({ row: -1, column: i })) ? 'rules-grid-bad' : undefined}>
                {editableShape ? cell({ row: -1, column: i }, `Heading of column ${i + 1}`) : c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((r, ri) => (
            <tr key={ri}>
              <th scope="row" className={problems.has(posKey({ row: ri, column: -1 })) ? 'rules-grid-bad' : undefined}>
                {editableShape ? cell({ row: ri, column: -1 }, `Label of row ${ri + 1}`) : r}
              </th>
              {data.columns.map((_, ci) => (
                <td key={ci}>{cell({ row: ri, column: ci }, `Roll ${rowName(ri)}, column ${columnName(ci)}`)}</td>
              ))}
              {editableShape && (
                <td>
                  <button type="button" className="rules-icon" onClick={() => onChange(removeRow(data, ri))} disabled={data.rows.length <= 1} title={`Remove ${rowName(ri)}`} aria-label={`Remove row ${rowName(ri)}`}>
                    ×
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {editableShape && (
        <button type="button" className="rules-add-row" onClick={() => onChange(addRow(data, data.rows.length))} title="Add a row at the bottom (type its roll, e.g. 7+)">
          + Add a row
        </button>
      )}
    </div>
  );
}
