/**
 * The room tag a game is held under (`meta.room`, see src/trust/scope.ts), kept as fixed as the
 * game's id. Every record is signed in the game's scope, so whoever could change the tag could
 * make lines signed in another copy of the game count here, or void every signature so far.
 *
 * - A game this browser already holds under a tag keeps it; a peer's change is put back.
 * - A game that reaches this browser from a room (a joiner's empty copy) takes the tag it arrives
 *   with, or, arriving without one (shared by an earlier version), the tag of this browser's own
 *   room key — the only one every honest player of the room agrees on.
 * - A game this browser shares for the first time takes its room key's tag.
 * - A separate copy (joined under another key beside the game held here) always takes its own
 *   room's tag: it is another room, and what is signed there must not count in the first.
 */
import * as Y from 'yjs';
import { typesOf } from './gameDoc';
import { LocalOrigin } from './origin';
import { isRoomTag, roomTagOf } from '../trust/scope';
import type { Problem } from '../model/validate';

/** Origin of the pin's own writes (a repair, never undone, never checked again). */
const pinOrigin = Symbol('room pin');

export interface RoomPin {
  /** Called when this browser joins or opens the game's room with `secret`; `separate` for a separate copy. */
  enter(secret: string, separate: boolean): void;
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

/** Keeps `doc`'s room tag; `onIgnored` hears of a peer's change that was put back. */
export function pinRoom(doc: Y.Doc, onIgnored?: (report: { clients: number[]; problems: Problem[] }) => void): RoomPin {
  const meta = typesOf(doc).meta;
  const current = () => meta.get('room');
  const hasTable = () => typeof meta.get('id') === 'string';
  let pinned: string | null = isRoomTag(current()) ? (current() as string) : null;

  const write = (tag: string) => doc.transact(() => meta.set('room', tag), pinOrigin);
  /** Puts the pinned tag back after a change by anyone but this browser's own pin. */
  const keep = (remote: boolean) => {
    const value = current();
    if (pinned === null) {
      // A joiner takes the tag the game arrives with (slices of a big table may bring it after the rest).
      if (remote && isRoomTag(value)) pinned = value;
      return;
    }
    if (value === pinned) return;
    const writer = writerOf(meta, 'room');
    if (remote && writer !== null && writer !== doc.clientID) onIgnored?.({ clients: [writer], problems: [{ path: 'meta.room', message: 'may not change' }] });
    write(pinned);
  };

  const onAfter = (tr: Y.Transaction) => {
    if (tr.origin === pinOrigin || !tr.changed.has(meta as unknown as Y.AbstractType<Y.YEvent<Y.Map<unknown>>>)) return;
    keep(!(tr.origin instanceof LocalOrigin) && tr.origin !== 'migration' && tr.origin !== 'create');
  };
  doc.on('afterTransaction', onAfter);
  return {
    enter(secret, separate) {
      const own = roomTagOf(secret);
      // A separate copy is a room of its own; a game shared from here for the first time takes this room's tag.
      if (separate || (pinned === null && hasTable())) pinned = own;
      keep(false);
    },
    stop: () => doc.off('afterTransaction', onAfter),
  };
}
