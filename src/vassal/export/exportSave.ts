/**
 * *Save as VASSAL game (.vsav)…*: a stored game that came from a module, as the bytes of a .vsav
 * a friend on VASSAL opens with the same module.
 */
import { readStoredVassalGame } from '../../doc/vassalOrigin';
import { writeSavedGame } from '../codec/savedGame';
import { vassalSaveText } from './writeSave';

/** The game's name (the download is named after it), the .vsav's bytes, the names of pieces it could not hold, and how many stay on trays and decks. */
export interface VassalExport {
  name: string;
  bytes: Uint8Array;
  leftOut: string[];
  offMaps: number;
}

/** Writes stored game `gameId` as a .vsav; throws when the game did not come from a VASSAL module. */
export async function exportVassalSave(gameId: string): Promise<VassalExport> {
  const { name, table, origin } = await readStoredVassalGame(gameId);
  if (!origin) throw new Error(`“${name}” did not come from a VASSAL module, so VASSAL could not open it.`);
  const { text, leftOut, offMaps } = vassalSaveText(table, origin);
  const bytes = writeSavedGame(text, { moduleName: origin.module.name, moduleVersion: origin.module.version });
  return { name, bytes, leftOut, offMaps };
}
