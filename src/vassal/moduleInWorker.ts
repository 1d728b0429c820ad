/**
 * Runs `scenarioOfModule` in a worker, so reading a big module (unzip, buildFile, the set-up's
 * commands, every piece's traits) never holds the page: no task of it runs on the page's thread.
 * Where a worker cannot start (tests in Node, a browser policy) the same work runs on the page,
 * in the stretches readModule keeps.
 */
import type { SaveFile } from './import/savedGames';
import type { ImportProgress } from './module/model';
import { scenarioOfModule, type ScenarioOfModule } from './moduleToScenario';

/** What the page sends the worker. */
export interface ModuleWorkerRequest {
  bytes: Uint8Array;
  fileName: string;
  save?: SaveFile;
}

/** What the worker sends back: progress, then the scenario or the error. */
export type ModuleWorkerReply = { progress: ImportProgress } | { made: ScenarioOfModule } | { error: { name: string; message: string } };

/** An error carried over from the worker, keeping its name (e.g. VassalFormatError) and message. */
function carried({ name, message }: { name: string; message: string }): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/**
 * `scenarioOfModule` off the page's thread. `signal` ends the worker at once (an AbortError);
 * a worker that fails to start falls back to reading on the page.
 */
export function scenarioOfModuleInWorker(bytes: Uint8Array, fileName: string, onProgress: (p: ImportProgress) => void, signal?: AbortSignal, save?: SaveFile): Promise<ScenarioOfModule> {
  signal?.throwIfAborted();
  if (typeof Worker === 'undefined') return scenarioOfModule(bytes, fileName, onProgress, signal, save);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./moduleWorker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(signal?.reason);
    };
    const end = () => {
      worker.terminate();
      signal?.removeEventListener('abort', stop);
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = ({ data }: MessageEvent<ModuleWorkerReply>) => {
      if ('progress' in data) return onProgress(data.progress);
      end();
      if ('made' in data) resolve(data.made);
      else reject(carried(data.error));
    };
    worker.onerror = (e) => {
      e.preventDefault();
      end();
      scenarioOfModule(bytes, fileName, onProgress, signal, save).then(resolve, reject);
    };
    worker.postMessage({ bytes, fileName, save } satisfies ModuleWorkerRequest);
  });
}
