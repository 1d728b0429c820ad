/**
 * Renaming counters (N): one name for one counter; for many, one line per counter in reading
 * order, typed or pasted as a column, or made from their attributes ("{side} {unit}"). One undo
 * step, and the log names the counters by the names given.
 */
import { useMemo, useRef, useState } from 'react';
import type { GameSession } from '../../doc/session';
import { renamePieces } from '../../doc/pieceOps';
import { attributeKeys, namesFromPattern, readingOrder, renamesFromLines } from '../../setup/renameList';
import { useModal } from '../net/useModal';

interface Props {
  session: GameSession;
  ids: readonly string[];
  onClose(): void;
}

export function RenameDialog({ session, ids, onClose }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const keys = useModal(dialog, onClose);
  const pieces = useMemo(() => {
    const snap = session.snapshot();
    return readingOrder(ids.flatMap((id) => snap.pieces.get(id) ?? []), snap.boards);
  }, [session, ids]);
  const [text, setText] = useState(() => pieces.map((p) => p.name).join('\n'));
  const [pattern, setPattern] = useState('');
  const attrs = useMemo(() => attributeKeys(pieces), [pieces]);
  const lines = text.split(/\r?\n/).length;
  const apply = () => {
    renamePieces(session.actor, renamesFromLines(pieces, text));
    onClose();
  };
  if (!pieces.length) return null;
  return (
    <div className="modal-backdrop" {...keys}>
      <div className="modal rename-dialog" ref={dialog} role="dialog" aria-label="Rename counters">
        <h2>{pieces.length === 1 ? 'Rename the counter' : `Rename ${pieces.length} counters`}</h2>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          {pieces.length === 1 ? (
            <label className="rename-one">
              Name <input autoFocus value={text} onChange={(e) => setText(e.currentTarget.value)} aria-label="Name" />
            </label>
          ) : (
            <>
              <p className="muted">One name per line, in reading order (top to bottom, left to right; a stack bottom to top). Paste a column from a spreadsheet, or make them from attributes.</p>
              <textarea autoFocus rows={Math.min(14, pieces.length + 1)} value={text} aria-label="Names, one per line" onChange={(e) => setText(e.currentTarget.value)} />
              {lines > pieces.length && <p className="net-field-error">{lines - pieces.length} more line(s) than counters: the extra lines are left out.</p>}
              <div className="rename-pattern">
                <label>
                  From attributes{' '}
                  <input value={pattern} placeholder={attrs.length ? attrs.slice(0, 2).map((a) => `{${a}}`).join(' ') : '{side} {unit}'} aria-label="Name pattern" title={`Each {key} is replaced by the counter's attribute${attrs.length ? ` (${attrs.join(', ')})` : ''}; {name} is its name now`} onChange={(e) => setPattern(e.currentTarget.value)} />
                </label>
                <button type="button" disabled={!pattern.trim()} onClick={() => setText(namesFromPattern(pieces, pattern).join('\n'))}>
                  Fill in
                </button>
              </div>
            </>
          )}
          <div className="modal-buttons">
            <button type="button" onClick={onClose}>Cancel</button>
            <button type="submit" className="primary">Rename</button>
          </div>
        </form>
      </div>
    </div>
  );
}
