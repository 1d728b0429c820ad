/**
 * Play by e-mail (issue #29): *Send my turn* writes the changes the friends have not acknowledged
 * into a sealed turn file; opening a friend's file finds the game it belongs to by its room's name
 * (derived from the game id and the share link's secret, which only the players hold) and merges it.
 */
import type { GameSession } from '../../doc/session';
import { applyTurn, decodeTurnFile, encodeTurnFile, heldByAll, TurnFileError, turnFileRoom } from '../../doc/turnFile';
import { roomKey, roomNameFor } from '../../net/roomCrypto';
import { listGames, getGame, type GameEntry } from '../../store/gamesIndex';
import { acknowledgedBy, keepAcknowledged } from '../../store/turnAcks';

/** The room a shared game is held under here: its name on the network and its key. */
async function roomOf(entry: GameEntry): Promise<{ name: string; key: CryptoKey } | null> {
  if (!entry.room) return null;
  const name = await roomNameFor(entry.room.gameId ?? entry.id, entry.room.secret);
  return { name, key: await roomKey(entry.room.secret, name) };
}

/** A turn file written: its bytes, the name to save it under, and whether it carries the whole game. */
export interface WrittenTurn {
  bytes: Uint8Array;
  fileName: string;
  whole: boolean;
}

/**
 * Writes this player's turn for the open game: everything since what every friend acknowledged
 * (the whole game before any friend's file has arrived). Throws a `TurnFileError` for a game never
 * shared: its friends hold neither the game nor the key a turn is sealed with.
 */
export async function writeMyTurn(session: GameSession): Promise<WrittenTurn> {
  const entry = await getGame(session.id);
  const room = entry && (await roomOf(entry));
  if (!entry || !room) throw new TurnFileError('Share the game first (the Share button): a turn file is sealed with the key of the link your friend opens, and merges into their copy of the game.');
  const since = heldByAll(await acknowledgedBy(session.id));
  const { actor } = session;
  const from = actor.identity ? { name: actor.name, key: actor.identity.publicKey } : { name: actor.name };
  const bytes = await encodeTurnFile(actor.doc, room, from, since);
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ').replace(':', 'h');
  return { bytes, fileName: `${entry.name} — ${actor.name}'s turn ${stamp}`, whole: !since };
}

/** The game here a turn file belongs to; throws a `TurnFileError` when this browser holds none. */
export async function gameOfTurnFile(bytes: Uint8Array): Promise<GameEntry> {
  const room = turnFileRoom(bytes);
  for (const entry of await listGames()) {
    if (entry.room && (await roomNameFor(entry.room.gameId ?? entry.id, entry.room.secret)) === room) return entry;
  }
  throw new TurnFileError('This turn file belongs to a game this browser does not hold. Open the share link your friend sent for the game first, then open the file.');
}

/** What merging a friend's turn brought: who sent it and how many steps of history were new here. */
export interface MergedTurn {
  from: string;
  steps: number;
}

/** Unseals a friend's turn file and merges it into the open game (which must be the file's game); keeps what the friend holds. */
export async function mergeTurnFile(session: GameSession, bytes: Uint8Array): Promise<MergedTurn> {
  const entry = await getGame(session.id);
  const room = entry && (await roomOf(entry));
  if (!room || room.name !== turnFileRoom(bytes)) throw new TurnFileError('This turn file belongs to another game: open it from the home screen.');
  const turn = await decodeTurnFile(bytes, room.key);
  const steps = applyTurn(session.actor.doc, turn);
  await keepAcknowledged(session.id, turn.from.key ?? `name:${turn.from.name}`, turn.stateVector);
  return { from: turn.from.name, steps };
}

/** What the player is told after merging a friend's turn. */
export function mergedText({ from, steps }: MergedTurn): string {
  if (!steps) return `${from}'s turn file brought nothing new: everything in it was already here.`;
  return `Merged ${from}'s turn: ${steps} change${steps === 1 ? '' : 's'}. The history bar (◷) steps through them.`;
}
