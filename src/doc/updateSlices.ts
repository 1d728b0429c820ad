/**
 * Cuts a big Yjs update (format v1, as y-webrtc and y-protocols send it) into smaller updates that
 * together apply exactly as the whole: a friend's 2.5 MB table can then be applied in a dozen tasks
 * of a few milliseconds instead of one that holds the page for the whole table.
 *
 * The update is only scanned, never decoded: each struct's bytes are found by reading lengths and
 * headers, and copied as they are (a v1 struct is self-contained, its clock implied by the ones
 * before it). Each piece holds consecutive structs of one writer, in order, so everything a struct
 * builds on from its own writer is applied before it; what it needs from another writer may come
 * in a later piece, which Yjs holds back until then, as it does for any update. The delete set goes
 * with the last piece. An update this scanner does not understand is returned whole.
 */

const utf8 = new TextDecoder();

/** Thrown inside the scanner when the bytes are not a v1 update it can read; the caller keeps the update whole. */
export class NotReadable extends Error {}

/** Reads lib0 encodings (lib0/decoding) only to step over them. */
export class Scanner {
  pos = 0;
  constructor(readonly bytes: Uint8Array) {}

  byte(): number {
    if (this.pos >= this.bytes.length) throw new NotReadable('truncated');
    return this.bytes[this.pos++];
  }
  varUint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const b = this.byte();
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value;
      scale *= 128;
      if (scale > 2 ** 53) throw new NotReadable('varUint too long');
    }
  }
  skipVarInt(): void {
    while (this.byte() & 0x80);
  }
  skip(count: number): void {
    if (this.pos + count > this.bytes.length) throw new NotReadable('truncated');
    this.pos += count;
  }
  skipString(): void {
    this.skip(this.varUint());
  }
  string(): string {
    const size = this.varUint();
    const start = this.pos;
    this.skip(size);
    return utf8.decode(this.bytes.subarray(start, start + size));
  }
  /** Steps over a string, telling whether it is the one whose UTF-8 bytes are `expected`. */
  stringIs(expected: Uint8Array): boolean {
    const size = this.varUint();
    const start = this.pos;
    this.skip(size);
    if (size !== expected.length) return false;
    for (let i = 0; i < size; i++) if (this.bytes[start + i] !== expected[i]) return false;
    return true;
  }
  /** One lib0 `any` value (lib0/decoding readAny). */
  skipAny(): void {
    const type = this.byte();
    switch (type) {
      case 127: // undefined
      case 126: // null
      case 121: // false
      case 120: // true
        return;
      case 125:
        return this.skipVarInt();
      case 124:
        return this.skip(4);
      case 123:
      case 122:
        return this.skip(8);
      case 119:
        return this.skipString();
      case 118: {
        const entries = this.varUint();
        for (let i = 0; i < entries; i++) {
          this.skipString();
          this.skipAny();
        }
        return;
      }
      case 117: {
        const items = this.varUint();
        for (let i = 0; i < items; i++) this.skipAny();
        return;
      }
      case 116:
        return this.skipString();
      default:
        throw new NotReadable(`unknown value type ${type}`);
    }
  }
}

/** Y.XmlElement and Y.XmlHook carry a name after their type ref (yjs typeRefs). */
const namedTypeRefs = new Set([3, 5]);

/** Steps over one item's content (yjs contentRefs); returns its clock length. */
export function skipContent(s: Scanner, ref: number): number {
  switch (ref) {
    case 1: // deleted
      return s.varUint();
    case 2: {
      // JSON
      const len = s.varUint();
      for (let i = 0; i < len; i++) s.skipString();
      return len;
    }
    case 3: // binary
      s.skipString();
      return 1;
    case 4: // string: its length in UTF-16 units
      return s.string().length;
    case 5: // embed
      s.skipString();
      return 1;
    case 6: // format: key, value
      s.skipString();
      s.skipString();
      return 1;
    case 7: {
      // type
      if (namedTypeRefs.has(s.varUint())) s.skipString();
      return 1;
    }
    case 8: {
      // any
      const len = s.varUint();
      for (let i = 0; i < len; i++) s.skipAny();
      return len;
    }
    case 9: // sub-document: guid, options
      s.skipString();
      s.skipAny();
      return 1;
    default:
      throw new NotReadable(`unknown content ${ref}`);
  }
}

/** Steps over an item id (writer, clock). */
function skipId(s: Scanner): void {
  s.varUint();
  s.varUint();
}

/** Content ref of a nested type (a Y.Map, such as a piece). */
const typeContent = 7;

/**
 * Steps over one struct (yjs readClientsStructRefs, v1); returns its clock length and whether it
 * is a new nested type set under a key of the root map `rootKey` (a new piece, for "pieces").
 */
function skipStruct(s: Scanner, rootKey: Uint8Array): { length: number; entry: boolean } {
  const info = s.byte();
  const ref = info & 0b11111;
  if (ref === 0 || ref === 10) return { length: s.varUint(), entry: false }; // GC, Skip
  if (info & 0x80) skipId(s); // origin
  if (info & 0x40) skipId(s); // right origin
  let inRoot = false;
  if ((info & 0xc0) === 0) {
    // The parent: a root type by name, or an item by id; then the key in a map parent.
    if (s.varUint() === 1) inRoot = s.stringIs(rootKey);
    else skipId(s);
    if (info & 0x20) s.skipString();
    else inRoot = false;
  }
  return { length: skipContent(s, ref), entry: inRoot && ref === typeContent };
}

/** A run of one writer's consecutive structs, as bytes. */
interface Run {
  client: number;
  clock: number;
  structs: number;
  start: number;
  end: number;
}

function writeVarUint(out: number[], value: number): void {
  while (value > 0x7f) {
    out.push((value & 0x7f) | 0x80);
    value = Math.floor(value / 128);
  }
  out.push(value);
}

/** One update of the given runs; with `deletes`, the original delete set, else an empty one. */
function encodePiece(bytes: Uint8Array, runs: Run[], deletes: Uint8Array | null): Uint8Array {
  const heads: number[][] = runs.map((r) => {
    const head: number[] = [];
    writeVarUint(head, r.structs);
    writeVarUint(head, r.client);
    writeVarUint(head, r.clock);
    return head;
  });
  const count: number[] = [];
  writeVarUint(count, runs.length);
  const size = count.length + runs.reduce((n, r, i) => n + heads[i].length + r.end - r.start, 0) + (deletes ? deletes.length : 1);
  const out = new Uint8Array(size);
  out.set(count, 0);
  let at = count.length;
  runs.forEach((r, i) => {
    out.set(heads[i], at);
    at += heads[i].length;
    out.set(bytes.subarray(r.start, r.end), at);
    at += r.end - r.start;
  });
  if (deletes) out.set(deletes, at);
  else out[at] = 0;
  return out;
}

/** One piece of a cut update, and how many new entries of the counted root map it brings. */
export interface UpdatePiece {
  update: Uint8Array;
  entries: number;
}

/**
 * Cuts a v1 update into updates of about `maxBytes` each (a single struct bigger than that makes a
 * bigger piece). Returns `[update]` when it is small already, or when it cannot be read.
 */
export function sliceUpdate(update: Uint8Array, maxBytes: number): Uint8Array[] {
  return sliceUpdateCounting(update, maxBytes, '').map((p) => p.update);
}

/**
 * `sliceUpdate`, also counting in each piece the new nested types set under a key of the root map
 * `rootKey` (pieces of the table, for a progress bar). An update kept whole counts nothing.
 */
export function sliceUpdateCounting(update: Uint8Array, maxBytes: number, rootKey: string): UpdatePiece[] {
  const steps = sliceUpdateInSteps(update, maxBytes, rootKey, Infinity);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * `sliceUpdateCounting` a step at a time, so a table of many megabytes is cut without holding the
 * page: each `next()` scans about `stepBytes` more of the update, and the last returns the pieces
 * (the update whole when it is small or cannot be read; nothing is given out before the whole
 * update was read, so an unreadable end never leaves half a cut behind).
 */
export function* sliceUpdateInSteps(update: Uint8Array, maxBytes: number, rootKey: string, stepBytes: number): Generator<void, UpdatePiece[], void> {
  if (update.length <= maxBytes) return [{ update, entries: 0 }];
  const key = new TextEncoder().encode(rootKey);
  try {
    const s = new Scanner(update);
    const pieces: Run[][] = [];
    const entries: number[] = [];
    let piece: Run[] = [];
    let pieceBytes = 0;
    let pieceEntries = 0;
    let stepEnd = stepBytes;
    const sections = s.varUint();
    for (let i = 0; i < sections; i++) {
      const structs = s.varUint();
      const client = s.varUint();
      let clock = s.varUint();
      let run: Run = { client, clock, structs: 0, start: s.pos, end: s.pos };
      for (let j = 0; j < structs; j++) {
        if (s.pos > stepEnd) {
          yield;
          stepEnd = s.pos + stepBytes;
        }
        const start = s.pos;
        const { length, entry } = skipStruct(s, key);
        if (pieceBytes + s.pos - start > maxBytes && (run.structs || piece.length)) {
          if (run.structs) piece.push(run);
          pieces.push(piece);
          entries.push(pieceEntries);
          piece = [];
          pieceBytes = 0;
          pieceEntries = 0;
          run = { client, clock, structs: 0, start, end: start };
        }
        run.structs++;
        run.end = s.pos;
        pieceBytes += s.pos - start;
        if (entry) pieceEntries++;
        clock += length;
      }
      if (run.structs) piece.push(run);
    }
    pieces.push(piece);
    entries.push(pieceEntries);
    const deletes = update.subarray(s.pos);
    if (pieces.length < 2) return [{ update, entries: 0 }];
    return pieces.map((runs, i) => ({ update: encodePiece(update, runs, i === pieces.length - 1 ? deletes : null), entries: entries[i] }));
  } catch (e) {
    if (e instanceof NotReadable) return [{ update, entries: 0 }];
    throw e;
  }
}
