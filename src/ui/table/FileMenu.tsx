/** The toolbar's File menu, as items: keep the game as a file, or export its setup as a scenario. */
import type { MenuItem } from '../menu/types';

export function fileMenuItems(onSave: () => void, onExportSetup: () => void): MenuItem[] {
  return [
    { id: 'save', label: 'Save file', shortcut: 'Ctrl+S', title: 'The whole game, images included, in one file you can open anywhere', onSelect: onSave },
    { id: 'export', label: 'Export setup', title: 'The setup on the table as a scenario (scenario.json and its images in a zip) to share or edit', onSelect: onExportSetup },
  ];
}
