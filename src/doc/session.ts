/**
 * An open game: its document loaded from storage, kept saved, with this player's undo history
 * and a live plain snapshot for rendering. Everything outside `src/doc` works through this.
 */
import * as Y from 'yjs';
import type { TableSnapshot, LogEntry } from '../model/records';
import { putGame, getGame } from '../store/gamesIndex';
import { readMeta } from './gameDoc';
import { migrateDoc } from './migrations';
import type { Actor } from './operations';
import { loadStoredGame, startAutosave, type Autosave, type LoadReport } from './persistence';
import { readLog, readSnapshot, watchTable, type TableChange } from './snapshot';
import { createPlayerUndo, type PlayerUndo } from './undo';

/** An open game. */
export interface GameSession {
  readonly id: string;
  /** The acting player, passed to operations. */
  readonly actor: Actor;
  readonly undo: PlayerUndo;
  /** What loading found (skipped records are reported to the player). */
  readonly loadReport: LoadReport;
  snapshot(): TableSnapshot;
  log(): LogEntry[];
  /** Subscribes to table changes; returns an unsubscribe function. */
  subscribe(listener: (change: TableChange, table: TableSnapshot) => void): () => void;
  /** Resolves when every change so far is stored. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** Opens a stored game. `playerName` is read on every operation, so renaming takes effect at once. */
export async function openGame(id: string, playerName: () => string, onStorageError: (e: unknown) => void): Promise<GameSession> {
  const doc = new Y.Doc();
  const loadReport = await loadStoredGame(id, doc);
  if (!readMeta(doc).id) throw new Error('This game is not stored in this browser (it may have been deleted).');
  const autosave: Autosave = startAutosave(id, doc, loadReport.stored, onStorageError);
  migrateDoc(doc);
  const actor: Actor = {
    doc,
    get name() {
      return playerName();
    },
  };
  const undo = createPlayerUndo(doc, playerName);
  let table = readSnapshot(doc);
  const listeners = new Set<(change: TableChange, table: TableSnapshot) => void>();
  const stopWatching = watchTable(
    doc,
    (change, next) => {
      table = next;
      listeners.forEach((l) => l(change, next));
    },
    table,
  );

  let touchTimer: ReturnType<typeof setTimeout> | undefined;
  const touchIndex = async () => {
    const entry = await getGame(id);
    await putGame({ id, name: table.meta.name, createdAt: entry?.createdAt ?? table.meta.createdAt, updatedAt: Date.now(), pieces: table.pieces.size });
  };
  doc.on('update', (_u: Uint8Array, origin: unknown) => {
    if (typeof origin === 'symbol') return;
    clearTimeout(touchTimer);
    touchTimer = setTimeout(() => void touchIndex().catch(onStorageError), 300);
  });

  return {
    id,
    actor,
    undo,
    loadReport,
    snapshot: () => table,
    log: () => readLog(doc),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush: () => autosave.flush(),
    async close() {
      clearTimeout(touchTimer);
      stopWatching();
      undo.destroy();
      await autosave.flush();
      autosave.destroy();
      await touchIndex().catch(onStorageError);
      doc.destroy();
    },
  };
}
