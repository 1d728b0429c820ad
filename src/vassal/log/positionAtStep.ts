/**
 * Where every piece stands after the first k steps of a VASSAL log: the start position, then each
 * step's adds, removes, changes and moves applied in order, as VASSAL replays them. Pure, so
 * stepping back is computing the earlier position again, never undoing writes.
 */
import { decodeSequence } from '../codec/sequenceEncoder';
import { positionOf, type VassalCommand, type VassalLog } from '../codec/commands';

/** A place on a map holding pieces, bottom first. */
export interface LogStack {
  map: string;
  x: number;
  y: number;
  ids: string[];
}

/** A position of the log: each piece's type and state, and the stacks (loose pieces stand alone). */
export interface LogPosition {
  pieces: Map<string, { type: string; state: string }>;
  stacks: Map<string, LogStack>;
}

/** A step that cannot be replayed (it names a piece the log never added); the message says which. */
export class VassalLogError extends Error {}

const STACK = 'stack';

/** The start position: the log's restore command, as a saved game would open. */
function startOf(log: VassalLog): LogPosition {
  const { stacks, pieces } = positionOf(log.start);
  const out: LogPosition = { pieces: new Map(), stacks: new Map() };
  for (const p of pieces) out.pieces.set(p.id, { type: p.type, state: p.state });
  for (const s of stacks) if (s.map !== null) out.stacks.set(s.id, { map: s.map, x: s.x, y: s.y, ids: s.pieceIds.filter((id) => out.pieces.has(id)) });
  const stacked = new Set([...out.stacks.values()].flatMap((s) => s.ids));
  for (const p of pieces) if (!stacked.has(p.id) && p.map !== null) out.stacks.set(`@${p.id}`, { map: p.map, x: p.x, y: p.y, ids: [p.id] });
  return out;
}

function stackOf(position: LogPosition, id: string): [string, LogStack] | undefined {
  for (const entry of position.stacks) if (entry[1].ids.includes(id)) return entry;
  return undefined;
}

function takeOut(position: LogPosition, id: string): void {
  const found = stackOf(position, id);
  if (!found) return;
  found[1].ids = found[1].ids.filter((p) => p !== id);
  if (!found[1].ids.length) position.stacks.delete(found[0]);
}

/** Puts `ids` at a point: right above `under` when it stands there, else on top of what is there. */
function putAt(position: LogPosition, ids: string[], map: string, x: number, y: number, under: string | null): void {
  const below = under === null ? undefined : stackOf(position, under);
  const there = below && below[1].map === map && below[1].x === x && below[1].y === y ? below : [...position.stacks].find(([, s]) => s.map === map && s.x === x && s.y === y);
  if (!there) return void position.stacks.set(`@${ids[0]}`, { map, x, y, ids: [...ids] });
  const at = below && there === below ? there[1].ids.indexOf(under!) + 1 : there[1].ids.length;
  there[1].ids.splice(at, 0, ...ids);
}

/** A stack's state, `map;x;y;id…` (tokens `@@…` are not pieces). */
function stackState(state: string): LogStack | null {
  const [map, x, y, ...ids] = decodeSequence(state, ';');
  if (!map || map === 'null') return null;
  return { map, x: Number.parseInt(x, 10) || 0, y: Number.parseInt(y, 10) || 0, ids: ids.filter((t) => t !== '' && !t.startsWith('@@')) };
}

function apply(position: LogPosition, c: VassalCommand, step: number): void {
  const unknown = (id: string | null) => new VassalLogError(`Step ${step} of the log ${c.kind === 'move' ? 'moves' : c.kind === 'remove' ? 'removes' : 'changes'} a piece the log never added (id ${id}).`);
  if (c.kind === 'add' && c.id !== null) {
    if (c.type === STACK) {
      const s = stackState(c.state);
      if (!s) return;
      const ids = s.ids.filter((id) => position.pieces.has(id));
      ids.forEach((id) => takeOut(position, id));
      if (ids.length) position.stacks.set(c.id, { ...s, ids });
    } else position.pieces.set(c.id, { type: c.type, state: c.state });
  } else if (c.kind === 'remove') {
    if (position.stacks.has(c.id)) return void position.stacks.delete(c.id);
    if (!position.pieces.has(c.id)) throw unknown(c.id);
    takeOut(position, c.id);
    position.pieces.delete(c.id);
  } else if (c.kind === 'change') {
    const piece = position.pieces.get(c.id);
    if (piece) piece.state = c.state;
    else if (!position.stacks.has(c.id)) throw unknown(c.id);
  } else if (c.kind === 'move' && c.id !== null) {
    const stack = position.stacks.get(c.id);
    if (!stack && !position.pieces.has(c.id)) throw unknown(c.id);
    const ids = stack ? stack.ids : [c.id];
    if (stack) position.stacks.delete(c.id);
    else takeOut(position, c.id);
    if (c.map !== null) putAt(position, ids, c.map, c.x, c.y, c.under);
  } else if (c.kind === 'log') c.commands.forEach((inner) => apply(position, inner, step));
}

/** The position after the first `k` steps (0: the start). Throws `VassalLogError` for a step that cannot be replayed. */
export function positionAtStep(log: VassalLog, k: number): LogPosition {
  const position = startOf(log);
  const last = Math.max(0, Math.min(k, log.steps.length));
  for (let i = 0; i < last; i++) for (const c of log.steps[i].commands) apply(position, c, i + 1);
  return position;
}
