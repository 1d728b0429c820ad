/**
 * The saved game a new game from a module starts with: VASSAL offers a module's predefined set-ups
 * when a game starts, and "At Start" is the one modules name for the opening position. Without
 * one, the first set-up that uses a file of the module is taken.
 */
import { readSavedGameText } from '../codec/savedGame';
import type { VassalModule, VassalSetup } from '../module/model';
import type { SetupSave } from './moduleScenario';

/** The set-up a new game starts from, if the module has one it holds the file of. */
export function startingSetupOf(module: VassalModule): VassalSetup | undefined {
  const usable = module.setups.filter((s) => s.useFile && s.file && module.files.has(s.file));
  return usable.find((s) => s.name.trim().toLowerCase() === 'at start') ?? usable[0];
}

/** The starting set-up's command text, read from the module; throws `VassalFormatError` when the save is damaged. */
export function startingSetup(module: VassalModule): SetupSave | undefined {
  const setup = startingSetupOf(module);
  if (!setup?.file) return undefined;
  return { fileName: setup.file, text: readSavedGameText(module.files.get(setup.file)!, setup.file) };
}
