/**
 * Modules opened before, kept in this browser by module name, so a VASSAL saved game opened on
 * its own finds its module without asking. A module is kept once per name (the latest opened).
 */
import { createStore, get, set, type UseStore } from 'idb-keyval';

/** A module file as it was opened. */
export interface ShelvedModule {
  fileName: string;
  version: string;
  bytes: Uint8Array;
}

let store: UseStore | null = null;
const shelf = () => (store ??= createStore('sandtable-vassal-modules', 'modules'));

/** Keeps a module opened as a game, under its name. */
export function shelveModule(name: string, module: ShelvedModule): Promise<void> {
  return set(name, module, shelf());
}

/** The module of that name opened before in this browser, if any. */
export function shelvedModule(name: string): Promise<ShelvedModule | undefined> {
  return get<ShelvedModule>(name, shelf());
}
