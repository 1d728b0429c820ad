/**
 * A menu drawn above everything (in a portal on the page, so no toolbar or panel can clip it),
 * placed wholly inside the window and worked with the keyboard: the first item takes focus,
 * ↑/↓ move (wrapping), Home/End jump, Enter or Space choose, Esc closes and gives focus back to
 * what opened it, Tab closes. A press anywhere outside closes it too.
 */
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { placePopover, type Placement, type Rect } from './placement';
import type { MenuSection } from './types';

interface Props {
  sections: MenuSection[];
  /** What the menu hangs from: a button's rectangle, or a point (zero-size) for a context menu. */
  anchor: Rect;
  label: string;
  onClose(): void;
  /** Gets focus back when the menu closes by the keyboard (the button that opened it). */
  returnFocus?: HTMLElement | null;
  /** Presses inside this element do not close the menu (its own button, which toggles it). */
  ignoreOutside?: HTMLElement | null;
  testId?: string;
  /** Shown above the items (a context menu's "3 selected"). */
  heading?: string;
}

const itemsOf = (root: HTMLElement | null) => [...(root?.querySelectorAll<HTMLButtonElement>('[role^="menuitem"]:not([disabled])') ?? [])];

/** Focuses an item and scrolls only the menu itself (never the page or the toolbar) to show it. */
function focusItem(menu: HTMLElement, item: HTMLElement | undefined): void {
  if (!item) return;
  item.focus({ preventScroll: true });
  const top = item.offsetTop;
  const bottom = top + item.offsetHeight;
  if (top < menu.scrollTop) menu.scrollTop = top;
  else if (bottom > menu.scrollTop + menu.clientHeight) menu.scrollTop = bottom - menu.clientHeight;
}

export function MenuList({ sections, anchor, label, onClose, returnFocus, ignoreOutside, testId, heading }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<Placement | null>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const next = placePopover(anchor, { width: el.offsetWidth, height: el.scrollHeight }, { width: window.innerWidth, height: window.innerHeight });
      setPlace((p) => (p && p.left === next.left && p.top === next.top && p.maxHeight === next.maxHeight ? p : next));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [anchor.left, anchor.top, anchor.width, anchor.height, sections]);

  useEffect(() => {
    if (place && ref.current) focusItem(ref.current, itemsOf(ref.current)[0]);
  }, [place === null]);

  useEffect(() => {
    const outside = (e: PointerEvent) => {
      const t = e.target as Node;
      if (ref.current?.contains(t) || ignoreOutside?.contains(t)) return;
      onClose();
    };
    // Esc closes the menu even when focus has wandered off it (e.g. to the canvas after a right-click).
    const escape = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape' || ref.current?.contains(e.target as Node)) return;
      e.stopPropagation();
      onClose();
    };
    window.addEventListener('pointerdown', outside, true);
    window.addEventListener('keydown', escape, true);
    return () => {
      window.removeEventListener('pointerdown', outside, true);
      window.removeEventListener('keydown', escape, true);
    };
  }, [onClose, ignoreOutside]);

  const close = () => {
    onClose();
    returnFocus?.focus({ preventScroll: true });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const items = itemsOf(ref.current);
    const i = items.indexOf(document.activeElement as HTMLButtonElement);
    const go = (j: number) => focusItem(ref.current!, items[(j + items.length) % items.length]);
    if (e.key === 'ArrowDown') go(i + 1);
    else if (e.key === 'ArrowUp') go(i < 0 ? items.length - 1 : i - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(items.length - 1);
    else if (e.key === 'Escape') close();
    else if (e.key === 'Tab') onClose();
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  return createPortal(
    <div
      ref={ref}
      className="menu-list"
      role="menu"
      aria-label={label}
      data-testid={testId}
      style={place ? { left: place.left, top: place.top, maxHeight: place.maxHeight } : { left: 0, top: 0, visibility: 'hidden' }}
      onKeyDown={onKeyDown}
      onContextMenu={(e) => e.preventDefault()}
    >
      {heading && <div className="menu-title">{heading}</div>}
      {sections.map((section, s) => (
        <div key={s} role="group" aria-label={section.title} className="menu-section">
          {section.title && <div className="menu-title">{section.title}</div>}
          {section.items.map((item) => (
            <button
              key={item.id}
              role={item.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
              aria-checked={item.checked}
              data-testid={item.testId}
              disabled={item.disabled}
              title={item.title}
              onClick={() => {
                onClose();
                item.onSelect();
              }}
            >
              <span>{item.checked ? '✓ ' : ''}{item.label}</span>
              {item.shortcut && <kbd>{item.shortcut}</kbd>}
            </button>
          ))}
        </div>
      ))}
    </div>,
    document.body,
  );
}
