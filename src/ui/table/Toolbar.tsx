/**
 * The table's toolbar. Its groups of buttons give way, least needed first, to a "⋯" menu when the
 * window is too narrow, so every command stays one or two clicks away and nothing scrolls sideways.
 * Menus open in portals (see MenuList), so the toolbar never clips them.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { GameSession } from '../../doc/session';
import { MenuButton } from '../menu/MenuButton';
import { MenuList } from '../menu/MenuList';
import { groupsToHide } from '../menu/overflow';
import type { Rect } from '../menu/placement';
import type { MenuItem, MenuSection } from '../menu/types';

/** One group of the toolbar: what it shows, and what the "⋯" menu offers in its place. */
export interface ToolbarGroup {
  key: string;
  /** Lower gives way first; `Infinity` never does. */
  rank: number;
  content: ReactNode;
  /** The same commands as menu items, for the "⋯" menu; empty for groups that never give way. */
  overflow: MenuSection[];
}

/** Width in px the game's name keeps, at least, before toolbar groups give way to the "⋯" menu. */
const nameRoom = 140;

interface Props {
  session: GameSession;
  onHome(): void;
  /** The game's name (an editable button). */
  name: ReactNode;
  groups: ToolbarGroup[];
}

export function Toolbar({ onHome, name, groups }: Props) {
  const header = useRef<HTMLElement>(null);
  const fixedRef = useRef<HTMLDivElement>(null);
  const widths = useRef(new Map<string, number>());
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const [moreAnchor, setMoreAnchor] = useState<Rect | null>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const el = header.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const el = header.current;
    if (!el) return;
    for (const node of el.querySelectorAll<HTMLElement>('[data-toolbar-group]')) {
      if (node.style.display !== 'none') widths.current.set(node.dataset.toolbarGroup!, node.offsetWidth + 6);
    }
    const style = getComputedStyle(el);
    const available = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    // The game's name shrinks (with an ellipsis) to `nameRoom` before any group gives way.
    const fixed = fixedRef.current;
    const fixedWidth = fixed ? Math.min(fixed.scrollWidth, (fixed.firstElementChild as HTMLElement | null)?.offsetWidth ?? 0) + nameRoom : 0;
    const next = groupsToHide(
      available,
      fixedWidth + 12,
      44,
      groups.map((g) => ({ key: g.key, rank: g.rank, width: widths.current.get(g.key) ?? 0 })),
    );
    if ([...next].join() !== [...hidden].join()) setHidden(next);
  });

  const overflow: MenuSection[] = groups.filter((g) => hidden.has(g.key)).flatMap((g) => g.overflow);
  return (
    <header className="toolbar" ref={header} data-width={width}>
      <div className="toolbar-fixed" ref={fixedRef}>
        <button className="toolbar-home" onClick={onHome} title="Back to your games" aria-label="Games">
          ◂<span className="toolbar-home-word"> Games</span>
        </button>
        {name}
      </div>
      <span className="spacer" />
      {groups.map((g) => (
        <div key={g.key} className="toolbar-group" data-toolbar-group={g.key} style={hidden.has(g.key) ? { display: 'none' } : undefined}>
          {g.content}
        </div>
      ))}
      {hidden.size > 0 && (
        <button
          ref={moreButton}
          className="toolbar-more"
          aria-haspopup="menu"
          aria-expanded={!!moreAnchor}
          aria-label="More commands"
          title="More commands (the window is too narrow to show them all)"
          onClick={() => {
            if (moreAnchor) return setMoreAnchor(null);
            const r = moreButton.current!.getBoundingClientRect();
            setMoreAnchor({ left: r.left, top: r.top, width: r.width, height: r.height });
          }}
        >
          ⋯
        </button>
      )}
      {moreAnchor && hidden.size > 0 && <MenuList sections={overflow} anchor={moreAnchor} label="More commands" onClose={() => setMoreAnchor(null)} returnFocus={moreButton.current} ignoreOutside={moreButton.current} />}
    </header>
  );
}

/** A toolbar button that opens a menu, and the same items as a titled section of the "⋯" menu. */
export function menuGroup(key: string, rank: number, label: string, title: string, items: MenuItem[], testId?: string): ToolbarGroup {
  return {
    key,
    rank,
    content: items.length ? <MenuButton label={label} title={title} sections={[{ items }]} testId={testId} /> : null,
    overflow: items.length ? [{ title: label, items }] : [],
  };
}
