/**
 * An open game: its document loaded from storage, kept saved, with this player's undo history
 * and a live plain snapshot for rendering. Everything outside `src/doc` works through this.
 */
import * as Y from 'yjs';
import type { TableSnapshot, LogEntry } from '../model/records';
import { putGame, getGame, removeGame, type GameEntry } from '../store/gamesIndex';
import { readMeta } from './gameDoc';
import { migrateDoc } from './migrations';
import { storageOrigin } from './origin';
import type { Actor } from './operations';
import { deleteStoredGame, loadStoredGame, startAutosave, type Autosave, type LoadReport } from './persistence';
import { readSnapshot, type TableChange } from './snapshot';
import { watchTableSliced } from './slicedSnapshot';
import { trackArrival, type TableArrival } from './joinProgress';
import { paceSyncMessages, type SyncFraming } from './syncPacer';
import { gateWholeUpdates } from './wholeUpdates';
import { createLogReader } from './logReader';
import type { Identity } from '../trust/identity';
import { signerOf } from './operations';
import type { RollTable } from './fairDice';
import { setUpRolls } from './rollSession';
import type { RollBook } from './rollBook';
import { fingerprint } from '../trust/identity';
import { createPrivateView } from './privateView';
import { keepSealKey, loadSealKeys } from '../store/sealKeys';
import { addHiddenCounters, prepareHide, revealHidden, writeHide } from './hiddenOps';
import { isSealedBox } from '../model/records';
import { startPileAgent, type PileAgent } from './pileAgent';
import { callOffSeal, prepareSeal, writeSeal } from './sealedPiles';
import { keepDeckSecrets, loadDeckSecrets } from '../store/deckSecrets';
import { ComponentError } from '../components/model';
import type { NewCounter } from './pieceOps';
import { readRules, watchRules, type RulesState } from './rulesOps';
import { createPlayerUndo, type PlayerUndo } from './undo';
import type { GameRoom, RoomOptions } from './net/gameRoom';
import { Observable } from '../model/observable';
import { describeProblems } from '../model/validate';
import { startGuards } from './guards';
import { describeUnopenable } from './storageNotice';
import { forgetWhatHidingRemoved } from './forgetHidden';
import { fold } from '../model/lookalikes';

/** An open game. */
export interface GameSession {
  readonly id: string;
  /** The id the game's room knows it by: `id`, unless it was joined as a separate copy of a game held here. */
  readonly roomGameId: string;
  /** The acting player, passed to operations. */
  readonly actor: Actor;
  /**
   * The position this player acts for now (the role id of a seat they hold: "okw"), or null: their
   * log lines carry it and read `as Head of OKW: …` while it is set. Kept in this tab only.
   */
  readonly actingAs: Observable<string | null>;
  readonly undo: PlayerUndo;
  /** What loading found (skipped records are reported to the player). */
  readonly loadReport: LoadReport;
  /**
   * Whether the table is here: waiting for a friend's, arriving (a big table is read in slices, so
   * it appears progressively and the page stays responsive), or ready.
   */
  readonly arrival: Observable<TableArrival>;
  snapshot(): TableSnapshot;
  log(): LogEntry[];
  /** Subscribes to table changes; returns an unsubscribe function. */
  subscribe(listener: (change: TableChange, table: TableSnapshot) => void): () => void;
  /** The rules assistant's state (chosen ruleset, values, typed-in tables, hex control), kept current. */
  rules(): RulesState;
  /** Subscribes to changes of the rules state, from anyone; returns an unsubscribe function. */
  subscribeRules(listener: (rules: RulesState) => void): () => void;
  /** What fair rolls need: this player, their roller, and the players at the table (src/doc/fairDice.ts). */
  readonly rollTable: RollTable;
  /** Every roll's records, indexed, for the log to show each roll from them (src/doc/rollLog.ts). */
  readonly rolls: RollBook;
  /** A player's name by key, as this browser has seen them at the table; null when never seen. */
  knownName(key: string): string | null;
  /** Adds counters only this player can see the faces of until revealed; resolves to their ids once their keys are kept. */
  addHidden(counters: readonly NewCounter[], where: { board: string; x: number; y: number }): Promise<string[]>;
  /** Hides the visible counters among `ids` from the other players (fog, face down); resolves to how many, once their keys are kept. */
  hide(ids: readonly string[]): Promise<number>;
  /** Reveals this player's hidden counters among `ids` to everyone; returns the names revealed. */
  revealHidden(ids: readonly string[]): string[];
  /**
   * Whether this player may reveal a hidden piece: a hidden counter whose key this browser holds
   * (its own), or a card of a sealed pile drawn blind or for this player's eyes.
   */
  holdsKeyOf(id: string): boolean;
  /** Asks every player to release its keys for the sealed cards among `ids`; returns how many were asked. */
  revealCards(ids: readonly string[]): number;
  /** Sealed cups and decks: their statuses and what this player can read (null without an identity). */
  readonly piles: PileAgent | null;
  /** Seals a cup's or deck's pile among the players at the table; throws a `ComponentError` the player can read. */
  sealPile(board: string): Promise<void>;
  /** Calls off a seal that waits for players who do not take part; the pile stays open. */
  callOffSeal(board: string): void;
  /** The room this game is shared in, once it is shared (null while solo). */
  readonly room: Observable<GameRoom | null>;
  /** Joins (or creates) the game's room; a second call with the same secret does nothing. */
  connect(options: Omit<RoomOptions, 'gameId'>): Promise<GameRoom>;
  /** Resolves when every change so far is stored. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

async function forgetGame(id: string): Promise<void> {
  await deleteStoredGame(id);
  await removeGame(id);
}

/** How a session tells the player about trouble it has already contained. */
export interface OpenOptions {
  /** A shared game not yet in this browser: open it empty and let the first sync fill it. */
  joining?: boolean;
  /** The id the room knows the game by, when it differs from the local id (a separate copy). */
  roomGameId?: string;
  /** Hears, once per peer, that a peer (or this browser's damaged store) wrote something unusable, already put right. */
  onIgnored?(message: string): void;
  /** This browser's key pair: the player's log lines, rolls and reveals are signed with it. */
  identity?: Identity;
  /** Hears, once each, that a player's roll records are wrong (a reveal that does not match its commit…). */
  onCheat?(message: string): void;
}

/** Opens a stored game. `playerName` is read on every operation, so renaming takes effect at once. */
export async function openGame(id: string, playerName: () => string, onStorageError: (e: unknown) => void, { joining = false, onIgnored, roomGameId = id, identity, onCheat }: OpenOptions = {}): Promise<GameSession> {
  const doc = new Y.Doc();
  const loadReport = await loadStoredGame(id, doc);
  if (!readMeta(doc).id && !joining) throw new Error(describeUnopenable(loadReport));
  const autosave: Autosave = startAutosave(id, doc, loadReport.stored, onStorageError);
  migrateDoc(doc);
  const room = new Observable<GameRoom | null>(null);
  const tracker = trackArrival(doc);
  const wholeUpdates = gateWholeUpdates(doc);
  const nameOfKey = (key: string) => room.get()?.presence.get().find((p) => p.key === key)?.name ?? `the player with key ${fingerprint(key)}`;
  // Registered before undo and the table feed, so they only ever see a repaired document.
  const guard = startGuards({ doc, roomGameId, identity, playerName, room, tracker, nameOfKey, onIgnored, onCheat });
  const atLoad = guard.checkAll();
  if (atLoad.problems.length) onIgnored?.(`This game held something this version cannot use; it was left out (${describeProblems(atLoad.problems, 2)}).`);
  const actingAs = new Observable<string | null>(null);
  const actor: Actor = {
    doc,
    identity,
    get name() {
      return playerName();
    },
    get role() {
      return actingAs.get() ?? undefined;
    },
  };
  // Names a friend by their document client id, from the room's presence, for "moved since by Bob".
  const undo = createPlayerUndo(doc, playerName, (client) => room.get()?.presence.get().find((p) => p.clientId === client)?.name ?? null, () => signerOf(actor));
  // A hide leaves nothing of the hidden counter for undo or a late joiner (after undo has let go).
  const forgetting = forgetWhatHidingRemoved(doc);
  const rolls = setUpRolls({ doc, identity, actor, playerName, room, onCheat });
  const rollTable = rolls.table;
  const sealKeys = await loadSealKeys(id);
  const piles = identity
    ? startPileAgent({
        actor,
        secrets: await loadDeckSecrets(id),
        keepSecrets: (deck, secrets) => keepDeckSecrets(id, deck, secrets),
        nameOf: nameOfKey,
        onFault: (message) => onCheat?.(message),
      })
    : null;
  const privateView = createPrivateView(sealKeys, (card) => piles?.open(card) ?? null);
  const atOpen = readSnapshot(doc, guard.soundPieces());
  let table = privateView(atOpen);
  const listeners = new Set<(change: TableChange, table: TableSnapshot) => void>();
  let touchTimer: ReturnType<typeof setTimeout> | undefined;
  // A joined game is listed the moment its table arrives, not after the debounce: the tab may close first.
  let listed = !!table.meta.id;
  const feed = watchTableSliced(
    doc,
    (change, next) => {
      table = privateView(next);
      listeners.forEach((l) => l(change, table));
      if (!listed && table.meta.id) {
        listed = true;
        clearTimeout(touchTimer);
        void touchIndex().catch(onStorageError);
      }
    },
    atOpen,
    {
      onProgress: (progress) => {
        tracker.progress(progress);
        // The games list counts the counters once a big batch is all read.
        if (progress.total && progress.read === progress.total) touchSoon();
      },
    },
  );
  const stopWatchingPiles = piles?.onChange(() => {
    const next = privateView(feed.current());
    const changed = new Set([...next.pieces.values()].filter((p) => p.sealed && next.pieces.get(p.id) !== table.pieces.get(p.id)).map((p) => p.id));
    table = next;
    if (changed.size) listeners.forEach((l) => l({ pieces: changed, boards: false, faces: true, assets: false, meta: false, log: false, local: false }, table));
  });
  let rules = readRules(doc);
  const rulesListeners = new Set<(rules: RulesState) => void>();
  const stopWatchingRules = watchRules(doc, (next) => {
    rules = next;
    rulesListeners.forEach((l) => l(next));
  });

  function touchSoon() {
    clearTimeout(touchTimer);
    touchTimer = setTimeout(() => void touchIndex().catch(onStorageError), 300);
  }
  const touchIndex = async () => {
    const entry = await getGame(id);
    if (!entry && !table.meta.id) return;
    const name = table.meta.id ? table.meta.name : (entry?.name ?? 'Shared game');
    const { pending: _waiting, ...rest } = entry ?? ({} as Partial<GameEntry>);
    // A joined game is listed once its table has arrived; until then it stays pending.
    await putGame({ ...rest, id, name, createdAt: entry?.createdAt ?? table.meta.createdAt, updatedAt: Date.now(), pieces: table.pieces.size, ...(table.meta.id ? {} : { pending: true as const }) });
  };
  doc.on('update', (_u: Uint8Array, origin: unknown) => {
    if (origin === storageOrigin || !listed) return;
    touchSoon();
  });

  let connecting: Promise<GameRoom> | null = null;
  // The key that first signed a line under each name (as a person reads it: `fold`), read from the log as it grows.
  const readLogEntries = createLogReader(doc);
  const nameOwners = new Map<string, string>();
  let ownersRead = 0;
  const nameOwner = (name: string): string | null => {
    const entries = readLogEntries();
    if (entries.length < ownersRead) (nameOwners.clear(), (ownersRead = 0));
    for (; ownersRead < entries.length; ownersRead++) {
      const e = entries[ownersRead];
      if (e.proof === 'signed' && e.signer && !nameOwners.has(fold(e.who))) nameOwners.set(fold(e.who), e.signer);
    }
    return nameOwners.get(fold(name)) ?? null;
  };

  return {
    id,
    roomGameId,
    actor,
    actingAs,
    room,
    rollTable,
    rolls: rolls.book,
    knownName: rolls.knownName,
    async addHidden(counters, where) {
      const made = addHiddenCounters(actor, counters, where);
      for (const m of made) sealKeys.set(m.id, m.key);
      table = privateView(feed.current());
      listeners.forEach((l) => l({ pieces: new Set(made.map((m) => m.id)), boards: false, faces: true, assets: false, meta: false, log: false, local: true }, table));
      await Promise.all(made.map((m) => keepSealKey(id, m.id, m.key)));
      return made.map((m) => m.id);
    },
    async hide(ids) {
      const prepared = prepareHide(actor, ids);
      if (!prepared.sealed.length) return 0;
      // Keys are kept before anything is written: a counter is never hidden with a key that was lost.
      await Promise.all(prepared.sealed.map((s) => keepSealKey(id, s.id, s.key)));
      for (const s of prepared.sealed) sealKeys.set(s.id, s.key);
      return writeHide(actor, prepared);
    },
    revealHidden: (ids) => revealHidden(actor, ids, (pieceId) => sealKeys.get(pieceId)),
    holdsKeyOf(pieceId) {
      const sealed = table.pieces.get(pieceId)?.sealed;
      if (!sealed) return false;
      return isSealedBox(sealed) ? sealKeys.has(pieceId) : !!piles?.mayReveal(sealed);
    },
    revealCards: (ids) => piles?.reveal(ids) ?? 0,
    piles,
    async sealPile(board) {
      if (!piles) throw new ComponentError('Sealing needs this browser’s identity, which is not ready yet');
      const others = (room.get()?.presence.get() ?? []).filter((p) => !p.self && p.key);
      const seen = new Set<string>();
      const unique = others.filter((p) => !seen.has(p.key!) && (seen.add(p.key!), true) && p.key !== identity!.publicKey);
      const prepared = prepareSeal(actor, board, unique.map((p) => ({ key: p.key!, clientId: p.clientId, name: p.name })));
      await piles.keep(prepared.deck, prepared.secrets);
      writeSeal(actor, prepared);
    },
    callOffSeal(board) {
      const status = piles?.status(board);
      if (!status || status.stage !== 'sealing') return;
      const missing = status.waitingFor ? [{ key: status.waitingFor, name: nameOfKey(status.waitingFor) }] : [];
      callOffSeal(actor, board, missing);
    },
    connect(options) {
      // Records are signed in the game's room from now on; a separate copy is a room of its own.
      guard.enterRoom(options.secret);
      // A friend's big sync message is applied in pieces, a task each; its counters count toward the arrival bar.
      // A friend's live change waits, whole, for what it builds on (src/doc/wholeUpdates.ts).
      const paceSync = <T>(deliver: (message: Uint8Array, tag?: T) => void, framing: SyncFraming = 'y-webrtc') =>
        paceSyncMessages<T>((message, tag) => wholeUpdates.offer(message, framing, () => deliver(message, tag)), { framing, onCounters: tracker.source() });
      // An image a friend sent that cannot be used is never stored; the player is told which and why.
      const onAssetFailed = (name: string, reason: string) => onIgnored?.(`The image “${name}” from a friend was not stored: ${reason.replace(/\.$/, '')}.`);
      // A mailbox that refuses this player's changes is said once; they stay here and reach friends when they meet.
      const onMailboxRefused = (why: string) =>
        onIgnored?.(why === 'full' ? 'This game’s mailbox on the server is full: your moves are kept here and reach your friends when you meet online, or by File → Send my turn.' : 'The server keeps no more of your moves for friends who are away, for now: they are kept here and reach your friends when you meet online.');
      const roomOptions = { identity, nameOwner, onAssetFailed, onMailboxRefused, ...options, gameId: roomGameId, paceSync };
      // The networking code (WebRTC, the relay, image exchange) loads with the first room, not with every page (issue #11).
      connecting ??= import('./net/gameRoom').then(({ GameRoom }) => GameRoom.open(doc, roomOptions)).then((r) => {
        room.set(r);
        return r;
      });
      return connecting;
    },
    undo,
    loadReport,
    arrival: tracker.arrival,
    snapshot: () => table,
    log: createLogReader(doc),
    rules: () => rules,
    subscribeRules(listener) {
      rulesListeners.add(listener);
      return () => rulesListeners.delete(listener);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush: () => autosave.flush(),
    async close() {
      clearTimeout(touchTimer);
      await room.get()?.close();
      feed.stop();
      tracker.stop();
      wholeUpdates.stop();
      stopWatchingRules();
      rolls.stop();
      stopWatchingPiles?.();
      piles?.stop();
      guard.stop();
      forgetting.stop();
      undo.destroy();
      await autosave.flush();
      autosave.destroy();
      // A joined game whose table never arrived (a wrong link, nobody there) leaves nothing behind.
      if (!table.meta.id && (await getGame(id))?.pending) await forgetGame(id).catch(onStorageError);
      else await touchIndex().catch(onStorageError);
      doc.destroy();
    },
  };
}
