/**
 * Where a signature counts: one game, in one room. Every record a player signs names, in its
 * signing context, the game's id and — once the game is shared — a digest of its room key (the
 * room tag). A line or record signed in another copy of the game (one joined under another key)
 * then verifies nowhere else: its context names another room.
 *
 * A scope is written `<game id>@<room tag>`, or `<game id>` alone for a game that was never
 * shared. Records signed before a game was shared (and by versions before rooms were bound) carry
 * the room-less scope; they still count in the game's room, since nothing signed alone can have
 * come from another room. Game ids and room tags are base64url, so `@` and `/` never occur in them.
 *
 * Pure: no Yjs, no DOM.
 */
import { hash, toB64, utf8 } from './bytes';

const tagDomain = 'sandtable/room-tag/v1\n';
const tagPattern = /^[A-Za-z0-9_-]{22}$/;

/**
 * The room tag of a room key: 22 base64url characters (132 bits) of a SHA-256 over the key. It
 * names the room without revealing the key, so it can sit in the shared document and save files.
 */
export function roomTagOf(secret: string): string {
  return toB64(hash(utf8(`${tagDomain}${secret}`))).slice(0, 22);
}

/** Whether a value is a room tag as `roomTagOf` makes them. */
export function isRoomTag(value: unknown): value is string {
  return typeof value === 'string' && tagPattern.test(value);
}

/** The scope of a game: its id, and its room tag once shared. */
export function scopeString(gameId: string, room: string | null | undefined): string {
  return room ? `${gameId}@${room}` : gameId;
}

/**
 * The contexts a signature made for `context` may carry and still count: the context itself and,
 * for a context in a room, the same context without the room (signed before the game was shared).
 * A context of another room is never among them.
 */
export function acceptedContexts(context: string): readonly string[] {
  const slash = context.indexOf('/');
  const scope = slash < 0 ? context : context.slice(0, slash);
  const at = scope.indexOf('@');
  if (at < 0) return [context];
  return [context, `${scope.slice(0, at)}${context.slice(scope.length)}`];
}
