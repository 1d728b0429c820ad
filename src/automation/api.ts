/**
 * `window.sandtable`: a small, stable automation API for tests and power users at the console.
 * It reads the open table and reports where things are on the page, so a test can find a counter
 * and then drive the real mouse to it. It changes nothing. Documented in docs/automation.md.
 */
import { parseCellLabel } from '../geometry/numbering';
import { cellCentre, inBounds } from '../geometry/hexGrid';
import { placeLabel } from '../geometry/places';
import { pieceCentre } from '../geometry/tableLayout';
import type { TableScreenApi } from '../ui/table/TableScreen';
import { importScenario } from '../scenario/importScenario';
import { exportScenarioFiles } from '../scenario/exportFiles';
import type { PeerPresence } from '../net/types';
import { rulesAutomation, type RulesApi } from './rulesApi';
import { storedAssetHashes } from '../store/assets';
import { isSealedBox, type AttributeValue, type Piece } from '../model/records';
import type { GameSession } from '../doc/session';
import { revealRecordsByPiece, revealStatus } from '../doc/revealRecords';
import type { HistoryController } from '../ui/history/historyController';

/** One piece as the API reports it. */
export interface PieceInfo {
  id: string;
  name: string;
  board: string;
  hex: string | null;
  x: number;
  y: number;
  face: number;
  /** How many faces the piece has (1 for most markers). */
  faces: number;
  kind: 'unit' | 'marker';
  /** Its attributes, as rules assistants read them (side, type, factors…): a hidden piece's as this browser can read it. */
  attrs: Record<string, AttributeValue>;
  /** Ids of the pieces in the same place, bottom to top. */
  stack: string[];
  /** Per face, the content hash of its image, or null for a drawn face. */
  faceImages: (string | null)[];
  /** Who moved it since their last End turn (it is marked on the table), or null. */
  movedBy: string | null;
  /** A hidden counter: `mine` (this browser holds its key and shows its face), `theirs` (only its owner can read it), or null. */
  hidden: 'mine' | 'theirs' | null;
  /**
   * A counter revealed from hiding: the key that revealed it (its owner's), and whether this
   * browser's check holds — its seal opens with that key to what the counter shows; null otherwise.
   */
  revealed: { by: string | null; ok: boolean; why: string | null } | null;
}

/** One step of the game's history as the API reports it. */
export interface HistoryStepInfo {
  /** Its place in the history: `history.goTo(index)` shows the table before it, `goTo(index + 1)` after it. */
  index: number;
  /** The operation's name (`movePieces`, `flipPieces`, `endTurn`, `rollDice`, `fairRoll`, `revealHidden`, `undo`…). */
  op: string;
  /** Who made it, by the log line it wrote (null when it wrote none). */
  who: string | null;
  /** What its log line says (a roll: its dice, as the roll's records give them). */
  text: string;
}

/** The history bar, for scripts: read the steps, show a past moment (then `listPieces()` reads that moment), branch. */
export interface HistoryApi {
  /** Every step of the open game's history, oldest first. */
  steps(): HistoryStepInfo[];
  /** The moment shown: after this many steps; null when the table shows now. */
  position(): number | null;
  /** Opens the history bar at a moment (now by default). */
  open(position?: number): void;
  /** Shows the moment after `position` steps (opening the bar if needed). */
  goTo(position: number): void;
  /** Back to now. */
  close(): void;
  /** Makes a what-if game from the moment shown and opens it; resolves to its id. */
  branch(): Promise<string>;
}

export interface SandtableApi {
  /** Version of this API; additions keep it, breaking changes would raise it. */
  readonly version: 1;
  gameId(): string | null;
  listPieces(): PieceInfo[];
  screenPointOfPiece(id: string): { x: number; y: number } | null;
  screenPointOfHex(board: string, label: string): { x: number; y: number } | null;
  /** The open stack viewer: its pieces bottom to top and the page point of each one's slot; null when closed. */
  stackViewer(): { pieces: string[]; slots: { x: number; y: number }[]; title: string; panel: { x: number; y: number; width: number; height: number } } | null;
  /** Page coordinates of a point on a board (board pixels), e.g. a spot on a map not yet calibrated. */
  screenPointOfBoardPoint(board: string, x: number, y: number): { x: number; y: number } | null;
  /** Boards of the open game. */
  listBoards(): { id: string; name: string; width: number; height: number; grid: 'hex' | 'square' | 'none' }[];
  /** Resolves once every change so far is in IndexedDB. */
  flush(): Promise<void>;
  /** Players in the open game's room (empty while solo): name, colour, pointer and drag, and which one is you. */
  listPeers(): PeerPresence[];
  /** Shares the open game (as the Share button does) and resolves to the link a friend opens. */
  shareLink(): Promise<string>;
  /** The open game's setup as a scenario (docs/scenario-format.md) and the images it names, by file name. */
  exportScenario(): Promise<{ text: string; files: Record<string, Blob> }>;
  /** Creates a game from scenario text (see docs/scenario-format.md) and opens it; resolves to its id. */
  importScenario(text: string, files?: Record<string, Blob> | Map<string, Blob>): Promise<string>;
  /** Content hashes of every image stored in this browser, sorted (to check an import left nothing behind). */
  listStoredImages(): Promise<string[]>;
  /** The rules assistant of the open game: reachable hexes while dragging, verdicts, whole-table checks. */
  rules: RulesApi;
  /** The history bar: while it shows a past moment, `listPieces()` and the screen-point calls read that moment. */
  history: HistoryApi;
}

/**
 * Installs `window.sandtable`, reading whichever table is open through `current`; `playerName`
 * is this browser's player, credited with what the API imports as Open file… credits them.
 */
export function installAutomation(current: () => TableScreenApi | null, openGame: (id: string) => Promise<void>, playerName: () => string): SandtableApi {
  const api: SandtableApi = {
    version: 1,
    gameId: () => current()?.session.id ?? null,
    listPieces() {
      const open = current();
      if (!open) return [];
      const { boards, faces } = open.table.snapshot();
      const doc = open.session.actor.doc;
      const reveals = revealRecordsByPiece(doc);
      const out: PieceInfo[] = [];
      for (const stack of open.table.stackList()) {
        const board = boards.get(stack.board);
        const ids = stack.pieces.map((p) => p.id);
        const hex = board ? placeLabel(board, stack.x, stack.y) : null;
        for (const p of stack.pieces) {
          const faceImages = p.faces.map((f) => {
            const face = faces.get(f);
            return face?.kind === 'image' ? face.asset : null;
          });
          out.push({ id: p.id, name: p.name, board: stack.board, hex, x: p.at.x, y: p.at.y, face: p.face, faces: p.faces.length, kind: p.kind, attrs: { ...p.attrs }, stack: ids, faceImages, movedBy: p.moved ?? null, hidden: hiddenFor(open.session, p), revealed: reveals.has(p.id) && !p.sealed ? revealStatus(doc, p.id, reveals.get(p.id)) : null });
        }
      }
      return out;
    },
    screenPointOfPiece(id) {
      const open = current();
      const stack = open?.table.stackOf(id);
      if (!open?.view || !stack) return null;
      const i = stack.pieces.findIndex((p) => p.id === id);
      const c = pieceCentre(open.table.snapshot().boards.get(stack.board), stack.pieces[i], i);
      return open.view.pagePoint(c.x, c.y);
    },
    screenPointOfHex(boardId, label) {
      const open = current();
      const board = open?.table.snapshot().boards.get(boardId);
      if (!open?.view || !board || board.grid.kind === 'none') return null;
      const cell = parseCellLabel(board.grid, label);
      if (!cell || !inBounds(board.grid, cell)) return null;
      const c = cellCentre(board.grid, cell);
      return open.view.pagePoint(board.x + c.x, board.y + c.y);
    },
    screenPointOfBoardPoint(boardId, x, y) {
      const open = current();
      const board = open?.table.snapshot().boards.get(boardId);
      return open?.view && board ? open.view.pagePoint(board.x + x, board.y + y) : null;
    },
    stackViewer() {
      const open = current();
      const viewer = open?.view?.stackViewer();
      return viewer ?? null;
    },
    listBoards() {
      const open = current();
      return open ? [...open.table.snapshot().boards.values()].map((b) => ({ id: b.id, name: b.name, width: b.width, height: b.height, grid: b.grid.kind })) : [];
    },
    flush: async () => {
      await current()?.session.flush();
    },
    listPeers: () => current()?.session.room.get()?.presence.get() ?? [],
    async shareLink() {
      const open = current();
      if (!open) throw new Error('No game is open.');
      return open.share();
    },
    async exportScenario() {
      const open = current();
      if (!open) throw new Error('No game is open.');
      return exportScenarioFiles(open.table.snapshot(), open.session.actor.doc);
    },
    async importScenario(text, files) {
      const map = files instanceof Map ? files : new Map(Object.entries(files ?? {}));
      const id = await importScenario(text, map, playerName());
      await openGame(id);
      return id;
    },
    listStoredImages: async () => (await storedAssetHashes()).sort(),
    rules: rulesAutomation(() => current()?.rules ?? null),
    history: historyAutomation(() => current()?.history ?? null),
  };
  (window as unknown as { sandtable: SandtableApi }).sandtable = api;
  return api;
}

/** The history part of the API, reading whichever table is open. */
function historyAutomation(current: () => HistoryController | null): HistoryApi {
  const need = () => {
    const history = current();
    if (!history) throw new Error('No game is open.');
    return history;
  };
  return {
    steps() {
      const history = current();
      return history ? history.listSteps().map((s) => ({ index: s.index, op: s.op, who: s.line?.who ?? null, text: history.lineText(s) })) : [];
    },
    position() {
      const view = current()?.view.get();
      return view?.open ? view.position : null;
    },
    open: (position) => need().open(position),
    goTo(position) {
      const history = need();
      if (history.view.get().open) history.goTo(position);
      else history.open(position);
    },
    close: () => current()?.close(),
    branch: () => need().branch(),
  };
}

/**
 * Whether a hidden piece is readable here: `mine` for a hidden counter whose key this browser holds
 * or a sealed card this player can open (drawn for them, or revealed), `theirs` otherwise.
 */
function hiddenFor(session: GameSession, p: Piece): 'mine' | 'theirs' | null {
  if (!p.sealed) return null;
  if (isSealedBox(p.sealed)) return session.holdsKeyOf(p.id) ? 'mine' : 'theirs';
  return session.piles?.open(p.sealed) ? 'mine' : 'theirs';
}
