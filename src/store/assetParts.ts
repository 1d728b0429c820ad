/**
 * The parts of images still on their way from a friend, kept in IndexedDB so a reload, a closed
 * tab or a dropped connection does not start a 20 MB transfer over (see src/net/assetResume.ts).
 * Parts are unverified bytes: the exchange checks the whole image against its hash before it is
 * kept, and clears the parts then, or when the check fails. Parts of an image nobody finished are
 * swept after `staleAfterMs`, so an abandoned transfer does not hold disk space for ever.
 *
 * Records are keyed `[hash, offset, savedAt]`: the parts of one image are one key range, read in
 * order, and the sweep reads keys only, never the bytes.
 */
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';
import type { AssetPartStore, StoredRun } from '../net/assetResume';

/** Parts untouched this long belong to a transfer given up on. */
export const staleAfterMs = 14 * 24 * 60 * 60 * 1000;

type PartKey = [string, number, number];

const imageRange = (hash: string) => IDBKeyRange.bound([hash], [hash, []]);

/** An AssetPartStore over IndexedDB; sweeps stale parts once, when made. */
export class IdbAssetParts implements AssetPartStore {
  private readonly runs: UseStore;
  /** The sweep, so the first load waits for it and never sees parts it is about to delete. */
  private readonly swept: Promise<void>;

  constructor(now: () => number = Date.now) {
    this.runs = createStore('sandtable-asset-parts', 'runs');
    this.swept = this.sweep(now() - staleAfterMs).catch(() => undefined);
  }

  async load(hash: string): Promise<StoredRun[]> {
    await this.swept;
    return this.runs('readonly', async (store) => {
      const [keys, values] = await Promise.all([promisifyRequest(store.getAllKeys(imageRange(hash))), promisifyRequest(store.getAll(imageRange(hash)))]);
      return keys.flatMap((key, i) => {
        const bytes = values[i];
        return bytes instanceof Uint8Array ? [{ offset: (key as PartKey)[1], bytes }] : [];
      });
    });
  }

  save(hash: string, run: StoredRun): Promise<void> {
    const key: PartKey = [hash, run.offset, Date.now()];
    return this.runs('readwrite', (store) => {
      store.put(run.bytes, key);
      return promisifyRequest(store.transaction);
    });
  }

  clear(hash: string): Promise<void> {
    return this.runs('readwrite', (store) => {
      store.delete(imageRange(hash));
      return promisifyRequest(store.transaction);
    });
  }

  /** Deletes the parts of every image whose newest part is older than `before`. */
  private sweep(before: number): Promise<void> {
    return this.runs('readwrite', async (store) => {
      const keys = (await promisifyRequest(store.getAllKeys())) as PartKey[];
      const newest = new Map<string, number>();
      for (const [hash, , at] of keys) newest.set(hash, Math.max(at, newest.get(hash) ?? 0));
      for (const [hash, at] of newest) if (at < before) store.delete(imageRange(hash));
      await promisifyRequest(store.transaction);
    });
  }
}
