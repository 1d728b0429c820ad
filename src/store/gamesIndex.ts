/**
 * The list of games on the home screen: one small record per game, kept apart from the game
 * documents so the list opens without loading any game.
 */
import { createStore, del, get, set, values, type UseStore } from 'idb-keyval';

/** One line of the home screen. */
export interface GameEntry {
  id: string;
  name: string;
  createdAt: number;
  /** Last time anything changed, for sorting. */
  updatedAt: number;
  /** How many pieces the game had when last open, shown as a hint. */
  pieces: number;
  /**
   * Set once the game is shared: the room secret from the share link (kept only in this browser),
   * and, for a game joined as a separate copy of one this browser already held, the game id the
   * room knows it by (the copy has an id of its own here).
   */
  room?: { secret: string; gameId?: string };
  /** A game joined from a link whose table has not arrived yet: not listed, and forgotten if none comes. */
  pending?: true;
}

let store: UseStore | null = null;
function games(): UseStore {
  store ??= createStore('sandtable-games', 'games');
  return store;
}

/** All games, most recently played first (`pending` ones too only when asked). */
export async function listGames({ pending = false } = {}): Promise<GameEntry[]> {
  const all = await values<GameEntry>(games());
  return all.filter((g) => pending || !g.pending).sort((a, b) => b.updatedAt - a.updatedAt);
}

/** One game's entry, if it exists. */
export function getGame(id: string): Promise<GameEntry | undefined> {
  return get<GameEntry>(id, games());
}

/** Adds or replaces a game's entry. */
export function putGame(entry: GameEntry): Promise<void> {
  return set(entry.id, entry, games());
}

/** Removes a game's entry (its document is deleted separately). */
export function removeGame(id: string): Promise<void> {
  return del(id, games());
}
