/**
 * A hostile player for end-to-end tests: a peer in Node that knows the room link (so it holds the
 * room key) and speaks the app's own relay protocol, so everything it writes reaches the victim's
 * browser through the real signaling server and the real sealed relay, as a modified client would.
 */
import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import WebSocket from 'ws';
import { Relay, relayKinds } from '../../../src/net/relay';
import { roomKey, roomNameFor } from '../../../src/net/roomCrypto';
import { relaySync } from '../../../src/doc/net/relaySync';

// The relay is browser code; in Node the `ws` client stands in for the browser's WebSocket.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

export interface HostilePeer {
  doc: Y.Doc;
  /** Writes to the shared game as the peer, in one transaction (it syncs to the room at once). */
  write(change: (doc: Y.Doc) => void): void;
  close(): void;
}

/** The game id and room secret in a share link. */
export function parseLink(link: string): { gameId: string; secret: string } {
  const match = /#\/join\/([^/]+)\/([^/]+)$/.exec(link);
  if (!match) throw new Error(`not a share link: ${link}`);
  return { gameId: match[1], secret: match[2] };
}

/** Joins the room of a share link as a named player. */
export async function joinAsHostilePeer(link: string, signalUrl: string, name: string): Promise<HostilePeer> {
  const { gameId, secret } = parseLink(link);
  const room = await roomNameFor(gameId, secret);
  const doc = new Y.Doc();
  const awareness = new Awareness(doc);
  awareness.setLocalState({ user: { name, color: '#000000' }, cursor: null, drag: null });
  let sync: ReturnType<typeof relaySync> | null = null;
  let greeted!: () => void;
  const connected = new Promise<void>((resolve) => (greeted = resolve));
  const relay = new Relay({
    url: signalUrl,
    topic: `${room}/relay`,
    key: await roomKey(secret, room),
    selfId: `peer-${name}-${Math.random().toString(36).slice(2, 8)}`,
    onMessage: (from, kind, payload) => {
      if (kind === relayKinds.hello) void relay.send(relayKinds.hello, new Uint8Array(), from);
      else sync?.receive(from, kind, payload);
    },
    onConnected: (up) => {
      if (!up) return;
      void relay.send(relayKinds.hello, new Uint8Array());
      sync?.greet();
      greeted();
    },
  });
  sync = relaySync(doc, awareness, relay, () => true);
  const hello = setInterval(() => void relay.send(relayKinds.hello, new Uint8Array()), 2000);
  await connected;
  return {
    doc,
    write: (change) => doc.transact(() => change(doc)),
    close: () => {
      clearInterval(hello);
      sync?.destroy();
      relay.destroy();
      awareness.destroy();
    },
  };
}

/** The update one change to `doc` makes (written locally, not sent anywhere). */
export function updateOf(doc: Y.Doc, change: (doc: Y.Doc) => void): Uint8Array {
  let update: Uint8Array | null = null;
  const grab = (u: Uint8Array) => (update = u);
  doc.on('update', grab);
  doc.transact(() => change(doc));
  doc.off('update', grab);
  if (!update) throw new Error('that change changed nothing');
  return update;
}

/**
 * A script for a browser that will play the hostile peer over WebRTC: it records the data channels
 * the app opens and adds `window.__inject(bytes, raw)`, which sends a Yjs update (or, with `raw`,
 * any bytes) down every open channel as a y-webrtc sync message in the app's own frames — what a
 * modified client would send. With `alsoHere`, this browser's own app takes the message too, as a
 * modified client holds what it writes (nobody sends a peer its own change back).
 */
export function dataChannelInjector(): void {
  const channels: RTCDataChannel[] = [];
  const Real = window.RTCPeerConnection;
  class Recording extends Real {
    constructor(config?: RTCConfiguration) {
      super(config);
      this.addEventListener('datachannel', (e) => channels.push(e.channel));
    }
    createDataChannel(label: string, init?: RTCDataChannelInit) {
      const channel = super.createDataChannel(label, init);
      channels.push(channel);
      return channel;
    }
  }
  Object.defineProperty(window, 'RTCPeerConnection', { value: Recording, configurable: true });
  let id = 0x7fff0000;
  const varUint = (n: number) => {
    const out: number[] = [];
    while (n > 127) {
      out.push((n & 127) | 128);
      n >>>= 7;
    }
    out.push(n);
    return out;
  };
  (window as unknown as { __inject(bytes: number[], raw?: boolean, alsoHere?: boolean): number }).__inject = (bytes, raw = false, alsoHere = false) => {
    // y-webrtc: [messageSync = 0][y-protocols messageYjsUpdate = 2][varUint8Array update]
    const message = raw ? bytes : [0, 2, ...varUint(bytes.length), ...bytes];
    const frame = new Uint8Array(6 + message.length);
    frame[0] = 0; // stream: sync
    frame[1] = 1; // last frame of its message
    new DataView(frame.buffer).setUint32(2, id++, true);
    frame.set(message, 6);
    const open = channels.filter((c) => c.readyState === 'open');
    for (const c of open) c.send(frame);
    if (alsoHere) open[0]?.dispatchEvent(new MessageEvent('message', { data: frame.slice().buffer }));
    return open.length;
  };
}
