/**
 * Typing a die-roll table in from your own chart: a grid of cells (headings and rows editable when
 * the chart's shape may change), the result codes and notes as help, and live validation with the
 * kit's `validateTable` (bad cells outlined, every problem listed with its row and column). Save
 * writes the table to the game, so it syncs to the friend; it is disabled while anything is wrong.
 * Esc cancels and Ctrl+Enter saves; nothing reaches the game before Save.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { RulesError, setRuleTable } from '../../doc/rulesOps';
import type { Actor } from '../../doc/operations';
import { isComplete, validateTable } from '../../rules/kit/tables';
import type { TableData, TableSpec } from '../../rules/kit/types';
import { useBackdropClose, useModal } from '../net/useModal';
import { Alert } from './parts';
import { TableGrid } from './TableGrid';
import { problemsByPosition } from './tableEdit';

export interface TableEditorProps {
  spec: TableSpec;
  actor: Actor;
  /** What the editor opens with (the players' unsaved draft when they come back to one). */
  initial: TableData;
  /** The table as the game has it now: the baseline for "changed", and for "Start over". */
  saved: TableData;
  /** Whether the players have typed this table in (so it can be removed, going back to the ruleset's). */
  typedIn: boolean;
  /** Closed: with the unsaved table when it was cancelled with changes (so they can come back to it), else null. */
  onClose(unsaved: TableData | null): void;
}

const same = (a: TableData, b: TableData) => JSON.stringify(a) === JSON.stringify(b);

export function TableEditorDialog({ spec, actor, initial, saved, typedIn, onClose }: TableEditorProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const [data, setData] = useState<TableData>(initial);
  const [notice, setNotice] = useState<string | null>(same(initial, saved) ? null : 'Your unsaved changes from last time are back.');
  const [failure, setFailure] = useState<string | null>(null);
  const problems = useMemo(() => validateTable(spec, data), [spec, data]);
  const positions = useMemo(() => problemsByPosition(problems), [problems]);
  const changed = !same(data, saved);
  const cancel = () => onClose(changed ? data : null);
  const keys = useModal(dialog, cancel);
  const backdrop = useBackdropClose(cancel);
  // Start in the first cell (or its heading when the chart's shape may change).
  useEffect(() => {
    const first = dialog.current?.querySelector<HTMLInputElement>('[data-pos="0:0"]');
    first?.focus({ preventScroll: true });
    first?.select();
  }, []);
  const editable = spec.editableShape === true;
  const empty = data.cells.reduce((n, row) => n + row.filter((c) => c.trim() === '').length, 0);

  const save = () => {
    if (problems.length > 0) return;
    try {
      setRuleTable(actor, spec.id, data, spec.name);
      onClose(null);
    } catch (e) {
      if (!(e instanceof RulesError)) throw e;
      setFailure(e.message);
    }
  };
  const remove = () => {
    try {
      setRuleTable(actor, spec.id, null, spec.name);
      onClose(null);
    } catch (e) {
      if (!(e instanceof RulesError)) throw e;
      setFailure(e.message);
    }
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      save();
    }
    keys.onKeyDown(e);
  };

  return (
    <div className="modal-backdrop" {...backdrop}>
      <div ref={dialog} className="modal rules-table-editor" role="dialog" aria-modal="true" aria-label={`Edit ${spec.name}`} data-testid="rules-table-editor" onKeyDown={onKeyDown} onKeyUp={keys.onKeyUp}>
        <h2>
          {spec.name} <span className="rules-rule">{spec.rule}</span> <span className="muted rules-die">{spec.die}</span>
        </h2>
        {data.sample && (
          <p className="rules-sample" role="note">
            Sample — not the game's numbers.{' '}
            <label title="Tick when the cells now hold your chart's own numbers">
              <input type="checkbox" checked={false} onChange={() => setData({ ...data, sample: undefined })} /> These are my chart's numbers
            </label>
          </p>
        )}
        {spec.notes && <p className="muted rules-hint">{spec.notes}</p>}
        <p className="muted rules-hint">
          Type each cell as printed on your chart. Arrows and Enter move between cells; paste a block copied from a spreadsheet into a cell to fill the grid from there.
          {editable && ' Your chart may have more or fewer columns and rows: add or remove them, and type their headings.'}
        </p>
        <TableGrid
          data={data}
          editableShape={editable}
          problems={positions}
          columnKind={spec.columnKind}
          namedRows={spec.rowKind === 'named'}
          onChange={(next, message) => {
            setData(next);
            setFailure(null);
            if (message !== undefined) setNotice(message);
          }}
        />
        {notice && (
          <p className="muted rules-note" role="status">
            {notice}
          </p>
        )}
        {spec.codes.length > 0 && (
          <details className="rules-codes" open>
            <summary>Result codes</summary>
            <ul>
              {spec.codes.map((c) => (
                <li key={c.example}>
                  <code>{c.example}</code> — {c.meaning}
                </li>
              ))}
            </ul>
          </details>
        )}
        {problems.length > 0 ? (
          <ul className="rules-problems" role="alert" aria-label="Problems to fix before saving">
            {problems.slice(0, 12).map((p, i) => (
              <li key={i}>{p.message}</li>
            ))}
            {problems.length > 12 && <li>…and {problems.length - 12} more</li>}
          </ul>
        ) : (
          <p className="muted rules-note">{isComplete(data) ? 'Every cell is typed in.' : `${empty} ${empty === 1 ? 'cell is' : 'cells are'} still empty: you can save now and finish later.`}</p>
        )}
        {failure && <Alert>{failure}</Alert>}
        <div className="modal-buttons">
          {typedIn && (
            <button type="button" className="danger" onClick={remove} title={spec.data ? "Remove your typed-in table and use the ruleset's own numbers" : 'Remove your typed-in table from the game'}>
              Remove typed-in table
            </button>
          )}
          {changed && (
            <button type="button" onClick={() => (setData(saved), setNotice(null))} title="Undo every change made in this editor">
              Start over
            </button>
          )}
          <span className="spacer" />
          <button type="button" onClick={cancel} title="Close without saving (Esc); your changes are kept for when you come back">
            Cancel
          </button>
          <button type="button" className="primary" onClick={save} disabled={problems.length > 0} title={problems.length > 0 ? 'Fix the problems listed first' : 'Save the table in the game; it syncs to everyone (Ctrl+Enter)'}>
            Save
          </button>
        </div>
      </div>
    </div>
  );
}
