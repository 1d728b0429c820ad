/**
 * Named operations on counters' own data, through the one write path (`runOperation`): setting
 * attributes on many pieces at once (what rules assistants read: side, factors, steps, flags…),
 * adding newly made counters (drawn faces plus pieces, stacked at a point) and renaming pieces.
 * Each is one transaction, so one undo takes it back and one log line describes it.
 */
import { bounds } from '../model/validate';
import type { AttributeValue, Board, DrawnFace, Piece } from '../model/records';
import { newId } from '../model/ids';
import { keyBetween } from '../model/order';
import { placeKey } from '../model/stacks';
import { describePlace } from '../geometry/places';
import { readPiece, typesOf, type GameTypes, eachPieceMap } from './gameDoc';
import { runOperation, writePiece, type Actor } from './operations';
import { isOpenedCard } from './cardBook';

/** A change to attributes: a value sets the key, `null` removes it. */
export type AttributePatch = Record<string, AttributeValue | null>;

/** A counter to be made: its drawn faces (front first) and attributes, and optionally its own place. */
export interface NewCounter {
  name: string;
  kind: 'unit' | 'marker';
  /** Front first; one face for a one-sided counter or a marker. Must not be empty. */
  faces: DrawnFace[];
  attrs: Record<string, AttributeValue>;
  /** Width and height in board pixels; by default sized to the board's grid (see `counterSize`). */
  size?: number;
  /** Where this counter goes; when absent it goes where `addCounters` is told. */
  at?: { board: string; x: number; y: number };
}

/** Longest attribute value written out in full in a log line. */
const logValueLength = 24;

function pieceList(t: GameTypes, ids: readonly string[]): Piece[] {
  const out: Piece[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    const map = t.pieces.get(id);
    const piece = map && readPiece(id, map);
    if (piece) out.push(piece);
  }
  return out;
}

/** `2/Lehr`, or `2/Lehr +4 more` for several. */
function namesOf(pieces: readonly { name: string }[]): string {
  const first = pieces[0]?.name || 'counter';
  return pieces.length > 1 ? `${first} +${pieces.length - 1} more` : first;
}

function logValue(v: AttributeValue): string {
  const text = String(v);
  return text.length > logValueLength ? `${text.slice(0, logValueLength - 1)}…` : text;
}

/** `set side=North, steps=2`, `clear elite`, `set attack=4 and clear elite, assault`. */
export function describePatch(patch: AttributePatch): string {
  const entries = Object.entries(patch);
  const sets = entries.filter(([, v]) => v !== null).map(([k, v]) => `${k}=${logValue(v as AttributeValue)}`);
  const clears = entries.filter(([, v]) => v === null).map(([k]) => k);
  return [sets.length ? `set ${sets.join(', ')}` : '', clears.length ? `clear ${clears.join(', ')}` : ''].filter(Boolean).join(' and ');
}

const sameValue = (a: AttributeValue | undefined, b: AttributeValue | undefined) => a === b || (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b));

/** Attribute keys must be short, plain names. */
function checkKey(key: string): void {
  if (!key.trim() || key.length > 40) throw new Error(`"${key}" is not a usable attribute name (1 to 40 characters).`);
}

/**
 * Sets (or, with `null`, removes) attributes on several pieces in one operation, logged as
 * `set side=North, steps=2 on 2/Lehr +4 more`. Pieces that already have the values are left
 * alone; when nothing would change, nothing is written. Returns the ids of the pieces changed.
 * Throws (writing nothing) for a value that is not text, a finite number or true/false.
 */
export function setAttributes(actor: Actor, ids: readonly string[], patch: AttributePatch): string[] {
  const entries = Object.entries(patch);
  for (const [key, value] of entries) {
    checkKey(key);
    if (value !== null && !(typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)))) {
      throw new Error(`The value of "${key}" must be text, a number or true/false.`);
    }
    if (typeof value === 'string' && value.length > bounds.nameLength) throw new Error(`The value of "${key}" is longer than ${bounds.nameLength} characters.`);
  }
  if (!entries.length) return [];
  const changes: { piece: Piece; attrs: Record<string, AttributeValue> }[] = [];
  // A hidden counter's attributes are in its seal: a value written here would be in the clear. A
  // card shown from a sealed pile keeps its deck's (src/doc/shownGuard.ts puts back any other).
  for (const piece of pieceList(typesOf(actor.doc), ids).filter((p) => !p.sealed && !isOpenedCard(actor.doc, p.id))) {
    const attrs = { ...piece.attrs };
    let changed = false;
    for (const [key, value] of entries) {
      if (value === null) {
        if (key in attrs) {
          delete attrs[key];
          changed = true;
        }
      } else if (!sameValue(attrs[key], value)) {
        attrs[key] = value;
        changed = true;
      }
    }
    if (changed) changes.push({ piece, attrs });
  }
  if (!changes.length) return [];
  const label = `${describePatch(patch)} on ${namesOf(changes.map((c) => c.piece))}`;
  runOperation(actor, 'setAttributes', label, (t) => {
    for (const { piece, attrs } of changes) t.pieces.get(piece.id)?.set('attrs', attrs);
  });
  return changes.map((c) => c.piece.id);
}

/** Renames pieces in one operation; blank names and unchanged ones are skipped. */
export function renamePieces(actor: Actor, renames: readonly { id: string; name: string }[]): void {
  const t0 = typesOf(actor.doc);
  const byId = new Map(renames.map((r) => [r.id, r.name.trim().slice(0, bounds.nameLength)]));
  // A hidden counter keeps its name in its seal: renaming it would write the name in the clear.
  // …and a card shown from a sealed pile its deck's name.
  const pieces = pieceList(t0, [...byId.keys()]).filter((p) => !p.sealed && !isOpenedCard(actor.doc, p.id) && byId.get(p.id) && byId.get(p.id) !== p.name);
  if (!pieces.length) return;
  const label = pieces.length === 1 ? `rename ${pieces[0].name || 'counter'} to "${byId.get(pieces[0].id)}"` : `rename ${pieces.length} counters`;
  runOperation(actor, 'renamePieces', label, (t) => {
    for (const p of pieces) t.pieces.get(p.id)?.set('name', byId.get(p.id)!);
  });
}

/**
 * A counter size that suits a board: five-sixths of a grid cell for units (50 on a 60-pixel hex
 * grid), a bit over half a cell for markers (34); 50 and 34 on a board without a grid.
 */
export function counterSize(board: Board | undefined, kind: 'unit' | 'marker'): number {
  const cell = board && board.grid.kind !== 'none' ? Math.min(board.grid.dx, board.grid.dy) : 60;
  const size = Math.round(cell * (kind === 'marker' ? 0.57 : 0.835));
  return Math.max(8, Math.min(400, size));
}

function checkCounter(c: NewCounter, i: number): void {
  const which = c.name ? `"${c.name}"` : `counter ${i + 1}`;
  if (!c.faces.length) throw new Error(`${which} has no face.`);
  if (c.kind !== 'unit' && c.kind !== 'marker') throw new Error(`${which} must be a unit or a marker.`);
  if (c.size !== undefined && !(Number.isFinite(c.size) && c.size > 0)) throw new Error(`${which} has no usable size.`);
}

const faceKey = (f: DrawnFace) => JSON.stringify([f.fill, f.ink, f.symbol, f.size, f.name, f.factors, f.stripe ?? null]);

/**
 * Adds counters to the table in one operation: their drawn faces (identical faces are stored
 * once) and one piece each, in the order given, on top of whatever already stands at their place.
 * Counters without a place of their own go to `where` (board pixels), stacked. Returns the new
 * piece ids in order. Throws (writing nothing) for a counter without faces or a place whose board
 * is not on the table.
 */
export function addCounters(actor: Actor, counters: readonly NewCounter[], where: { board: string; x: number; y: number }, label?: string): string[] {
  if (!counters.length) return [];
  counters.forEach(checkCounter);
  const t0 = typesOf(actor.doc);
  const places = counters.map((c) => c.at ?? where);
  for (const p of places) {
    if (!t0.boards.get(p.board)) throw new Error('The board these counters were to go on is no longer on the table.');
    if (!Number.isFinite(p.x) || !Number.isFinite(p.y)) throw new Error('The counters have no place to go.');
  }
  const ids = counters.map(() => newId());
  const first = places[0];
  const allThere = places.every((p) => p.board === first.board && p.x === first.x && p.y === first.y);
  const text = label ?? `add ${describeNew(counters)}${allThere ? ` at ${describePlace(t0.boards.get(first.board), first.x, first.y)}` : ''}`;
  runOperation(actor, 'addCounters', text, (t) => {
    const faceIds = new Map<string, string>();
    const tops = new Map<string, string | null>();
    counters.forEach((c, i) => {
      const at = places[i];
      const x = Math.round(at.x);
      const y = Math.round(at.y);
      const key = placeKey(at.board, x, y);
      if (!tops.has(key)) tops.set(key, topOf(t, at.board, x, y));
      const z = keyBetween(tops.get(key)!, null);
      tops.set(key, z);
      const faces = c.faces.map((f) => {
        const k = faceKey(f);
        let id = faceIds.get(k);
        if (!id) {
          id = newId();
          faceIds.set(k, id);
          const face: DrawnFace = { kind: 'drawn', fill: f.fill, ink: f.ink, symbol: f.symbol, size: f.size, name: f.name, factors: f.factors };
          if (f.stripe) face.stripe = f.stripe;
          t.faces.set(id, face);
        }
        return id;
      });
      const piece: Piece = {
        id: ids[i],
        name: c.name,
        kind: c.kind,
        faces,
        face: 0,
        rot: 0,
        size: c.size ?? counterSize(t.boards.get(at.board), c.kind),
        at: { b: at.board, x, y, z },
        attrs: { ...c.attrs },
      };
      writePiece(t, piece);
    });
  });
  return ids;
}

/** `counter "2/Lehr"`, `3 counters "2/Lehr"`, `2 markers`, `5 counters`. */
function describeNew(counters: readonly NewCounter[]): string {
  const n = counters.length;
  const noun = counters.every((c) => c.kind === 'marker') ? 'marker' : 'counter';
  const name = counters[0].name;
  const same = !!name && counters.every((c) => c.name === name);
  if (n === 1) return name ? `${noun} "${name}"` : `a ${noun}`;
  return same ? `${n} ${noun}s "${name}"` : `${n} ${noun}s`;
}

/**
 * The highest order key at a place (units and markers alike), or null for an empty place: new
 * counters go above it, so a new unit sits on the units there (markers still ride on top).
 */
export function topOf(t: GameTypes, b: string, x: number, y: number): string | null {
  const key = placeKey(b, x, y);
  let top: string | null = null;
  eachPieceMap(t.pieces, (map) => {
    const at = map.get('at') as Piece['at'] | undefined;
    if (at && typeof at.z === 'string' && placeKey(at.b, at.x, at.y) === key && (top === null || at.z > top)) top = at.z;
  });
  return top;
}
