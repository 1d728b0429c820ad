/**
 * The scope records of a game are signed in: its id and, once shared, its room tag and the tags of
 * the rooms it moved out of, all pinned in the document's `meta` (src/doc/roomPin.ts keeps the room
 * tags). See src/trust/scope.ts for why.
 */
import type * as Y from 'yjs';
import { typesOf } from './gameDoc';
import { isRoomTag, maxEarlierRooms, scopeString } from '../trust/scope';

/** The room tag the game is held under, or null while it has never been shared. */
export function roomOf(doc: Y.Doc): string | null {
  const room = typesOf(doc).meta.get('room');
  return isRoomTag(room) ? room : null;
}

/** The tags of the rooms the game moved out of (`meta.rooms`), as kept by the room pin. */
export function earlierRoomsOf(doc: Y.Doc): string[] {
  const rooms = typesOf(doc).meta.get('rooms');
  return Array.isArray(rooms) ? rooms.filter(isRoomTag).slice(0, maxEarlierRooms) : [];
}

/** The scope every record of this game is signed and checked in (`<game id>@<room tag>~<earlier rooms>`). */
export function scopeOf(doc: Y.Doc): string {
  const id = typesOf(doc).meta.get('id');
  return scopeString(typeof id === 'string' ? id : '', roomOf(doc), earlierRoomsOf(doc));
}
