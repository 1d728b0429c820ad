/**
 * Telling VASSAL files apart (a module holds a buildFile, a saved game or log a savedGame entry)
 * and matching a saved game to its module by the module name its `moduledata` records.
 */
import { readZip, zipNames } from '../../model/zipRead';
import { VassalFormatError } from '../codec/errors';
import { readSavedGameText } from '../codec/savedGame';
import { moduleData } from '../module/readModule';
import type { SetupSave } from './moduleScenario';

/** Whether bytes are a zip holding one of the entries named. */
function zipHolds(bytes: Uint8Array, names: readonly string[]): boolean {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) return false;
  try {
    return zipNames(bytes).some((n) => names.includes(n));
  } catch {
    return false;
  }
}

/** Whether bytes are a VASSAL module: a zip with a buildFile. */
export const isVassalModule = (bytes: Uint8Array) => zipHolds(bytes, ['buildFile.xml', 'buildFile']);

/** Whether bytes are a VASSAL saved game or log (`.vsav`, `.vlog`): a zip with a savedGame entry. */
export const isVassalSave = (bytes: Uint8Array) => zipHolds(bytes, ['savedGame']);

/** A saved game to start from instead of the module's own At Start set-up. */
export interface SaveFile {
  fileName: string;
  bytes: Uint8Array;
}

/** The name (and version) of the module a saved game was made with, from its `moduledata`. */
export function moduleOfSave(save: SaveFile): { name: string; version: string } {
  let entries: Record<string, Uint8Array>;
  try {
    entries = readZip(save.bytes, undefined, (n) => n === 'moduledata');
  } catch {
    throw new VassalFormatError(save.fileName, 'is not a VASSAL saved game: it is not a zip archive, or it is damaged');
  }
  const data = moduleData(entries.moduledata);
  if (!data.name) throw new VassalFormatError(save.fileName, 'does not name the module it was saved with');
  return { name: data.name, version: data.version ?? '' };
}

/** The saved game's commands, once it is known to be from this module; else a `VassalFormatError` naming both. */
export function saveFor(moduleName: string, save: SaveFile): SetupSave {
  const wanted = moduleOfSave(save).name;
  if (wanted !== moduleName) throw new VassalFormatError(save.fileName, `was saved with the module “${wanted}”, not “${moduleName}”`);
  return { fileName: save.fileName, text: readSavedGameText(save.bytes, save.fileName) };
}
