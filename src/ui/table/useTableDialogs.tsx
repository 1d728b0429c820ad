/**
 * The dialogs the table's menus open (renaming, boards, counters from a sheet, from images, new
 * counters, an order of battle, a cup or deck): which are open, how to open each, and the element
 * that shows them. Counters a dialog adds are selected and brought into view, wherever they went.
 */
import { useState, type ReactNode, type RefObject } from 'react';
import type { GameSession } from '../../doc/session';
import { selectionBounds } from '../../geometry/selectionBounds';
import { newCountersPlace } from '../counters/placement';
import type { TableStore } from './tableStore';
import type { TableViewHandle } from './tableViewHandle';
import type { Observable, ViewStore } from './viewStore';
import type { Viewport } from './tableContext';
import * as parts from './lazyParts';

type Place = { board: string; x: number; y: number };

/** How the menus open the table's dialogs. */
export interface TableDialogOpeners {
  rename(ids: readonly string[]): void;
  boards(): void;
  counterSheet(): void;
  /** Counters from image files (dropped, or chosen in the dialog when none are given). */
  counterImages(files: File[]): void;
  counterMaker(): void;
  orderOfBattle(): void;
  addComponent(): void;
}

interface Where {
  table: TableStore;
  view: ViewStore;
  viewRef: RefObject<TableViewHandle | null>;
  viewport: Observable<Viewport>;
  /** Opens a cup's or deck's panel once the dialog has made it. */
  onComponentMade(boardId: string): void;
}

export function useTableDialogs(session: GameSession, { table, view, viewRef, viewport, onComponentMade }: Where): { open: TableDialogOpeners; dialogs: ReactNode } {
  const [renaming, setRenaming] = useState<string[] | null>(null);
  const [boardsOpen, setBoardsOpen] = useState(false);
  const [counterSheet, setCounterSheet] = useState(false);
  const [counterImages, setCounterImages] = useState<{ at: Place; files: File[] } | null>(null);
  const [counterMaker, setCounterMaker] = useState<Place | null>(null);
  const [orderOfBattle, setOrderOfBattle] = useState<Place | null>(null);
  const [addComponent, setAddComponent] = useState(false);
  const newCountersAt = () => newCountersPlace(table.snapshot().boards, viewport.get());
  const showAdded = (ids: string[]) => {
    view.patch({ selection: new Set(ids) });
    requestAnimationFrame(() => {
      const snap = table.snapshot();
      const rect = selectionBounds(ids.flatMap((id) => snap.pieces.get(id) ?? []), snap.boards);
      if (rect) viewRef.current?.zoomTo(rect);
    });
  };
  const open: TableDialogOpeners = {
    rename: (ids) => setRenaming([...ids]),
    boards: () => setBoardsOpen(true),
    counterSheet: () => setCounterSheet(true),
    counterImages: (files) => {
      const at = newCountersAt();
      if (at) setCounterImages({ at, files });
    },
    counterMaker: () => setCounterMaker(newCountersAt()),
    orderOfBattle: () => setOrderOfBattle(newCountersAt()),
    addComponent: () => setAddComponent(true),
  };
  const dialogs = (
    <>
      {counterImages && <parts.CounterImagesDialog session={session} at={counterImages.at} initial={counterImages.files} onClose={() => setCounterImages(null)} onAdded={showAdded} />}
      {boardsOpen && <parts.BoardsDialog session={session} onClose={() => setBoardsOpen(false)} />}
      {renaming && <parts.RenameDialog session={session} ids={renaming} onClose={() => setRenaming(null)} />}
      {counterSheet && <parts.CounterSheetDialog session={session} onClose={() => setCounterSheet(false)} onAdded={showAdded} />}
      {counterMaker && <parts.CounterMakerDialog session={session} at={counterMaker} onClose={() => setCounterMaker(null)} onAdded={showAdded} />}
      {orderOfBattle && <parts.OrderOfBattleDialog session={session} at={orderOfBattle} onClose={() => setOrderOfBattle(null)} onAdded={showAdded} />}
      {addComponent && (
        <parts.AddComponentDialog
          session={session}
          onClose={() => setAddComponent(false)}
          onCreated={(c) => {
            viewRef.current?.fit();
            if (c.kind === 'cup' || c.kind === 'deck') onComponentMade(c.boardId);
          }}
        />
      )}
    </>
  );
  return { open, dialogs };
}
