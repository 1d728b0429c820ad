/**
 * Image assets, stored once by content hash in IndexedDB and referenced from game documents by
 * that hash, so a 20 MB map scan is kept (and later sent) once however many games use it.
 */
import { createStore, del, get, getMany, keys, set, setMany, type UseStore } from 'idb-keyval';
import { sha256Hex } from '../model/checksum';
import type { AssetInfo } from '../model/records';

let store: UseStore | null = null;
function blobs(): UseStore {
  store ??= createStore('sandtable-assets', 'blobs');
  return store;
}

/** Image types a board or counter image may have. */
export const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'image/gif'];

/**
 * Reads an image's pixel size, failing with a clear message when the bytes are not an image.
 * Raster images are decoded by `createImageBitmap`, off the page's thread and with no object URL:
 * `createObjectURL` of a fresh 20 MB blob waits on the browser process for hundreds of milliseconds.
 */
export async function measureImage(blob: Blob, name: string): Promise<{ width: number; height: number }> {
  if (blob.type !== 'image/svg+xml' && typeof createImageBitmap === 'function') return measureBitmap(blob, name);
  return measureElement(blob, name);
}

const unreadable = (name: string) => new Error(`"${name}" is not an image this browser can read (PNG, JPEG, WebP, SVG or GIF).`);

async function measureBitmap(blob: Blob, name: string): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(blob).catch(() => {
    throw unreadable(name);
  });
  const size = { width: bitmap.width || 1, height: bitmap.height || 1 };
  bitmap.close();
  return size;
}

/** SVG (which `createImageBitmap` does not take from a blob) through an image element. */
async function measureElement(blob: Blob, name: string): Promise<{ width: number; height: number }> {
  const url = URL.createObjectURL(blob);
  try {
    const img = new Image();
    img.src = url;
    await img.decode().catch(() => {
      throw unreadable(name);
    });
    return { width: img.naturalWidth || 1, height: img.naturalHeight || 1 };
  } finally {
    URL.revokeObjectURL(url);
  }
}

const arrivals = new Set<(hash: string) => void>();

/** Hears of every image newly stored in this browser (e.g. one a friend just sent), so views waiting for it can draw it. */
export function onAssetStored(listener: (hash: string) => void): () => void {
  arrivals.add(listener);
  return () => arrivals.delete(listener);
}

/** An image checked and measured, ready to store: what the document will record, and the bytes. */
export interface CheckedAsset {
  info: AssetInfo;
  blob: Blob;
}

/**
 * Checks that bytes are an image this browser decodes and measures them, storing nothing: an
 * import checks every image first, so a bad one stops it before anything is written.
 */
export function checkAsset(bytes: Uint8Array, mime: string, name: string): Promise<CheckedAsset> {
  return checkImage(bytes, mime, name, sha256Hex(bytes));
}

/** Decodes and measures while the hash is computed (both run off the page's thread). */
async function checkImage(bytes: Uint8Array, mime: string, name: string, hashing: Promise<string>): Promise<CheckedAsset> {
  if (!imageTypes.includes(mime)) throw new Error(`"${name}" has type ${mime || 'unknown'}, not an image type Sandtable reads.`);
  const blob = new Blob([bytes as BlobPart], { type: mime });
  const [size, hash] = await Promise.all([measureImage(blob, name), hashing]);
  return { info: { hash, mime, name, bytes: bytes.byteLength, ...size }, blob };
}

/**
 * Stores an image received from a friend, whose bytes the caller has just checked against
 * `info.hash`: its type and decoding are still checked, but the 20 MB are not hashed a second time.
 * `decoded`: these very bytes were already decoded as an image while they arrived (see
 * imageInspection.ts), so only the type is checked here and the recorded size is kept.
 */
export async function storeVerifiedAsset(info: AssetInfo, bytes: Uint8Array, decoded = false): Promise<void> {
  if (!decoded) return void (await storeCheckedAsset(await checkImage(bytes, info.mime, info.name, Promise.resolve(info.hash))));
  if (!imageTypes.includes(info.mime)) throw new Error(`"${info.name}" has type ${info.mime || 'unknown'}, not an image type Sandtable reads.`);
  await storeCheckedAsset({ info, blob: new Blob([bytes as BlobPart], { type: info.mime }) });
}

/** Stores a checked image under its hash unless already there; true when this call stored it. */
export async function storeCheckedAsset({ info, blob }: CheckedAsset): Promise<boolean> {
  if (await get(info.hash, blobs())) return false;
  await set(info.hash, blob, blobs());
  arrivals.forEach((l) => l(info.hash));
  return true;
}

/**
 * Stores checked images not already there, in one read and one write (an import of hundreds of
 * counter images would otherwise take two IndexedDB transactions each); resolves to the hashes
 * this call stored, for taking them back should the import fail later.
 */
export async function storeCheckedAssets(assets: readonly CheckedAsset[]): Promise<string[]> {
  const unique = [...new Map(assets.map((a) => [a.info.hash, a])).values()];
  const there = await getMany(unique.map((a) => a.info.hash), blobs());
  const fresh = unique.filter((_, i) => !there[i]);
  if (fresh.length) await setMany(fresh.map((a) => [a.info.hash, a.blob]), blobs());
  fresh.forEach((a) => arrivals.forEach((l) => l(a.info.hash)));
  return fresh.map((a) => a.info.hash);
}

/** Removes images by hash: only for taking back what a failed import itself stored. */
export async function removeAssets(hashes: Iterable<string>): Promise<void> {
  for (const hash of hashes) {
    await del(hash, blobs());
    images.delete(hash);
  }
}

/** The hashes of every image stored in this browser (for checks that nothing was left behind). */
export function storedAssetHashes(): Promise<string[]> {
  return keys<string>(blobs());
}

/** Stores image bytes under their hash (once) and returns what the document records about them. */
export async function putAsset(bytes: Uint8Array, mime: string, name: string): Promise<AssetInfo> {
  const checked = await checkAsset(bytes, mime, name);
  await storeCheckedAsset(checked);
  return checked.info;
}

/** The stored bytes of an asset, if this browser has them. */
export function getAssetBlob(hash: string): Promise<Blob | undefined> {
  return get<Blob>(hash, blobs());
}

const images = new Map<string, Promise<HTMLImageElement>>();

/** A decoded image for an asset, shared by every piece and board that shows it. */
export function loadAssetImage(hash: string): Promise<HTMLImageElement> {
  let pending = images.get(hash);
  if (!pending) {
    pending = (async () => {
      const blob = await getAssetBlob(hash);
      if (!blob) throw new Error(`image ${hash.slice(0, 8)}… is not in this browser yet`);
      const img = new Image();
      img.src = URL.createObjectURL(blob);
      await img.decode();
      return img;
    })();
    pending.catch(() => images.delete(hash));
    images.set(hash, pending);
  }
  return pending;
}
