/**
 * Our own signaling endpoint, speaking the y-webrtc protocol (subscribe / unsubscribe / publish /
 * ping as JSON text frames) on the app's own origin at /signal. It also carries the relay: when
 * two browsers cannot connect directly, they publish their already-encrypted sync messages to the
 * room's topic, and this server forwards them without being able to read them.
 *
 * Bounded on purpose, per connection and per address, so one bad client cannot hurt the others:
 * - a connection that sends faster than its rate is dropped (a flood costs the flooder, not us);
 * - a receiver whose unsent backlog passes `maxBufferedBytes` is dropped (a slow reader cannot
 *   make the server hold its messages in memory);
 * - one address holds at most `connectionsPerAddress` sockets and creates at most
 *   `topicsPerAddress` topics, so it cannot fill the server-wide limits alone; once the server
 *   holds `busyConnections`, an address with `connectionsPerAddressWhenBusy` sockets gets no
 *   more, so the last places are kept for new addresses (a crowd of addresses cannot fill it);
 * - what a topic forwards is bounded in bytes (message size × receivers) per second, and so is
 *   what one address's publishing makes the server send: a publisher past either is not read
 *   until there is budget again (TCP slows it down; nothing is dropped), so a loud room cannot
 *   take the server's time and memory from the others;
 * - in a full topic, a subscriber that has sent nothing for `idleEvictMs` gives its place to a
 *   newcomer, so idle subscriptions cannot lock a room;
 * - every message forwarded carries `sender`, an id the server gives each connection: whatever a
 *   client writes in `from` (or `sender`), receivers know which connection really published it.
 *
 * With a `bus` (redisBus.mjs, when `REDIS_URL` is set), a topic spans every server process on one
 * Redis: what is published here also goes to the topic's subscribers on the others, and theirs come
 * here. The limits above stay per process, where they protect it: connections, topics, flood rate
 * and fan-out are counted here (a publication sent on to the bus costs its publisher one more
 * receiver, and what comes from the bus is sent on within the topic's budget here, dropped past it),
 * and a slow reader here is dropped whatever process the messages came from. `clients` counts this
 * process's subscribers only.
 */
import { randomBytes } from 'node:crypto';
import { WebSocketServer } from 'ws';

/** Limits; the defaults suit tables of friends, not a public service. */
export const defaultLimits = {
  /** Largest frame accepted, in bytes (relay chunks are at most 16 KiB of ciphertext, base64). */
  maxMessageBytes: 128 * 1024,
  topicsPerConnection: 16,
  peersPerTopic: 32,
  topics: 100_000,
  connections: 4_000,
  connectionsPerAddress: 64,
  topicsPerAddress: 256,
  /** Connections past which an address holding `connectionsPerAddressWhenBusy` sockets is refused: the rest is for newcomers. */
  busyConnections: 3_000,
  connectionsPerAddressWhenBusy: 8,
  /** Bytes a topic may forward per second (each message × its receivers), and at once. */
  topicFanoutBytesPerSecond: 16 * 1024 * 1024,
  topicFanoutBurstBytes: 8 * 1024 * 1024,
  /** Bytes one address's publishing may make the server forward per second, over all its topics, and at once. */
  addressFanoutBytesPerSecond: 32 * 1024 * 1024,
  addressFanoutBurstBytes: 16 * 1024 * 1024,
  /** Messages per second a connection may send on average, and in a burst; beyond it, it is dropped. */
  messagesPerSecond: 2_000,
  burst: 4_000,
  /** Bytes waiting to be sent to one receiver beyond which that receiver is dropped. */
  maxBufferedBytes: 4 * 1024 * 1024,
  /** A connection that does not answer a ping within this many ms is dropped. */
  pingIntervalMs: 30_000,
  /** A subscriber silent this long gives its place in a full topic to a newcomer. */
  idleEvictMs: 60_000,
};

/** The close code a dropped flooder sees (4000–4999 are ours to define); slow readers are cut without one. */
export const closeCodes = { flood: 4008 };

/** Closes with a reason the client can read, and cuts the socket if it does not finish closing. */
function drop(ws, code, reason) {
  ws.close(code, reason);
  setTimeout(() => ws.terminate(), 1000).unref?.();
}

const isTopic = (t) => typeof t === 'string' && t.length > 0 && t.length <= 200;

/**
 * A byte budget refilled at `perSecond` up to `burst`: `spend` takes bytes (the budget may go into
 * debt) and says how many ms until it is out of debt (0: none).
 */
function byteBudget(perSecond, burst) {
  let bytes = burst;
  let at = Date.now();
  return (cost) => {
    const now = Date.now();
    bytes = Math.min(burst, bytes + ((now - at) / 1000) * perSecond) - cost;
    at = now;
    return bytes >= 0 ? 0 : Math.ceil((-bytes / perSecond) * 1000);
  };
}

/**
 * Adds the signaling endpoint to an HTTP server; returns its stats and a function that closes it.
 * @param {{ path?: string, limits?: Partial<typeof defaultLimits>, bus?: ReturnType<typeof import('./redisBus.mjs').redisTopicBus> | null }} [options]
 */
export function attachSignaling(httpServer, { path = '/signal', limits: overrides = {}, bus = null } = {}) {
  const limits = { ...defaultLimits, ...overrides };
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes, perMessageDeflate: false });
  /** topic → { sockets, owner: address that created it } */
  const topics = new Map();
  /** socket → time it last sent anything */
  const lastActive = new WeakMap();
  /** address → { sockets, topics } counts */
  const perAddress = new Map();
  const dropped = { flood: 0, slowReader: 0, refused: 0, idle: 0, overBudget: 0 };
  const addressOf = (req) => req.socket.remoteAddress ?? 'unknown';
  const usage = (address) => {
    let u = perAddress.get(address);
    if (!u) perAddress.set(address, (u = { sockets: 0, topics: 0, fanout: byteBudget(limits.addressFanoutBytesPerSecond, limits.addressFanoutBurstBytes) }));
    return u;
  };
  /** Whether an address may open one more socket: under its own cap, and, once the server is busy, under the newcomers' share. */
  const admits = (address) => {
    const held = perAddress.get(address)?.sockets ?? 0;
    if (wss.clients.size >= limits.connections || held >= limits.connectionsPerAddress) return false;
    return wss.clients.size < limits.busyConnections || held < limits.connectionsPerAddressWhenBusy;
  };
  const release = (address) => {
    const u = perAddress.get(address);
    if (u && u.sockets === 0 && u.topics === 0) perAddress.delete(address);
  };

  httpServer.on('upgrade', (req, socket, head) => {
    const url = (req.url ?? '').split('?')[0];
    if (url !== path) {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    const address = addressOf(req);
    if (!admits(address)) {
      dropped.refused++;
      socket.end('HTTP/1.1 503 Service Unavailable\r\nRetry-After: 10\r\n\r\n');
      return;
    }
    usage(address).sockets++;
    socket.once('close', () => {
      usage(address).sockets--;
      release(address);
    });
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, address));
  });

  /** Sends a text frame (`message` as a string, or its UTF-8 bytes shared by every receiver of one publish). */
  const send = (ws, message) => {
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > limits.maxBufferedBytes) {
      dropped.slowReader++;
      // Its send buffer is full, so a close frame would wait behind it: cut it at once.
      ws.terminate();
      return;
    }
    try {
      ws.send(message, { binary: false });
    } catch {
      ws.terminate();
    }
  };

  const leave = (ws, topic) => {
    const room = topics.get(topic);
    if (!room) return;
    room.sockets.delete(ws);
    if (room.sockets.size === 0) {
      topics.delete(topic);
      bus?.unsubscribe(topic);
      usage(room.owner).topics--;
      release(room.owner);
    }
  };

  /**
   * Hands a frame published to `topic` on another process to this process's subscribers of it,
   * within the topic's fan-out budget here: a publisher on another process cannot be slowed from
   * here, so past the budget its frames are dropped (`overBudget`) until there is budget again.
   */
  const deliverFromBus = (topic, frame) => {
    const room = topics.get(topic);
    if (!room) return;
    const cost = frame.length * room.sockets.size;
    if (room.fanout(cost) > 0) {
      // A dropped frame costs nothing: its cost is given back.
      room.fanout(-cost);
      dropped.overBudget++;
      return;
    }
    for (const receiver of room.sockets) send(receiver, frame);
  };

  /** Frees a place in a full topic by removing its longest-silent subscriber, if silent long enough. */
  const evictIdle = (topic, room) => {
    let idlest = null;
    for (const member of room.sockets) if (!idlest || lastActive.get(member) < lastActive.get(idlest)) idlest = member;
    if (!idlest || Date.now() - lastActive.get(idlest) < limits.idleEvictMs) return false;
    dropped.idle++;
    idlest.emit('evicted', topic);
    return true;
  };

  wss.on('connection', (ws, address) => {
    lastActive.set(ws, Date.now());
    const mine = new Set();
    /** This connection's id, stamped on everything it publishes. */
    const sender = randomBytes(9).toString('base64url');
    let alive = true;
    let tokens = limits.burst;
    let last = Date.now();
    /** Set once this connection is dropped: frames already read are not handled. */
    let gone = false;
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
    ws.on('evicted', (topic) => {
      mine.delete(topic);
      leave(ws, topic);
    });
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      clearInterval(ping);
      for (const topic of mine) leave(ws, topic);
      mine.clear();
    });

    const subscribe = (topic) => {
      if (!isTopic(topic) || mine.has(topic) || mine.size >= limits.topicsPerConnection) return;
      let room = topics.get(topic);
      if (!room) {
        if (topics.size >= limits.topics || usage(address).topics >= limits.topicsPerAddress) return;
        topics.set(topic, (room = { sockets: new Set(), owner: address, fanout: byteBudget(limits.topicFanoutBytesPerSecond, limits.topicFanoutBurstBytes) }));
        usage(address).topics++;
        bus?.subscribe(topic, (frame) => deliverFromBus(topic, frame));
      }
      if (room.sockets.size >= limits.peersPerTopic && !evictIdle(topic, room)) return;
      room.sockets.add(ws);
      mine.add(topic);
    };

    /** Stops reading this connection for `ms` (its frames wait in TCP, then in the publisher's own buffer). */
    let heldUntil = 0;
    const holdFor = (ms) => {
      if (ms <= 0 || gone) return;
      const until = Date.now() + ms;
      if (until <= heldUntil) return;
      if (!heldUntil) ws.pause();
      heldUntil = until;
      const resume = () => {
        if (Date.now() < heldUntil) return void setTimeout(resume, heldUntil - Date.now()).unref?.();
        heldUntil = 0;
        if (ws.readyState === ws.OPEN) ws.resume();
      };
      setTimeout(resume, ms).unref?.();
    };

    const publish = (message) => {
      if (!isTopic(message.topic) || !mine.has(message.topic)) return;
      const room = topics.get(message.topic);
      if (!room) return;
      // Encoded once; every receiver's socket sends the same bytes.
      const bytes = Buffer.from(JSON.stringify({ ...message, sender, clients: room.sockets.size }));
      for (const receiver of room.sockets) send(receiver, bytes);
      bus?.publish(message.topic, bytes);
      const cost = bytes.length * (room.sockets.size + (bus ? 1 : 0));
      holdFor(Math.max(room.fanout(cost), usage(address).fanout(cost)));
    };

    ws.on('message', (data, isBinary) => {
      if (gone) return;
      const now = Date.now();
      lastActive.set(ws, now);
      tokens = Math.min(limits.burst, tokens + ((now - last) / 1000) * limits.messagesPerSecond);
      last = now;
      if (tokens < 1) {
        gone = true;
        dropped.flood++;
        drop(ws, closeCodes.flood, 'too many messages');
        return;
      }
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
          for (const topic of Array.isArray(message.topics) ? message.topics.slice(0, limits.topicsPerConnection) : []) subscribe(topic);
          break;
        case 'unsubscribe':
          for (const topic of Array.isArray(message.topics) ? message.topics.slice(0, limits.topicsPerConnection) : []) {
            if (!mine.has(topic)) continue;
            mine.delete(topic);
            leave(ws, topic);
          }
          break;
        case 'publish':
          publish(message);
          break;
        case 'ping':
          send(ws, JSON.stringify({ type: 'pong' }));
          break;
        default:
          break;
      }
    });
  });

  return {
    /** How many topics and connections are live and how many clients were dropped, by reason (for tests and a status line). */
    stats: () => ({ connections: wss.clients.size, topics: topics.size, addresses: perAddress.size, dropped: { ...dropped } }),
    close: () => {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}
