/**
 * Areas of an area-movement map: draw named polygons ("21 Southern France") that pieces snap into,
 * rename or remove them, give them neighbours (derived from shared borders, then edited) and the
 * facts the rules read of them. Every change is one named operation.
 */
import { useEffect, useState } from 'react';
import { setBoardAreas } from '../../doc/boardOps';
import type { GameSession } from '../../doc/session';
import { newId } from '../../model/ids';
import type { Observable } from '../../model/observable';
import { startAreaDraft, type AreaDraft } from './areaDraft';
import { AreaRow } from './AreaRow';
import { areasBeingEdited } from './areaLinks';
import { DeriveNeighbours } from './DeriveNeighbours';

interface Props {
  session: GameSession;
  boardId: string;
  draft: Observable<AreaDraft> | null;
  onDraft(draft: Observable<AreaDraft> | null): void;
  onClose(): void;
}

function useBoard(session: GameSession, boardId: string) {
  const [board, setBoard] = useState(() => session.snapshot().boards.get(boardId));
  useEffect(() => session.subscribe((c, t) => c.boards && setBoard(t.boards.get(boardId))), [session, boardId]);
  return board;
}

export function AreasPanel({ session, boardId, draft, onDraft, onClose }: Props) {
  const board = useBoard(session, boardId);
  const [name, setName] = useState('');
  const current = draft ? draft : null;
  const drawing = useDraft(current);
  useEffect(() => {
    areasBeingEdited.set(boardId);
    return () => areasBeingEdited.set(null);
  }, [boardId]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopImmediatePropagation();
        if (draft) onDraft(null);
        else onClose();
      }
      if (e.key === 'Enter' && draft && !draft.get().closed && draft.get().points.length >= 6) draft.set({ ...draft.get(), closed: true });
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [draft, onDraft, onClose]);

  if (!board) return null;
  const areas = board.areas ?? [];
  const save = () => {
    if (!drawing || !drawing.closed || !name.trim()) return;
    setBoardAreas(session.actor, boardId, [...areas, { id: newId(8), name: name.trim(), points: drawing.points }], `add the area "${name.trim()}" to the areas`);
    setName('');
    onDraft(null);
  };
  return (
    <aside className="calibrate-panel" aria-label="Areas" data-testid="areas-panel">
      <h3>Areas of “{board.name}”</h3>
      {areas.length > 1 && !drawing && <DeriveNeighbours actor={session.actor} boardId={boardId} areas={areas} />}
      <ul className="areas-list">
        {areas.map((a) => <AreaRow key={a.id} actor={session.actor} boardId={boardId} area={a} areas={areas} />)}
        {areas.length === 0 && <li className="muted">No areas yet.</li>}
      </ul>
      {!drawing && (
        <button className="primary" onClick={() => onDraft(startAreaDraft(boardId))}>
          Draw a new area
        </button>
      )}
      {drawing && (
        <div className="area-draft">
          <p className="muted">
            {drawing.closed
              ? 'Name the area, then save it.'
              : `Click the corners of the area on the map (${drawing.points.length / 2} so far); click the first corner again or press Enter to close it. Drag to pan.`}
          </p>
          {drawing.closed && (
            <input aria-label="Area name" autoFocus placeholder="e.g. 21 Southern France" value={name} onChange={(e) => setName(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && save()} />
          )}
          <div className="modal-buttons">
            <button onClick={() => onDraft(null)}>Cancel</button>
            <button className="primary" disabled={!drawing.closed || !name.trim()} onClick={save}>
              Save area
            </button>
          </div>
        </div>
      )}
      <div className="modal-buttons">
        <button onClick={onClose}>Done</button>
      </div>
    </aside>
  );
}

function useDraft(draft: Observable<AreaDraft> | null): AreaDraft | null {
  const [value, setValue] = useState<AreaDraft | null>(draft?.get() ?? null);
  useEffect(() => {
    setValue(draft?.get() ?? null);
    return draft?.subscribe(() => setValue(draft.get()));
  }, [draft]);
  return value;
}
