/**
 * How much the rules assistant says while this player moves counters: shading reachable hexes
 * during a drag, and the verdict card (and log line) after each drop. A per-browser preference,
 * not part of the game: one player may want the help while the friend does not.
 */
import { Observable } from '../../model/observable';

export interface AssistPrefs {
  shadeWhileDragging: boolean;
  verdictAfterDrop: boolean;
}

const key = 'sandtable.assistant';
const defaults: AssistPrefs = { shadeWhileDragging: true, verdictAfterDrop: true };

/** Reads the stored preferences; anything missing or damaged falls back to showing everything. */
export function readAssistPrefs(stored: string | null): AssistPrefs {
  try {
    const saved = JSON.parse(stored ?? 'null') as Partial<AssistPrefs> | null;
    return {
      shadeWhileDragging: typeof saved?.shadeWhileDragging === 'boolean' ? saved.shadeWhileDragging : defaults.shadeWhileDragging,
      verdictAfterDrop: typeof saved?.verdictAfterDrop === 'boolean' ? saved.verdictAfterDrop : defaults.verdictAfterDrop,
    };
  } catch {
    return { ...defaults };
  }
}

/** This browser's preferences, remembered across games and visits: one store per open table. */
export function loadAssistPrefs(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): Observable<AssistPrefs> {
  const prefs = new Observable<AssistPrefs>(readAssistPrefs(storage?.getItem(key) ?? null));
  prefs.subscribe(() => storage?.setItem(key, JSON.stringify(prefs.get())));
  return prefs;
}
