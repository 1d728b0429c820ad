/**
 * What one step of a VASSAL log says: its chat and report lines (VASSAL writes both as `CHAT…`
 * commands) when it has any, else a description of what it does ("Moved en-thor to 0405").
 */
import type { VassalCommand, VassalLog } from '../codec/commands';

/** How the description names things: a piece by its VASSAL id, a map point by its place. */
export interface StepNames {
  piece(id: string): string;
  place(map: string, x: number, y: number): string;
}

const CHAT = 'CHAT';

/** A chat or report line without VASSAL's markers (`* ` before reports, `- ` after the speaker's name stays). */
function chatLine(text: string): string {
  return text.slice(CHAT.length).replace(/^\*+\s*/, '').trim();
}

function flatten(commands: readonly VassalCommand[]): VassalCommand[] {
  return commands.flatMap((c) => (c.kind === 'log' ? flatten(c.commands) : [c]));
}

function describe(c: VassalCommand, names: StepNames): string | null {
  if (c.kind === 'move' && c.id !== null) return c.map === null ? `Took ${names.piece(c.id)} off the map` : `Moved ${names.piece(c.id)} to ${names.place(c.map, c.x, c.y)}`;
  if (c.kind === 'add' && c.id !== null && c.type !== 'stack') return `Added ${names.piece(c.id)}`;
  if (c.kind === 'remove') return `Removed ${names.piece(c.id)}`;
  if (c.kind === 'change') return `Changed ${names.piece(c.id)}`;
  return null;
}

/** The text of step `k` (1-based) of `log`. */
export function stepText(log: VassalLog, k: number, names: StepNames): string {
  const step = log.steps[k - 1];
  if (!step) return '';
  if (step.undo !== undefined) return 'Undo';
  const commands = flatten(step.commands);
  const chat = commands.flatMap((c) => (c.kind === 'unknown' && c.text.startsWith(CHAT) ? [chatLine(c.text)] : [])).filter((t) => t !== '');
  if (chat.length) return chat.join(' · ');
  const described = [...new Set(commands.map((c) => describe(c, names)).filter((t): t is string => t !== null))];
  return described.length ? described.join('; ') : 'Nothing on the table changes';
}
