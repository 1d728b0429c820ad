/**
 * Tabs of one browser sync a game over a BroadcastChannel (y-webrtc, through lib0's
 * `broadcastchannel`). lib0 also hands every message a tab publishes straight back to that
 * tab's own subscriber, and y-webrtc's room reads it like another tab's: each update it sends
 * on comes back and is decoded and applied again (nothing changes: Yjs already has it), and
 * its own "what do you have?" comes back and is answered with the whole game, encoded again.
 * With a friend's 20,000-counter table arriving, that is half a second of the joiner's page
 * spent on its own echo; on the host, opening the room reads its whole game back once more.
 *
 * Messages from other tabs come through the channel itself (origin `'broadcastchannel'`,
 * also lib0's storage fallback); the echo comes with no origin. So the room keeps hearing the
 * first and stops hearing the second.
 */
import * as bc from 'lib0/broadcastchannel';

/** y-webrtc's room, as far as its tab channel is reached. */
interface TabRoomInternals {
  name: string;
  bcconnected: boolean;
  _bcSubscriber: (data: ArrayBuffer, origin?: unknown) => unknown;
}

/** lib0's origin for a message that came through the channel from another tab. */
const fromAnotherTab = 'broadcastchannel';

/**
 * Has y-webrtc's room (`provider.room`) hear only other tabs on its BroadcastChannel, from now
 * on and after any reconnect (y-webrtc subscribes and unsubscribes `room._bcSubscriber`).
 */
export function hearOtherTabsOnly(room: unknown): void {
  const internals = room as TabRoomInternals | null;
  if (!internals || typeof internals._bcSubscriber !== 'function') return;
  const hear = internals._bcSubscriber;
  const hearOthers = (data: ArrayBuffer, origin?: unknown) => (origin === fromAnotherTab ? hear(data, origin) : undefined);
  internals._bcSubscriber = hearOthers;
  if (!internals.bcconnected) return;
  // Subscribed before the old one leaves, so the channel (closed with its last subscriber) stays open.
  bc.subscribe(internals.name, hearOthers);
  bc.unsubscribe(internals.name, hear);
}
