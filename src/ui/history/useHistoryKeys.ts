/**
 * The history bar's keys while it is open: ← and → step, Shift+← and Shift+→ jump by turn, P plays
 * or pauses, Esc (or B again) goes back to now. They are heard before any other key handler on the
 * page (capture on the window), and every other table shortcut that would change the game is held
 * back: the moment shown is read-only. Zoom, fit and help keep working.
 */
import { useEffect } from 'react';
import { isTyping, modalOpen } from '../keys';
import type { HistoryController } from './historyController';

/** Table shortcuts that only look, never change the game: allowed over a past moment. */
const lookingKeys = new Set(['+', '=', '-', '0', '?']);

/** Keys left to the page over a past moment: looking shortcuts, and moving through and pressing the bar's own controls. */
function passesThrough(e: KeyboardEvent): boolean {
  if (e.key === 'Tab') return true;
  if ((e.key === 'Enter' || e.key === ' ') && e.target instanceof HTMLElement && ['BUTTON', 'SELECT'].includes(e.target.tagName)) return true;
  return lookingKeys.has(e.key) && !e.ctrlKey && !e.metaKey;
}

/** Runs the bar's action for a key, or returns false when the key is not the bar's. */
function barAction(history: HistoryController, e: KeyboardEvent): boolean {
  const plain = !e.ctrlKey && !e.metaKey && !e.altKey;
  if (e.key === 'Escape' || (plain && !e.shiftKey && (e.key === 'b' || e.key === 'B'))) history.close();
  else if (plain && e.key === 'ArrowLeft') e.shiftKey ? history.jumpTurn(-1) : history.stepBy(-1);
  else if (plain && e.key === 'ArrowRight') e.shiftKey ? history.jumpTurn(1) : history.stepBy(1);
  else if (plain && !e.shiftKey && (e.key === 'p' || e.key === 'P')) history.togglePlay();
  else return false;
  return true;
}

export function useHistoryKeys(history: HistoryController): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!history.view.get().open || modalOpen()) return;
      const inField = isTyping(e.target);
      // A focused slider steps itself with the arrows; only Esc is the bar's there.
      if (inField && !(e.key === 'Escape' && e.target instanceof HTMLInputElement && e.target.type === 'range')) return;
      if (barAction(history, e) || !passesThrough(e)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [history]);
}
