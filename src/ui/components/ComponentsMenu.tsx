/**
 * The items of the toolbar's "Cups & decks" menu: the game's cups and decks, each opening its panel
 * (Draw one, Shuffle, Deal…). Empty while the game has neither, and then the toolbar shows no button.
 */
import type { GameSession } from '../../doc/session';
import { kindLabel } from '../../components/model';
import type { MenuItem } from '../menu/types';
import { useComponents, useSessionBoards } from './componentsStore';

export function useComponentsMenu(session: GameSession, onOpen: (boardId: string) => void): MenuItem[] {
  const components = useComponents(session);
  // Boards only: the table screen that calls this must not re-render on every move (issue #11).
  const boards = useSessionBoards(session);
  return components
    .filter((c) => (c.kind === 'cup' || c.kind === 'deck') && boards.has(c.boardId))
    .map((c) => ({
      id: c.id,
      label: `${kindLabel(c)}: ${boards.get(c.boardId)!.name}`,
      title: c.kind === 'cup' ? 'Draw a piece at random' : 'Shuffle, draw, deal and discard',
      testId: `components-menu-${c.id}`,
      onSelect: () => onOpen(c.boardId),
    }));
}
