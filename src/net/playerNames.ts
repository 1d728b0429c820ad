/**
 * Telling players apart at one table: a player who kept the default name and colour takes a free
 * one on joining, and players who chose the same name are shown numbered ("Alice (2)"). Pure.
 */
import { fold, readsAlike } from '../model/lookalikes';

/** Colours a default player is given, each with the name the player is then called by. */
export const playerPalette: readonly (readonly [color: string, name: string])[] = [
  ['#e53935', 'Red'],
  ['#1e88e5', 'Blue'],
  ['#43a047', 'Green'],
  ['#fb8c00', 'Orange'],
  ['#8e24aa', 'Purple'],
  ['#00897b', 'Teal'],
];

/** A player as the room shows them. `auto` marks the default name and colour, not chosen by the player. */
export interface SeatedPlayer {
  clientId: number;
  name: string;
  color: string;
  auto?: boolean;
  /** The player's verified key, where the room could check it. */
  key?: string | null;
}

/** A default name and colour that no one in `others` has: the first free colour of the palette. */
export function freeDefaultPlayer(others: readonly { name: string; color: string }[]): { name: string; color: string } {
  const colors = new Set(others.map((o) => o.color.toLowerCase()));
  const names = new Set(others.map((o) => o.name));
  const free = playerPalette.find(([color, name]) => !colors.has(color) && !names.has(`${name} player`));
  if (free) return { color: free[0], name: `${free[1]} player` };
  const [color, name] = playerPalette[others.length % playerPalette.length];
  let n = 2;
  while (names.has(`${name} player ${n}`)) n++;
  return { color, name: `${name} player ${n}` };
}

/**
 * Whether `self`, still with the default name and colour, should take another because it clashes
 * with someone present. A player whose verified key owns the name in this game (`ownerOf`: it
 * signed lines under it) keeps it, so a friend joining with the same default never turns the host's
 * signed lines into someone else's; otherwise, of two default players the one with the higher
 * client id gives way, so both never change at once. A player who chose their name or colour never
 * changes.
 */
export function shouldTakeFreeDefault(self: SeatedPlayer, others: readonly SeatedPlayer[], ownerOf: (name: string) => string | null = () => null): boolean {
  if (!self.auto) return false;
  const owns = (p: SeatedPlayer) => !!p.key && ownerOf(p.name) === p.key;
  if (owns(self)) return false;
  return others.some((o) => (readsAlike(o.name, self.name) || o.color.toLowerCase() === self.color.toLowerCase()) && (!o.auto || owns(o) || o.clientId < self.clientId));
}

/**
 * Names to show: a name several players chose gets "(2)", "(3)"… Names are the same when they read
 * the same (`fold`: "Аlice" with a Cyrillic А is "Alice"), so a look-alike is numbered like a
 * copy. The plain name stays with the player whose verified key owns it in this game (`ownerOf`:
 * the first key that signed a line under it, asked with any spelling of the name), so a newcomer
 * who takes a name cannot push its owner to "(2)"; the rest go in the order they sat down (client id).
 * Each player keeps their own spelling; only the number tells them apart.
 */
export function distinctNames(players: readonly { clientId: number; name: string; key?: string | null }[], ownerOf: (name: string) => string | null = () => null): Map<number, string> {
  const byName = new Map<string, { clientId: number; name: string; key?: string | null }[]>();
  for (const p of players) {
    const read = fold(p.name);
    byName.set(read, [...(byName.get(read) ?? []), p]);
  }
  const out = new Map<number, string>();
  for (const list of byName.values()) {
    const owner = list.length > 1 ? ownerOf(list[0].name) : null;
    const rank = (p: { key?: string | null }) => (owner !== null && p.key === owner ? 0 : 1);
    [...list].sort((a, b) => rank(a) - rank(b) || a.clientId - b.clientId).forEach((p, i) => out.set(p.clientId, i === 0 ? p.name : `${p.name} (${i + 1})`));
  }
  return out;
}
