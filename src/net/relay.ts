/**
 * The relay: when two browsers cannot connect directly (VPNs, antivirus, strict NATs), they still
 * play by publishing their messages to the room's relay topic on the signaling server. Every
 * message is sealed with the room key first, so the server forwards what it cannot read, and a
 * visitor without the key can neither read nor inject anything.
 *
 * On the wire: `{ type: 'publish', topic, from, data }`, `data` being one base64 frame (frames.ts)
 * of the sealed message `[kind u8][recipient length u8][recipient][sender length u8][sender][payload]`.
 * The sender is named again inside the seal: a message whose outer `from` differs is dropped, so
 * a replayed message cannot pose as a crowd of invented peers.
 */
import { Reassembler, announceFrame, announceStream, assetFrameBytes, streams, toFrames, type Arriving } from './frames';
import { seal, unseal } from './roomCrypto';

/** What a relay message carries (`signedSync`: a sync message in its sender's signed envelope, src/trust/senderProof.ts). */
export const relayKinds = { hello: 0, sync: 1, awareness: 2, asset: 3, bye: 4, signedSync: 5 } as const;
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

/** The platform's base64 on typed arrays where there is one (Chromium 140+), else through btoa/atob. */
type Base64Native = { toBase64?(this: Uint8Array): string };
type Base64NativeFrom = { fromBase64?(text: string): Uint8Array };

/** Base64 of bytes, for a JSON text frame. */
export function toBase64(bytes: Uint8Array): string {
  const native = (bytes as Base64Native).toBase64;
  if (native) return native.call(bytes);
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

/** Bytes of a base64 text; throws on text that is not base64. */
export function fromBase64(text: string): Uint8Array {
  const native = (Uint8Array as Base64NativeFrom).fromBase64;
  if (native) return native(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Largest relay frame, header included. A 64 KiB frame is 87 KiB of base64, under the server's
 * 128 KiB per message; bigger frames than the 16 KiB of data channels mean a quarter as many
 * messages to encode, forward and parse. Receivers put frames of any size back together.
 */
const relayFrameBytes = assetFrameBytes;

/** Senders whose unfinished messages we hold at most; the least recently heard gives way. */
const maxSenders = 64;

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
  /** Bytes of sealed messages not yet handed to the socket, and the burst they belong to (for the status pill). */
  private unsent = 0;
  private burst = { done: 0, total: 0 };

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
    let message: { type?: string; topic?: string; from?: unknown; sender?: unknown; data?: unknown };
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    if (message.type !== 'publish' || message.topic !== this.o.topic || typeof message.from !== 'string' || typeof message.data !== 'string') return;
    const from = message.from;
    if (from === this.o.selfId || from.length > 100) return;
    // Frames are put together per connection as the server saw it (its `sender` stamp), so nobody
    // can slip frames into another's message by writing their name in `from`.
    const stream = typeof message.sender === 'string' ? `${message.sender}/${from}` : from;
    let reader = this.readers.get(stream);
    if (reader) this.readers.delete(stream);
    else reader = new Reassembler((_stream, sealed) => void this.open(from, stream, sealed).catch(() => undefined));
    this.readers.set(stream, reader);
    if (this.readers.size > maxSenders) this.readers.delete(this.readers.keys().next().value!);
    try {
      reader.push(fromBase64(message.data));
    } catch {
      // Not base64: a stranger's noise; ignore it.
    }
  }

  private async open(from: string, stream: string, sealed: Uint8Array) {
    const plain = await unseal(this.o.key, sealed);
    const message = plain && readSealed(plain);
    if (!message || message.from !== from) return;
    if (message.to && message.to !== this.o.selfId) return;
    if (message.kind === relayKinds.bye) this.readers.delete(stream);
    this.o.onMessage(from, message.kind, message.payload);
  }

  /** Seals and sends a message to everyone in the room, or to one peer; resolves once it is handed to the socket. */
  send(kind: RelayKind, payload: Uint8Array, to = ''): Promise<void> {
    const work = this.sending.then(async () => {
      const ws = this.ws;
      if (!ws || ws.readyState !== WebSocket.OPEN) return;
      const sealed = await seal(this.o.key, writeSealed({ kind, to, from: this.o.selfId, payload }));
      const id = this.nextId++;
      const frames = toFrames(streams.sync, id, sealed, relayFrameBytes);
      // A message of many frames is announced first, so its receivers can count it in.
      if (frames.length > 1) frames.unshift(announceFrame(streams.sync, id, sealed.byteLength));
      if (this.unsent === 0) this.burst = { done: 0, total: 0 };
      let left = sealed.byteLength;
      this.unsent += left;
      this.burst.total += left;
      try {
        for (const frame of frames) {
          await this.pace();
          if (ws.readyState !== WebSocket.OPEN) return;
          ws.send(JSON.stringify({ type: 'publish', topic: this.o.topic, from: this.o.selfId, data: toBase64(frame) }));
          const sent = frame[0] === announceStream ? 0 : Math.min(left, frame.byteLength - 6);
          left -= sent;
          this.unsent -= sent;
          this.burst.done += sent;
        }
      } finally {
        this.unsent -= left;
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

  /** The burst of messages still being handed to the server, or null when everything sent so far has left. */
  outgoing(): { done: number; total: number } | null {
    return this.unsent > 0 ? { ...this.burst } : null;
  }

  /** Announced messages from others still arriving, summed over senders (null when none). */
  arriving(): Arriving | null {
    const parts = [...this.readers.values()].map((r) => r.arriving()).filter((a): a is Arriving => a !== null);
    return parts.length ? { done: parts.reduce((n, a) => n + a.done, 0), total: parts.reduce((n, a) => n + a.total, 0) } : null;
  }

  /** What this relay holds of unfinished messages from others, summed over senders (bounded; for tests and diagnostics). */
  held(): { senders: number; messages: number; bytes: number } {
    let messages = 0;
    let bytes = 0;
    for (const r of this.readers.values()) {
      messages += r.held.messages;
      bytes += r.held.bytes;
    }
    return { senders: this.readers.size, messages, bytes };
  }

  destroy() {
    this.closed = true;
    this.ws?.close();
  }
}

/** The plain content of one relay message, before sealing. */
export interface RelayMessage {
  kind: RelayKind;
  /** Recipient peer id, or '' for everyone. */
  to: string;
  /** Sender peer id, authenticated by the seal. */
  from: string;
  payload: Uint8Array;
}

/** Lays out a relay message for sealing; `readSealed` is its pair. */
export function writeSealed({ kind, to, from, payload }: RelayMessage): Uint8Array {
  const enc = new TextEncoder();
  const recipient = enc.encode(to).subarray(0, 255);
  const sender = enc.encode(from).subarray(0, 255);
  const plain = new Uint8Array(3 + recipient.byteLength + sender.byteLength + payload.byteLength);
  plain[0] = kind;
  plain[1] = recipient.byteLength;
  plain.set(recipient, 2);
  plain[2 + recipient.byteLength] = sender.byteLength;
  plain.set(sender, 3 + recipient.byteLength);
  plain.set(payload, 3 + recipient.byteLength + sender.byteLength);
  return plain;
}

/** Reads an unsealed relay message; null when it is too short for what its lengths claim. */
export function readSealed(plain: Uint8Array): RelayMessage | null {
  if (plain.byteLength < 3) return null;
  const toLength = plain[1];
  const fromAt = 2 + toLength;
  if (plain.byteLength < fromAt + 1) return null;
  const fromLength = plain[fromAt];
  const payloadAt = fromAt + 1 + fromLength;
  if (plain.byteLength < payloadAt) return null;
  const dec = new TextDecoder();
  return {
    kind: plain[0] as RelayKind,
    to: dec.decode(plain.subarray(2, fromAt)),
    from: dec.decode(plain.subarray(fromAt + 1, payloadAt)),
    payload: plain.subarray(payloadAt),
  };
}
