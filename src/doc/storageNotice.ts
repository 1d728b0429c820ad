/**
 * What the player is told about this browser's saved copy of a game when it opens: what a damaged
 * record cost, a newest change that is gone, records something else added, or — when the game
 * cannot open at all — what is left of it. Each sentence says only what happened (issue 32: a
 * notice that said changes "are lost" when none were, or "not stored" while records remained).
 */
import type { LoadReport } from './storedReplay';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const timeOf = (ms: number) => new Date(ms).toLocaleTimeString();

/** The sentence about damaged records, and whether it tells of a loss (then it ends at "are lost", for the rest to follow). */
function damageSentence(report: LoadReport): { text: string; lost: boolean } | null {
  if (!report.skipped) return null;
  const times = report.damagedAt.map(timeOf).join(', ');
  const had = `This browser's saved copy of the game had ${plural(report.skipped, 'damaged record')} (saved at ${times}).`;
  const lost = report.skipped - report.recovered;
  if (!lost && !report.unapplied) return { text: `${had} ${report.skipped === 1 ? 'Its changes were' : 'Their changes were'} kept again beside ${report.skipped === 1 ? 'it' : 'them'}, so nothing is lost.`, lost: false };
  const later = report.unapplied ? ` and ${plural(report.unapplied, 'later change')} that built on them` : '';
  return { text: `${had} The changes in ${lost === report.skipped ? (lost === 1 ? 'it' : 'them') : plural(lost, 'of them')}${later} could not be read and are lost`, lost: true };
}

/**
 * Says truthfully what opening this browser's saved copy found wrong, or null when nothing was:
 * `lost` is true only when a change of the game really is gone (then a save of the rest is offered).
 */
export function describeStorageDamage(report: LoadReport): { text: string; lost: boolean } | null {
  const losses: string[] = [];
  const notes: string[] = [];
  const damage = damageSentence(report);
  if (damage) (damage.lost ? losses : notes).push(damage.text);
  if (report.missingNewest !== null) losses.push(`The newest change saved in this browser (at ${timeOf(report.missingNewest)}) was deleted from its storage by something other than Sandtable, and is lost`);
  if (report.foreign) {
    notes.push(`${plural(report.foreign, 'record')} added to this browser's storage after Sandtable's last change ${report.foreign === 1 ? 'is' : 'are'} not Sandtable's: left out, and no change of the game is lost by ${report.foreign === 1 ? 'it' : 'them'}.`);
  }
  if (!losses.length && !notes.length) return null;
  const lossText = losses.length ? `${losses.join('. ')}; everything else is here. Save a copy to keep what was recovered.` : '';
  return { text: [lossText, ...notes].filter(Boolean).join(' '), lost: losses.length > 0 };
}

/**
 * Why a stored game could not be opened, saying what is left of it: damage beyond repair, change
 * records left without the snapshot they build on, or nothing at all.
 */
export function describeUnopenable(report: LoadReport): string {
  const elsewhere = 'Open a save file of it, or join a friend who has it.';
  if (report.found && report.skipped) return `The copy of this game stored in this browser is damaged beyond repair (${plural(report.skipped, 'damaged record')}). ${elsewhere}`;
  if (report.found && !report.snapshots && report.updates) {
    return `The snapshots of this game were deleted from this browser's storage. ${plural(report.updates, 'change record')} of it remain${report.updates === 1 ? 's' : ''} (kept, not deleted), but they only add to a snapshot and cannot be read alone. ${elsewhere}`;
  }
  return 'This game is not stored in this browser (it may have been deleted).';
}
