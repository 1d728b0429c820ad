/**
 * Named operations: the one write path to the table. Each runs in a single Yjs transaction
 * whose origin names it, and appends a log line in the same transaction, so undo, logging and
 * (later) sync all see the same unit of change.
 */
import * as Y from 'yjs';
import type { AssetInfo, Board, Face, Piece } from '../model/records';
import { logLine, type LogSigner } from './logLines';
import type { Identity } from '../trust/identity';
import { keyBetween } from '../model/order';
import { placeKey, sortStack } from '../model/stacks';
import { newId } from '../model/ids';
import { describePlace } from '../geometry/places';
import { appendTo, readPiece, typesOf, eachPieceMap } from './gameDoc';
import { LocalOrigin } from './origin';
import { scopeOf } from './scope';
import { appendStep, nextClock } from './historySteps';

/** Who is acting on which document. */
export interface Actor {
  doc: Y.Doc;
  name: string;
  /**
   * Set while a whole setup is replayed (a scenario import): its many steps then write no log
   * lines of their own, and the setup writes one line saying what it did.
   */
  quiet?: boolean;
  /**
   * False while a new game is built (its setup, a scenario's or a module's): the history starts
   * after the setup, so these operations write no steps (src/doc/historySteps.ts).
   */
  history?: false;
  /** This browser's key pair: every log line the actor writes is signed with it (src/trust/identity.ts). */
  identity?: Identity;
  /**
   * The id of the seat the player acts for ("okw", a seat they hold): their log lines carry it (the
   * stored line's `r`), the log shows them `as Head of OKW: …`, and every browser checks the line's
   * key held that seat (src/doc/seatLines.ts).
   */
  readonly role?: string;
  /** Names the undo step the actor's next operation begins (see `inStep` in src/doc/undo.ts). */
  step?: symbol;
  /** The undo step the actor's next operation follows up, and joins. */
  follows?: symbol;
}

/** Who signs the actor's log lines in this document's game and room; undefined for an actor without an identity. */
export function signerOf(actor: Pick<Actor, 'doc' | 'identity'>): LogSigner | undefined {
  if (!actor.identity) return undefined;
  return { identity: actor.identity, scope: scopeOf(actor.doc) };
}

/** A destination for one piece. */
export interface Move {
  id: string;
  to: { b: string; x: number; y: number };
}

/**
 * Runs one named operation: `body` writes inside a single transaction whose origin names the
 * operation, and the log line (by default the label) goes in with it. Operation modules other than
 * this one (boards, dice…) write through here too, so there is one write path.
 */
export function runOperation(actor: Actor, op: string, label: string, body: (t: ReturnType<typeof typesOf>) => void, logText: string | null = label): void {
  const origin = new LocalOrigin(actor.name, op, label, actor.step, actor.follows);
  // An operation run inside another (inOneStep) joins its transaction: the outermost writes the step.
  const outermost = actor.doc._transaction === null;
  actor.doc.transact((tr) => {
    const t = typesOf(actor.doc);
    body(t);
    if (logText && !actor.quiet) {
      if (!tr.meta.has(stepLogClock)) tr.meta.set(stepLogClock, nextClock(actor.doc));
      appendTo(t.log, [logLine(actor.name, logText, 'action', chanceOps.has(op), signerOf(actor), { role: actor.role })]);
    }
    // A quiet setup is where the history starts, not a step of it.
    if (outermost && !actor.quiet && actor.history !== false) appendStep(actor.doc, tr, op, (tr.meta.get(stepLogClock) as number | undefined) ?? null, { moment: chanceOps.has(op) });
  }, origin);
}

/** Where a transaction keeps the clock of its first log line, the one its history step points to. */
const stepLogClock = 'historyStepLogClock';

/**
 * Operations whose outcome is chance or hidden information: rolls, draws, deals, shuffles, seals, hides and reveals. Their log lines say so,
 * and no player's undo crosses them (src/doc/undo.ts) — a roll cannot be taken back and rolled again.
 */
export const chanceOps: ReadonlySet<string> = new Set(['rollDice', 'rollCustomDie', 'drawFromCup', 'drawCard', 'dealCards', 'shuffleDeck', 'revealHidden', 'hideCounters', 'sealPile', 'drawSealed', 'revealCard', 'callOffSeal']);

/**
 * Runs several named operations as one undo step: `body` calls them (each writes and logs as
 * usual) inside one `runOperation` transaction named `op`, whose own log line is left out. Yjs
 * runs a `transact` inside another as part of the outer one, so every write and log line joins it,
 * and the player's undo (src/doc/undo.ts) takes the whole step back at once, under `label`.
 */
export function inOneStep(actor: Actor, op: string, label: string, body: () => void): void {
  runOperation(actor, op, label, () => body(), null);
}

/**
 * The stacks standing at the given places (placeKey), bottom to top, read in one pass over the
 * pieces: an operation touching many places (a drop of 3,000 selected counters) looks once, not
 * once per place.
 */
function stacksAt(t: ReturnType<typeof typesOf>, places: ReadonlySet<string>): Map<string, Piece[]> {
  const out = new Map<string, Piece[]>();
  for (const key of places) out.set(key, []);
  eachPieceMap(t.pieces, (map, id) => {
    const at = map.get('at') as Piece['at'];
    const stack = at && out.get(placeKey(at.b, at.x, at.y));
    const piece = stack ? readPiece(id, map) : null;
    if (piece) stack!.push(piece);
  });
  for (const stack of out.values()) sortStack(stack);
  return out;
}

function existing(t: ReturnType<typeof typesOf>, ids: readonly string[]): Piece[] {
  const out: Piece[] = [];
  for (const id of ids) {
    const map = t.pieces.get(id);
    const piece = map && readPiece(id, map);
    if (piece) out.push(piece);
  }
  return out;
}

function names(pieces: Piece[]): string {
  const shown = pieces.slice(0, 2).map((p) => p.name || 'counter');
  return pieces.length > 2 ? `${shown.join(', ')} +${pieces.length - 2} more` : shown.join(', ');
}

function placeOf(t: ReturnType<typeof typesOf>, at: { b: string; x: number; y: number }): string {
  return describePlace(t.boards.get(at.b), at.x, at.y);
}

/** Routes a move's log line names; a drop of hundreds of stacks says how many more there were. */
const shownRoutes = 4;

/**
 * Moves pieces to new places. Pieces bound for the same place keep their relative order and
 * go on top of whatever already stands there.
 */
export function movePieces(actor: Actor, moves: readonly Move[]): void {
  if (!moves.length) return;
  const t0 = typesOf(actor.doc);
  const moving = existing(t0, moves.map((m) => m.id));
  if (!moving.length) return;
  const to = new Map(moves.map((m) => [m.id, m.to]));
  // Each piece's own from → to: pieces that share a route are named together.
  const routes = new Map<string, Piece[]>();
  for (const piece of moving) {
    const route = `${placeOf(t0, piece.at)} → ${placeOf(t0, to.get(piece.id)!)}`;
    routes.set(route, [...(routes.get(route) ?? []), piece]);
  }
  const shown = [...routes].slice(0, shownRoutes).map(([route, pieces]) => `${names(pieces)} ${route}`);
  const unshown = routes.size - shown.length;
  const label = `move ${shown.join('; ')}${unshown ? `; and ${unshown} more` : ''}`;
  runOperation(actor, 'movePieces', label, (t) => {
    const byPlace = new Map<string, { to: Move['to']; pieces: Piece[] }>();
    const target = new Map(moves.map((m) => [m.id, m.to]));
    for (const piece of moving) {
      const to = target.get(piece.id)!;
      const key = placeKey(to.b, to.x, to.y);
      const group = byPlace.get(key) ?? { to, pieces: [] };
      group.pieces.push(piece);
      byPlace.set(key, group);
    }
    const movingIds = new Set(moving.map((p) => p.id));
    const stacks = stacksAt(t, new Set(byPlace.keys()));
    for (const [key, { to, pieces }] of byPlace) {
      const staying = stacks.get(key)!.filter((p) => !movingIds.has(p.id));
      let below = staying.length ? staying[staying.length - 1].at.z : null;
      for (const piece of sortStack([...pieces])) {
        const z = keyBetween(below, null);
        const map = t.pieces.get(piece.id)!;
        map.set('at', { b: to.b, x: to.x, y: to.y, z });
        // Marked as moved by this player until they end their turn.
        if (map.get('moved') !== actor.name) map.set('moved', actor.name);
        below = z;
      }
    }
  });
}

/** Turns pieces to their next face (back to the first after the last). */
export function flipPieces(actor: Actor, ids: readonly string[]): void {
  const pieces = existing(typesOf(actor.doc), ids).filter((p) => p.faces.length > 1);
  if (!pieces.length) return;
  runOperation(actor, 'flipPieces', `flip ${names(pieces)}`, (t) => {
    for (const p of pieces) t.pieces.get(p.id)!.set('face', (p.face + 1) % p.faces.length);
  });
}

/**
 * Shows a given face of each piece (a coast-defence unit turned to its Tried side because it is in
 * a combat), logged with why: unlike a flip, the face is named, so a repeat does nothing.
 */
export function showFaces(actor: Actor, turns: readonly { id: string; face: number }[], why: string): void {
  const t0 = typesOf(actor.doc);
  const wanted = new Map(turns.map((x) => [x.id, x.face]));
  const pieces = existing(t0, [...wanted.keys()]).filter((p) => {
    const face = wanted.get(p.id)!;
    return !p.sealed && Number.isInteger(face) && face >= 0 && face < p.faces.length && p.face !== face;
  });
  if (!pieces.length) return;
  runOperation(actor, 'showFaces', `turn ${names(pieces)}`, (t) => {
    for (const p of pieces) t.pieces.get(p.id)!.set('face', wanted.get(p.id)!);
  }, `turned ${names(pieces)} (${why})`);
}

/** Rotates pieces by `degrees` (clockwise), e.g. one hexside (60) or a quarter turn (90). */
export function rotatePieces(actor: Actor, ids: readonly string[], degrees: number): void {
  const pieces = existing(typesOf(actor.doc), ids);
  if (!pieces.length) return;
  runOperation(actor, 'rotatePieces', `rotate ${names(pieces)}`, (t) => {
    for (const p of pieces) t.pieces.get(p.id)!.set('rot', (((p.rot + degrees) % 360) + 360) % 360);
  });
}

/** Moves pieces to the top or the bottom of their stacks, keeping their order among themselves. */
export function restackPieces(actor: Actor, ids: readonly string[], where: 'top' | 'bottom'): void {
  const pieces = existing(typesOf(actor.doc), ids);
  if (!pieces.length) return;
  runOperation(actor, 'restackPieces', `${where === 'top' ? 'bring to top' : 'send to bottom'} ${names(pieces)}`, (t) => {
    const chosen = new Set(pieces.map((p) => p.id));
    const stacks = stacksAt(t, new Set(pieces.map((p) => placeKey(p.at.b, p.at.x, p.at.y))));
    for (const stack of stacks.values()) {
      const others = stack.filter((q) => !chosen.has(q.id));
      const mine = stack.filter((q) => chosen.has(q.id));
      if (where === 'top') {
        let below = others.length ? others[others.length - 1].at.z : null;
        for (const q of mine) {
          below = keyBetween(below, null);
          t.pieces.get(q.id)!.set('at', { ...q.at, z: below });
        }
      } else {
        let above = others.length ? others[0].at.z : null;
        for (const q of [...mine].reverse()) {
          above = keyBetween(null, above);
          t.pieces.get(q.id)!.set('at', { ...q.at, z: above });
        }
      }
    }
  });
}

/** Copies pieces onto the top of their own stacks; returns the new ids in the same order. */
export function duplicatePieces(actor: Actor, ids: readonly string[], placeOf: (original: Piece) => { b: string; x: number; y: number } = (p) => p.at): string[] {
  // A hidden counter is not copied: the copy's seal would match the original's, telling the others they are the same.
  const pieces = existing(typesOf(actor.doc), ids).filter((p) => !p.sealed);
  const created: string[] = [];
  if (!pieces.length) return created;
  runOperation(actor, 'duplicatePieces', `duplicate ${names(pieces)}`, (t) => {
    const places = new Map(pieces.map((p) => [p.id, placeOf(p)]));
    const stacks = stacksAt(t, new Set([...places.values()].map((at) => placeKey(at.b, at.x, at.y))));
    const tops = new Map([...stacks].map(([key, stack]) => [key, stack.length ? stack[stack.length - 1].at.z : null]));
    for (const p of sortStack([...pieces])) {
      const at = places.get(p.id)!;
      const key = placeKey(at.b, at.x, at.y);
      const z = keyBetween(tops.get(key)!, null);
      tops.set(key, z);
      const id = newId();
      writePiece(t, { ...p, id, at: { ...p.at, b: at.b, x: at.x, y: at.y, z } });
      created.push(id);
    }
  });
  return created;
}

/** Removes pieces from the table. */
export function deletePieces(actor: Actor, ids: readonly string[]): void {
  const pieces = existing(typesOf(actor.doc), ids);
  if (!pieces.length) return;
  runOperation(actor, 'deletePieces', `delete ${names(pieces)}`, (t) => {
    for (const p of pieces) t.pieces.delete(p.id);
  });
}

/** Writes a whole piece record as a new piece (inside an operation). */
export function writePiece(t: ReturnType<typeof typesOf>, piece: Piece): void {
  const map = new Y.Map<unknown>();
  t.pieces.set(piece.id, map);
  map.set('name', piece.name.slice(0, 200));
  map.set('kind', piece.kind);
  map.set('faces', piece.faces);
  map.set('face', piece.face);
  map.set('rot', piece.rot);
  map.set('size', piece.size);
  map.set('at', piece.at);
  map.set('attrs', piece.attrs);
  if (piece.sealed) map.set('sealed', piece.sealed);
}

/** What a new game or scenario brings onto the table in one step. */
export interface Setup {
  boards?: Board[];
  faces?: Record<string, Face>;
  assets?: AssetInfo[];
  pieces?: Piece[];
}

/** Adds boards, faces, asset records and pieces in one operation (a new game's setup, a paste). */
export function addToTable(actor: Actor, setup: Setup, label = 'set up the table'): void {
  runOperation(actor, 'addToTable', label, (t) => {
    for (const asset of setup.assets ?? []) t.assets.set(asset.hash, asset);
    for (const board of setup.boards ?? []) t.boards.set(board.id, board);
    for (const [id, face] of Object.entries(setup.faces ?? {})) t.faces.set(id, face);
    for (const piece of setup.pieces ?? []) writePiece(t, piece);
  });
}

/** Renames the game. */
export function renameGame(actor: Actor, name: string): void {
  const next = name.slice(0, 200);
  runOperation(actor, 'renameGame', `rename the game to "${next}"`, (t) => t.meta.set('name', next));
}

/** Adds a chat line to the shared log. */
export function say(actor: Actor, text: string): void {
  actor.doc.transact(() => {
    appendTo(typesOf(actor.doc).log, [logLine(actor.name, text, 'chat', false, signerOf(actor))]);
  }, new LocalOrigin(actor.name, 'say', 'chat'));
}
