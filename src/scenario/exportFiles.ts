/** A table's setup as scenario text plus the image files it names, read from this browser's asset store. */
import type { TableSnapshot } from '../model/records';
import { getAssetBlob } from '../store/assets';
import type * as Y from 'yjs';
import { bundleFileNames, tableToScenario } from './exportScenario';
import { scenarioExtras } from './extras';

export async function exportScenarioFiles(table: TableSnapshot, doc?: Y.Doc): Promise<{ text: string; files: Record<string, Blob> }> {
  const names = bundleFileNames(table);
  const files: Record<string, Blob> = {};
  for (const [hash, name] of names) {
    const blob = await getAssetBlob(hash);
    if (!blob) throw new Error(`The image "${table.assets.get(hash)?.name ?? hash}" is not in this browser yet; wait for it to arrive and export again.`);
    files[name] = blob;
  }
  const scenario = { ...tableToScenario(table, names), ...(doc ? scenarioExtras(doc, table) : {}) };
  return { text: JSON.stringify(scenario, null, 1), files };
}
