/**
 * Signaling topics shared through Redis pub/sub (the `bus` of signaling.mjs), so players connected
 * to different server processes on one Redis meet in one topic: what a player publishes is sent to
 * the topic's subscribers on this process and, through a Redis channel per topic, on the others.
 *
 * A process subscribes to a topic's channel while it has a subscriber of its own in the topic, and
 * hears its own publications back from Redis: each carries this process's id before a newline, and
 * those are skipped (its own players already have them). Nothing is stored: pub/sub forgets a
 * message once delivered. A Redis that does not answer loses only the other processes' share.
 */
import { randomBytes } from 'node:crypto';

const channelOf = (topic) => `sandtable:signal:${topic}`;
const ignore = () => {};

/** @param {ReturnType<typeof import('./redis.mjs').connectRedis>} redis */
export function redisTopicBus(redis) {
  const origin = Buffer.from(`${randomBytes(9).toString('base64url')}\n`);
  const fromHere = (message) => message.subarray(0, origin.byteLength).equals(origin);
  return {
    /** Sends a frame, as this process's receivers got it, to the topic's receivers on the other processes. */
    publish(topic, frame) {
      redis.client.publish(channelOf(topic), Buffer.concat([origin, frame])).catch(ignore);
    },
    /** Hands `deliver` every frame the other processes publish to `topic`. */
    subscribe(topic, deliver) {
      const listener = (message) => {
        if (!fromHere(message)) deliver(message.subarray(message.indexOf(10) + 1));
      };
      redis.subscriber.subscribe(channelOf(topic), listener, true).catch(ignore);
    },
    unsubscribe(topic) {
      redis.subscriber.unsubscribe(channelOf(topic)).catch(ignore);
    },
  };
}
