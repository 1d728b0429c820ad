/**
 * What the player is told when the ledger guard put something right (src/doc/ledgerGuard.ts): what
 * kind of record, how many, and whose change it was where that can be told.
 */
import type { LedgerTamper } from './ledgerGuard';

/** What a record in a ledger folder is, for a sentence: `roll/…` → "a roll's record". */
const kinds: Record<string, string> = { roll: 'roll', pile: 'sealed pile', deck: 'sealed pile', draw: 'draw', seat: 'seat', reveal: 'reveal' };

function kindsOf(folders: readonly string[]): string {
  const names = [...new Set(folders.map((f) => kinds[f.split('/')[0]] ?? 'signed'))];
  return names.length === 1 ? `${names[0]} record` : `signed record (${names.join(', ')})`;
}

const plural = (n: number, word: string) => (n === 1 ? `a ${word}` : `${n} ${word}s`);

/**
 * The notice for one repair, or null when there is nothing to tell (this browser's own change).
 * `who` names the writers (by document client id) and whoever sent the change, as far as known.
 */
export function describeTamper(report: LedgerTamper, who: string | null): string | null {
  if (!report.remote) return null;
  const by = who ?? 'A player in the room';
  const parts: string[] = [];
  const deleted = report.restored.filter((r) => !r.replaced);
  const replaced = report.restored.filter((r) => r.replaced);
  if (deleted.length) parts.push(`deleted ${plural(deleted.length, kindsOf(deleted.map((r) => r.folder)))}`);
  if (replaced.length) parts.push(`wrote over ${plural(replaced.length, kindsOf(replaced.map((r) => r.folder)))}`);
  if (report.removed.length) parts.push(`filed ${plural(report.removed.length, 'record')} under a key that is not its own`);
  if (!parts.length) return null;
  const undone = report.restored.length ? 'put back: signed records are never removed or changed' : 'left out';
  return `${by} ${parts.join(' and ')}: ${undone}.`;
}
