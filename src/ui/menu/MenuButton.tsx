/** A toolbar button that opens a menu under it (see MenuList for placement and keys). */
import { useCallback, useRef, useState } from 'react';
import { MenuList } from './MenuList';
import type { MenuSection } from './types';
import type { Rect } from './placement';

interface Props {
  label: string;
  title: string;
  sections: MenuSection[];
  testId?: string;
  /** Opens the menu from outside (the "⋯" menu does not need it; tests and shortcuts may). */
  className?: string;
}

export function MenuButton({ label, title, sections, testId, className }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const [anchor, setAnchor] = useState<Rect | null>(null);
  const close = useCallback(() => setAnchor(null), []);
  const toggle = () => {
    if (anchor) return setAnchor(null);
    const r = button.current!.getBoundingClientRect();
    setAnchor({ left: r.left, top: r.top, width: r.width, height: r.height });
  };
  return (
    <>
      <button
        ref={button}
        className={className}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        title={title}
        data-testid={testId}
        onClick={toggle}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !anchor) {
            e.preventDefault();
            toggle();
          }
        }}
      >
        {label}
      </button>
      {anchor && <MenuList sections={sections} anchor={anchor} label={label} onClose={close} returnFocus={button.current} ignoreOutside={button.current} />}
    </>
  );
}
