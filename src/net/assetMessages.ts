/**
 * The wire format of image transfers between players, kept apart from the exchange's bookkeeping
 * so it can be checked on its own: every message from a peer is untrusted, and decoding rejects
 * anything malformed before the exchange looks at it.
 *
 * Message: [header length u32 little-endian][header, UTF-8 JSON][data…]. Headers:
 * - `{ t: 'want', h, o }`    send me image h from byte o (a newer want replaces an older one);
 * - `{ t: 'part', h, o, n }` + data: bytes o… of image h, which is n bytes long;
 * - `{ t: 'none', h }`       I do not have image h;
 * - `{ t: 'stop', h }`       I no longer need image h from you.
 */

/** One message header; see the module comment. */
export type AssetMessageHeader =
  | { t: 'want'; h: string; o: number }
  | { t: 'part'; h: string; o: number; n: number }
  | { t: 'none'; h: string }
  | { t: 'stop'; h: string };

/** Largest image taken from a peer, so a peer cannot make us allocate more. */
export const maxAssetBytes = 512 * 1024 * 1024;
const maxHeaderBytes = 1024;
const maxHashLength = 128;

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** Builds one message; exported for tests. */
export function encodeAssetMessage(header: AssetMessageHeader, data: Uint8Array = new Uint8Array()): Uint8Array {
  const head = encoder.encode(JSON.stringify(header));
  const message = new Uint8Array(4 + head.byteLength + data.byteLength);
  new DataView(message.buffer).setUint32(0, head.byteLength, true);
  message.set(head, 4);
  message.set(data, 4 + head.byteLength);
  return message;
}

/** Reads one message, or null when it is malformed in any way; `data` is a view into `message`, not a copy. */
export function decodeAssetMessage(message: Uint8Array): { header: AssetMessageHeader; data: Uint8Array } | null {
  if (message.byteLength < 4) return null;
  const length = new DataView(message.buffer, message.byteOffset, message.byteLength).getUint32(0, true);
  if (length > maxHeaderBytes || 4 + length > message.byteLength) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(decoder.decode(message.subarray(4, 4 + length)));
  } catch {
    return null;
  }
  const data = message.subarray(4 + length);
  const header = checkHeader(raw, data.byteLength);
  return header ? { header, data } : null;
}

function checkHeader(raw: unknown, dataBytes: number): AssetMessageHeader | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { t, h, o, n } = raw as Record<string, unknown>;
  if (typeof h !== 'string' || h.length === 0 || h.length > maxHashLength) return null;
  if (t === 'none' || t === 'stop') return dataBytes === 0 ? { t, h } : null;
  if (!isCount(o)) return null;
  if (t === 'want') return dataBytes === 0 ? { t, h, o } : null;
  if (t === 'part' && isCount(n) && n <= maxAssetBytes && dataBytes > 0 && o + dataBytes <= n) return { t, h, o, n };
  return null;
}

/** A byte count or offset a peer (or the game document) may give: a safe, non-negative integer. */
export const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
