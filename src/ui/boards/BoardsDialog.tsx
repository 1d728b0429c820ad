/**
 * The boards on the table, to rename, move and remove (Add → Boards…). Every change is one
 * operation that undo takes back; removing a map says first how many counters go with it.
 */
import { useRef, useState, useSyncExternalStore } from 'react';
import type { GameSession } from '../../doc/session';
import { isComponentBoard, moveBoard, piecesOnBoard, removeBoard, renameBoard } from '../../doc/boardManage';
import { useModal } from '../net/useModal';
import './boards.css';

interface Props {
  session: GameSession;
  onClose(): void;
}

/** How far one press of an arrow button moves a board, in table units. */
const step = 100;

export function BoardsDialog({ session, onClose }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const keys = useModal(dialog, onClose);
  const boards = useSyncExternalStore(
    (l) => session.subscribe(l),
    () => session.snapshot().boards,
  );
  const [confirming, setConfirming] = useState<string | null>(null);
  const actor = session.actor;
  return (
    <div className="modal-backdrop" {...keys}>
      <div className="modal boards-dialog" ref={dialog} role="dialog" aria-label="Boards on the table">
        <h2>Boards on the table</h2>
        <ul className="boards-list">
          {[...boards.values()].map((b) => {
            const component = isComponentBoard(actor, b.id);
            const count = piecesOnBoard(actor, b.id).length;
            return (
              <li key={b.id} data-board={b.id}>
                <input
                  key={b.name}
                  defaultValue={b.name}
                  aria-label={`Name of ${b.name}`}
                  title="Type a new name; Enter or leaving the field renames the board"
                  onBlur={(e) => renameBoard(actor, b.id, e.currentTarget.value)}
                  onKeyDown={(e) => e.key === 'Enter' && renameBoard(actor, b.id, e.currentTarget.value)}
                />
                <span className="boards-move" role="group" aria-label={`Move ${b.name}`}>
                  <button onClick={() => moveBoard(actor, b.id, -step, 0)} title={`Move left by ${step}`} aria-label={`Move ${b.name} left`}>←</button>
                  <button onClick={() => moveBoard(actor, b.id, 0, -step)} title={`Move up by ${step}`} aria-label={`Move ${b.name} up`}>↑</button>
                  <button onClick={() => moveBoard(actor, b.id, 0, step)} title={`Move down by ${step}`} aria-label={`Move ${b.name} down`}>↓</button>
                  <button onClick={() => moveBoard(actor, b.id, step, 0)} title={`Move right by ${step}`} aria-label={`Move ${b.name} right`}>→</button>
                </span>
                {confirming === b.id ? (
                  <span className="boards-confirm" role="alert">
                    {count ? `Remove it and its ${count} counter${count === 1 ? '' : 's'}?` : 'Remove it?'}{' '}
                    <button className="danger" onClick={() => (removeBoard(actor, b.id), setConfirming(null))}>Remove</button>
                    <button onClick={() => setConfirming(null)}>Keep</button>
                  </span>
                ) : (
                  <button disabled={component} onClick={() => setConfirming(b.id)} title={component ? 'Boxes, tracks, cups and decks are removed from their own panel' : 'Remove this board, its counters and its terrain (Ctrl+Z brings them back)'} aria-label={`Remove ${b.name}`}>
                    Remove…
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        <p className="muted">Every change here is one step that Ctrl+Z takes back.</p>
        <div className="modal-buttons">
          <button className="primary" onClick={onClose}>Done</button>
        </div>
      </div>
    </div>
  );
}
