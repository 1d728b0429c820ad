/**
 * "Order of battle": paste (or pick a file of) a plain CSV / TSV / semicolon-separated order of
 * battle with a header row; the dialog reads it as it is typed, previews every counter it makes
 * (drawn as the table will draw it) and names the line and column of every mistake. "Add N
 * counters" puts each at its hex on its board — or, without a hex, stacked at `at` — in one
 * undoable operation.
 */
import { fileDropTarget } from '../fileDrop';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { GameSession } from '../../doc/session';
import { addCounters } from '../../doc/pieceOps';
import { formatOrderOfBattleError, parseOrderOfBattle, placeOrderOfBattle, sideColoursOf, type OrderOfBattleRow } from '../../setup/orderOfBattle';
import { useModal } from '../net/useModal';
import { CounterPreview } from './CounterPreview';

interface Props {
  session: GameSession;
  onClose(): void;
  /** Hears the ids of the counters added, so the table can show and select them. */
  onAdded?(ids: string[]): void;
  /** Where counters without a hex go (board pixels); they stack there. */
  at: { board: string; x: number; y: number };
}

/** Largest file read, in bytes. */
const maxFileBytes = 1_000_000;
/** Rows and errors listed; the rest are counted. */
const shownRows = 200;
const shownErrors = 20;

const example = `name,side,type,size,factors,reduced,hex,steps,elite
1st Alpine,North,mountain,X,4-5-6,2-2-6,0604,,
"Guard Corps",North,infantry,XXX,8-8-4,4-4-4,1306,3,yes
Brigata Verde,South,infantry,X,3-4-4,1-2-4,0613,,
Corps Art,South,artillery,III,5-2-3,,2014,,`;

export function OrderOfBattleDialog({ session, onClose, onAdded, at }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const keys = useModal(dialog, onClose);
  const id = useId();
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const boards = useMemo(() => [...session.snapshot().boards.values()], [session]);
  const [board, setBoard] = useState(() => (boards.some((b) => b.id === at.board) ? at.board : (boards[0]?.id ?? '')));
  const sideColours = useMemo(() => sideColoursOf(session.snapshot()), [session]);

  const parsed = useMemo(() => (text.trim() ? parseOrderOfBattle(text, { sideColours }) : null), [text, sideColours]);
  const placed = useMemo(() => (parsed && !parsed.errors.length ? placeOrderOfBattle(parsed.rows, boards, board, at, parsed.columns) : null), [parsed, boards, board, at]);
  const errors = [...(parsed?.errors ?? []), ...(placed?.errors ?? [])].map(formatOrderOfBattleError);
  const count = placed && !placed.errors.length ? placed.counters.length : 0;
  const canAdd = count > 0 && errors.length === 0;
  const targetBoard = boards.find((b) => b.id === board);

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setFileError(null);
    if (file.size > maxFileBytes) return setFileError(`"${file.name}" is too large for an order of battle (over 1 MB).`);
    try {
      setText(await file.text());
    } catch {
      setFileError(`"${file.name}" could not be read.`);
    }
  };
  const drop = fileDropTarget((file) => void readFile(file));

  const add = (e?: FormEvent) => {
    e?.preventDefault();
    if (!canAdd || !placed) return;
    try {
      const ids = addCounters(session.actor, placed.counters, at, `add ${count} counter${count === 1 ? '' : 's'} from the order of battle`);
      onClose();
      onAdded?.(ids);
    } catch (err) {
      setAddError((err as Error).message);
    }
  };

  const rows = parsed?.rows ?? [];
  return (
    <div className="modal-backdrop" {...keys}>
      <div ref={dialog} className="modal order-of-battle" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} data-testid="order-of-battle" {...drop}>
        <h2 id={`${id}-title`}>Order of battle</h2>
        <form className="order-of-battle-body" onSubmit={add} noValidate>
          <p className="muted order-of-battle-hint">
            One counter per line, the first line naming the columns (commas, semicolons or tabs — paste straight from a spreadsheet). Known columns: <code>name</code>, <code>side</code>,{' '}
            <code>nationality</code>, <code>type</code>, <code>size</code>, <code>factors</code> (3-4-8), <code>reduced</code>, <code>hex</code>, <code>board</code>, <code>steps</code>,{' '}
            <code>count</code>, <code>kind</code>, <code>fill</code>, <code>ink</code>, <code>flags</code>, <code>elite</code>… Other columns become attributes.
          </p>
          <div className="order-of-battle-text">
            <label htmlFor={`${id}-text`}>Paste the order of battle</label>
            {!text && (
              <button type="button" className="order-of-battle-link" onClick={() => setText(example)}>
                Show an example
              </button>
            )}
          </div>
          <textarea
            id={`${id}-text`}
            value={text}
            rows={9}
            spellCheck={false}
            autoFocus
            placeholder={'name,side,type,size,factors,reduced,hex\n2/Lehr,North,armor,II,3-4-8,1-2-8,0604'}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setAddError(null);
            }}
          />
          <div className="order-of-battle-options">
            <label>
              <span>Or read a file</span>
              <input type="file" accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain" aria-label="Order of battle file" onChange={(e) => void readFile(e.currentTarget.files?.[0])} />
            </label>
            <div className="order-of-battle-board">
              <label htmlFor={`${id}-board`}>Board</label>
              <select id={`${id}-board`} value={board} onChange={(e) => setBoard(e.currentTarget.value)} title="The board for lines without a board column">
                {boards.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                    {b.grid.kind === 'none' ? ' (no grid)' : ''}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {fileError && (
            <p className="order-of-battle-error" role="alert">
              {fileError}
            </p>
          )}
          <p className="muted order-of-battle-hint">
            Counters with a hex go to that hex{targetBoard ? ` of ${targetBoard.name}` : ''}; the others are stacked {board === at.board ? 'in the middle of the view' : `in the middle of ${targetBoard?.name ?? 'the board'}`}.
          </p>

          {errors.length > 0 && (
            <div className="order-of-battle-errors" role="alert" data-testid="order-of-battle-errors">
              <p>
                {errors.length === 1 ? 'One mistake' : `${errors.length} mistakes`} to fix before adding:
              </p>
              <ul>
                {errors.slice(0, shownErrors).map((m, i) => (
                  <li key={i}>{m}</li>
                ))}
                {errors.length > shownErrors && <li>and {errors.length - shownErrors} more</li>}
              </ul>
            </div>
          )}

          {rows.length > 0 && (
            <div className="order-of-battle-preview">
              <table data-testid="order-of-battle-preview">
                <thead>
                  <tr>
                    <th scope="col">Line</th>
                    <th scope="col">Counter</th>
                    <th scope="col">Name</th>
                    <th scope="col">Side</th>
                    <th scope="col">Factors</th>
                    <th scope="col">Hex</th>
                    <th scope="col">Copies</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.slice(0, shownRows).map((r) => (
                    <PreviewRow key={r.line} row={r} />
                  ))}
                </tbody>
              </table>
              {rows.length > shownRows && <p className="muted">and {rows.length - shownRows} more lines</p>}
            </div>
          )}

          <div className="order-of-battle-footer">
            <p className="order-of-battle-summary" aria-live="polite" data-testid="order-of-battle-summary">
              {!parsed ? 'Paste an order of battle or read a file.' : errors.length ? 'Nothing is added until every mistake is fixed.' : `${count} counter${count === 1 ? '' : 's'} from ${rows.length} line${rows.length === 1 ? '' : 's'}.`}
            </p>
            {addError && (
              <p className="order-of-battle-error" role="alert">
                {addError}
              </p>
            )}
            <div className="modal-buttons">
              <button type="button" onClick={onClose}>
                Cancel
              </button>
              <button type="submit" className="primary" disabled={!canAdd}>
                {count > 0 ? `Add ${count} counter${count === 1 ? '' : 's'}` : 'Add counters'}
              </button>
            </div>
          </div>
        </form>
      </div>
    </div>
  );
}

function PreviewRow({ row }: { row: OrderOfBattleRow }) {
  const c = row.counter;
  const front = c.faces[0];
  return (
    <tr>
      <td className="muted">{row.line}</td>
      <td className="order-of-battle-faces">
        {c.faces.map((f, i) => (
          <CounterPreview key={i} face={f} size={36} label={`${i === 0 ? 'Front' : 'Reduced side'} of ${c.name || 'the counter'}`} />
        ))}
      </td>
      <td>{c.name || <span className="muted">—</span>}</td>
      <td>{String(c.attrs.side ?? '')}</td>
      <td>
        {front.factors}
        {c.faces[1] ? ` / ${c.faces[1].factors}` : ''}
      </td>
      <td>{row.hex ?? <span className="muted">—</span>}</td>
      <td>{row.count}</td>
    </tr>
  );
}
