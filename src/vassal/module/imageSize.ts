/**
 * Pixel sizes from image headers (PNG, GIF, JPEG, WebP), without decoding: a module's board scans
 * can be tens of megabytes, and this is pure, so it runs in node tests too. The browser still
 * decodes every image before it is stored (see `checkAsset`).
 */

export interface ImageHeader {
  mime: string;
  width: number;
  height: number;
}

const be16 = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const be32 = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;
const le16 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const le24 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);

function png(b: Uint8Array): ImageHeader | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length < 24 || signature.some((v, i) => b[i] !== v)) return null;
  return { mime: 'image/png', width: be32(b, 16), height: be32(b, 20) };
}

function gif(b: Uint8Array): ImageHeader | null {
  if (b.length < 10 || b[0] !== 0x47 || b[1] !== 0x49 || b[2] !== 0x46) return null;
  return { mime: 'image/gif', width: le16(b, 6), height: le16(b, 8) };
}

/** Walks JPEG segments to the first start-of-frame marker, which holds the size. */
function jpeg(b: Uint8Array): ImageHeader | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at++;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { mime: 'image/jpeg', width: be16(b, at + 7), height: be16(b, at + 5) };
    at += 2 + be16(b, at + 2);
  }
  return null;
}

function webp(b: Uint8Array): ImageHeader | null {
  const ascii = (at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));
  if (b.length < 30 || ascii(0, 4) !== 'RIFF' || ascii(8, 4) !== 'WEBP') return null;
  const chunk = ascii(12, 4);
  if (chunk === 'VP8X') return { mime: 'image/webp', width: le24(b, 24) + 1, height: le24(b, 27) + 1 };
  if (chunk === 'VP8L') {
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return { mime: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') return { mime: 'image/webp', width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff };
  return null;
}

/** The type and size an image's header declares, or null when the bytes are not a PNG, GIF, JPEG or WebP image. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const found = png(bytes) ?? gif(bytes) ?? jpeg(bytes) ?? webp(bytes);
  return found && found.width > 0 && found.height > 0 ? found : null;
}
