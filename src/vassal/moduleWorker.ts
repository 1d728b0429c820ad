/**
 * The module worker: reads a module into its scenario (moduleToScenario.ts) off the page's thread,
 * posting progress as it goes, then the scenario or the error's name and message.
 */
import { scenarioOfModule } from './moduleToScenario';
import type { ModuleWorkerReply, ModuleWorkerRequest } from './moduleInWorker';

const scope = self as unknown as { onmessage: ((e: MessageEvent<ModuleWorkerRequest>) => void) | null; postMessage(reply: ModuleWorkerReply): void };

scope.onmessage = async ({ data: { bytes, fileName, save } }) => {
  try {
    scope.postMessage({ made: await scenarioOfModule(bytes, fileName, (progress) => scope.postMessage({ progress }), undefined, save) });
  } catch (e) {
    scope.postMessage({ error: { name: (e as Error).name, message: (e as Error).message } });
  }
};
