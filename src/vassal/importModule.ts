/**
 * Opening a VASSAL module as a new game: read the module, take its At Start set-up, make the
 * scenario, and hand it to the ordinary scenario import, which stores images and game all or
 * nothing. Every step reports progress and yields to the page; a cancel before the last step
 * stops with nothing stored, and the last step (storing) runs to its end or takes everything back.
 */
import { importScenario } from '../scenario/importScenario';
import type { ImportProgress } from './module/model';
import { shelveModule } from './moduleShelf';
import type { SaveFile } from './import/savedGames';
import { scenarioOfModuleInWorker } from './moduleInWorker';
import { rememberVassalOrigin } from './export/identity';

export { isVassalModule, isVassalSave, moduleOfSave, type SaveFile } from './import/savedGames';

export type { ImportProgress };

/** A game made from a module: its id, its name, and what it left out (one kind a line). */
export interface ModuleImport {
  id: string;
  name: string;
  leftOut: string[];
}

/**
 * Creates a new game from a `.vmod` file's bytes, set up from `save` when given (else the
 * module's At Start set-up). `signal` cancels until storing begins (an AbortError); errors name
 * the file.
 */
export async function importModule(bytes: Uint8Array, fileName: string, author: string, onProgress: (p: ImportProgress) => void = () => {}, signal?: AbortSignal, save?: SaveFile): Promise<ModuleImport> {
  const { scenario, files, leftOut, origin, moduleName, moduleVersion } = await scenarioOfModuleInWorker(bytes, fileName, onProgress, signal, save);
  signal?.throwIfAborted();
  onProgress({ step: 'storing', done: 0 });
  try {
    const id = await importScenario(JSON.stringify(scenario), files, author);
    // Lets the game be written back as a .vsav; the game stands without it.
    await rememberVassalOrigin(id, origin, scenario.pieces, author).catch(() => undefined);
    // Kept so that a saved game of this module opened later finds it; the game stands without it.
    await shelveModule(moduleName, { fileName, version: moduleVersion, bytes }).catch(() => undefined);
    return { id, name: scenario.name, leftOut };
  } catch (e) {
    throw new Error(`"${fileName}" could not be opened as a game: ${(e as Error).message}`);
  }
}
