/**
 * The connection to Redis that lets several server processes act as one (`REDIS_URL`): one client
 * for commands, one for the signaling topics' subscriptions (Redis gives a subscribing connection
 * to subscriptions alone).
 *
 * Redis going away must not stop the server: commands fail at once instead of waiting in a queue
 * (the mailbox answers 503; signaling stays local), the clients reconnect on their own, and each
 * outage is logged in one line (and its end in another). The server starts even when Redis is not
 * there yet.
 *
 * Uses `@redis/client`, the official node-redis client without the add-on modules (search, JSON,
 * time series) we do not use.
 */
import { createClient, RESP_TYPES } from '@redis/client';

/** Waits between reconnection attempts: quick at first, then every 2 s. */
const reconnectStrategy = (attempt) => Math.min(100 * (attempt + 1), 2_000);

/**
 * Connects to the Redis at `url`; resolves nothing, so callers do not wait for it.
 * @param {string} url `redis://[user:password@]host:port[/db]`
 * @param {{ log?: (line: string) => void }} [options]
 */
export function connectRedis(url, { log = (line) => console.error(line) } = {}) {
  const where = new URL(url).host;
  const client = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy, connectTimeout: 5_000 } });
  // Subscriptions asked for during an outage wait for the connection to come back (and are renewed by it).
  const subscriber = client.duplicate({ disableOfflineQueue: false });
  let down = false;
  const onError = (e) => {
    if (down) return;
    down = true;
    log(`Redis at ${where} is out of reach (${e?.message ?? e}): mailboxes answer 503 and signaling reaches only this process's players until it is back.`);
  };
  const onReady = () => {
    if (!down) return;
    down = false;
    log(`Redis at ${where} is back.`);
  };
  for (const c of [client, subscriber]) {
    c.on('error', onError);
    c.on('ready', onReady);
    c.connect().catch(onError);
  }
  return {
    /** Commands whose bulk answers come back as Buffers (entries are bytes, not text). */
    bytes: client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer }),
    client,
    subscriber,
    /** Drops both connections and stops reconnecting (the server is stopping). */
    close: () => {
      for (const c of [client, subscriber]) {
        try {
          c.destroy();
        } catch {
          // Already closed.
        }
      }
    },
  };
}
