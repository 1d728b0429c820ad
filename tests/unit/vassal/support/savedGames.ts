/**
 * Builds saved-game zips in every form VASSAL has written (and a few it has not), so the reader
 * is tested against each without needing a VASSAL install.
 */
import { zipSync } from 'fflate';

/** How the savedGame entry is hidden. */
export type Obfuscation = 'hex-lower' | 'hex-upper' | 'VOBS' | '!VOBS' | '!VOXZ' | 'xz-magic' | 'plain';

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

function hexOf(plain: Uint8Array, key: number, upper: boolean): Uint8Array {
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  let out = hex(key);
  for (const b of plain) out += hex(b ^ key);
  return ascii('!VCSK' + (upper ? out.toUpperCase() : out));
}

function raw(header: string, plain: Uint8Array, key: number): Uint8Array {
  const head = ascii(header);
  const out = new Uint8Array(head.length + 1 + plain.length);
  out.set(head);
  out[head.length] = key;
  plain.forEach((b, i) => (out[head.length + 1 + i] = b ^ key));
  return out;
}

/** The savedGame entry's bytes for `text` hidden as `how`. */
export function obfuscated(text: string, how: Obfuscation, key = 0x5a): Uint8Array {
  const plain = new TextEncoder().encode(text);
  switch (how) {
    case 'hex-lower':
      return hexOf(plain, key, false);
    case 'hex-upper':
      return hexOf(plain, key, true);
    case 'VOBS':
    case '!VOBS':
      return raw(how, plain, key);
    case '!VOXZ':
      return raw('!VOXZ', Uint8Array.of(0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00, ...plain), key);
    case 'xz-magic':
      return Uint8Array.of(0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00, ...plain);
    case 'plain':
      return plain;
  }
}

/** A .vsav zip holding `savedGame` (and whatever other entries are given). */
export function saveZip(savedGame: Uint8Array | undefined, others: Record<string, string> = {}): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  if (savedGame) files.savedGame = savedGame;
  for (const [name, text] of Object.entries(others)) files[name] = new TextEncoder().encode(text);
  return zipSync(files);
}

/** Seeded random numbers, so property tests repeat exactly. */
export { seeded as seededRandom } from '../../support/random';

/** A random string over `alphabet`, up to `max` characters. */
export function randomText(random: () => number, alphabet: string, max: number): string {
  const length = Math.floor(random() * (max + 1));
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}
