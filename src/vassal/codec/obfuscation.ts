/**
 * The ways VASSAL hides a saved game's text from casual editing (not security): `!VCSK` + key +
 * every byte XOR-ed with it as two hex digits (VASSAL through 3.7), `VOBS`/`!VOBS` + a raw key byte
 * + raw XOR-ed bytes, `!VOXZ` + key + an XZ stream XOR-ed after compression (proposed for 3.8),
 * or plain text with no header at all.
 */
import { VassalFormatError } from './errors';

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const HEX_HEADER = ascii('!VCSK');
const RAW_HEADERS = [ascii('!VOBS'), ascii('VOBS')];
const XZ_HEADER = ascii('!VOXZ');
const XZ_MAGIC = Uint8Array.of(0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00);

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  if (bytes.length < prefix.length) return false;
  return prefix.every((b, i) => bytes[i] === b);
}

/** The value of one hex digit (either case), or -1. */
function hexDigit(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x41 && code <= 0x46) return code - 0x37;
  if (code >= 0x61 && code <= 0x66) return code - 0x57;
  return -1;
}

function hexByte(bytes: Uint8Array, at: number, fileName: string): number {
  const high = hexDigit(bytes[at]);
  const low = hexDigit(bytes[at + 1]);
  if (high < 0 || low < 0) throw new VassalFormatError(fileName, `holds a damaged saved game: "${String.fromCharCode(bytes[at], bytes[at + 1])}" is not a hex number`);
  return (high << 4) | low;
}

function readHex(bytes: Uint8Array, fileName: string): Uint8Array {
  const body = bytes.length - HEX_HEADER.length;
  if (body < 2 || body % 2 !== 0) throw new VassalFormatError(fileName, 'holds a truncated saved game (an odd number of hex digits)');
  const key = hexByte(bytes, HEX_HEADER.length, fileName);
  const out = new Uint8Array(body / 2 - 1);
  for (let i = 0, at = HEX_HEADER.length + 2; i < out.length; i++, at += 2) out[i] = hexByte(bytes, at, fileName) ^ key;
  return out;
}

function readRaw(bytes: Uint8Array, headerLength: number, fileName: string): Uint8Array {
  if (bytes.length <= headerLength) throw new VassalFormatError(fileName, 'holds a truncated saved game (no key after its header)');
  const key = bytes[headerLength];
  return bytes.slice(headerLength + 1).map((b) => b ^ key);
}

/**
 * The plain bytes of a savedGame entry, whichever way it was obfuscated, so every VASSAL version's
 * saves read the same. XZ-compressed saves are recognised and refused by name rather than misread.
 */
export function deobfuscate(bytes: Uint8Array, fileName: string): Uint8Array {
  if (startsWith(bytes, HEX_HEADER)) return readHex(bytes, fileName);
  const raw = RAW_HEADERS.find((h) => startsWith(bytes, h));
  if (raw) return readRaw(bytes, raw.length, fileName);
  if (startsWith(bytes, XZ_HEADER) || startsWith(bytes, XZ_MAGIC)) {
    throw new VassalFormatError(fileName, 'holds a saved game compressed with XZ, which this version cannot read yet');
  }
  if (bytes.length >= 5 && bytes[0] === 0x21 && bytes[1] === 0x56 && /^[A-Z]{3}$/.test(String.fromCharCode(bytes[2], bytes[3], bytes[4]))) {
    throw new VassalFormatError(fileName, `holds a saved game obfuscated in an unknown way ("${String.fromCharCode(...bytes.subarray(0, 5))}")`);
  }
  return bytes;
}

const HEX = '0123456789abcdef';

/** Text obfuscated as `!VCSK`, the form every VASSAL 3.x reads, with `key` (1–255). */
export function obfuscateHex(plain: Uint8Array, key: number): Uint8Array {
  const out = new Uint8Array(HEX_HEADER.length + 2 + plain.length * 2);
  out.set(HEX_HEADER);
  const put = (at: number, value: number) => {
    out[at] = HEX.charCodeAt(value >> 4);
    out[at + 1] = HEX.charCodeAt(value & 15);
  };
  put(HEX_HEADER.length, key);
  for (let i = 0; i < plain.length; i++) put(HEX_HEADER.length + 2 + i * 2, plain[i] ^ key);
  return out;
}
