/**
 * The plain position a restore command sets up: which stacks stand where, and which pieces they
 * hold bottom to top. The module engineer turns this into Sandtable counters.
 */
import type { VassalCommand } from './commands';
import { decodeChain, decodeSequence } from './sequenceEncoder';

/** A VASSAL stack: pieces sharing one spot on a map, `pieceIds` bottom first. */
export interface VassalStack {
  id: string;
  map: string | null;
  x: number;
  y: number;
  pieceIds: string[];
}

/** A piece as the restore command adds it, where it stands. */
export interface VassalPlacedPiece {
  id: string;
  type: string;
  state: string;
  /** Map id, or null when the piece is on no map. */
  map: string | null;
  x: number;
  y: number;
  /** The stack holding it, if any. */
  stackId?: string;
}

/** Stacks and pieces of a position; pieces in stack order, stack by stack, then loose ones. */
export interface VassalPosition {
  stacks: VassalStack[];
  pieces: VassalPlacedPiece[];
}

const STACK_TYPE = 'stack';

const number = (text: string | undefined) => {
  const n = Number(text);
  return Number.isFinite(n) && text !== '' && text !== undefined ? Math.trunc(n) : 0;
};
const mapId = (text: string | undefined) => (text === undefined || text === 'null' || text === '' ? null : text);

/**
 * A stack's state: `map;x;y;id…`. Since VASSAL 3.5 a `@@layer` token follows the ids; tokens
 * starting `@@` are not pieces.
 */
function stackFrom(id: string, state: string): VassalStack {
  const [map, x, y, ...rest] = decodeSequence(state, ';');
  return { id, map: mapId(map), x: number(x), y: number(y), pieceIds: rest.filter((t) => t !== '' && !t.startsWith('@@')) };
}

/** Where a piece's BasicPiece (innermost) state puts it: `map;x;y;gpid;…`. */
export function basicPieceLocation(state: string): { map: string | null; x: number; y: number; gpid: string } {
  const chain = decodeChain(state, '\t');
  const [map, x, y, gpid] = decodeSequence(chain[chain.length - 1], ';');
  return { map: mapId(map), x: number(x), y: number(y), gpid: gpid ?? '' };
}

/** Applies add/remove/change in order, as restoring the game would; moves and the rest are ignored. */
function collect(commands: readonly VassalCommand[]) {
  const added = new Map<string, { type: string; state: string }>();
  for (const c of commands) {
    if (c.kind === 'add' && c.id !== null) added.set(c.id, { type: c.type, state: c.state });
    else if (c.kind === 'remove') added.delete(c.id);
    else if (c.kind === 'change') {
      const target = added.get(c.id);
      if (target) target.state = c.state;
    }
  }
  return added;
}

/**
 * The position `commands` (a save's restore command) gives: stacks with their pieces bottom
 * first, every piece with its map and spot (a stacked piece at its stack's spot).
 */
export function positionOf(commands: readonly VassalCommand[]): VassalPosition {
  const added = collect(commands);
  const stacks: VassalStack[] = [];
  for (const [id, { type, state }] of added) if (type === STACK_TYPE) stacks.push(stackFrom(id, state));
  const pieces: VassalPlacedPiece[] = [];
  const placed = new Set<string>();
  for (const stack of stacks) {
    for (const pieceId of stack.pieceIds) {
      const piece = added.get(pieceId);
      if (!piece || piece.type === STACK_TYPE || placed.has(pieceId)) continue;
      placed.add(pieceId);
      pieces.push({ id: pieceId, ...piece, map: stack.map, x: stack.x, y: stack.y, stackId: stack.id });
    }
  }
  for (const [id, piece] of added) {
    if (piece.type === STACK_TYPE || placed.has(id)) continue;
    const at = basicPieceLocation(piece.state);
    pieces.push({ id, ...piece, map: at.map, x: at.x, y: at.y });
  }
  return { stacks, pieces };
}
