/**
 * The document guard: whatever a peer sends or a damaged store holds, the game stays usable and
 * openable. After every transaction it checks the records that changed; a record that is not
 * sound is put back to its last sound value (or, when it never had one, removed), in a transaction
 * of its own (origin `repairOrigin`) that syncs to everyone, so the whole room returns to a sound
 * game. Every kind of record is checked, each field within its bounds (`recordChecks.ts`). A
 * peer's deletion of a board, face or image the table still uses is put back too (`inUse.ts`). The
 * game's identity (`meta.id`, `schemaVersion`, `createdAt`) is pinned: only a migration may change
 * it; a name deleted or made unsound is put back to the last sound one (`metaGuard.ts`).
 *
 * A piece that lost fields without anyone writing a bad value (an undo that restores a counter a
 * friend moved meanwhile: Yjs will not restore a key another client overwrote) is completed from
 * where it was last seen, and said so in the log by the player whose action caused it.
 *
 * Registered before any other listener, it repairs before the table, undo or rules read the change.
 * A peer's big transaction is checked in slices (see `GuardOptions.sliceSize`).
 */
import * as Y from 'yjs';
import type { Piece } from '../model/records';
import { isRecordId, problemsOfAssetRecord, problemsOfBoardRecord, problemsOfFaceRecord, type Problem } from '../model/validate';
import { checkedPiece, pieceFields, rawPiece, typesOf, type GameTypes } from './gameDoc';
import { logLine, type LogSigner } from './logLines';
import { LocalOrigin } from './origin';
import { nextTask, type Scheduler } from './slicedSnapshot';
import { problemsOfVassalEntry } from './vassalOrigin';
import { problemOfDeletion, stillUsed, type UsedKind } from './inUse';
import { guardMeta } from './metaGuard';
import { problemsOfComponentEntry, problemsOfDieEntry, problemsOfRulesEntry, problemsOfTerrainEntry } from './recordChecks';

/** Origin of the guard's own repairs (never in anyone's undo, never checked again). */
export const repairOrigin = Symbol('repair');

/** What the guard left out or put back because it was not sound. */
export interface IgnoredReport {
  /** Document client ids that wrote the unsound values (a peer's, or several). */
  clients: number[];
  problems: Problem[];
}

export interface GuardOptions {
  /** Hears about unsound records a peer (or a damaged store) wrote; they are already repaired. */
  onIgnored?(report: IgnoredReport): void;
  /** The name the log gives this player, for the line saying a counter was put back. */
  playerName?(): string;
  /** Signs that line as this player's (src/doc/logLines.ts). */
  signer?(): LogSigner | undefined;
  /**
   * The game's id as this browser knows it (from its games list or the share link). A joiner's
   * empty document takes its identity from the first peer; with this, that peer cannot choose it.
   */
  gameId?: string;
  /**
   * A peer's transaction changing more records than this (a friend's whole table reaching a late
   * joiner) is checked in slices of this many, one task each, so the page keeps answering; until a
   * record is checked, the table feed leaves it out if it is unsound. The game's identity is
   * always checked at once.
   */
  sliceSize?: number;
  schedule?: Scheduler;
}

type PlainKind = 'boards' | 'faces' | 'assets' | 'vassal' | 'terrain' | 'rules' | 'components' | 'dice';
const plainChecks: Record<PlainKind, (key: string, value: unknown) => Problem[]> = {
  boards: problemsOfBoardRecord,
  faces: problemsOfFaceRecord,
  assets: problemsOfAssetRecord,
  // A game from a VASSAL module: what a write-back and a log's steps read (vassalOrigin.ts).
  vassal: problemsOfVassalEntry,
  terrain: problemsOfTerrainEntry,
  rules: problemsOfRulesEntry,
  components: problemsOfComponentEntry,
  dice: problemsOfDieEntry,
};
const plainKinds = Object.keys(plainChecks) as PlainKind[];
/** Pieces remembered after removal, so an undo that restores one half-way can be completed. */
const rememberRemoved = 5000;

/**
 * The client id that wrote the current value of `key` in a Y.Map; null when it has none. A key
 * deleted keeps its last item, whose writer is not the deleter: a deletion names no writer.
 */
function writerOf(map: Y.Map<unknown>, key: string): number | null {
  const item = (map as unknown as { _map: Map<string, { id: { client: number }; deleted: boolean }> })._map.get(key);
  return item && !item.deleted ? item.id.client : null;
}

/** Keys changed by one transaction, per kind of record. */
interface Changed {
  meta: boolean;
  plain: Record<PlainKind, Set<string>>;
  pieces: Set<string>;
}

const nothingChanged = (): Changed => ({ meta: false, plain: Object.fromEntries(plainKinds.map((k) => [k, new Set<string>()])) as Changed['plain'], pieces: new Set() });
const keyCount = (c: Changed) => plainKinds.reduce((n, k) => n + c.plain[k].size, c.pieces.size);

function changedBy(tr: Y.Transaction, t: GameTypes): Changed {
  const out = nothingChanged();
  const kindOf = new Map<unknown, PlainKind>(plainKinds.map((k) => [t[k], k]));
  for (const [changedType, keys] of tr.changed) {
    const type = changedType as unknown;
    const add = (set: Set<string>) => keys.forEach((k) => k !== null && set.add(k));
    const kind = kindOf.get(type);
    if (type === t.meta) out.meta = true;
    else if (kind) add(out.plain[kind]);
    else if (type === t.pieces) add(out.pieces);
    else if (type instanceof Y.Map && type.parent === t.pieces && type._item?.parentSub) out.pieces.add(type._item.parentSub);
  }
  return out;
}

/** Starts guarding `doc`; returns a function that stops. Call after loading and migrating, before other listeners. */
export function guardDoc(doc: Y.Doc, options: GuardOptions = {}): { stop(): void; checkAll(): IgnoredReport; soundPieces(): ReadonlyMap<string, Piece> | null } {
  const t = typesOf(doc);
  const lastGood = Object.fromEntries(plainKinds.map((k) => [k, new Map<string, unknown>()])) as Record<PlainKind, Map<string, unknown>>;
  const pieces = new Map<string, Piece>();
  const removed = new Map<string, Piece>();
  const metaGuard = guardMeta(t.meta, options.gameId);

  /** Checks the given keys and repairs what is unsound; returns what a writer other than us got wrong. */
  const inspect = (changed: Changed, blame: boolean, logRestores: boolean): IgnoredReport => {
    const clients = new Set<number>();
    const problems: Problem[] = [];
    const blameOn = (client: number | null, found: Problem[]) => {
      if (!blame) return;
      if (client !== null && client !== doc.clientID) clients.add(client);
      problems.push(...found);
    };
    const repairs: (() => void)[] = [];
    const restoredNames: string[] = [];

    if (changed.meta) {
      for (const { key, problem, repair } of metaGuard.check()) {
        blameOn(writerOf(t.meta, key), [problem]);
        repairs.push(repair);
      }
    }

    const deleted: Record<UsedKind, string[]> = { boards: [], faces: [], assets: [] };
    for (const kind of plainKinds) {
      const map = t[kind] as Y.Map<unknown>;
      for (const key of changed.plain[kind]) {
        if (!map.has(key)) {
          // A peer's deletion of what the table uses is put back below; the last sound value is kept until then.
          if (blame && (kind === 'boards' || kind === 'faces' || kind === 'assets')) deleted[kind].push(key);
          else lastGood[kind].delete(key);
          continue;
        }
        const found = plainChecks[kind](key, map.get(key));
        if (!found.length) {
          lastGood[kind].set(key, map.get(key));
          continue;
        }
        blameOn(writerOf(map, key), found);
        const good = lastGood[kind].get(key);
        repairs.push(() => (good === undefined ? map.delete(key) : map.set(key, good)));
      }
    }

    for (const id of changed.pieces) {
      const value = t.pieces.get(id);
      if (value === undefined) {
        const was = pieces.get(id);
        if (was) {
          removed.delete(id);
          removed.set(id, was);
          if (removed.size > rememberRemoved) removed.delete(removed.keys().next().value!);
        }
        pieces.delete(id);
        continue;
      }
      const { piece, problems: found } = checkedPiece(id, value);
      if (piece) {
        pieces.set(id, piece);
        removed.delete(id);
        continue;
      }
      const seen = pieces.get(id) ?? removed.get(id);
      if (!isRecordId(id)) {
        blameOn(writerOf(t.pieces as Y.Map<unknown>, id), found);
        repairs.push(() => t.pieces.delete(id));
        continue;
      }
      if (!(value instanceof Y.Map)) {
        blameOn(writerOf(t.pieces as Y.Map<unknown>, id), found);
        repairs.push(() => (seen ? t.pieces.set(id, pieceMapOf(seen)) : t.pieces.delete(id)));
        continue;
      }
      // Fields that hold a bad value were written by someone; fields that are simply gone were lost in a clash of edits.
      const raw = rawPiece(id, value)!;
      const bad = new Set(found.map((p) => p.path.split('.')[2]).filter((f): f is string => !!f));
      const written = [...bad].filter((f) => value.get(f) !== undefined);
      if (written.length) blameOn(writerOf(value, written[0]), found);
      if (!seen) {
        // Never seen whole here. A bad value is removed; a counter that only lacks fields is left
        // off the table untouched: the player whose undo brought it back completes it (they saw it),
        // and deleting it here would delete it for everyone.
        if (written.length) repairs.push(() => t.pieces.delete(id));
        continue;
      }
      if (!written.length) restoredNames.push(seen.name || 'a counter');
      repairs.push(() => {
        for (const field of [...pieceFields, 'moved', 'sealed'] as const) {
          if (!bad.has(field) && raw[field] !== undefined) continue;
          const good = seen[field as keyof Piece];
          if (good === undefined) value.delete(field);
          else if (bad.has(field)) value.set(field, good);
        }
      });
    }

    const putBack = stillUsed(t, deleted, (kind, key) => lastGood[kind].get(key));
    for (const used of putBack) {
      blameOn(null, [problemOfDeletion(used)]);
      const good = lastGood[used.kind].get(used.key);
      repairs.push(() => (t[used.kind] as Y.Map<unknown>).set(used.key, good));
    }
    const keep = new Set(putBack.map((u) => `${u.kind}/${u.key}`));
    for (const kind of ['boards', 'faces', 'assets'] as const) {
      for (const key of deleted[kind]) if (!keep.has(`${kind}/${key}`)) lastGood[kind].delete(key);
    }

    if (repairs.length) {
      doc.transact(() => {
        repairs.forEach((r) => r());
        if (logRestores && restoredNames.length) {
          const who = options.playerName?.() ?? 'Sandtable';
          t.log.push([logLine(who, `put ${restoredNames.join(', ')} back where last seen (its place was lost when an undo met a friend's move)`, 'system', false, options.signer?.())]);
        }
      }, repairOrigin);
    }
    return { clients: [...clients], problems };
  };

  const everything = (): Changed => ({
    meta: true,
    plain: Object.fromEntries(plainKinds.map((k) => [k, new Set((t[k] as Y.Map<unknown>).keys())])) as Changed['plain'],
    pieces: new Set(t.pieces.keys()),
  });

  const { sliceSize = 1500, schedule = nextTask } = options;
  /** Keys of peers' big transactions not checked yet, in arrival order. */
  const unchecked = nothingChanged();
  let cancelSlice: (() => void) | null = null;
  const checkSlice = () => {
    cancelSlice = null;
    const part = nothingChanged();
    let room = sliceSize;
    const take = (from: Set<string>, to: Set<string>) => {
      for (const key of from) {
        if (room-- <= 0) return;
        to.add(key);
        from.delete(key);
      }
    };
    for (const kind of plainKinds) take(unchecked.plain[kind], part.plain[kind]);
    take(unchecked.pieces, part.pieces);
    if (keyCount(unchecked)) cancelSlice = schedule(checkSlice);
    const report = inspect(part, true, false);
    if (report.problems.length) options.onIgnored?.(report);
  };

  metaGuard.pin();
  const onAfter = (tr: Y.Transaction) => {
    if (tr.origin === repairOrigin) return;
    if (tr.origin === 'migration') return metaGuard.pin();
    const mine = tr.origin instanceof LocalOrigin || tr.origin instanceof Y.UndoManager;
    const changed = changedBy(tr, t);
    let now = changed;
    if (!mine && keyCount(changed) > sliceSize) {
      for (const kind of plainKinds) changed.plain[kind].forEach((k) => unchecked.plain[kind].add(k));
      changed.pieces.forEach((id) => unchecked.pieces.add(id));
      cancelSlice ??= schedule(checkSlice);
      now = { ...nothingChanged(), meta: changed.meta };
    } else {
      // Checked now, at their current value: no slice needs to look at them again.
      for (const kind of plainKinds) changed.plain[kind].forEach((k) => unchecked.plain[kind].delete(k));
      changed.pieces.forEach((id) => unchecked.pieces.delete(id));
    }
    const report = inspect(now, !mine, mine);
    if (report.problems.length) options.onIgnored?.(report);
  };
  doc.on('afterTransaction', onAfter);
  return {
    stop: () => {
      doc.off('afterTransaction', onAfter);
      cancelSlice?.();
      cancelSlice = null;
    },
    /** Checks and repairs the whole document (after loading), learning its sound records as it goes. */
    checkAll: () => inspect(everything(), true, false),
    /**
     * Every sound piece as last checked, by id: after `checkAll`, the table's pieces as `readPiece`
     * reads them, so opening a game checks each piece once, not twice (issue #11). Null while a
     * peer's big change waits to be checked in slices, when some would be out of date.
     */
    soundPieces: () => (keyCount(unchecked) ? null : pieces),
  };
}

/** A fresh piece map holding a piece's fields. */
function pieceMapOf(piece: Piece): Y.Map<unknown> {
  const map = new Y.Map<unknown>();
  for (const field of pieceFields) map.set(field, piece[field]);
  if (piece.moved) map.set('moved', piece.moved);
  if (piece.sealed) map.set('sealed', piece.sealed);
  return map;
}
