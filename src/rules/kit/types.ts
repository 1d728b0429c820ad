/**
 * The vocabulary every rules assistant speaks: modifiers with their reasons and rule numbers,
 * findings (what a check found), die-roll tables as data, and the plain map a ruleset reads.
 * Plain data only, so a verdict can be logged, shown, tested and sent to a friend as it is.
 */
import type { Cell, HexGrid, SquareGrid } from '../../model/grid';
import type { TerrainLayer } from '../../terrain/terrain';

/** A cell's key, `"col,row"` (see src/terrain/terrain.ts): how rulesets index hexes. */
export type CellKey = string;

/**
 * One column shift or die-roll modifier, always with the reason and the rule that gives it, so
 * the combat dialog can list it and the players can tick situational ones on or off.
 */
export interface Modifier {
  /** Stable id within one combat (`terrain`, `support-3`, `gt1-cp`…): the key the on/off ticks use. */
  id: string;
  /** `shift`: odds columns (positive = right, in the attacker's favour); `drm`: added to the die roll. */
  kind: 'shift' | 'drm';
  value: number;
  /** Why, in the players' words: "defender in mountain". */
  reason: string;
  /** The rule that gives it: "10.6", "TEC". */
  rule: string;
  /** Situational: the players decide whether it applies (the dialog shows a tick box). */
  situational?: boolean;
  /** Whether it counts; situational modifiers may start off. Defaults to true. */
  on?: boolean;
}

/** How serious a finding is. `illegal` breaks a rule; `warning` needs the players' eyes; `info` explains. */
export type Severity = 'illegal' | 'warning' | 'info';

/** One thing a check found, with the rule it rests on and the hexes it is about. */
export interface Finding {
  severity: Severity;
  /** Rule number(s), e.g. "7.4". */
  rule: string;
  /** A sentence for the players: "entered an enemy zone of control at 0805 and kept moving". */
  text: string;
  /** Hexes to highlight. */
  cells?: CellKey[];
  /** Pieces it is about. */
  pieces?: string[];
}

/**
 * A die-roll table as data: row labels are modified die results (`"1"`, `"≤0"`, `"7+"`, `"3-4"`),
 * columns are odds (`"2:1"`), differentials (`"+3"`), percentages or plain names; cells are the
 * result codes as printed (`"3/1"`, `"E"`, `"Retreat"`).
 */
export interface TableData {
  columns: string[];
  rows: string[];
  /** `cells[row][column]`; an empty string is a cell not typed in yet. */
  cells: string[][];
  /** A sample shipped with a demo, not the game's own numbers: shown labelled as such. */
  sample?: boolean;
}

/** What a result code in a table means, for the table editor's help and its validation. */
export interface ResultCode {
  /** A pattern a cell must match, as a regular expression source, e.g. `^\\d+/\\d+$`. */
  pattern: string;
  /** Example as printed: `3/1`. */
  example: string;
  meaning: string;
}

/**
 * A die-roll table a ruleset knows. When the rules text prints the numbers the ruleset ships
 * them (`data`); when it does not, it ships only the shape and the players type the numbers in
 * from their own chart (the table editor), and the typed table lives in the game document.
 */
export interface TableSpec {
  id: string;
  name: string;
  /** The rule that uses it, e.g. "11.7". */
  rule: string;
  /** The die rolled, in dice notation: `1d6`. */
  die: string;
  /** What the columns are: odds ratios, differentials, percentages, or fixed names. */
  columnKind: 'odds' | 'differential' | 'percentage' | 'named';
  /**
   * What the rows are: modified rolls (the default), or names, as in a terrain effects chart read
   * by terrain rather than by a die (Operazione C3's TEC, whose numbers players type in).
   */
  rowKind?: 'roll' | 'named';
  /** The shape players start from (columns and rows may be edited when `editableShape`). */
  shape: { columns: string[]; rows: string[] };
  /** Players may add or remove columns and rows (their chart may be wider than the default). */
  editableShape?: boolean;
  /** Accepted result codes; every non-empty cell must match one. */
  codes: ResultCode[];
  /** The numbers, when the rules text prints them. Absent: players type them in. */
  data?: TableData;
  /** Notes shown in the editor (how to read the table, what the rules do not say). */
  notes?: string;
}

/** A board as a ruleset sees it: its grid, its terrain, and its printed labels. */
export interface RulesMap {
  boardId: string;
  grid: HexGrid | SquareGrid;
  terrain: TerrainLayer;
  /** The printed label of a cell ("2718"). */
  label(cell: Cell): string;
  /** The cell a printed label names, or null. */
  cellOf(label: string): Cell | null;
}

export type { Cell, HexGrid, SquareGrid } from '../../model/grid';
export type { TerrainLayer, TerrainType, SideFeatureType, LinkType } from '../../terrain/terrain';
export type { AttributeValue } from '../../model/records';
