/**
 * Resuming image transfers across a reload or a closed tab. The parts of an image received so far
 * are written, a batch at a time, to a store that outlives the page (IndexedDB in the app, see
 * src/store/assetParts.ts); a new download of the same hash starts from the bytes found there.
 *
 * Stored parts are only a head start: the whole image is still checked against its SHA-256 before
 * it is kept, and the parts are thrown away when it fails (or when it is kept), so bytes from a
 * faulty or hostile peer cannot poison later attempts.
 *
 * No browser API: the store is injected, so this runs in Node for the tests.
 */
import type { Download } from './assetDownload';

/** One run of bytes stored for an image: `bytes` starts at byte `offset` of the image. */
export interface StoredRun {
  offset: number;
  bytes: Uint8Array;
}

/** Where the parts of unfinished images are kept between page loads. */
export interface AssetPartStore {
  /** Every run stored for an image, in any order (an empty list when there is none). */
  load(hash: string): Promise<StoredRun[]>;
  /** Keeps one run; `bytes` is the caller's own copy (it is not changed afterwards). */
  save(hash: string, run: StoredRun): Promise<void>;
  /** Forgets every run of an image. */
  clear(hash: string): Promise<void>;
}

/**
 * The image's first bytes as far as the stored runs reach without a gap, laid into a buffer of the
 * image's full size; null when they do not start at byte 0. Runs reaching past `total` are cut.
 */
export function resumePrefix(runs: StoredRun[], total: number): { buffer: Uint8Array; received: number } | null {
  const sorted = [...runs].filter((r) => r.offset >= 0 && r.offset < total && r.bytes.byteLength > 0).sort((a, b) => a.offset - b.offset);
  let received = 0;
  const usable: StoredRun[] = [];
  for (const run of sorted) {
    if (run.offset > received) break;
    const end = Math.min(total, run.offset + run.bytes.byteLength);
    if (end <= received) continue;
    usable.push(run);
    received = end;
  }
  if (received === 0) return null;
  const buffer = new Uint8Array(total);
  for (const run of usable) buffer.set(run.bytes.subarray(0, Math.min(run.bytes.byteLength, total - run.offset)), run.offset);
  return { buffer, received };
}

/**
 * Writes the parts of downloads to an AssetPartStore as they arrive, a batch of `batchBytes` at a
 * time, one write after another per image, and clears them once the image is kept or failed. With
 * no store, every call does nothing (and nothing is resumed).
 */
export class PartKeeper {
  /** Per image, the last write or clear asked for: each waits for the one before. */
  private readonly queue = new Map<string, Promise<void>>();

  constructor(
    private readonly store: AssetPartStore | undefined,
    private readonly batchBytes: number,
  ) {}

  /** Fills a new download with the parts stored by an earlier page, if any; failures to read only lose the head start. */
  async restore(d: Download): Promise<void> {
    if (!this.store) return;
    const runs = await this.after(d.info.hash, () => this.store!.load(d.info.hash)).catch(() => []);
    const prefix = resumePrefix(runs, d.info.bytes);
    if (!prefix) return;
    d.buffer = prefix.buffer;
    d.received = d.persisted = d.resumedFrom = prefix.received;
  }

  /** Writes what arrived since the last write, once a batch has gathered (or at once when `now`). */
  keep(d: Download, now = false): void {
    if (!this.store || !d.buffer) return;
    const from = d.persisted;
    const to = d.received;
    if (to <= from || (!now && to - from < this.batchBytes && to < d.info.bytes)) return;
    d.persisted = to;
    // slice, not subarray: IndexedDB would copy the whole image buffer behind a view.
    const run = { offset: from, bytes: d.buffer.slice(from, to) };
    void this.after(d.info.hash, () => this.store!.save(d.info.hash, run)).catch(() => undefined);
  }

  /** Forgets an image's parts, after any write still on its way; resolves when they are gone. */
  discard(hash: string): Promise<void> {
    if (!this.store) return Promise.resolve();
    return this.after(hash, () => this.store!.clear(hash)).catch(() => undefined);
  }

  private after<T>(hash: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queue.get(hash) ?? Promise.resolve();
    const next = previous.then(work);
    const settled = next.then(
      () => undefined,
      () => undefined,
    );
    this.queue.set(hash, settled);
    void settled.then(() => {
      if (this.queue.get(hash) === settled) this.queue.delete(hash);
    });
    return next;
  }
}
