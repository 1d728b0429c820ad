/**
 * Scenario bundles: a zip holding `scenario.json` and the image files it names, so a set-up travels
 * as one file. `encodeScenarioBundle` and `decodeScenarioBundle` are a pair.
 */
import { strFromU8, strToU8, zipSync } from 'fflate';
import { NotAZipError, readZip, zipNames, ZipError } from '../model/zipRead';
import { ScenarioError } from './scenario';

/** Packs scenario text and its images into one zip. */
export async function encodeScenarioBundle(text: string, files: Record<string, Blob>): Promise<Uint8Array> {
  const entries: Record<string, Uint8Array> = { 'scenario.json': strToU8(text) };
  for (const [name, blob] of Object.entries(files)) entries[`images/${name}`] = new Uint8Array(await blob.arrayBuffer());
  return zipSync(entries, { level: 0 });
}

/** Reads a bundle back into scenario text and its images by file name. */
export function decodeScenarioBundle(bytes: Uint8Array, fileName = 'the file'): { text: string; files: Map<string, Blob> } {
  let entries: Record<string, Uint8Array>;
  try {
    entries = readZip(bytes);
  } catch (e) {
    throw new ScenarioError(e instanceof ZipError && !(e instanceof NotAZipError) ? `${fileName} ${e.message}.` : `${fileName} is not a scenario bundle: it is not a zip archive, or it is truncated.`);
  }
  const json = entries['scenario.json'];
  if (!json) throw new ScenarioError(`${fileName} has no scenario.json.`);
  const files = new Map<string, Blob>();
  for (const [path, data] of Object.entries(entries)) {
    if (path === 'scenario.json' || path.endsWith('/')) continue;
    files.set(path.replace(/^images\//, ''), new Blob([data as BlobPart]));
  }
  return { text: strFromU8(json), files };
}

/** Whether bytes are a zip archive (save files and scenario bundles both are). */
export const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

/** Whether a zip holds a scenario (rather than a save file). */
export function isScenarioBundle(bytes: Uint8Array): boolean {
  try {
    return zipNames(bytes).includes('scenario.json');
  } catch {
    return false;
  }
}
