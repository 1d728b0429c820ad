/**
 * Opening a friend's share link. A game's room key never changes without the player choosing it:
 * a link naming a game this browser already holds under another key (or unshared) is not followed
 * silently — anyone who can see a game's id could otherwise move a player's game into their own
 * room. The player chooses to join it as a separate copy, or not at all.
 */
import * as Y from 'yjs';
import { newId } from '../model/ids';
import { getGame, listGames, putGame, type GameEntry } from '../store/gamesIndex';
import { storeNewGame } from './persistence';

/** What following a link would do. */
export type JoinPlan =
  /** This browser has the game in this room already: open it (its local id). */
  | { kind: 'open'; localId: string }
  /** This browser does not have the game: join with an empty copy that the first peer fills. */
  | { kind: 'new' }
  /** This browser has the game under another key, or unshared: ask before joining. */
  | { kind: 'rekey'; held: GameEntry };

/** The id the room knows a game by (its own, unless it was joined as a separate copy). */
export const roomGameIdOf = (entry: GameEntry) => entry.room?.gameId ?? entry.id;

/** Works out what following the link `#/join/<id>/<secret>` would do, changing nothing. */
export async function planJoin(id: string, secret: string): Promise<JoinPlan> {
  const all = await listGames({ pending: true });
  const inRoom = all.find((g) => roomGameIdOf(g) === id && g.room?.secret === secret);
  if (inRoom) return { kind: 'open', localId: inRoom.id };
  const held = await getGame(id);
  return held ? { kind: 'rekey', held } : { kind: 'new' };
}

/**
 * Joins a friend's game this browser does not hold: an empty local copy, not listed until its
 * table arrives. With `asCopy`, under an id of its own, beside a game of the same id held here.
 * Resolves to the local id to open.
 */
export async function joinGame(id: string, secret: string, { asCopy = false } = {}): Promise<string> {
  const localId = asCopy ? newId(12) : id;
  if (!asCopy && (await getGame(id))) throw new Error('This browser already holds that game; it is not moved into another room without asking.');
  await storeNewGame(localId, new Y.Doc());
  const now = Date.now();
  await putGame({ id: localId, name: 'Shared game', createdAt: now, updatedAt: now, pieces: 0, room: asCopy ? { secret, gameId: id } : { secret }, pending: true });
  return localId;
}
