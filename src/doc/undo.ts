/**
 * Per-player undo. The undo manager tracks only transactions whose origin is a `LocalOrigin`,
 * so Ctrl+Z takes back this player's own operations and never a friend's; the log is outside
 * its scope, so history of what happened is never erased, and undo itself is logged.
 */
import * as Y from 'yjs';
import { typesOf } from './gameDoc';
import { LocalOrigin } from './origin';
import { logLine } from './logLines';

/** Undo/redo for one player on one document. */
export interface PlayerUndo {
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
  /** Label of the step `undo()` would take back, for tooltips. */
  undoLabel(): string | null;
  redoLabel(): string | null;
  /** Called whenever the stacks change. Returns an unsubscribe function. */
  onChange(listener: () => void): () => void;
  destroy(): void;
}

/**
 * Operations that follow from the player's previous one (hex control recorded after a move) and so
 * join its undo step when made within `joinWindowMs` of it: one Ctrl+Z takes back the move and the
 * control it gave together.
 */
const joinsPreviousStep = new Set(['recordControl']);
const joinWindowMs = 2000;

/** Creates the undo manager for the local player (`actor` names them in the log). */
export function createPlayerUndo(doc: Y.Doc, actor: () => string): PlayerUndo {
  const t = typesOf(doc);
  const manager: Y.UndoManager = new Y.UndoManager([t.pieces, t.boards, t.faces, t.assets, t.meta, t.terrain, t.rules], {
    trackedOrigins: new Set<unknown>([LocalOrigin]),
    captureTimeout: 0,
    captureTransaction(tr) {
      manager.captureTimeout = tr.origin instanceof LocalOrigin && joinsPreviousStep.has(tr.origin.op) ? joinWindowMs : 0;
      return true;
    },
  });
  manager.on('stack-item-added', (event: { stackItem: { meta: Map<string, unknown> }; origin: unknown; type: string }) => {
    if (event.origin instanceof LocalOrigin) event.stackItem.meta.set('label', event.origin.label);
  });
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  manager.on('stack-item-added', notify);
  manager.on('stack-item-popped', notify);
  manager.on('stack-cleared', notify);

  const labelOf = (stack: { meta: Map<string, unknown> }[]) => {
    const item = stack[stack.length - 1];
    return item ? String(item.meta.get('label') ?? 'last change') : null;
  };
  const logged = (verb: string, label: string | null) => {
    doc.transact(() => t.log.push([logLine(actor(), `${verb} ${label ?? 'last change'}`)]), 'undo-log');
  };

  return {
    undo() {
      const label = labelOf(manager.undoStack);
      if (manager.undo()) logged('undo', label);
    },
    redo() {
      const label = labelOf(manager.redoStack);
      if (manager.redo()) logged('redo', label);
    },
    canUndo: () => manager.undoStack.length > 0,
    canRedo: () => manager.redoStack.length > 0,
    undoLabel: () => labelOf(manager.undoStack),
    redoLabel: () => labelOf(manager.redoStack),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy: () => manager.destroy(),
  };
}
