/**
 * A VASSAL log kept with its game, stepped through: reading a .vlog's steps, turning the kept log
 * back into steps, and showing step k — the position computed from the start and the first k
 * steps, written as the difference from the table in one named operation.
 */
import { readKeptLog, readTemplates, showLogStep } from '../../doc/vassalLog';
import { readVassalOrigin } from '../../doc/vassalOrigin';
import type { Actor } from '../../doc/operations';
import type { TableSnapshot } from '../../model/records';
import { encodeCommands, parseCommands, parseLog, type VassalLog } from '../codec/commands';
import { readSavedGameText } from '../codec/savedGame';
import { pieceFromTraits } from '../pieces/traits';
import { positionAtStep, VassalLogError } from './positionAtStep';
import { stepText } from './stepText';
import { logPieces, placeName, stepWrite } from './tableAtStep';

export { VassalLogError };

/** A log's start and steps as the command text kept with the game (one `LOG` or `UNDO` command per step). */
export function logParts(text: string): { start: string; steps: string[] } {
  const commands = parseCommands(text);
  return {
    start: encodeCommands(commands.filter((c) => c.kind !== 'log' && c.kind !== 'undo')),
    // One command's own text (not a one-token sequence, which would escape its inner ESCs once more).
    steps: commands.flatMap((c) => (c.kind === 'log' ? [`LOG\t${encodeCommands(c.commands)}`] : c.kind === 'undo' ? [`UNDO\t${c.redo}`] : [])),
  };
}

/** The steps of a .vlog's bytes; none for a saved game. */
export function logPartsOfFile(bytes: Uint8Array, fileName: string) {
  return logParts(readSavedGameText(bytes, fileName));
}

/** The kept log as steps. */
export function keptLog(kept: { start: string; steps: readonly string[] }): VassalLog {
  return { start: parseCommands(kept.start), steps: kept.steps.map((s) => parseLog(s).steps[0] ?? { commands: [] }) };
}

/** What the panel shows: the step shown, how many there are, and that step's text. */
export interface LogView {
  at: number;
  steps: number;
  text: string;
}

function namesFor(log: VassalLog, k: number, table: TableSnapshot, origin: NonNullable<ReturnType<typeof readVassalOrigin>>) {
  const known = logPieces(origin, new Map());
  const before = positionAtStep(log, Math.max(0, k - 1));
  const after = k > 0 ? positionAtStep(log, k) : before;
  return {
    piece: (id: string) => {
      const ours = known.ourId(id);
      const piece = ours ? table.pieces.get(ours) : undefined;
      const vassal = after.pieces.get(id) ?? before.pieces.get(id);
      return piece?.name ?? (vassal ? pieceFromTraits(vassal.type, vassal.state).name : '') ?? id;
    },
    place: (map: string, x: number, y: number) => placeName(table, origin, map, x, y),
  };
}

/** The panel's view of the game's log, or null when it has none. */
export function logView(actor: Actor, table: TableSnapshot): LogView | null {
  const kept = readKeptLog(actor.doc);
  const origin = readVassalOrigin(actor.doc);
  if (!kept || !origin) return null;
  const log = keptLog(kept);
  let text = '';
  try {
    text = kept.at === 0 ? 'The start of the log' : stepText(log, kept.at, namesFor(log, kept.at, table, origin));
  } catch (e) {
    text = (e as Error).message;
  }
  return { at: kept.at, steps: kept.steps.length, text };
}

/**
 * Shows step `k` (0: the start) of the game's log. Throws `VassalLogError` (changing nothing)
 * when a step up to k cannot be replayed, or when the game has no log.
 */
export function showStep(actor: Actor, table: TableSnapshot, k: number): void {
  const kept = readKeptLog(actor.doc);
  const origin = readVassalOrigin(actor.doc);
  if (!kept || !origin) throw new VassalLogError('This game has no VASSAL log to step through.');
  const log = keptLog(kept);
  const at = Math.max(0, Math.min(k, log.steps.length));
  const { write } = stepWrite(positionAtStep(log, at), table, origin, readTemplates(actor.doc));
  const text = at === 0 ? 'the start' : stepText(log, at, namesFor(log, at, table, origin));
  showLogStep(actor, at, write, `VASSAL log, step ${at} of ${log.steps.length}: ${text}`);
}

/**
 * Keeps a .vlog's steps with the game just made from its start (a saved game without steps keeps
 * nothing). Resolves to how many steps were kept.
 */
export async function keepLogOf(gameId: string, save: { fileName: string; bytes: Uint8Array }, author: string): Promise<number> {
  const { start, steps } = logPartsOfFile(save.bytes, save.fileName);
  if (!steps.length) return 0;
  const { keepStoredLog, logChunk, maxLogSteps } = await import('../../doc/vassalLog');
  const long = steps.findIndex((s) => s.length > logChunk);
  if (steps.length > maxLogSteps) throw new VassalLogError(`"${save.fileName}" opened at its start, but its ${steps.length} steps are more than the ${maxLogSteps} a game keeps.`);
  if (long >= 0) throw new VassalLogError(`"${save.fileName}" opened at its start, but its step ${long + 1} is too long to keep (${steps[long].length} characters).`);
  await keepStoredLog(gameId, author, start, steps);
  return steps.length;
}
