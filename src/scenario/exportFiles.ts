/** A table's setup as scenario text plus the image files it names, read from this browser's asset store. */
import type { TableSnapshot } from '../model/records';
import { getAssetBlob } from '../store/assets';
import { bundleFileNames, tableToScenario } from './exportScenario';

export async function exportScenarioFiles(table: TableSnapshot): Promise<{ text: string; files: Record<string, Blob> }> {
  const names = bundleFileNames(table);
  const files: Record<string, Blob> = {};
  for (const [hash, name] of names) {
    const blob = await getAssetBlob(hash);
    if (!blob) throw new Error(`The image "${table.assets.get(hash)?.name ?? hash}" is not in this browser yet; wait for it to arrive and export again.`);
    files[name] = blob;
  }
  return { text: JSON.stringify(tableToScenario(table, names), null, 1), files };
}
