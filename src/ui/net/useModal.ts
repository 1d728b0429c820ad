/**
 * What every dialog here needs to behave like a dialog: Escape closes it (before the table's own
 * shortcuts see the key), Tab stays inside it, and focus goes back where it was when it closes.
 * Keys typed inside the dialog are also kept from the table's window-level shortcuts (so Space
 * ticks a checkbox instead of starting a pan, and Delete does not delete the selected counters).
 */
import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent, type RefObject } from 'react';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Wires Escape, the Tab trap and focus restoring to a dialog element; spread the returned handlers on the backdrop. */
export function useModal(dialog: RefObject<HTMLElement | null>, onClose: () => void) {
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopImmediatePropagation();
        e.preventDefault();
        close.current();
        return;
      }
      const root = dialog.current;
      if (e.key !== 'Tab' || !root) return;
      const items = [...root.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.offsetParent !== null || el === document.activeElement);
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const inside = root.contains(document.activeElement);
      if (e.shiftKey && (document.activeElement === first || !inside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
        e.preventDefault();
        first.focus();
      }
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => {
      window.removeEventListener('keydown', onKey, { capture: true });
      if (before?.isConnected) before.focus();
    };
  }, [dialog]);

  const stop = (e: ReactKeyboardEvent) => e.stopPropagation();
  return { onKeyDown: stop, onKeyUp: stop };
}

/**
 * Closes on a click on the backdrop itself — only when the press also began there, so selecting
 * text in the dialog and releasing outside it does not close it. Spread on the backdrop.
 */
export function useBackdropClose(onClose: () => void) {
  const pressed = useRef(false);
  return {
    onMouseDown: (e: ReactMouseEvent) => {
      pressed.current = e.target === e.currentTarget;
    },
    onClick: (e: ReactMouseEvent) => {
      if (pressed.current && e.target === e.currentTarget) onClose();
      pressed.current = false;
    },
  };
}
