/**
 * VASSAL's command language: what a saved game or log holds. Commands are joined with ESC
 * (nested, each level escaped once more); piece commands are `/`-separated with the literal
 * `null` for "none". Unknown commands are kept verbatim so nothing is lost on the way through.
 */
import { decodeSequence, encodeSequence } from './sequenceEncoder';

/** A VASSAL command, as much of it as Sandtable understands. */
export type VassalCommand =
  | { kind: 'add'; id: string | null; type: string; state: string }
  | { kind: 'remove'; id: string }
  | { kind: 'change'; id: string; state: string; old?: string }
  | {
      kind: 'move';
      id: string | null;
      map: string | null;
      x: number;
      y: number;
      under: string | null;
      oldMap: string | null;
      oldX: number;
      oldY: number;
      oldUnder: string | null;
      player?: string;
    }
  | { kind: 'log'; commands: VassalCommand[] }
  | { kind: 'undo'; redo: boolean }
  | { kind: 'unknown'; text: string };

const ESC = '\x1b';
const PARAM = '/';
const LOG = 'LOG\t';
const UNDO = 'UNDO\t';
/** Deeper command nesting than this is kept as unknown text: real saves nest two or three levels. */
const MAX_DEPTH = 64;

const unwrapNull = (s: string | undefined): string | null => (s === undefined || s === 'null' ? null : s);
const wrapNull = (s: string | null | undefined): string => s ?? 'null';

function toInt(text: string | undefined): number | undefined {
  if (text === undefined || !/^-?\d+$/.test(text)) return undefined;
  return Number(text);
}

function parseAdd(text: string): VassalCommand {
  const [id, type, state] = decodeSequence(text.slice(2), PARAM);
  if (type === undefined) return { kind: 'unknown', text };
  return { kind: 'add', id: unwrapNull(id), type, state: state ?? '' };
}

function parseChange(text: string): VassalCommand {
  const [id, state, old] = decodeSequence(text.slice(2), PARAM);
  if (state === undefined) return { kind: 'unknown', text };
  return old === undefined ? { kind: 'change', id, state } : { kind: 'change', id, state, old };
}

function parseMove(text: string): VassalCommand {
  const f = decodeSequence(text.slice(2), PARAM);
  const [x, y, oldX, oldY] = [toInt(f[2]), toInt(f[3]), toInt(f[6]), toInt(f[7])];
  if (x === undefined || y === undefined || oldX === undefined || oldY === undefined) return { kind: 'unknown', text };
  const move: VassalCommand = { kind: 'move', id: unwrapNull(f[0]), map: unwrapNull(f[1]), x, y, under: unwrapNull(f[4]), oldMap: unwrapNull(f[5]), oldX, oldY, oldUnder: unwrapNull(f[8]) };
  return f[9] === undefined ? move : { ...move, player: f[9] };
}

/** One command that holds no other (no unescaped ESC). */
function parseLeaf(text: string): VassalCommand {
  if (text.startsWith('+/')) return parseAdd(text);
  if (text.startsWith('-/')) return { kind: 'remove', id: text.slice(2) };
  if (text.startsWith('D/')) return parseChange(text);
  if (text.startsWith('M/')) return parseMove(text);
  return { kind: 'unknown', text };
}

/**
 * Every command in `text`, compound commands flattened in order (VASSAL runs a compound as its
 * parts in order, so nothing is lost). `LOG` steps of a .vlog become `log` commands; anything
 * not understood is kept as `unknown`. Never throws; nesting is walked with an explicit stack.
 */
export function parseCommands(text: string): VassalCommand[] {
  return parseNested(text, 0);
}

function parseNested(text: string, depth: number): VassalCommand[] {
  const out: VassalCommand[] = [];
  const pending: { text: string; depth: number }[] = [{ text, depth }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (next.text === '') continue;
    if (next.text.startsWith(LOG) && next.depth < MAX_DEPTH) {
      out.push({ kind: 'log', commands: parseNested(next.text.slice(LOG.length), next.depth + 1) });
      continue;
    }
    if (next.text.startsWith(UNDO)) {
      out.push({ kind: 'undo', redo: next.text.slice(UNDO.length) === 'true' });
      continue;
    }
    const parts = next.text.includes(ESC) && next.depth < MAX_DEPTH ? decodeSequence(next.text, ESC) : [next.text];
    if (parts.length === 1) out.push(parseLeaf(parts[0]));
    else for (let i = parts.length - 1; i >= 0; i--) pending.push({ text: parts[i], depth: next.depth + 1 });
  }
  return out;
}

/** The text of one command, as VASSAL writes it. */
function encodeOne(command: VassalCommand): string {
  switch (command.kind) {
    case 'add':
      return '+/' + encodeSequence([wrapNull(command.id), command.type, command.state], PARAM);
    case 'remove':
      return '-/' + command.id;
    case 'change':
      return 'D/' + encodeSequence(command.old === undefined ? [command.id, command.state] : [command.id, command.state, command.old], PARAM);
    case 'move': {
      const c = command;
      const fields = [wrapNull(c.id), wrapNull(c.map), String(c.x), String(c.y), wrapNull(c.under), wrapNull(c.oldMap), String(c.oldX), String(c.oldY), wrapNull(c.oldUnder)];
      return 'M/' + encodeSequence(c.player === undefined ? fields : [...fields, c.player], PARAM);
    }
    case 'log':
      return LOG + encodeCommands(command.commands);
    case 'undo':
      return UNDO + String(command.redo);
    case 'unknown':
      return command.text;
  }
}

/** The command text VASSAL reads back as `commands`, for writing a .vsav or .vlog. */
export function encodeCommands(commands: readonly VassalCommand[]): string {
  return encodeSequence(commands.map(encodeOne), ESC);
}

/** A .vlog: the position it starts from, then the steps a player replays one by one. */
export interface VassalLog {
  /** The restore command's commands: the game as the log begins. */
  start: VassalCommand[];
  /** Each logged step in order; an `UNDO` entry is a step with no commands and `undo` set. */
  steps: { commands: VassalCommand[]; undo?: boolean }[];
}

/** Splits a .vlog's text into its starting position and its steps. */
export function parseLog(text: string): VassalLog {
  const log: VassalLog = { start: [], steps: [] };
  for (const command of parseCommands(text)) {
    if (command.kind === 'log') log.steps.push({ commands: command.commands });
    else if (command.kind === 'undo') log.steps.push({ commands: [], undo: command.redo });
    else log.start.push(command);
  }
  return log;
}

export { type VassalPlacedPiece, type VassalPosition, type VassalStack, basicPieceLocation, positionOf } from './position';
