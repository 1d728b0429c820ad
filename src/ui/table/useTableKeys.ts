/**
 * The table's keyboard: every registered action's shortcut (src/actions/registry.ts) runs it on the
 * current selection, or says why it cannot; Space held pans. Keys typed into a field are left to it.
 */
import { useEffect, type RefObject } from 'react';
import { actionForShortcut, shortcutOf, type ActionContext } from '../../actions/registry';
import { isTyping } from '../keys';
import type { TableViewHandle } from './tableViewHandle';

export function useTableKeys(contextRef: RefObject<ActionContext>, viewRef: RefObject<TableViewHandle | null>): void {
  useEffect(() => {
    const keydown = (e: KeyboardEvent) => {
      if (isTyping(e.target)) return;
      if (e.key === ' ') {
        viewRef.current?.setSpaceHeld(true);
        e.preventDefault();
        return;
      }
      const action = actionForShortcut(shortcutOf(e));
      if (!action) return;
      e.preventDefault();
      if (action.id === 'deselect') viewRef.current?.cancelGesture();
      const ctx = contextRef.current;
      if (action.enabled(ctx)) action.perform(ctx);
      else {
        const why = action.refusal?.(ctx);
        if (why) ctx.explain(why);
      }
    };
    const keyup = (e: KeyboardEvent) => {
      if (e.key === ' ') viewRef.current?.setSpaceHeld(false);
    };
    window.addEventListener('keydown', keydown);
    window.addEventListener('keyup', keyup);
    return () => {
      window.removeEventListener('keydown', keydown);
      window.removeEventListener('keyup', keyup);
    };
  }, [contextRef, viewRef]);
}
