/**
 * When a keyboard shortcut must stand aside: the player is typing, the focused control answers the
 * key itself, or a modal dialog is open. Every shortcut on the table (Esc on the verdict card, R on
 * the dice tray, a pasted map image, Enter to roll in a dialog) asks here, so they all agree.
 */

/** Whether keys go into a text field: an input, text area, select or anything contentEditable. */
export function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * Whether the focused element does something with Enter itself (a field, a button, a disclosure
 * summary), so a dialog's Enter shortcut leaves the key to it instead of also rolling.
 */
export function ownsEnter(target: EventTarget | null): boolean {
  return isTyping(target) || (target instanceof HTMLElement && ['BUTTON', 'SUMMARY'].includes(target.tagName));
}

/** Whether a modal dialog (or any backdrop over the table) is open, so table shortcuts leave its keys alone. */
export function modalOpen(): boolean {
  return document.querySelector('[aria-modal="true"], .modal-backdrop') !== null;
}
