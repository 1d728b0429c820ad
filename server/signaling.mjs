/**
 * Our own signaling endpoint, speaking the y-webrtc protocol (subscribe / unsubscribe / publish /
 * ping as JSON text frames) on the app's own origin at /signal. It also carries the relay: when
 * two browsers cannot connect directly, they publish their already-encrypted sync messages to the
 * room's topic, and this server forwards them without being able to read them.
 *
 * Small and bounded on purpose: message size, topics per connection, peers per topic, topics and
 * connections in all, and a message rate per connection. A bad client is dropped; it cannot take
 * the server down.
 */
import { WebSocketServer } from 'ws';

/** Limits; the defaults suit a table of friends, not a public service. */
export const defaultLimits = {
  /** Largest frame accepted, in bytes (relay chunks are at most 64 KiB of ciphertext, base64). */
  maxMessageBytes: 128 * 1024,
  topicsPerConnection: 16,
  peersPerTopic: 32,
  topics: 10_000,
  connections: 2_000,
  /** Messages per second a connection may send on average, and in a burst. */
  messagesPerSecond: 2_000,
  burst: 4_000,
  /** A connection that does not answer a ping within this many ms is dropped. */
  pingIntervalMs: 30_000,
};

const isTopic = (t) => typeof t === 'string' && t.length > 0 && t.length <= 200;

/** Adds the signaling endpoint to an HTTP server; returns a function that closes it. */
export function attachSignaling(httpServer, { path = '/signal', limits: overrides = {} } = {}) {
  const limits = { ...defaultLimits, ...overrides };
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes, perMessageDeflate: false });
  /** topic → set of sockets */
  const topics = new Map();

  httpServer.on('upgrade', (req, socket, head) => {
    const url = (req.url ?? '').split('?')[0];
    if (url !== path || wss.clients.size >= limits.connections) {
      socket.write(url !== path ? 'HTTP/1.1 404 Not Found\r\n\r\n' : 'HTTP/1.1 503 Service Unavailable\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws));
  });

  const send = (ws, message) => {
    if (ws.readyState !== ws.OPEN) return;
    try {
      ws.send(message);
    } catch {
      ws.terminate();
    }
  };

  wss.on('connection', (ws) => {
    const mine = new Set();
    let alive = true;
    let tokens = limits.burst;
    let last = Date.now();
    const ping = setInterval(() => {
      if (!alive) return ws.terminate();
      alive = false;
      try {
        ws.ping();
      } catch {
        ws.terminate();
      }
    }, limits.pingIntervalMs);
    ws.on('pong', () => (alive = true));
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      clearInterval(ping);
      for (const topic of mine) {
        const subs = topics.get(topic);
        subs?.delete(ws);
        if (subs && subs.size === 0) topics.delete(topic);
      }
      mine.clear();
    });

    ws.on('message', (data, isBinary) => {
      const now = Date.now();
      tokens = Math.min(limits.burst, tokens + ((now - last) / 1000) * limits.messagesPerSecond);
      last = now;
      if (tokens < 1) return;
      tokens -= 1;
      if (isBinary) return;
      let message;
      try {
        message = JSON.parse(data.toString('utf8'));
      } catch {
        return;
      }
      if (!message || typeof message !== 'object') return;
      switch (message.type) {
        case 'subscribe':
          for (const topic of Array.isArray(message.topics) ? message.topics : []) {
            if (!isTopic(topic) || mine.has(topic) || mine.size >= limits.topicsPerConnection) continue;
            let subs = topics.get(topic);
            if (!subs) {
              if (topics.size >= limits.topics) continue;
              topics.set(topic, (subs = new Set()));
            }
            if (subs.size >= limits.peersPerTopic) continue;
            subs.add(ws);
            mine.add(topic);
          }
          break;
        case 'unsubscribe':
          for (const topic of Array.isArray(message.topics) ? message.topics : []) {
            if (!mine.has(topic)) continue;
            mine.delete(topic);
            const subs = topics.get(topic);
            subs?.delete(ws);
            if (subs && subs.size === 0) topics.delete(topic);
          }
          break;
        case 'publish': {
          if (!isTopic(message.topic) || !mine.has(message.topic)) break;
          const receivers = topics.get(message.topic);
          if (!receivers) break;
          const text = JSON.stringify({ ...message, clients: receivers.size });
          for (const receiver of receivers) send(receiver, text);
          break;
        }
        case 'ping':
          send(ws, JSON.stringify({ type: 'pong' }));
          break;
        default:
          break;
      }
    });
  });

  return {
    /** How many topics and connections are live (for tests and a status line). */
    stats: () => ({ connections: wss.clients.size, topics: topics.size }),
    close: () => {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}
