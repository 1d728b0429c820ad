/**
 * The scope records of a game are signed in: its id and, once shared, its room tag, both pinned
 * in the document's `meta` (the document guard keeps them). See src/trust/scope.ts for why.
 */
import type * as Y from 'yjs';
import { typesOf } from './gameDoc';
import { isRoomTag, scopeString } from '../trust/scope';

/** The room tag the game is held under, or null while it has never been shared. */
export function roomOf(doc: Y.Doc): string | null {
  const room = typesOf(doc).meta.get('room');
  return isRoomTag(room) ? room : null;
}

/** The scope every record of this game is signed and checked in (`<game id>@<room tag>`). */
export function scopeOf(doc: Y.Doc): string {
  const id = typesOf(doc).meta.get('id');
  return scopeString(typeof id === 'string' ? id : '', roomOf(doc));
}
