/**
 * The seats panel's sentences: why a claim did not count, and who acknowledged a seat, with the
 * players named. No React here.
 */
import type { GameRole, Refusal, Seats } from '../../trust/seats';

/** "Alice", "Alice and Carol", "Alice, Bob and Carol": in alphabetical order, so every browser says it alike. */
export function listNames(names: readonly string[]): string {
  const sorted = [...names].sort((a, b) => a.localeCompare(b));
  return sorted.length <= 1 ? (sorted[0] ?? '') : `${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}`;
}

/** One refused claim, as a clause: "Mallory claimed Head of Production (…)". */
export function refusalText(refusal: Refusal, roles: readonly GameRole[], nameOf: (key: string) => string): string {
  const who = nameOf(refusal.by);
  const role = roles.find((r) => r.id === refusal.role)?.name;
  const why = refusal.why;
  switch (why.kind) {
    case 'notARole':
      return `${who} claimed “${refusal.role}”, which is not a position of this game`;
    case 'held':
      return `${who} claimed ${role} (the seat was held by ${nameOf(why.holder)})`;
    case 'free':
      return `${who} gave away ${role} (a free seat is taken only for oneself)`;
    case 'same':
      return `${who} handed ${role} to its holder`;
    case 'conceded':
      return `${who} claimed ${role} (${who} had acknowledged ${nameOf(why.to)}’s claim on it first)`;
    case 'outvoted':
      return `${who} claimed ${role} (${nameOf(why.winner)}’s claim was acknowledged first, by ${listNames(why.witnesses.map(nameOf))})`;
    case 'lost':
      return `${who} changed ${role} (not after the seat’s last change)`;
  }
}

/** Who acknowledged the change that gave `role`'s seat to its holder, for the holder's tooltip. */
export function acknowledgedText(seats: Seats, role: string, nameOf: (key: string) => string): string {
  const last = seats.history.get(role)?.at(-1);
  const by = last ? (seats.acks.get(last.digest) ?? []).filter((k) => k !== last.to && k !== last.by) : [];
  return by.length ? `Acknowledged by ${listNames(by.map(nameOf))}` : 'Not acknowledged by another player yet';
}
