/**
 * Reading zip archives a player hands us (save files, scenario bundles) without trusting them.
 * fflate's `unzipSync` allocates whatever size an entry declares and checks no CRC, so a 1.7 MB
 * "zip bomb" could claim 1.5 GiB and freeze the tab, and a damaged entry would pass. Here every
 * entry's declared size is capped (each and in total), inflation is streamed in small pieces and
 * stopped the moment it passes the declared size, and every entry's CRC-32 is verified.
 * Only what our own writers produce is read: stored or deflated entries, no zip64, no encryption.
 */
import { Inflate } from 'fflate';
import { crc32 } from './checksum';

/** How much an archive may hold once inflated. */
export interface ZipLimits {
  /** Bytes of one entry, inflated. */
  entryBytes: number;
  /** Bytes of all entries together, inflated. */
  totalBytes: number;
  /** Entries in the archive. */
  entries: number;
}

/** Generous for a game with big scans, far below what would freeze a tab. */
export const defaultZipLimits: ZipLimits = { entryBytes: 256 * 1024 * 1024, totalBytes: 512 * 1024 * 1024, entries: 10_000 };

/** Why an archive was refused; the message completes "the file …". */
export class ZipError extends Error {}
/** The bytes are not a zip archive at all (or lost their end, where the list of contents is). */
export class NotAZipError extends ZipError {}

/** A size as a person reads it. */
const megabytes = (n: number) => (n < 1024 * 1024 ? `${Math.ceil(n / 1024)} KB` : `${Math.round(n / (1024 * 1024))} MB`);

const u16 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u32 = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;

interface Entry {
  name: string;
  method: number;
  crc: number;
  packed: number;
  size: number;
  header: number;
}

function centralDirectory(zip: Uint8Array, limits: ZipLimits): Entry[] {
  let end = zip.length - 22;
  const stop = Math.max(0, zip.length - 22 - 65535);
  while (end >= stop && u32(zip, end) !== 0x06054b50) end--;
  if (end < stop || end < 0) throw new NotAZipError('is not a zip archive, or it is truncated');
  const count = u16(zip, end + 10);
  let at = u32(zip, end + 16);
  if (count === 0xffff || at === 0xffffffff) throw new ZipError('is a zip64 archive, which Sandtable does not write');
  if (count > limits.entries) throw new ZipError(`holds ${count} files; at most ${limits.entries} are read`);
  const entries: Entry[] = [];
  let total = 0;
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || u32(zip, at) !== 0x02014b50) throw new ZipError('is damaged: its list of contents cannot be read');
    const flags = u16(zip, at + 8);
    const nameLength = u16(zip, at + 28);
    const entry: Entry = {
      method: u16(zip, at + 10),
      crc: u32(zip, at + 16),
      packed: u32(zip, at + 20),
      size: u32(zip, at + 24),
      header: u32(zip, at + 42),
      name: decoder.decode(zip.subarray(at + 46, at + 46 + nameLength)),
    };
    if (flags & 1) throw new ZipError(`is encrypted ("${entry.name}")`);
    if (entry.method !== 0 && entry.method !== 8) throw new ZipError(`uses a compression Sandtable does not read ("${entry.name}")`);
    if (entry.size > limits.entryBytes) throw new ZipError(`holds "${entry.name}" of ${megabytes(entry.size)} unpacked; Sandtable reads at most ${megabytes(limits.entryBytes)} per file`);
    total += entry.size;
    if (total > limits.totalBytes) throw new ZipError(`unpacks to more than ${megabytes(limits.totalBytes)}; Sandtable reads at most that`);
    entries.push(entry);
    at += 46 + nameLength + u16(zip, at + 30) + u16(zip, at + 32);
  }
  return entries;
}

function dataOf(zip: Uint8Array, entry: Entry): Uint8Array {
  const at = entry.header;
  if (at + 30 > zip.length || u32(zip, at) !== 0x04034b50) throw new ZipError(`is damaged: "${entry.name}" cannot be found in it`);
  const start = at + 30 + u16(zip, at + 26) + u16(zip, at + 28);
  if (start + entry.packed > zip.length) throw new ZipError(`is truncated: "${entry.name}" is cut short`);
  return zip.subarray(start, start + entry.packed);
}

/** Packed bytes inflated, or inflated bytes checked, between two chances to pause. */
const sliceBytes = 256 * 1024;

/**
 * Inflates in small steps, stopping as soon as the output passes what the entry declared; yields
 * the packed bytes done after every slice, so a caller may pause there.
 */
function* inflateBounded(packed: Uint8Array, entry: Entry): Generator<number, Uint8Array> {
  const out = new Uint8Array(entry.size);
  let length = 0;
  let over = false;
  const inflater = new Inflate((chunk) => {
    if (over || length + chunk.length > entry.size) {
      over = true;
      return;
    }
    out.set(chunk, length);
    length += chunk.length;
  });
  // fflate grows and copies its output window on every push: 64 KB pushes keep that copying small
  // against the work, where 4 KB pushes spent most of a big module's unzip on it.
  const step = 64 * 1024;
  for (let i = 0; i < packed.length && !over; i += step) {
    try {
      inflater.push(packed.subarray(i, i + step), i + step >= packed.length);
    } catch {
      throw new ZipError(`is damaged: "${entry.name}" cannot be unpacked`);
    }
    if ((i + step) % sliceBytes === 0) yield sliceBytes;
  }
  if (over || length !== entry.size) throw new ZipError(`is damaged: "${entry.name}" does not unpack to the size it declares`);
  return out;
}

/** The CRC-32 of `bytes`, a slice at a time, yielding after each. */
function* checksumInSlices(bytes: Uint8Array): Generator<number, number> {
  let crc = 0;
  for (let i = 0; i < bytes.length; i += sliceBytes) {
    crc = crc32(bytes.subarray(i, i + sliceBytes), crc);
    if (i + sliceBytes < bytes.length) yield 0;
  }
  return crc;
}

/** One entry read and checked, yielding between slices of work. */
function* readEntry(zip: Uint8Array, entry: Entry): Generator<number, Uint8Array> {
  const packed = dataOf(zip, entry);
  const bytes = entry.method === 0 ? packed.slice() : yield* inflateBounded(packed, entry);
  if (entry.method === 0 && bytes.length !== entry.size) throw new ZipError(`is damaged: "${entry.name}" is not the size it declares`);
  if ((yield* checksumInSlices(bytes)) !== entry.crc) throw new ZipError(`is damaged: "${entry.name}" fails its checksum`);
  // The packed bytes not yet counted by the inflation's own yields.
  yield entry.method === 0 ? packed.length : packed.length % sliceBytes;
  return bytes;
}

/** Every wanted entry, read and checked, as a generator yielding packed bytes done since the last yield. */
function* readEntries(zip: Uint8Array, limits: ZipLimits, wanted: (name: string) => boolean): Generator<number, Record<string, Uint8Array>> {
  const files: Record<string, Uint8Array> = Object.create(null);
  for (const entry of centralDirectory(zip, limits)) {
    if (wanted(entry.name)) files[entry.name] = yield* readEntry(zip, entry);
  }
  return files;
}

/** The names of an archive's entries, read from its list of contents without unpacking anything. */
export function zipNames(zip: Uint8Array, limits: ZipLimits = defaultZipLimits): string[] {
  return centralDirectory(zip, limits).map((e) => e.name);
}

/**
 * Reads every entry of an archive (or only those `wanted` accepts), checked as described above;
 * throws `ZipError` with the reason.
 */
export function readZip(zip: Uint8Array, limits: ZipLimits = defaultZipLimits, wanted: (name: string) => boolean = () => true): Record<string, Uint8Array> {
  const steps = readEntries(zip, limits, wanted);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** How `readZipInSteps` reads: which entries, how long a stretch of work may run, and who hears progress. */
export interface SteppedZipOptions {
  limits?: ZipLimits;
  wanted?: (name: string) => boolean;
  /** Longest stretch of work between pauses, in milliseconds. */
  stretchMs?: number;
  /** Hears the share of the archive read so far, from 0 to 1. */
  onProgress?: (share: number) => void;
  /** Stops the reading at the next pause (it then rejects with the signal's reason). */
  signal?: AbortSignal;
}

/**
 * `readZip` for big archives a player opens while the page must stay usable (a VASSAL module with
 * a 20 MB map): the same checks, the work cut into stretches of a few dozen milliseconds with a
 * pause between, so no task keeps the page from answering.
 */
export async function readZipInSteps(zip: Uint8Array, options: SteppedZipOptions = {}): Promise<Record<string, Uint8Array>> {
  const { limits = defaultZipLimits, wanted = () => true, stretchMs = 30, onProgress, signal } = options;
  const steps = readEntries(zip, limits, wanted);
  let done = 0;
  let since = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    done += step.value;
    if (performance.now() - since < stretchMs) continue;
    onProgress?.(Math.min(1, done / zip.length));
    await new Promise((resolve) => setTimeout(resolve, 0));
    signal?.throwIfAborted();
    since = performance.now();
  }
}
