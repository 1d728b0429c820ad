/**
 * The right-click menu: the registered actions that apply, each with its shortcut. It opens at
 * the pointer, upward or leftward when that keeps it inside the window (see MenuList).
 */
import { useCallback, useMemo } from 'react';
import { actions, type ActionContext } from '../../actions/registry';
import { MenuList } from '../menu/MenuList';

interface Props {
  /** Where the right-click was, in page (CSS px) coordinates. */
  x: number;
  y: number;
  context: ActionContext;
  onClose(): void;
}

export function ContextMenu({ x, y, context, onClose }: Props) {
  const items = actions
    .filter((a) => (context.hasSelection ? a.inPieceMenu || a.id === 'undo' || a.id === 'redo' : !a.inPieceMenu && a.id !== 'deselect'))
    .map((a) => ({ id: a.id, label: a.label, shortcut: a.keys[0], disabled: !a.enabled(context), onSelect: () => a.perform(context) }));
  const anchor = useMemo(() => ({ left: x, top: y, width: 0, height: 0 }), [x, y]);
  const close = useCallback(() => onClose(), [onClose]);
  return (
    <MenuList
      sections={[{ items }]}
      anchor={anchor}
      label="Actions"
      testId="context-menu"
      heading={context.hasSelection ? `${context.selection.length} selected` : undefined}
      onClose={close}
    />
  );
}
