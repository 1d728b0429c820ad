/**
 * What the registered actions do to the selected pieces — flip, rotate, restack, copy, delete,
 * hide, reveal — as the part of the action context that needs only the game, the view's selection
 * and a way to tell the player. The table screen adds what needs its panels and dialogs.
 */
import type { ActionContext } from '../../actions/registry';
import type { GameSession } from '../../doc/session';
import { deletePieces, flipPieces, restackPieces, rotatePieces } from '../../doc/operations';
import { duplicateBeside } from './duplicateBeside';
import type { ViewStore } from './viewStore';

/** The piece actions' part of the context. */
export type PieceActions = Pick<
  ActionContext,
  'selection' | 'hasSelection' | 'flip' | 'canFlip' | 'rotate' | 'rotationStep' | 'restack' | 'duplicate' | 'remove' | 'selectAll' | 'clearSelection' | 'canHide' | 'hide' | 'canReveal' | 'reveal'
>;

/** The piece actions on `session`'s table, for the selection in `view`; `onError` hears what could not be done. */
export function pieceActions(session: GameSession, view: ViewStore, onError: (message: string) => void): PieceActions {
  const piece = (id: string) => session.snapshot().pieces.get(id);
  return {
    get selection() {
      return [...view.get().selection];
    },
    get hasSelection() {
      return view.get().selection.size > 0;
    },
    flip: (ids) => flipPieces(session.actor, ids),
    canFlip: (ids) => ids.some((id) => (piece(id)?.faces.length ?? 0) > 1),
    rotate: (ids, deg) => rotatePieces(session.actor, ids, deg),
    // One hexside on a hex board, a quarter turn otherwise.
    rotationStep: () => {
      const first = piece(view.get().selection.values().next().value ?? '');
      return first && session.snapshot().boards.get(first.at.b)?.grid.kind === 'hex' ? 60 : 90;
    },
    restack: (ids, where) => restackPieces(session.actor, ids, where),
    duplicate: (ids) => view.patch({ selection: new Set(duplicateBeside(session, ids)) }),
    remove: (ids) => {
      deletePieces(session.actor, ids);
      view.patch({ selection: new Set(), fan: null });
    },
    selectAll: () => view.patch({ selection: new Set(session.snapshot().pieces.keys()) }),
    clearSelection: () => view.patch({ selection: new Set(), fan: null, menu: null }),
    canHide: (ids) => ids.some((id) => !!piece(id) && !piece(id)!.sealed),
    hide: (ids) => {
      session.hide(ids).catch((e: unknown) => onError(`Could not hide: ${e instanceof Error ? e.message : String(e)}`));
    },
    canReveal: (ids) => ids.some((id) => session.holdsKeyOf(id) && !!piece(id)?.sealed),
    reveal: (ids) => {
      const mine = ids.filter((id) => session.holdsKeyOf(id));
      const revealed = session.revealHidden(mine).length + session.revealCards(mine);
      if (!revealed) onError('None of these can be revealed by you: a hidden counter only by the player who hid it, a card drawn for someone’s eyes only by them.');
    },
  };
}
