/**
 * CRC-32 (IEEE): cheap integrity check for stored updates, so a corrupted record is noticed instead
 * of applied. Computed eight bytes a step ("slicing by 8"): opening a game checks every stored
 * record, a megabyte or more for a big table, so this runs on every cold open (issue #11).
 */
const tables = (() => {
  const t = new Uint32Array(256 * 8);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  // Table k holds the CRC of a byte followed by k zero bytes.
  for (let n = 0; n < 256; n++) for (let k = 1; k < 8; k++) t[k * 256 + n] = (t[(k - 1) * 256 + n] >>> 8) ^ t[t[(k - 1) * 256 + n] & 0xff];
  return t;
})();

/**
 * The CRC-32 of `bytes` as an unsigned integer; given the CRC of the bytes before them (`before`),
 * the CRC of both together, so a big file can be checked a slice at a time between pauses.
 */
export function crc32(bytes: Uint8Array, before = 0): number {
  let c = (before ^ 0xffffffff) >>> 0;
  let i = 0;
  for (const end = bytes.length - 7; i < end; i += 8) {
    const lo = (c ^ (bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24))) >>> 0;
    c =
      tables[1792 + (lo & 0xff)] ^
      tables[1536 + ((lo >>> 8) & 0xff)] ^
      tables[1280 + ((lo >>> 16) & 0xff)] ^
      tables[1024 + (lo >>> 24)] ^
      tables[768 + bytes[i + 4]] ^
      tables[512 + bytes[i + 5]] ^
      tables[256 + bytes[i + 6]] ^
      tables[bytes[i + 7]];
  }
  for (; i < bytes.length; i++) c = tables[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** SHA-256 of bytes as lowercase hex; assets are named by it. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
