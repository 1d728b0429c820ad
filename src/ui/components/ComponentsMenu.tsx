/**
 * A toolbar menu listing the game's cups and decks, to open the panel of one (its Draw one,
 * Shuffle, Deal…). It shows nothing while the game has neither.
 */
import { useDropdown } from '../useDropdown';
import type { GameSession } from '../../doc/session';
import { kindLabel } from '../../components/model';
import { useComponents, useSessionTable } from './componentsStore';

interface Props {
  session: GameSession;
  /** Opens the panel of the component drawn as this board. */
  onOpen(boardId: string): void;
}

export function ComponentsMenu({ session, onOpen }: Props) {
  const { open, setOpen, ref: menu } = useDropdown();
  const components = useComponents(session);
  const table = useSessionTable(session);
  const listed = components.filter((c) => (c.kind === 'cup' || c.kind === 'deck') && table.boards.has(c.boardId));
  if (!listed.length) return null;
  return (
    <div className="components-menu" ref={menu}>
      <button aria-haspopup="menu" aria-expanded={open} title="Draw from a cup; shuffle, draw or deal from a deck" data-testid="components-menu" onClick={() => setOpen((o) => !o)}>
        Cups &amp; decks
      </button>
      {open && (
        <div className="context-menu components-menu-list" role="menu">
          {listed.map((c) => (
            <button
              key={c.id}
              role="menuitem"
              data-testid={`components-menu-${c.id}`}
              title={c.kind === 'cup' ? 'Draw a piece at random' : 'Shuffle, draw, deal and discard'}
              onClick={() => {
                setOpen(false);
                onOpen(c.boardId);
              }}
            >
              <span>
                {kindLabel(c)}: {table.boards.get(c.boardId)!.name}
              </span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
