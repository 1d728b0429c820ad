/** The right-click menu: the registered actions that apply, each with its shortcut. */
import { useEffect, useRef } from 'react';
import { actions, type ActionContext } from '../../actions/registry';

interface Props {
  x: number;
  y: number;
  context: ActionContext;
  onClose(): void;
}

export function ContextMenu({ x, y, context, onClose }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const items = actions.filter((a) => (context.hasSelection ? a.inPieceMenu || a.id === 'undo' || a.id === 'redo' : !a.inPieceMenu && a.id !== 'deselect'));
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
  }, []);
  return (
    <div
      ref={ref}
      className="context-menu"
      role="menu"
      style={{ left: x, top: y }}
      onPointerDown={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
        if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
          e.preventDefault();
          const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [])];
          const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
          buttons[(i + (e.key === 'ArrowDown' ? 1 : buttons.length - 1)) % buttons.length]?.focus();
        }
      }}
    >
      {context.hasSelection && <div className="menu-title">{context.selection.length} selected</div>}
      {items.map((a) => (
        <button
          key={a.id}
          role="menuitem"
          disabled={!a.enabled(context)}
          onClick={() => {
            onClose();
            a.perform(context);
          }}
        >
          <span>{a.label}</span>
          <kbd>{a.keys[0]}</kbd>
        </button>
      ))}
    </div>
  );
}
