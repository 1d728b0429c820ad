/**
 * The pure half of opening a VASSAL module: its bytes read into the Sandtable scenario, image files
 * and left-out list the ordinary scenario import stores. Kept apart from storing so that it can run
 * in a worker (moduleWorker.ts): reading a big module and its set-up is seconds of work the page
 * should not wait on.
 */
import { moduleScenario, type ModuleScenario } from './import/moduleScenario';
import { startingSetup } from './import/startingSetup';
import { saveFor, type SaveFile } from './import/savedGames';
import { breathe, readModule } from './module/readModule';
import type { ImportProgress } from './module/model';

/** A module's scenario, with the module's own name and version (for keeping the module on the shelf). */
export type ScenarioOfModule = ModuleScenario & { moduleName: string; moduleVersion: string };

/**
 * Reads a `.vmod` file's bytes into its scenario, set up from `save` when given (else the module's
 * At Start set-up). `signal` stops it between steps with an AbortError; errors name the file.
 */
export async function scenarioOfModule(bytes: Uint8Array, fileName: string, onProgress: (p: ImportProgress) => void, signal?: AbortSignal, save?: SaveFile): Promise<ScenarioOfModule> {
  const module = await readModule(bytes, fileName, (step, done) => onProgress({ step, done }), signal);
  onProgress({ step: 'pieces', done: 0 });
  await breathe(signal);
  const made = moduleScenario(module, save ? saveFor(module.name, save) : startingSetup(module));
  onProgress({ step: 'pieces', done: 1 });
  return { ...made, moduleName: module.name, moduleVersion: module.version };
}
