/**
 * Frames for data channels. Chromium drops data-channel messages over 256 KiB without a word, and
 * a late joiner's first sync of a big table is larger than that, so every message is cut into
 * frames (16 KiB by default, 64 KiB for image parts, where fewer messages cost less) and put back
 * together on the other side, which takes frames of any size. A frame also says which stream it
 * belongs to, so the Yjs sync and the asset transfer share one channel.
 *
 * Frame layout: [stream u8][last u8][message id u32 little-endian][payload…]
 */

/** Largest frame on the wire by default, header included. */
export const frameBytes = 16 * 1024;
/** Largest frame of an image part, header included: well under Chromium's 256 KiB message limit. */
export const assetFrameBytes = 64 * 1024;
const headerBytes = 6;
/** Largest message put back together; anything bigger is refused (a peer cannot make us hold more). */
export const maxMessageBytes = 64 * 1024 * 1024;

/**
 * Streams multiplexed on one channel: the Yjs sync, the asset transfer, and the Yjs sync with
 * its sender's signed proof around each message (src/trust/senderProof.ts).
 */
export const streams = { sync: 0, assets: 1, signedSync: 2 } as const;
export type Stream = (typeof streams)[keyof typeof streams];

/**
 * A one-frame notice sent before a message of many frames, so the receiver can show how far it
 * has come: `[announce][1][message id][stream u8][total bytes u32]`. A browser of an older
 * version drops it as a frame of an unknown stream.
 */
export const announceStream = 3;

/** The notice that the message `messageId` of `stream` is `total` bytes long. */
export function announceFrame(stream: Stream, messageId: number, total: number): Uint8Array {
  const frame = new Uint8Array(headerBytes + 5);
  const view = new DataView(frame.buffer);
  view.setUint8(0, announceStream);
  view.setUint8(1, 1);
  view.setUint32(2, messageId >>> 0, true);
  view.setUint8(headerBytes, stream);
  view.setUint32(headerBytes + 1, Math.min(total, 0xffffffff), true);
  return frame;
}

/** Bytes of messages announced and not yet whole: how far their arrival has come. */
export interface Arriving {
  done: number;
  total: number;
}

/** Cuts one message into frames of at most `size` bytes (header included). */
export function toFrames(stream: Stream, messageId: number, message: Uint8Array, size = frameBytes): Uint8Array[] {
  const room = Math.max(1, size - headerBytes);
  const count = Math.max(1, Math.ceil(message.byteLength / room));
  const frames: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const part = message.subarray(i * room, (i + 1) * room);
    const frame = new Uint8Array(headerBytes + part.byteLength);
    const view = new DataView(frame.buffer);
    view.setUint8(0, stream);
    view.setUint8(1, i === count - 1 ? 1 : 0);
    view.setUint32(2, messageId >>> 0, true);
    frame.set(part, headerBytes);
    frames.push(frame);
  }
  return frames;
}

/** How much a reassembler holds of messages not yet complete: a peer cannot make us hold more. */
export interface ReassemblyBounds {
  /** Messages begun and not finished, at most. */
  maxPending: number;
  /** Bytes of all unfinished messages together, at most. */
  maxPendingBytes: number;
  /** An unfinished message older than this (ms) is given up. */
  maxAgeMs: number;
}

export const defaultBounds: ReassemblyBounds = { maxPending: 8, maxPendingBytes: maxMessageBytes, maxAgeMs: 60_000 };

/**
 * Puts frames back into messages; frames of one message arrive in order (the channel is ordered).
 * Unfinished messages are bounded in count, bytes and age; the oldest gives way to a new one.
 */
export class Reassembler {
  private partial = new Map<string, { parts: Uint8Array[]; bytes: number; since: number }>();
  private pendingBytes = 0;
  /** Messages given up on: their remaining frames are dropped, never delivered as a truncated message. */
  private abandoned = new Set<string>();
  /** Announced sizes of messages not yet whole, by key. */
  private announced = new Map<string, { total: number; since: number }>();

  constructor(
    private deliver: (stream: Stream, message: Uint8Array) => void,
    private bounds: ReassemblyBounds = defaultBounds,
    private now: () => number = Date.now,
  ) {}

  /** Bytes held for unfinished messages (for tests and diagnostics). */
  get held(): { messages: number; bytes: number } {
    return { messages: this.partial.size, bytes: this.pendingBytes };
  }

  /** Announced messages still arriving (null when none): bytes here so far of their announced total. */
  arriving(): Arriving | null {
    const since = this.now() - this.bounds.maxAgeMs;
    for (const [key, { since: at }] of this.announced) if (at < since && !this.partial.has(key)) this.announced.delete(key);
    if (!this.announced.size) return null;
    let done = 0;
    let total = 0;
    for (const [key, size] of this.announced) {
      done += Math.min(size.total, this.partial.get(key)?.bytes ?? 0);
      total += size.total;
    }
    return { done, total };
  }

  /** Takes one frame; returns false for a frame that is malformed or over the size limit (it is dropped). */
  push(frame: Uint8Array): boolean {
    if (frame.byteLength < headerBytes) return false;
    const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
    const stream = view.getUint8(0);
    if (stream === announceStream) return this.announce(view);
    if (stream !== streams.sync && stream !== streams.assets && stream !== streams.signedSync) return false;
    const last = view.getUint8(1) === 1;
    const key = `${stream}:${view.getUint32(2, true)}`;
    const payload = frame.subarray(headerBytes);
    const now = this.now();
    this.forgetOlderThan(now - this.bounds.maxAgeMs);
    if (this.abandoned.has(key)) {
      if (last) this.abandoned.delete(key);
      return false;
    }
    let entry = this.partial.get(key);
    if (!entry) {
      if (last) {
        this.announced.delete(key);
        this.deliver(stream as Stream, payload.slice());
        return true;
      }
      while (this.partial.size >= this.bounds.maxPending) this.forget(this.partial.keys().next().value!);
      entry = { parts: [], bytes: 0, since: now };
      this.partial.set(key, entry);
    }
    if (entry.bytes + payload.byteLength > maxMessageBytes) {
      this.forget(key);
      if (last) this.abandoned.delete(key);
      return false;
    }
    while (this.pendingBytes + payload.byteLength > this.bounds.maxPendingBytes && this.partial.size > 1) {
      const oldest = [...this.partial.keys()].find((k) => k !== key)!;
      this.forget(oldest);
    }
    entry.parts.push(payload.slice());
    entry.bytes += payload.byteLength;
    this.pendingBytes += payload.byteLength;
    if (!last) return true;
    this.forget(key);
    this.abandoned.delete(key);
    this.deliver(stream as Stream, concat(entry.parts, entry.bytes));
    return true;
  }

  /** Notes an announced size (bounded in number like unfinished messages; a size over the limit is not believed). */
  private announce(view: DataView): boolean {
    if (view.byteLength < headerBytes + 5) return false;
    const key = `${view.getUint8(headerBytes)}:${view.getUint32(2, true)}`;
    const total = view.getUint32(headerBytes + 1, true);
    if (total > maxMessageBytes) return false;
    this.announced.delete(key);
    this.announced.set(key, { total, since: this.now() });
    while (this.announced.size > this.bounds.maxPending) this.announced.delete(this.announced.keys().next().value!);
    return true;
  }

  /** Gives up an unfinished message; the rest of its frames will be dropped. */
  private forget(key: string) {
    this.announced.delete(key);
    const entry = this.partial.get(key);
    if (!entry) return;
    this.pendingBytes -= entry.bytes;
    this.partial.delete(key);
    this.abandoned.add(key);
    if (this.abandoned.size > 256) this.abandoned.delete(this.abandoned.values().next().value!);
  }

  private forgetOlderThan(time: number) {
    for (const [key, entry] of this.partial) if (entry.since < time) this.forget(key);
  }
}

function concat(parts: Uint8Array[], bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}
