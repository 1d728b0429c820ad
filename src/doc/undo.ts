/**
 * Per-player undo. The undo manager tracks only transactions whose origin is a `LocalOrigin`,
 * so Ctrl+Z takes back this player's own operations and never a friend's; the log is outside
 * its scope, so history of what happened is never erased, and undo itself is logged.
 */
import * as Y from 'yjs';
import { appendTo, typesOf } from './gameDoc';
import { LocalOrigin } from './origin';
import { logLine, type LogSigner } from './logLines';
import { appendPrepared, nextClock, stepOf, type StoredStep } from './historySteps';
import type { Actor } from './operations';

/**
 * What an undo or redo really did. A step whose pieces a friend has since moved cannot be taken
 * back (the friend's later change stands), and the player is told so instead of a false "undo".
 */
export interface UndoOutcome {
  /** `all`: the step was taken back; `part`: some of it was; `none`: nothing changed. */
  done: 'all' | 'part' | 'none';
  /** A sentence for the player when not all was done, e.g. "Moved since by Bob: nothing undone". */
  message: string | null;
}

/** Undo/redo for one player on one document. */
export interface PlayerUndo {
  undo(): UndoOutcome;
  redo(): UndoOutcome;
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
 * The actor for an operation that names its undo step (`step`, a fresh `Symbol()`), or that
 * follows up a named step (`follows`): hex control recorded after a move joins the move's step, so
 * one Ctrl+Z takes back both, however long the judging took. A follow-up joins only while the step
 * it names is the player's last one; after anything else it is a step of its own.
 */
export function inStep(actor: Actor, marks: { step?: symbol; follows?: symbol }): Actor {
  return { ...actor, ...marks };
}

/** The pieces a step changed, by id, with the JSON of each one's place right after the step. */
type TouchedPieces = Map<string, string>;

/**
 * Creates the undo manager for the local player (`actor` names them in the log). `nameOfClient`
 * names the player behind a document client id (from the room's presence), for "moved since by Bob".
 */
export function createPlayerUndo(doc: Y.Doc, actor: () => string, nameOfClient: (client: number) => string | null = () => null, signer: () => LogSigner | undefined = () => undefined): PlayerUndo {
  const t = typesOf(doc);
  const manager: Y.UndoManager = new Y.UndoManager([t.pieces, t.boards, t.faces, t.assets, t.meta, t.terrain, t.rules], {
    trackedOrigins: new Set<unknown>([LocalOrigin]),
    captureTimeout: 0,
    captureTransaction(tr) {
      // Yjs joins a change to the last step while within captureTimeout of it: always for a follow-up of that very step, never otherwise.
      const follows = tr.origin instanceof LocalOrigin ? tr.origin.follows : undefined;
      const last = manager.undoStack[manager.undoStack.length - 1];
      manager.captureTimeout = follows !== undefined && last?.meta.get('step') === follows ? Infinity : 0;
      return true;
    },
  });
  manager.on('stack-item-added', (event: { stackItem: { meta: Map<string, unknown> }; origin: unknown; type: string; changedParentTypes: Map<Y.AbstractType<Y.YEvent<any>>, Y.YEvent<any>[]> }) => {
    if (event.origin instanceof LocalOrigin) {
      event.stackItem.meta.set('label', event.origin.label);
      if (event.origin.step) event.stackItem.meta.set('step', event.origin.step);
    }
    // Remember where the step left each piece it changed, to tell later whether a friend moved it on.
    const touched: TouchedPieces = (event.stackItem.meta.get('pieces') as TouchedPieces | undefined) ?? new Map();
    for (const type of event.changedParentTypes.keys()) {
      const item = type._item;
      if (item?.parent === t.pieces && typeof item.parentSub === 'string' && type instanceof Y.Map) touched.set(item.parentSub, JSON.stringify(type.get('at') ?? null));
    }
    event.stackItem.meta.set('pieces', touched);
  });
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  // 10.x Undo never crosses chance: once anyone's roll, draw or shuffle is in the log, this player's
  // history before it (and the draw itself) can no longer be taken back. Registered after the undo
  // manager, so it runs after the manager has recorded the transaction.
  let logSeen = t.log.length;
  let crossedChance = false;
  const onChance = () => {
    const length = t.log.length;
    if (length <= logSeen) return void (logSeen = length);
    const added = t.log.slice(logSeen);
    logSeen = length;
    if (!added.some((line) => (line as { d?: unknown } | null)?.d === 1)) return;
    manager.clear();
    crossedChance = true;
  };
  doc.on('afterTransaction', onChance);
  manager.on('stack-item-added', () => (crossedChance = false));
  manager.on('stack-item-added', notify);
  manager.on('stack-item-popped', notify);
  manager.on('stack-cleared', notify);

  const labelOf = (stack: { meta: Map<string, unknown> }[]) => {
    const item = stack[stack.length - 1];
    return item ? String(item.meta.get('label') ?? 'last change') : null;
  };
  /** Logs an undo or redo, with the history step of what it changed (an undo is a step of the game's history, never an erasure). */
  const logged = (verb: string, label: string | null, changes: StoredStep | null) => {
    doc.transact(() => {
      const clock = nextClock(doc);
      appendTo(t.log, [logLine(actor(), `${verb} ${label ?? 'last change'}`, 'action', false, signer())]);
      if (changes) appendPrepared(doc, changes, clock);
    }, 'undo-log');
  };

  /** Pieces of a step that someone else has changed since, with who did it. */
  const movedOnByOthers = (item: { meta: Map<string, unknown> } | undefined): { id: string; by: string }[] => {
    const touched = item?.meta.get('pieces') as TouchedPieces | undefined;
    const out: { id: string; by: string }[] = [];
    for (const [id, at] of touched ?? []) {
      const piece = t.pieces.get(id);
      if (!(piece instanceof Y.Map) || JSON.stringify(piece.get('at') ?? null) === at) continue;
      const writer = (piece as unknown as { _map: Map<string, Y.Item> })._map.get('at')?.id.client;
      if (writer === undefined || writer === doc.clientID) continue;
      out.push({ id, by: nameOfClient(writer) ?? 'a friend' });
    }
    return out;
  };

  /** Runs one undo or redo, watching whether it changed anything, and tells the truth about it. */
  const step = (verb: 'undo' | 'redo', stack: { meta: Map<string, unknown> }[], run: () => unknown): UndoOutcome => {
    const item = stack[stack.length - 1];
    if (!item) return { done: 'none', message: verb === 'undo' && crossedChance ? 'A roll or draw since cannot be taken back, nor anything before it.' : null };
    const label = labelOf(stack);
    const others = movedOnByOthers(item);
    let changed = false;
    let changes: StoredStep | null = null;
    const watch = (tr: Y.Transaction) => {
      if (tr.origin !== manager || tr.changed.size === 0) return;
      changed = true;
      changes = stepOf(t, tr, verb);
    };
    doc.on('afterTransaction', watch);
    try {
      run();
    } finally {
      doc.off('afterTransaction', watch);
    }
    const who = [...new Set(others.map((o) => o.by))].join(' and ');
    const what = verb === 'undo' ? 'undone' : 'redone';
    if (!changed) return { done: 'none', message: others.length ? `Moved since by ${who}: nothing ${what}.` : `Nothing to ${verb}: “${label}” has been changed since.` };
    logged(verb, label, changes);
    if (!others.length) return { done: 'all', message: null };
    const names = others.map((o) => pieceName(o.id)).join(', ');
    return { done: 'part', message: `${verb === 'undo' ? 'Undid' : 'Redid'} “${label}” except ${names}: moved since by ${who}.` };
  };
  const pieceName = (id: string) => {
    const piece = t.pieces.get(id);
    return (piece instanceof Y.Map && typeof piece.get('name') === 'string' && piece.get('name')) || 'a counter';
  };

  return {
    undo: () => step('undo', manager.undoStack, () => manager.undo()),
    redo: () => step('redo', manager.redoStack, () => manager.redo()),
    canUndo: () => manager.undoStack.length > 0,
    canRedo: () => manager.redoStack.length > 0,
    undoLabel: () => labelOf(manager.undoStack),
    redoLabel: () => labelOf(manager.redoStack),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy: () => {
      doc.off('afterTransaction', onChance);
      manager.destroy();
    },
  };
}
