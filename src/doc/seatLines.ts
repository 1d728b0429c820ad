/**
 * What a log line says about seats, as every browser checks it. A line acts for a seat only
 * through its role field (`r`, the role id, signed with the line): the log composes "as Head of
 * OKW: …" from the game's own name for that role, and the line counts only when its key held that
 * seat when it was written. Free text never acts for a seat: text that reads "as <a role's
 * name>:" as a person reads it (a Cyrillic "а", an invisible character, full-width letters: see
 * src/model/lookalikes.ts) is marked as not a seat claim.
 */
import type { LogEntry } from '../model/records';
import { fold } from '../model/lookalikes';
import { seatAt, type GameRole, type Seats } from '../trust/seats';

/** What a line's seat check found. */
export type SeatVerdict =
  /** Written as a seat its key held then. */
  | { readonly kind: 'held'; readonly name: string }
  /** Written as a seat its key claims in an open contest. */
  | { readonly kind: 'contested'; readonly name: string }
  /** Written as a seat its key did not hold (or unsigned, so no key can be checked). */
  | { readonly kind: 'notHeld'; readonly name: string }
  /** Written as a role the game does not define. */
  | { readonly kind: 'notARole'; readonly role: string }
  /** Free text that reads like "as <a role's name>:" without being written as that seat. */
  | { readonly kind: 'imitation'; readonly name: string };

/** A line as the log shows it: its text (with "as <role>: " composed in front) and its seat verdict, if any. */
export interface SeatLine {
  readonly text: string;
  readonly verdict: SeatVerdict | null;
}

/** Characters of a line's opening looked at for an imitation: "as " and the longest role name fit. */
const opening = 120;

/** The role whose name the text's opening reads as "as <name>:" after folding, if any. */
export function imitatedRole(text: string, roles: readonly GameRole[]): GameRole | null {
  if (!roles.length) return null;
  const folded = fold(text.slice(0, opening));
  if (!folded.startsWith('as ')) return null;
  const rest = folded.slice(3);
  for (const role of roles) {
    const name = fold(role.name);
    if (name && rest.startsWith(name) && /^ ?:/.test(rest.slice(name.length))) return role;
  }
  return null;
}

/** The seat verdict of a line written as `role` (a role id). */
function roleVerdict(seats: Seats, roles: readonly GameRole[], entry: LogEntry, role: string): SeatVerdict {
  const defined = roles.find((r) => r.id === role);
  if (!defined) return { kind: 'notARole', role };
  const signed = entry.proof === 'signed' && entry.signer;
  const at = signed ? seatAt(seats, role, entry.signer!, entry.t) : null;
  return { kind: at ?? 'notHeld', name: defined.name };
}

/**
 * How the log shows `entry` and what it says about seats, given the game's `roles` (null while not
 * known yet: nothing is judged) and its seats (read lazily: only lines that need them ask). Linear
 * in the line's opening; never throws.
 */
export function seatLine(seats: () => Seats, roles: readonly GameRole[] | null, entry: LogEntry): SeatLine {
  const role = entry.role;
  if (!roles) return { text: role ? `as ${role}: ${entry.text}` : entry.text, verdict: null };
  const name = role ? (roles.find((r) => r.id === role)?.name ?? role) : null;
  const text = name ? `as ${name}: ${entry.text}` : entry.text;
  const claimed = role ? roleVerdict(seats(), roles, entry, role) : null;
  if (claimed && claimed.kind !== 'held' && claimed.kind !== 'contested') return { text, verdict: claimed };
  const imitated = imitatedRole(entry.text, roles);
  return { text, verdict: imitated ? { kind: 'imitation', name: imitated.name } : claimed };
}
