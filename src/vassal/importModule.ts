/**
 * Opening a VASSAL module as a new game: read the module, take its At Start set-up, make the
 * scenario, and hand it to the ordinary scenario import, which stores images and game all or
 * nothing. Every step reports progress and yields to the page; a cancel before the last step
 * stops with nothing stored, and the last step (storing) runs to its end or takes everything back.
 */
import { importScenario } from '../scenario/importScenario';
import { moduleScenario } from './import/moduleScenario';
import { startingSetup } from './import/startingSetup';
import { breathe, readModule } from './module/readModule';
import type { ImportProgress } from './module/model';
import { zipNames } from '../model/zipRead';

export type { ImportProgress };

/** A game made from a module: its id, its name, and what it left out (one kind a line). */
export interface ModuleImport {
  id: string;
  name: string;
  leftOut: string[];
}

/** Whether bytes are a VASSAL module: a zip with a buildFile. */
export function isVassalModule(bytes: Uint8Array): boolean {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) return false;
  try {
    return zipNames(bytes).some((n) => n === 'buildFile.xml' || n === 'buildFile');
  } catch {
    return false;
  }
}

/**
 * Creates a new game from a `.vmod` file's bytes. `signal` cancels until storing begins (an
 * AbortError); errors name the file.
 */
export async function importModule(bytes: Uint8Array, fileName: string, author: string, onProgress: (p: ImportProgress) => void = () => {}, signal?: AbortSignal): Promise<ModuleImport> {
  const module = await readModule(bytes, fileName, (step, done) => onProgress({ step, done }), signal);
  onProgress({ step: 'pieces', done: 0 });
  await breathe(signal);
  const { scenario, files, leftOut } = moduleScenario(module, startingSetup(module));
  onProgress({ step: 'pieces', done: 1 });
  await breathe(signal);
  onProgress({ step: 'storing', done: 0 });
  try {
    const id = await importScenario(JSON.stringify(scenario), files, author);
    return { id, name: scenario.name, leftOut };
  } catch (e) {
    throw new Error(`"${fileName}" could not be opened as a game: ${(e as Error).message}`);
  }
}
