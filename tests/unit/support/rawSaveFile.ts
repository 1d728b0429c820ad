/**
 * A save file written as a hand-edited or hostile one would be: the document exactly as given,
 * with correct checksums, bypassing the app's own writer (which leaves unreadable records out).
 */
import * as Y from 'yjs';
import { strToU8, zipSync } from 'fflate';
import { sha256Hex } from '../../../src/model/checksum';
import type { AssetInfo } from '../../../src/model/records';

export async function rawSaveFile(doc: Y.Doc, assetBytes: (hash: string) => Uint8Array | undefined): Promise<Uint8Array> {
  const state = Y.encodeStateAsUpdate(doc);
  const files: Record<string, Uint8Array> = { 'document.bin': state };
  const assets: { hash: string; mime: string; name: string; file: string }[] = [];
  doc.getMap('assets').forEach((value, hash) => {
    const info = value as Partial<AssetInfo> | null;
    const bytes = assetBytes(hash);
    if (!bytes) return;
    files[`assets/${hash}`] = bytes;
    assets.push({ hash, mime: String(info?.mime ?? 'image/png'), name: String(info?.name ?? hash), file: `assets/${hash}` });
  });
  const meta = doc.getMap('meta');
  const manifest = {
    format: 'sandtable-save',
    version: 1,
    schemaVersion: 1,
    savedAt: new Date(0).toISOString(),
    game: { id: String(meta.get('id')), name: String(meta.get('name')) },
    document: { file: 'document.bin', sha256: await sha256Hex(state) },
    assets,
  };
  files['sandtable.json'] = strToU8(JSON.stringify(manifest));
  return zipSync(files, { level: 0 });
}
