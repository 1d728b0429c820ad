/**
 * What the player is told when a guard put something right (src/doc/ledgerGuard.ts, logGuard.ts,
 * docGuard.ts): what kind of record, how many, and whose change it was where that can be told.
 *
 * Whose change it was comes first from the signed envelope of the message that brought it
 * (src/trust/senderProof.ts): a sender that signed it as its own change wrote it, whatever Yjs
 * says. Next from the Yjs writer of a value (a deletion has none). A change that arrived signed
 * as passed on names the browser it came through, never as its author: every browser passes on
 * what it receives, and an honest one cannot help passing on a cheater's change.
 */
import type * as Y from 'yjs';
import type { LedgerTamper } from './ledgerGuard';

/** A signed sender of the change, as the room tells it (src/doc/net/gameRoom.ts `senderOfCurrentChange`). */
export interface SenderOfChange {
  name: string;
  own: boolean;
}

/** Whom a notice names: the author, the browser a change only came through, or nobody known. */
export type Blame = { author: string } | { via: string } | null;

/**
 * Whom to name for a change: a signed author first, then the writers Yjs names (by the table's
 * names), then the browser a passed-on change came through.
 */
export function blameFor(sender: SenderOfChange | null, writers: readonly string[]): Blame {
  if (sender?.own) return { author: sender.name };
  if (writers.length) return { author: writers.join(' and ') };
  if (sender) return { via: sender.name };
  return null;
}

/** The subject of a sentence about the change: "Mallory", "A change passed on by Alice", or `unknown`. */
export function subjectOf(blame: Blame, unknown: string): string {
  if (!blame) return unknown;
  return 'author' in blame ? blame.author : `A change passed on by ${blame.via}`;
}

/** What a record in a ledger folder is, for a sentence: `roll/…` → "a roll's record". */
const kinds: Record<string, string> = { roll: 'roll', pile: 'sealed pile', deck: 'sealed pile', draw: 'draw', seat: 'seat', reveal: 'reveal' };

function kindsOf(folders: readonly string[]): string {
  const names = [...new Set(folders.map((f) => kinds[f.split('/')[0]] ?? 'signed'))];
  return names.length === 1 ? `${names[0]} record` : `signed record (${names.join(', ')})`;
}

const plural = (n: number, word: string) => (n === 1 ? `a ${word}` : `${n} ${word}s`);

/**
 * The notice for one repair, or null when there is nothing to tell (this browser's own change).
 * `blame` names whoever made the change (or only passed it on), as far as known (`blameFor`).
 */
export function describeTamper(report: LedgerTamper, blame: Blame): string | null {
  if (!report.remote) return null;
  const by = subjectOf(blame, 'A player in the room');
  const parts: string[] = [];
  const deleted = report.restored.filter((r) => !r.replaced);
  const replaced = report.restored.filter((r) => r.replaced);
  if (deleted.length) parts.push(`deleted ${plural(deleted.length, kindsOf(deleted.map((r) => r.folder)))}`);
  if (replaced.length) parts.push(`wrote over ${plural(replaced.length, kindsOf(replaced.map((r) => r.folder)))}`);
  if (report.removed.length) parts.push(`filed ${plural(report.removed.length, 'record')} under a key that is not its own, or too large to keep`);
  if (!parts.length) return null;
  const undone = report.restored.length ? 'put back: signed records are never removed or changed' : 'left out';
  return `${by} ${parts.join(' and ')}: ${undone}.`;
}

/**
 * Tells the player of one ledger repair: at once, naming whom `blame` names; and when the change
 * came without its author (unsigned, passed on, or already put right by a friend in the same
 * update, which leaves nothing to tell yet), again once `watchForDeleter` finds the author's own
 * signed message deleting what the change took away.
 */
export function tellTamper(
  report: LedgerTamper,
  blame: Blame,
  tell: (notice: string) => void,
  watchForDeleter?: (items: readonly Y.ID[], found: (author: { name: string }) => void) => void,
): void {
  const notice = describeTamper(report, blame);
  if (notice) tell(notice);
  if (!report.remote || (blame && 'author' in blame)) return;
  const all: LedgerTamper = { ...report, restored: [...report.restored, ...report.putBackByPeer], removed: [] };
  watchForDeleter?.(report.items, (author) => {
    const named = describeTamper(all, { author: author.name });
    if (named) tell(named);
  });
}
