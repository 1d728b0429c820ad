/**
 * What a module holds that Sandtable does not read yet, by the name a player knows it by. Only game
 * content is listed: window furniture (zoom buttons, chat, toolbars, help) has no place in a
 * Sandtable game and is passed over without a word.
 */

/** VASSAL class name → what the summary calls it (plural). */
export const leftOutKinds: Readonly<Record<string, string>> = {
  MassKeyCommand: 'global key commands',
  StartupGlobalKeyCommand: 'start-up global key commands',
  TurnTracker: 'turn trackers',
  DiceButton: 'dice buttons',
  SpecialDiceButton: 'symbol dice buttons',
  RandomTextButton: 'random text buttons',
  DrawPile: 'decks',
  SetupStack: 'at-start stacks',
  GlobalProperty: 'global properties',
  ZoneProperty: 'zone properties',
  Inventory: 'inventories',
  DoActionButton: 'action buttons',
  MultiActionButton: 'multi-action buttons',
  ChessClockControl: 'chess clocks',
  NotesWindow: 'notes windows',
  HtmlChart: 'HTML charts',
  MapShader: 'map shadings',
  LayeredPieceCollection: 'piece layers',
  RegionGrid: 'region grids',
  ScenarioPropertiesOptionTab: 'scenario options',
  PlayerHand: 'player hands',
  PrivateMap: 'private maps',
  Translation: 'translations',
  Attachment: 'attachments',
  MapWidget: 'map widgets',
};

/** Counts one more of a kind. */
export function countLeftOut(counts: Map<string, number>, kind: string, n = 1): void {
  if (n > 0) counts.set(kind, (counts.get(kind) ?? 0) + n);
}

/** One of a kind: `inventories` → `inventory`, `decks` → `deck`. */
const singular = (kind: string) => (kind.endsWith('ies') ? `${kind.slice(0, -3)}y` : kind.replace(/s$/, ''));

/**
 * "14 triggers, 3 global key commands": the counts as one line, largest first. `plural`: the kinds
 * are plural nouns, said in the singular for one; names (VASSAL trait names) are kept as they are.
 */
export function describeLeftOut(counts: ReadonlyMap<string, number>, plural = true): string {
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([kind, n]) => `${n} ${n === 1 && plural ? singular(kind) : kind}`)
    .join(', ');
}
