/**
 * The room a game is held in (`meta.room`, see src/trust/scope.ts) and the rooms it moved out of
 * (`meta.rooms`), kept as fixed as the game's id. Every record is signed in the game's scope, so
 * whoever could change the tags could make lines signed in another copy of the game count here, or
 * void every signature so far.
 *
 * - In a room, the game's tag is the tag of the room key this browser holds: every honest player
 *   of the room holds that key, so all agree on it without asking anyone, and a peer's change is
 *   put back. A separate copy joined under another key is therefore another room: what is signed
 *   there never counts in the first.
 * - A game this browser brings into a room under another tag (a save file of a game shared before,
 *   opened here and shared anew) moves: its old tag joins the rooms it moved out of, whose records
 *   still count.
 * - The rooms a game moved out of are those it held when it reached this browser (from storage, a
 *   file, or a friend's table on joining) and those it moved out of here; a peer can neither add
 *   one nor take one away.
 *
 * A peer that keeps changing either is put right a few times, then left to the room (never two
 * honest browsers putting each other right for ever), and the player is told.
 */
import * as Y from 'yjs';
import { typesOf } from './gameDoc';
import { LocalOrigin } from './origin';
import { isRoomTag, maxEarlierRooms, roomTagOf } from '../trust/scope';
import type { Problem } from '../model/validate';

/** Origin of the pin's own writes (a repair, never undone, never checked again). */
const pinOrigin = Symbol('room pin');
/** Times the pin puts a peer's change back in one session. */
const repairs = 3;

export interface RoomPin {
  /** Called when this browser joins or opens the game's room with `secret`. */
  enter(secret: string): void;
  stop(): void;
}

/**
 * The client id that wrote the current value of `key` in a Y.Map; null when it has none. A key
 * deleted keeps its last item, whose writer is not the deleter: a deletion names no writer.
 */
function writerOf(map: Y.Map<unknown>, key: string): number | null {
  const item = (map as unknown as { _map: Map<string, { id: { client: number }; deleted: boolean }> })._map.get(key);
  return item && !item.deleted ? item.id.client : null;
}

/** A list of room tags as kept: sorted, without repeats, bounded. */
const tagList = (value: unknown): string[] => (Array.isArray(value) ? [...new Set(value.filter(isRoomTag))].sort().slice(0, maxEarlierRooms) : []);
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

/**
 * Keeps `doc`'s room tags; `onIgnored` hears of a peer's change that was put back. `arriving` says
 * whether the game is still arriving from a friend (a joiner's first sync), when the rooms it moved
 * out of are taken as they come.
 */
export function pinRoom(doc: Y.Doc, onIgnored?: (report: { clients: number[]; problems: Problem[] }) => void, arriving: () => boolean = () => false): RoomPin {
  const meta = typesOf(doc).meta;
  const hasTable = () => typeof meta.get('id') === 'string';
  /** The tag of the room key this browser holds, once in a room. */
  let own: string | null = null;
  /** The rooms the game moved out of, as this browser knows them; null until the game is here. */
  let earlier: string[] | null = hasTable() ? tagList(meta.get('rooms')) : null;
  let left = repairs;

  const write = (room: string, rooms: readonly string[]) =>
    doc.transact(() => {
      if (meta.get('room') !== room) meta.set('room', room);
      if (!sameList(tagList(meta.get('rooms')), rooms) || (rooms.length === 0 && meta.has('rooms'))) {
        if (rooms.length) meta.set('rooms', [...rooms]);
        else meta.delete('rooms');
      }
    }, pinOrigin);

  /** Brings the document to the pinned tags; `remote`: a peer's change is being put back. */
  const keep = (remote: boolean) => {
    if (!hasTable()) return;
    // While the game arrives from a friend (in slices, for a big table), the rooms it moved out of come with it.
    if (earlier === null || (remote && arriving())) earlier = tagList([...(earlier ?? []), ...tagList(meta.get('rooms'))]);
    if (own === null) return;
    const room = meta.get('room');
    if (isRoomTag(room) && room !== own && !remote && !earlier.includes(room)) earlier = tagList([...earlier, room]);
    const rooms = tagList(meta.get('rooms'));
    if (room === own && sameList(rooms, earlier)) return;
    // A table arriving in slices may bring its meta record before the room tag written after it: nothing was changed, only not yet sent.
    const notYetHere = remote && arriving() && room === undefined && sameList(rooms, earlier);
    if (remote && !notYetHere) {
      if (left === 0) return;
      left--;
      const writers = ['room', 'rooms'].map((k) => writerOf(meta, k)).filter((c): c is number => c !== null && c !== doc.clientID);
      onIgnored?.({ clients: [...new Set(writers)], problems: [{ path: 'meta.room', message: left === 0 ? 'may not change (no longer put back this session)' : 'may not change' }] });
    }
    write(own, earlier);
  };

  const onAfter = (tr: Y.Transaction) => {
    if (tr.origin === pinOrigin || !tr.changed.has(meta as unknown as Y.AbstractType<Y.YEvent<Y.Map<unknown>>>)) return;
    keep(!(tr.origin instanceof LocalOrigin) && tr.origin !== 'migration' && tr.origin !== 'create');
  };
  doc.on('afterTransaction', onAfter);
  return {
    enter(secret) {
      own = roomTagOf(secret);
      keep(false);
    },
    stop: () => doc.off('afterTransaction', onAfter),
  };
}
