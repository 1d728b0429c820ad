/**
 * Frames for data channels. Chromium drops data-channel messages over 256 KiB without a word, and
 * a late joiner's first sync of a big table is larger than that, so every message is cut into
 * frames of at most 16 KiB and put back together on the other side. A frame also says which
 * stream it belongs to, so the Yjs sync and the asset transfer share one channel.
 *
 * Frame layout: [stream u8][last u8][message id u32 little-endian][payload…]
 */

/** Largest frame on the wire, header included. */
export const frameBytes = 16 * 1024;
const headerBytes = 6;
/** Largest message put back together; anything bigger is refused (a peer cannot make us hold more). */
export const maxMessageBytes = 64 * 1024 * 1024;

/** Streams multiplexed on one channel. */
export const streams = { sync: 0, assets: 1 } as const;
export type Stream = (typeof streams)[keyof typeof streams];

/** Cuts one message into frames. */
export function toFrames(stream: Stream, messageId: number, message: Uint8Array): Uint8Array[] {
  const room = frameBytes - headerBytes;
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

/** Puts frames back into messages; frames of one message arrive in order (the channel is ordered). */
export class Reassembler {
  private partial = new Map<string, { parts: Uint8Array[]; bytes: number }>();

  constructor(private deliver: (stream: Stream, message: Uint8Array) => void) {}

  /** Takes one frame; returns false for a frame that is malformed or over the size limit (it is dropped). */
  push(frame: Uint8Array): boolean {
    if (frame.byteLength < headerBytes) return false;
    const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
    const stream = view.getUint8(0);
    if (stream !== streams.sync && stream !== streams.assets) return false;
    const last = view.getUint8(1) === 1;
    const key = `${stream}:${view.getUint32(2, true)}`;
    const payload = frame.subarray(headerBytes);
    const entry = this.partial.get(key) ?? { parts: [], bytes: 0 };
    entry.parts.push(payload);
    entry.bytes += payload.byteLength;
    if (entry.bytes > maxMessageBytes) {
      this.partial.delete(key);
      return false;
    }
    if (!last) {
      this.partial.set(key, entry);
      return true;
    }
    this.partial.delete(key);
    const message = entry.parts.length === 1 ? entry.parts[0].slice() : concat(entry.parts, entry.bytes);
    this.deliver(stream as Stream, message);
    return true;
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
