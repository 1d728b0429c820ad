/**
 * The table at any moment of the game, rebuilt from the table as it is now and the history's
 * absolute before-values (src/model/history.ts): a pure function over plain snapshots, nothing
 * from the live document. Position `p` means "after the first p steps": 0 is the earliest moment
 * the history reaches, `length` is now.
 *
 * Opening walks back once from now over every step, keeping a keyframe (a plain copy of the
 * table) every `keyframeEvery` steps; any moment is then a keyframe and fewer than that many steps
 * away. Walking always goes backward with before-values, so every moment is read the same way
 * whichever way the player steps. A value that fails its record check (a peer's junk in a step)
 * is left as it stands rather than shown.
 */
import type { Board, Face, AssetInfo, Piece, Placement, TableSnapshot } from '../model/records';
import { recordKinds, type HistoryStep, type PieceFields, type RecordKind } from '../model/history';
import { checkPiece, checkPlacement, problemsOf, problemsOfAssetRecord, problemsOfBoardRecord, problemsOfFaceRecord } from '../model/validate';

/**
 * The maps of one moment while walking. Pieces change at nearly every step, so each moment has
 * its own; boards, faces and images seldom do, so moments share them until one changes (`owned`
 * names those this moment may write).
 */
interface Moment {
  pieces: Map<string, Piece>;
  boards: Map<string, Board>;
  faces: Map<string, Face>;
  assets: Map<string, AssetInfo>;
  owned: Set<RecordMap>;
}
type RecordMap = (typeof recordKinds)[RecordKind];

/** A record map of a moment that it may write: its own copy, made on first write. */
function writable(moment: Moment, kind: RecordMap): Map<string, unknown> {
  if (!moment.owned.has(kind)) {
    (moment as unknown as Record<RecordMap, Map<string, unknown>>)[kind] = new Map(moment[kind] as Map<string, unknown>);
    moment.owned.add(kind);
  }
  return moment[kind] as Map<string, unknown>;
}

/** A new moment like `m`, sharing its record maps (which neither may then write without copying). */
function copyOf(m: Moment): Moment {
  m.owned = new Set();
  return { pieces: new Map(m.pieces), boards: m.boards, faces: m.faces, assets: m.assets, owned: new Set() };
}

/** A counter a step touched: from where to where (null: not on the table), and whether it changed place. */
export interface StepMove {
  id: string;
  from: Placement | null;
  to: Placement | null;
  moved: boolean;
}

/** The past of one game, ready to be shown at any moment. */
export interface Replay {
  /** How many steps the history holds. */
  readonly length: number;
  readonly steps: readonly HistoryStep[];
  /** The table after the first `position` steps (clamped to 0…length). */
  tableAt(position: number): TableSnapshot;
}

const defaults = { name: '', kind: 'unit', face: 0, rot: 0, size: 50, attrs: {} };
const recordChecks = { b: problemsOfBoardRecord, f: problemsOfFaceRecord, a: problemsOfAssetRecord } as const;

/** A piece from stored fields, or null when they do not make a sound piece. */
function pieceFrom(id: string, fields: PieceFields): Piece | null {
  const raw: Record<string, unknown> = { id, ...defaults };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) raw[key] = value;
  if (problemsOf(checkPiece, raw).length || (raw.face as number) >= (raw.faces as unknown[]).length) return null;
  return raw as unknown as Piece;
}

/** Checks of the fields most steps change, so the common step need not check the whole piece again. */
const quickChecks: Record<string, (v: unknown) => boolean> = {
  at: (v) => !problemsOf(checkPlacement, v).length,
  face: (v) => Number.isSafeInteger(v) && (v as number) >= 0,
  rot: (v) => typeof v === 'number' && Number.isFinite(v),
  moved: (v) => v === undefined || (typeof v === 'string' && v.length <= 200),
};

/** A piece with some fields set to what they were (undefined: the field was absent). */
function withFields(piece: Piece, fields: PieceFields): Piece | null {
  const raw: Record<string, unknown> = { ...piece };
  let quick = true;
  for (const key in fields) {
    const value = fields[key];
    if (!quickChecks[key]?.(value)) quick = false;
    if (value === undefined) delete raw[key];
    else raw[key] = value;
  }
  if (!quick) return pieceFrom(piece.id, raw);
  return (raw.face as number) < piece.faces.length ? (raw as unknown as Piece) : null;
}

/** Takes one step back: every change the step made is set back to what was there before it. */
function stepBack(moment: Moment, step: HistoryStep): void {
  for (const id of step.added) moment.pieces.delete(id);
  for (const [id, fields] of step.removed) {
    const was = pieceFrom(id, fields);
    if (was) moment.pieces.set(id, was);
  }
  for (const [id, fields] of step.changed) {
    const now = moment.pieces.get(id);
    const was = now && withFields(now, fields);
    if (was) moment.pieces.set(id, was);
  }
  for (const short of Object.keys(recordKinds) as RecordKind[]) {
    const changes = step.records[short];
    if (!changes?.size) continue;
    const map = writable(moment, recordKinds[short]);
    for (const [key, before] of changes) {
      if (before === undefined) map.delete(key);
      else if (!recordChecks[short](key, before).length) map.set(key, before);
    }
  }
}

/** Builds the replay of `steps` ending at the table `now`. */
export function createReplay(now: TableSnapshot, steps: readonly HistoryStep[], keyframeEvery = 256): Replay {
  const meta = now.meta;
  const keyframes = new Map<number, Moment>();
  const walking: Moment = { pieces: new Map(now.pieces), boards: now.boards as Map<string, Board>, faces: now.faces as Map<string, Face>, assets: now.assets as Map<string, AssetInfo>, owned: new Set() };
  keyframes.set(steps.length, copyOf(walking));
  for (let p = steps.length; p > 0; p--) {
    stepBack(walking, steps[p - 1]);
    if ((p - 1) % keyframeEvery === 0) keyframes.set(p - 1, copyOf(walking));
  }
  const keyframeAtOrAfter = (p: number) => Math.min(steps.length, Math.ceil(p / keyframeEvery) * keyframeEvery);
  const shown = new Map<number, TableSnapshot>();
  return {
    length: steps.length,
    steps,
    tableAt(position) {
      const p = Math.max(0, Math.min(steps.length, Math.round(position)));
      const cached = shown.get(p);
      if (cached) return cached;
      const from = keyframeAtOrAfter(p);
      const moment = copyOf(keyframes.get(from)!);
      for (let q = from; q > p; q--) stepBack(moment, steps[q - 1]);
      const table: TableSnapshot = { meta, pieces: moment.pieces, boards: moment.boards, faces: moment.faces, assets: moment.assets };
      // Only the last few moments are kept: a player stepping to and fro meets them again.
      if (shown.size >= 8) shown.delete(shown.keys().next().value!);
      shown.set(p, table);
      return table;
    },
  };
}

/** The pieces a step touched: changed, added or removed. */
export function piecesOf(step: HistoryStep): Set<string> {
  return new Set([...step.changed.keys(), ...step.added, ...step.removed.keys()]);
}

/** The counters a step touched, from where to where (`before` and `after` are the tables either side of it). */
export function movesOf(step: HistoryStep, before: TableSnapshot, after: TableSnapshot): StepMove[] {
  const out: StepMove[] = [];
  for (const id of piecesOf(step)) {
    const from = before.pieces.get(id)?.at ?? null;
    const to = after.pieces.get(id)?.at ?? null;
    if (!from && !to) continue;
    out.push({ id, from, to, moved: !from || !to || from.b !== to.b || from.x !== to.x || from.y !== to.y });
  }
  return out;
}

/**
 * The table part way through a step's slide: each counter that moved on one board drawn a
 * fraction `t` (0…1) of the way from where it was to where it went; everything else as after.
 */
export function slideFrame(after: TableSnapshot, moves: readonly StepMove[], t: number): TableSnapshot {
  const pieces = new Map(after.pieces);
  for (const { id, from, to, moved } of moves) {
    const piece = after.pieces.get(id);
    if (!moved || !piece || !from || !to || from.b !== to.b) continue;
    pieces.set(id, { ...piece, at: { ...to, x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t } });
  }
  return { ...after, pieces };
}
