/**
 * A checkpoint in front of y-webrtc's signaling. y-webrtc decodes every message published to a
 * room's topic before it can tell whether the sender had the room key, and a malformed one (not
 * base64, or too short for the envelope it expects) throws inside its socket handler. Anyone who
 * knows the topic can send such noise, so it is dropped here, before y-webrtc sees it.
 */
import * as decoding from 'lib0/decoding';

/** The part of lib0's observable that y-webrtc's signaling connection uses for its listeners. */
interface ObservedConn {
  _observers?: Map<string, Set<(...args: unknown[]) => void>>;
}

const guarded = new WeakSet<(...args: unknown[]) => void>();
const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Whether a published signaling payload is a well-formed y-webrtc envelope:
 * base64 of `[varString 'AES-GCM'][varUint8Array iv (12 bytes)][varUint8Array ciphertext]`.
 */
export function isSealedSignal(data: unknown): boolean {
  if (typeof data !== 'string' || data.length % 4 !== 0 || data.length > 256 * 1024 || !base64.test(data)) return false;
  try {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const d = decoding.createDecoder(bytes);
    if (decoding.readVarString(d) !== 'AES-GCM') return false;
    if (decoding.readVarUint8Array(d).byteLength !== 12) return false;
    const cipher = decoding.readVarUint8Array(d);
    return cipher.byteLength >= 16 && !decoding.hasContent(d);
  } catch {
    return false;
  }
}

/**
 * Wraps the message listeners of y-webrtc's signaling connections so that a `publish` whose data
 * is not a sealed envelope is dropped. Calling it again for the same connections does nothing.
 */
export function guardSignaling(conns: readonly unknown[], onDropped: () => void = () => undefined): void {
  for (const conn of conns as ObservedConn[]) {
    const listeners = conn._observers?.get('message');
    if (!listeners) continue;
    for (const listener of [...listeners]) {
      if (guarded.has(listener)) continue;
      const checked = (...args: unknown[]) => {
        const message = args[0] as { type?: unknown; data?: unknown } | null;
        if (message && typeof message === 'object' && message.type === 'publish' && !isSealedSignal(message.data)) return onDropped();
        try {
          listener(...args);
        } catch {
          onDropped();
        }
      };
      guarded.add(checked);
      listeners.delete(listener);
      listeners.add(checked);
    }
  }
}
