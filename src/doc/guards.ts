/**
 * The guards of an open game, started together before anything else reads the document: the
 * document guard (sound records, the pinned identity), the room pin (which room's signatures
 * count), the log guard (bounded, append-only lines), the ledger guard (signed records never
 * removed or changed), the hidden-counter guard (a box comes off only by its owner's reveal) and
 * the shown-card guard (a sealed card opens only as its deck's records allow, to what it holds).
 * Each repairs in a transaction of its own that syncs to the room; this module turns what each put
 * right into one sentence for the player, naming whose change it was where that can be told.
 */
import type * as Y from 'yjs';
import type { Identity } from '../trust/identity';
import type { Observable } from '../model/observable';
import { describeProblems, type Problem } from '../model/validate';
import type { GameRoom } from './net/gameRoom';
import type { ArrivalTracker } from './joinProgress';
import { guardDoc } from './docGuard';
import { pinRoom } from './roomPin';
import { guardLog, type LogRepair } from './logGuard';
import { guardHistory } from './historyGuard';
import { guardLedger } from './ledgerGuard';
import { describeHiddenTamper, guardHidden } from './hiddenGuard';
import { guardShownCards } from './shownGuard';
import { describeCardTamper } from './cardRepair';
import { blameFor, subjectOf, tellTamper } from './tamperNotice';
import { signerOf } from './operations';

export interface GuardsOptions {
  doc: Y.Doc;
  /** The game's id as the room knows it (pinned: a peer cannot choose it). */
  roomGameId: string;
  identity?: Identity;
  playerName(): string;
  room: Observable<GameRoom | null>;
  tracker: ArrivalTracker;
  /** The name shown for a key (the owner of a hidden counter). */
  nameOfKey(key: string): string;
  /** Hears, once per writer, that something unusable was put right. */
  onIgnored?(message: string): void;
  /** Hears that a signed record, a line or a hidden counter was tampered with, and put back. */
  onCheat?(message: string): void;
}

export interface Guards {
  /** Checks and repairs the whole document after loading (the document guard's `checkAll`). */
  checkAll(): ReturnType<ReturnType<typeof guardDoc>['checkAll']>;
  /** Every sound piece as last checked (the document guard's `soundPieces`). */
  soundPieces(): ReturnType<ReturnType<typeof guardDoc>['soundPieces']>;
  /** This browser is in the game's room, with this key: its signatures count there. */
  enterRoom(secret: string): void;
  stop(): void;
}

/** What the log guard put right, as a sentence ending the subject `who`. */
function logRepairText(report: LogRepair): { ignored: Problem[]; deleted: number } {
  const ignored = report.removed ? [{ path: 'log', message: `had ${report.removed === 1 ? 'a line' : `${report.removed} lines`} too long or malformed to keep (removed)` }] : [];
  return { ignored, deleted: report.restored };
}

/** Starts every guard on `doc`. Call after loading and migrating, before undo and the table feed. */
export function startGuards({ doc, roomGameId, identity, playerName, room, tracker, nameOfKey, onIgnored, onCheat }: GuardsOptions): Guards {
  const peerName = (client: number) => room.get()?.presence.get().find((p) => p.clientId === client)?.name ?? null;
  const peerNames = (clients: readonly number[]) => clients.map(peerName).filter((n): n is string => !!n);
  // Who signed the message being applied, asked while a guard puts it right (src/doc/net/gameRoom.ts).
  const sender = () => room.get()?.senderOfCurrentChange() ?? null;
  const reported = new Set<number | string>();
  const ignoredReport = (clients: number[], problems: Problem[]) => {
    const signed = sender();
    // Told once per peer: by its signing key when it signed the change as its own, else by its document client ids.
    const ids: (number | string)[] = signed?.own ? [signed.key] : clients;
    const fresh = ids.filter((c) => !reported.has(c));
    if (ids.length && !fresh.length) return;
    fresh.forEach((c) => reported.add(c));
    const blame = blameFor(signed, signed?.own ? [] : peerNames(fresh as number[]));
    const what = `something this version cannot use: ignored (${describeProblems(problems, 2)}).`;
    onIgnored?.(blame && 'via' in blame ? `${subjectOf(blame, '')} held ${what}` : `${subjectOf(blame, 'A peer')} sent ${what}`);
  };

  const docGuard = guardDoc(doc, {
    gameId: roomGameId,
    playerName,
    signer: () => signerOf({ doc, identity }),
    onIgnored: ({ clients, problems }) => ignoredReport(clients, problems),
  });
  const roomPin = pinRoom(doc, ({ clients, problems }) => ignoredReport(clients, problems), () => {
    const arrival = tracker.arrival.get();
    return arrival.stage === 'waiting' || (arrival.stage === 'receiving' && arrival.from === 'friend');
  });
  const logGuard = guardLog(doc, (report) => {
    const { ignored, deleted } = logRepairText(report);
    if (ignored.length) ignoredReport(report.clients, ignored);
    if (!deleted) return;
    const tell = (who: string) => onCheat?.(`${who} deleted ${deleted === 1 ? 'a log line' : `${deleted} log lines`}: put back, where ${deleted === 1 ? 'it' : 'they'} stood (nothing is taken out of the game's record).`);
    const blame = blameFor(sender(), []);
    tell(subjectOf(blame, 'A player in the room'));
    // A deletion passed on by a friend (or unsigned) is named again once its author's own signed message arrives.
    if (!blame || !('author' in blame)) room.get()?.watchForDeleter(report.items, (author) => tell(author.name));
  });
  const historyGuard = guardHistory(doc, (report) => {
    if (report.removed) ignoredReport(report.clients, [{ path: 'history', message: `${report.removed === 1 ? 'a step' : `${report.removed} steps`} in a shape no build writes` }]);
    if (report.restored) onCheat?.(`${subjectOf(blameFor(sender(), []), 'A player in the room')} deleted ${report.restored === 1 ? 'a step' : `${report.restored} steps`} of the game's history: put back, where ${report.restored === 1 ? 'it' : 'they'} stood.`);
  });
  // Records left out (misfiled, too large, past the count) are told once per sender: 50,000 of them raise one notice.
  const toldLeftOut = new Set<string>();
  const ledgerGuard = guardLedger(doc, (report) => {
    const blame = blameFor(sender(), peerNames(report.clients));
    const who = subjectOf(blame, '');
    const quiet = report.removed.length > 0 && toldLeftOut.has(who);
    if (report.removed.length) toldLeftOut.add(who);
    tellTamper(quiet ? { ...report, removed: [] } : report, blame, (notice) => onCheat?.(notice), (items, found) => room.get()?.watchForDeleter(items, found));
  });
  const hiddenGuard = guardHidden(doc, (report) => {
    const blame = blameFor(sender(), peerNames(report.clients));
    const notice = describeHiddenTamper(report, blame ? subjectOf(blame, '') : null, nameOfKey);
    if (notice) onCheat?.(notice);
  });
  // A sealed card keeps its seal until the records show it to all, and then shows what it opens to.
  const cardGuard = guardShownCards(doc, (report) => {
    const blame = blameFor(null, peerNames(report.clients));
    const notice = describeCardTamper(report, blame ? subjectOf(blame, '') : null);
    if (notice) onCheat?.(notice);
  });
  return {
    checkAll: () => docGuard.checkAll(),
    soundPieces: () => docGuard.soundPieces(),
    enterRoom: (secret) => roomPin.enter(secret),
    stop() {
      docGuard.stop();
      roomPin.stop();
      logGuard.stop();
      historyGuard.stop();
      ledgerGuard.stop();
      hiddenGuard.stop();
      cardGuard.stop();
    },
  };
}
