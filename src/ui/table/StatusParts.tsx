/** The toolbar's editable game name and the status bar (hex under the pointer, what is selected). */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { renameGame } from '../../doc/operations';
import type { GameSession } from '../../doc/session';
import type { GameMeta } from '../../model/records';
import { placeLabel } from '../../geometry/places';
import type { TableStore } from './tableStore';
import { useObservable, useSlice, type Observable, type ViewStore } from './viewStore';

/** The game's name in the toolbar; a click makes it editable. */
export function GameName({ session }: { session: GameSession }) {
  // A game joined from a link has no name of its own until its table arrives.
  const nameOf = (meta: GameMeta) => (meta.id ? meta.name : null);
  const [name, setName] = useState(nameOf(session.snapshot().meta));
  const [editing, setEditing] = useState(false);
  useEffect(() => session.subscribe((c, t) => c.meta && setName(nameOf(t.meta))), [session]);
  if (name === null) return <span className="game-name muted">Shared game</span>;
  if (!editing) return <button className="game-name" title="Rename this game" onClick={() => setEditing(true)}>{name}</button>;
  return (
    <input
      className="game-name"
      autoFocus
      maxLength={200}
      defaultValue={name}
      aria-label="Game name"
      onBlur={(e) => {
        const next = e.currentTarget.value.trim();
        if (next && next !== name) renameGame(session.actor, next);
        setEditing(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
        if (e.key === 'Escape') setEditing(false);
      }}
    />
  );
}

/** The hex under the pointer and where the selection is. */
export function StatusBar({ table, view, hoverLabel, onEndTurn, revealOf }: { table: TableStore; view: ViewStore; hoverLabel: Observable<string | null>; onEndTurn(): void; revealOf?(id: string): string | null }) {
  const hover = useObservable(hoverLabel);
  const selection = useSlice(view, (s) => s.selection);
  const touch = useSlice(view, (s) => s.input !== 'mouse');
  // Only the first selected counter's record and its board: a move of another counter re-renders nothing here.
  const first = useSyncExternalStore(table.subscribe, () => (selection.size ? table.snapshot().pieces.get(selection.values().next().value!) : undefined));
  const board = useSyncExternalStore(table.subscribe, () => (first ? table.snapshot().boards.get(first.at.b) : undefined));
  const where = first && board ? placeLabel(board, first.at.x, first.at.y) : null;
  // Checked again whenever the selected counter's record changes (a reveal replaces it).
  const reveal = useMemo(() => (selection.size === 1 && first && revealOf ? revealOf(first.id) : null), [selection, first, revealOf]);
  return (
    <footer className="status-bar">
      <span data-testid="hover-hex">{hover ? (/^\p{L}+\s/u.test(hover) ? hover : `Hex ${hover}`) : '—'}</span>
      <span data-testid="selection-status">
        {selection.size === 0 ? 'Nothing selected' : selection.size === 1 ? `${first?.name ?? 'Counter'}${where ? ` in ${where}` : ''}` : `${selection.size} selected${where ? ` (first in ${where})` : ''}`}
      </span>
      {reveal && (
        <span data-testid="reveal-check" className={reveal.startsWith('✗') ? 'reveal-check reveal-bad' : 'reveal-check'}>
          {reveal}
        </span>
      )}
      <span className="hint">{touch ? 'Drag to move · two fingers to zoom · hold for actions · tap a stack to open it' : 'Drag to move · Shift+drag to select · right-click for actions · ? for help'}</span>
      <button className="end-turn" onClick={onEndTurn} title="Clears the marks on the counters you moved since your last End turn (Ctrl+Enter). It enforces no turn order.">
        End turn
      </button>
    </footer>
  );
}
