/**
 * Actions: every command a player can give — by shortcut, menu or toolbar — is one small
 * registered object. Menus list them with their shortcuts; the keyboard handler looks them up.
 */

/** What an action can reach when it runs. */
export interface ActionContext {
  selection: readonly string[];
  hasSelection: boolean;
  flip(ids: readonly string[]): void;
  /** Whether any of these has another side to turn to (a one-sided counter has none). */
  canFlip(ids: readonly string[]): boolean;
  /** Tells the player something in a notice, e.g. why a shortcut did nothing. */
  explain(message: string): void;
  rotate(ids: readonly string[], degrees: number): void;
  restack(ids: readonly string[], where: 'top' | 'bottom'): void;
  duplicate(ids: readonly string[]): void;
  remove(ids: readonly string[]): void;
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
  selectAll(): void;
  clearSelection(): void;
  zoom(factor: number): void;
  fit(): void;
  /** Fits the view to the selected pieces. */
  zoomToSelection(): void;
  /** Takes the ruler out (from the hex under the pointer) or puts it away. */
  toggleRuler(): void;
  /** Opens the dialog that renames the selected counters. */
  rename(ids: readonly string[]): void;
  /** Clears this player's "moved" marks (End turn). */
  endTurn(): void;
  /** Degrees one rotation step turns a piece: one hexside on a hex board, a quarter turn otherwise. */
  rotationStep(): number;
  toggleHelp(): void;
  /** Opens the history bar (or goes back to now). */
  toggleHistory(): void;
  saveFile(): void;
  /** Opens the Attributes panel for the selection. */
  showAttributes(): void;
  /** Shows or hides the rules assistant panel. */
  toggleRules(): void;
  /** Starts a combat with the selection as attackers: the next click picks the defending hex. */
  startCombat(): void;
  /** Whether a combat starts with nothing selected (an area map's combat procedure asks for the Area itself). */
  combatWithoutSelection?(): boolean;
  /** Whether any of these is a hidden counter of this player's (whose key this browser holds). */
  canReveal(ids: readonly string[]): boolean;
  /** Reveals this player's hidden counters among `ids` to everyone (logged, checkable against their seal). */
  reveal(ids: readonly string[]): void;
  /** Whether any of these is a visible counter that could be hidden from the other players. */
  canHide(ids: readonly string[]): boolean;
  /** Hides the visible counters among `ids` from the other players: fog of war, or a counter face down. */
  hide(ids: readonly string[]): void;
}

/** A registered command. */
export interface Action {
  id: string;
  label: string;
  /** Shortcuts as shown to players, e.g. `Ctrl+D`; the first is the one menus show. */
  keys: string[];
  /** Whether the action shows in the piece menu. */
  inPieceMenu?: boolean;
  enabled(ctx: ActionContext): boolean;
  perform(ctx: ActionContext): void;
  /** Why the action is not enabled, said when its shortcut is pressed anyway (null: nothing to say). */
  refusal?(ctx: ActionContext): string | null;
}

const withSelection = (ctx: ActionContext) => ctx.hasSelection;

/** Every action, in menu order. */
export const actions: readonly Action[] = [
  {
    id: 'flip',
    label: 'Flip',
    keys: ['F'],
    inPieceMenu: true,
    enabled: (c) => c.hasSelection && c.canFlip(c.selection),
    perform: (c) => c.flip(c.selection),
    refusal: (c) => (c.hasSelection ? `Nothing to flip: ${c.selection.length === 1 ? 'this counter has' : 'these counters have'} one side only.` : null),
  },
  { id: 'rotateLeft', label: 'Rotate left', keys: ['Q'], inPieceMenu: true, enabled: withSelection, perform: (c) => c.rotate(c.selection, -c.rotationStep()) },
  { id: 'rotateRight', label: 'Rotate right', keys: ['E'], inPieceMenu: true, enabled: withSelection, perform: (c) => c.rotate(c.selection, c.rotationStep()) },
  { id: 'toTop', label: 'Bring to top of stack', keys: [']'], inPieceMenu: true, enabled: withSelection, perform: (c) => c.restack(c.selection, 'top') },
  { id: 'toBottom', label: 'Send to bottom of stack', keys: ['['], inPieceMenu: true, enabled: withSelection, perform: (c) => c.restack(c.selection, 'bottom') },
  { id: 'duplicate', label: 'Duplicate', keys: ['Ctrl+D'], inPieceMenu: true, enabled: withSelection, perform: (c) => c.duplicate(c.selection) },
  { id: 'rename', label: 'Rename…', keys: ['N'], inPieceMenu: true, enabled: withSelection, perform: (c) => c.rename(c.selection) },
  { id: 'attributes', label: 'Attributes…', keys: ['A'], inPieceMenu: true, enabled: withSelection, perform: (c) => c.showAttributes() },
  { id: 'hide', label: 'Hide from the other players', keys: ['H'], inPieceMenu: true, enabled: (c) => c.canHide(c.selection), perform: (c) => c.hide(c.selection) },
  { id: 'reveal', label: 'Reveal to everyone', keys: ['V'], inPieceMenu: true, enabled: (c) => c.canReveal(c.selection), perform: (c) => c.reveal(c.selection) },
  { id: 'combat', label: 'Attack a hex…', keys: ['C'], inPieceMenu: true, enabled: (c) => c.hasSelection || !!c.combatWithoutSelection?.(), perform: (c) => c.startCombat() },
  { id: 'delete', label: 'Delete', keys: ['Delete', 'Backspace'], inPieceMenu: true, enabled: withSelection, perform: (c) => c.remove(c.selection) },
  { id: 'undo', label: 'Undo', keys: ['Ctrl+Z'], enabled: (c) => c.canUndo(), perform: (c) => c.undo() },
  { id: 'redo', label: 'Redo', keys: ['Ctrl+Shift+Z', 'Ctrl+Y'], enabled: (c) => c.canRedo(), perform: (c) => c.redo() },
  { id: 'selectAll', label: 'Select all', keys: ['Ctrl+A'], enabled: () => true, perform: (c) => c.selectAll() },
  { id: 'deselect', label: 'Clear selection', keys: ['Escape'], enabled: withSelection, perform: (c) => c.clearSelection() },
  { id: 'zoomIn', label: 'Zoom in', keys: ['+', '='], enabled: () => true, perform: (c) => c.zoom(1.25) },
  { id: 'zoomOut', label: 'Zoom out', keys: ['-'], enabled: () => true, perform: (c) => c.zoom(0.8) },
  { id: 'fit', label: 'Fit the table', keys: ['0'], enabled: () => true, perform: (c) => c.fit() },
  { id: 'zoomToSelection', label: 'Zoom to selection', keys: ['Z'], inPieceMenu: true, enabled: withSelection, perform: (c) => c.zoomToSelection() },
  { id: 'ruler', label: 'Ruler and line of sight', keys: ['M'], enabled: () => true, perform: (c) => c.toggleRuler() },
  { id: 'endTurn', label: 'End turn (clear my moved marks)', keys: ['Ctrl+Enter'], enabled: () => true, perform: (c) => c.endTurn() },
  { id: 'save', label: 'Save to file', keys: ['Ctrl+S'], enabled: () => true, perform: (c) => c.saveFile() },
  { id: 'rules', label: 'Rules assistant', keys: ['R'], enabled: () => true, perform: (c) => c.toggleRules() },
  { id: 'history', label: 'History: step through the game', keys: ['B'], enabled: () => true, perform: (c) => c.toggleHistory() },
  { id: 'help', label: 'Keyboard shortcuts', keys: ['?'], enabled: () => true, perform: (c) => c.toggleHelp() },
];

/** Turns a keyboard event into the shortcut text used in `Action.keys`, e.g. `Ctrl+Shift+Z`. */
export function shortcutOf(e: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }): string {
  const parts: string[] = [];
  if (e.ctrlKey || e.metaKey) parts.push('Ctrl');
  const letter = e.key.length === 1 && /[a-z]/i.test(e.key);
  if (e.shiftKey && (letter || e.key.length > 1)) parts.push('Shift');
  if (e.altKey) parts.push('Alt');
  parts.push(letter ? e.key.toUpperCase() : e.key === 'Esc' ? 'Escape' : e.key);
  return parts.join('+');
}

/** The action a shortcut triggers, if any. */
export function actionForShortcut(shortcut: string): Action | undefined {
  return actions.find((a) => a.keys.includes(shortcut));
}
