/**
 * What the assistant's combat, roll and report dialogs share beyond any dialog's Esc and Tab
 * (useModal): focus goes to the dialog as it opens, so Enter and Esc work at once without a click,
 * and Enter does the dialog's next step (roll) unless focus is on a control that takes Enter itself.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useBackdropClose, useModal } from '../net/useModal';
import { ownsEnter } from '../keys';

/**
 * Wires a rules dialog: spread `backdrop` on the backdrop and `dialogProps` on the dialog element.
 * `onEnter` is what Enter does now (null when there is nothing left to do, e.g. after the roll);
 * `dialog` lets the caller take focus back into the dialog when a control it held goes away.
 */
export function useRulesDialog(onClose: () => void, onEnter: (() => void) | null = null) {
  const dialog = useRef<HTMLDivElement>(null);
  const keys = useModal(dialog, onClose);
  const backdrop = useBackdropClose(onClose);
  useEffect(() => dialog.current?.focus({ preventScroll: true }), []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (onEnter && e.key === 'Enter' && !e.ctrlKey && !e.metaKey && !ownsEnter(e.target)) {
      e.preventDefault();
      onEnter();
    }
    keys.onKeyDown(e);
  };
  return { dialog, backdrop, dialogProps: { ref: dialog, tabIndex: -1, onKeyDown, onKeyUp: keys.onKeyUp } };
}
