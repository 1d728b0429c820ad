/**
 * The toolbar's File menu, as items: keep the game as a file (with its history, or without for a smaller file), or export its setup as a scenario;
 * for a game that came from a VASSAL module, also write it back as a VASSAL saved game; and play by e-mail:
 * send my turn as a sealed file, open a friend's.
 */
import type { MenuItem } from '../menu/types';

/** Play by e-mail: write this player's turn as a file, merge a friend's. */
export interface TurnFileActions {
  onSendTurn(): void;
  onOpenTurn(): void;
}

export function fileMenuItems(onSave: () => void, onExportSetup: () => void, onSaveVassal?: () => void, onSaveWithoutHistory?: () => void, turns?: TurnFileActions): MenuItem[] {
  return [
    { id: 'save', label: 'Save file', shortcut: 'Ctrl+S', title: 'The whole game, images and history included, in one file you can open anywhere', onSelect: onSave },
    ...(onSaveVassal ? [{ id: 'save-vassal', label: 'Save as VASSAL game (.vsav)…', title: 'The position as a VASSAL saved game, for a friend who plays on VASSAL with the same module', onSelect: onSaveVassal }] : []),
    { id: 'export', label: 'Export setup', title: 'The setup on the table as a scenario (scenario.json and its images in a zip) to share or edit', onSelect: onExportSetup },
    ...(onSaveWithoutHistory ? [{ id: 'save-small', label: 'Save file without history', title: 'A smaller file: the game as it stands, without the steps the history bar replays', onSelect: onSaveWithoutHistory }] : []),
    ...(turns
      ? [
          { id: 'send-turn', label: 'Send my turn (file)…', title: "Your moves since your friends' last turn file, sealed with the game's key, as a small file to e-mail them: no server needed", onSelect: turns.onSendTurn },
          { id: 'open-turn', label: "Open a friend's turn…", title: "Merge a friend's turn file (.sandturn) into this game: their moves appear, and the history bar steps through them", onSelect: turns.onOpenTurn },
        ]
      : []),
  ];
}
