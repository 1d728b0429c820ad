/**
 * The relay: when two browsers cannot connect directly (VPNs, antivirus, strict NATs), they still
 * play by publishing their messages to the room's relay topic on the signaling server. Every
 * message is sealed with the room key first, so the server forwards what it cannot read, and a
 * visitor without the key can neither read nor inject anything.
 *
 * On the wire: `{ type: 'publish', topic, from, data }`, `data` being one base64 frame (frames.ts)
 * of the sealed message `[kind u8][recipient length u8][recipient][payload]`.
 */
import { Reassembler, streams, toFrames } from './frames';
import { seal, unseal } from './roomCrypto';

/** What a relay message carries. */
export const relayKinds = { hello: 0, sync: 1, awareness: 2, asset: 3, bye: 4 } as const;
export type RelayKind = (typeof relayKinds)[keyof typeof relayKinds];

export interface RelayOptions {
  url: string;
  topic: string;
  key: CryptoKey;
  /** This browser's id in the room (y-webrtc's peer id, so both paths name peers alike). */
  selfId: string;
  onMessage(from: string, kind: RelayKind, payload: Uint8Array): void;
  onConnected(connected: boolean): void;
}

const toBase64 = (bytes: Uint8Array) => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Frames per second a relay client sends at most, under the server's per-connection limit. */
const framesPerSecond = 1000;

/** One browser's connection to a room's relay topic; reconnects by itself. */
export class Relay {
  private ws: WebSocket | null = null;
  private closed = false;
  private retry = 500;
  private nextId = 1;
  private readers = new Map<string, Reassembler>();
  private sending: Promise<unknown> = Promise.resolve();
  private budget = framesPerSecond;
  private budgetAt = Date.now();

  constructor(private o: RelayOptions) {
    this.connect();
  }

  get connected(): boolean {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  private connect() {
    if (this.closed) return;
    const ws = new WebSocket(this.o.url);
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 500;
      ws.send(JSON.stringify({ type: 'subscribe', topics: [this.o.topic] }));
      this.o.onConnected(true);
    };
    ws.onclose = () => {
      this.o.onConnected(false);
      if (!this.closed) setTimeout(() => this.connect(), (this.retry = Math.min(this.retry * 2, 10_000)));
    };
    ws.onerror = () => ws.close();
    ws.onmessage = (e) => this.receive(e.data);
  }

  private receive(raw: unknown) {
    if (typeof raw !== 'string') return;
    let message: { type?: string; topic?: string; from?: unknown; data?: unknown };
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    if (message.type !== 'publish' || message.topic !== this.o.topic || typeof message.from !== 'string' || typeof message.data !== 'string') return;
    const from = message.from;
    if (from === this.o.selfId) return;
    let reader = this.readers.get(from);
    if (!reader) {
      reader = new Reassembler((_stream, sealed) => void this.open(from, sealed));
      this.readers.set(from, reader);
    }
    try {
      reader.push(fromBase64(message.data));
    } catch {
      // Not base64: a stranger's noise; ignore it.
    }
  }

  private async open(from: string, sealed: Uint8Array) {
    const plain = await unseal(this.o.key, sealed);
    if (!plain || plain.byteLength < 2) return;
    const kind = plain[0] as RelayKind;
    const toLength = plain[1];
    const to = new TextDecoder().decode(plain.subarray(2, 2 + toLength));
    if (to && to !== this.o.selfId) return;
    if (kind === relayKinds.bye) this.readers.delete(from);
    this.o.onMessage(from, kind, plain.subarray(2 + toLength));
  }

  /** Seals and sends a message to everyone in the room, or to one peer; resolves once it is handed to the socket. */
  send(kind: RelayKind, payload: Uint8Array, to = ''): Promise<void> {
    const work = this.sending.then(async () => {
      const ws = this.ws;
      if (!ws || ws.readyState !== WebSocket.OPEN) return;
      const recipient = new TextEncoder().encode(to);
      const plain = new Uint8Array(2 + recipient.byteLength + payload.byteLength);
      plain[0] = kind;
      plain[1] = recipient.byteLength;
      plain.set(recipient, 2);
      plain.set(payload, 2 + recipient.byteLength);
      const sealed = await seal(this.o.key, plain);
      for (const frame of toFrames(streams.sync, this.nextId++, sealed)) {
        await this.pace();
        if (ws.readyState !== WebSocket.OPEN) return;
        ws.send(JSON.stringify({ type: 'publish', topic: this.o.topic, from: this.o.selfId, data: toBase64(frame) }));
      }
    });
    this.sending = work.catch(() => undefined);
    return work;
  }

  /** Waits for sending budget and for the socket's buffer to drain, so big transfers do not flood the server. */
  private async pace() {
    for (;;) {
      const now = Date.now();
      this.budget = Math.min(framesPerSecond, this.budget + ((now - this.budgetAt) / 1000) * framesPerSecond);
      this.budgetAt = now;
      const buffered = this.ws?.bufferedAmount ?? 0;
      if (this.budget >= 1 && buffered < 2 * 1024 * 1024) {
        this.budget -= 1;
        return;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  destroy() {
    this.closed = true;
    this.ws?.close();
  }
}
