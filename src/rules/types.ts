/**
 * The contract between the table and a rules assistant. The app builds a plain `RulesView` of
 * the table (src/rules/view.ts) and asks a `Ruleset` questions; the ruleset answers with plain
 * verdicts. A ruleset never writes to the table and never blocks a move: players may always do
 * anything, and every verdict is advice with rule numbers.
 */
import type { Cell } from '../model/grid';
import type { AttributeValue } from '../model/records';
import type { TerrainType, SideFeatureType } from '../terrain/terrain';
import type { CellKey, Finding, Modifier, RulesMap, TableData, TableSpec } from './kit/types';
import type { ActionPointsSpec } from './actionTypes';
import type { ProcedureSpec, RoleSpec, SymbolRollSpec } from './procedureTypes';
import type { TurnDigest } from './digestTypes';
import type { CombatOutcome, CombatSetup, RollOffSpec, RollSpec } from './combatTypes';

export type * from './actionTypes';
export type * from './procedureTypes';
export type * from './digestTypes';
export type * from './combatTypes';

/** A counter on the map as rules read it: where it is and what its attributes say. */
export interface RulesUnit {
  id: string;
  name: string;
  kind: 'unit' | 'marker';
  /** The board cell it sits in. */
  cell: Cell;
  key: CellKey;
  /** Index of the face shown (0 = front; for two-step units 1 = reduced; for HQs 1 = movement mode). */
  face: number;
  /** Attack, defence and movement of the face shown: the face's printed factors when it has them, else the attributes. */
  attack: number | null;
  defence: number | null;
  movement: number | null;
  /** Steps when at full strength (attribute `steps`, default 1) and steps left on the face shown. */
  steps: number;
  stepsLeft: number;
  /** Every attribute as typed (side, nationality, type, assault, mountain, marker…). */
  attrs: Readonly<Record<string, AttributeValue>>;
  /**
   * Sealed: a card drawn blind from a sealed cup, or a hidden counter. Nobody can read it yet, so its
   * factors are null and `attrs` holds only what every piece of its pile shares (its side, "cd").
   */
  hidden?: boolean;
  /** On an area map (a board with named areas and no grid): the name of the area it stands in. */
  area?: string;
}

/** A game-wide value the rules read (turn, weather, morale, events in effect, marked hexes). */
export type RuleValue = number | string | boolean | string[];

/** The whole table as one ruleset question sees it. Plain and immutable. */
export interface RulesView {
  map: RulesMap;
  /** Units and markers on the map board, bottom of each stack first. */
  units: readonly RulesUnit[];
  /** Game-wide values: what the players set, else what a track marker shows, else the default. */
  values: Readonly<Record<string, RuleValue>>;
  /** Tables the players typed in (by table id); shipped tables are in the ruleset itself. */
  tables: Readonly<Record<string, TableData>>;
  /** Hex control (3.4 in Caporetto): cell key → side of the last unit to enter it. */
  control: Readonly<Record<CellKey, string>>;
  /**
   * Pieces on the table's other boards (boxes, tracks, cups' trays) with the board's name: where a
   * game keeps state in the open, as Operazione C3's formation chits in the "Activated" box (1.3.2).
   * Sealed pieces are not listed: their names are not readable.
   */
  offMap: readonly OffMapPiece[];
  /** On an area map: the names of its areas, in the order drawn. Absent on hex and square maps. */
  areas?: readonly string[];
  /**
   * The ids of the ruleset's optional rules the players switched on (`Ruleset.optionalRules`).
   * Absent or empty: every optional rule is off, as the rulebooks have it by default.
   */
  optionalRules?: readonly string[];
  /**
   * What happened this turn (since the last End-turn mark), read from the game's own records:
   * moves, turned faces, reveals, rolls with their purpose, values set. Absent when the app gives
   * no records (a test's view); read on first use.
   */
  turn?: TurnDigest;
  /** On an area map: each area (in the order of `areas`) with its neighbours and attributes. */
  areaInfo?: readonly RulesArea[];
}

/**
 * An area of an area map as rules read it: its cell (one row, `col` = its place in `areas`), the
 * names of the areas next to it (both ways, whoever recorded it), and what its own attributes say
 * (Front, Festung Sector, Rough, Isolated…), typed by the players in the Areas panel.
 */
export interface RulesArea {
  name: string;
  cell: Cell;
  neighbours: readonly string[];
  attrs: Readonly<Record<string, AttributeValue>>;
}

/** A piece on a board other than the map, as rules read it: which board, and its attributes. */
export interface OffMapPiece {
  id: string;
  name: string;
  boardId: string;
  /** The board's name as the players named it ("Activated"). */
  boardName: string;
  attrs: Readonly<Record<string, AttributeValue>>;
}

/**
 * An optional rule a rulebook offers (Kesselring's War 31.0 Kampfgruppen and Task Forces): off by
 * default, switched on in the assistant panel for everyone at the table. The `id` is stored in the
 * game, so keep it stable; `rule` and `title` are what the panel and the log show.
 */
export interface OptionalRuleSpec {
  id: string;
  rule: string;
  title: string;
  /** What switching it on changes in the assistant's advice, in a sentence. */
  effect?: string;
}

/** A counter attribute the ruleset reads, so the players know what to type on their counters. */
export interface AttributeSpec {
  name: string;
  /** What it means and which values are read. */
  description: string;
  values?: readonly string[];
  kind: 'text' | 'number' | 'flag';
}

/** A game-wide value, with where it may be read from on the table. */
export interface ValueSpec {
  id: string;
  label: string;
  rule?: string;
  kind: 'number' | 'flag' | 'choice' | 'hexes' | 'turns' | 'text';
  default: RuleValue;
  min?: number;
  max?: number;
  choices?: readonly { value: string; label: string }[];
  /**
   * A marker whose position on a track gives the value: a piece with attribute `marker` equal to
   * this sits on a track board and the label of its cell is read as the number.
   */
  marker?: string;
  help?: string;
  /** Panel group the value is listed under. */
  group?: 'turn' | 'morale' | 'events' | 'losses' | 'map';
}

/** A question about one move: the pieces moved together, where from, and the hexes walked. */
export interface MoveQuery {
  pieceIds: readonly string[];
  from: Cell;
  /** The hexes entered in order, ending at the drop hex; empty when the path is unknown (then the cheapest is assumed). */
  path: readonly Cell[];
  to: Cell;
  /**
   * The pieces came onto the map from another board (a pool, a box) and were placed in `to`;
   * `from` is `to` and `path` empty. Asked only of a ruleset that `judgesPlacement`.
   */
  placed?: boolean;
}

/** Where a unit or stack can go from where it stands this sub-phase. */
export interface Reach {
  /** Cell key → movement points spent to get there by the cheapest legal path. */
  cost: ReadonlyMap<CellKey, number>;
  /** Cells it must stop in on entering (EZOC): reachable, but the move ends there. */
  stops: ReadonlySet<CellKey>;
  /** Movement points available. */
  allowance: number;
  /** The cheapest path to a reachable cell, start excluded. */
  pathTo(cell: Cell): Cell[] | null;
  /** Why the reach is what it is ("starts in an enemy ZOC: may not move", 7.4). */
  notes: readonly Finding[];
}

/** The verdict on a move: MP used of available, the cheapest legal path, and each rule broken. */
export interface MoveVerdict {
  legal: boolean;
  spent: number | null;
  allowance: number;
  cheapest: Cell[] | null;
  findings: Finding[];
  /** One line for the log: "1st Infantry 0604→0806: 3 of 4 MP, legal". */
  summary: string;
}

/** What a report says: lines to read, findings with rules, and value changes the players may apply. */
export interface Report {
  /** One line for the log. */
  summary: string;
  lines: readonly string[];
  findings?: readonly Finding[];
  /** Game values the report suggests changing (morale after casualties, an event's effect); applied only when a player says so. */
  changes?: readonly { id: string; value: RuleValue; why: string }[];
}

/**
 * A report the assistant can give on request about the game as a whole: the end of a turn,
 * victory points, what a drawn event marker does. Never applied by itself.
 */
export interface ReportSpec {
  id: string;
  name: string;
  rule: string;
  /** Choices the players pick from first (e.g. which event marker was drawn); absent: none needed. */
  choices?(view: RulesView): readonly { value: string; label: string }[];
  run(view: RulesView, choice?: string): Report;
}

/** One game's rules assistant. Pure: every function reads a view and returns plain data. */
export interface Ruleset {
  id: string;
  name: string;
  /** Where the rules come from, e.g. "Caporetto: The Italian Front 1917–18 (S&T 337)". */
  source: string;
  terrain: {
    palette: readonly TerrainType[];
    sideFeatures: readonly SideFeatureType[];
    /** Hex marks the rules read besides terrain (towns, VP hexes, supply sources), as `hexes` values. */
    notes?: string;
  };
  attributes: readonly AttributeSpec[];
  values: readonly ValueSpec[];
  tables: readonly TableSpec[];
  rolls: readonly RollSpec[];
  /** Reports on the game as a whole (end of turn, victory points, random events). */
  reports?: readonly ReportSpec[];
  /** Roll-offs between the sides (activation, initiative). */
  rollOffs?: readonly RollOffSpec[];
  /** Action points (Kesselring's War 5.2, 6): what each side holds and what each action costs. */
  actionPoints?: ActionPointsSpec;
  /** Rolls of custom symbol dice whose faces are counted (n grey + m white dice, each cross a hit). */
  symbolRolls?: readonly SymbolRollSpec[];
  /** The game's procedures as guided checklists the assistant walks through with the players. */
  procedures?: readonly ProcedureSpec[];
  /** Positions players hold in a multi-player game (Head of OKW…), shown to all, one player each. */
  roles?: readonly RoleSpec[];
  /** The rulebook's optional rules, each a switch in the assistant panel, off by default. */
  optionalRules?: readonly OptionalRuleSpec[];
  /**
   * On an area map, a combat is walked through as one of `procedures` (German High Command's
   * Combat Resolution, 6.0) rather than picked as a defending hex: *Resolve a combat* (`C`) opens
   * it with the Area of the selected pieces given as the answer to its `areaStep` (a `choice` step).
   */
  areaCombat?: { procedure: string; areaStep: string };
  /**
   * Judge pieces brought onto the map from another board too (German High Command's replacements
   * from the Army Pool, 3.1.2): `checkMove` then gets a query with `placed`. Absent: not judged.
   */
  judgesPlacement?: boolean;
  /** The side a unit belongs to ("Allies", "Central Powers"), or null for neutral pieces. */
  sideOf(unit: RulesUnit): string | null;
  /** Where the pieces can go this sub-phase, for shading while they are dragged. */
  reach(view: RulesView, pieceIds: readonly string[], from: Cell): Reach;
  /** The verdict on a move made. */
  checkMove(view: RulesView, move: MoveQuery): MoveVerdict;
  /** The combat dialog's content for attackers against a hex. */
  combat(view: RulesView, attackerIds: readonly string[], defenderCell: Cell): CombatSetup;
  /** Reads the final roll on the table (typed-in or shipped) with the modifiers the players left on. */
  resolveCombat(view: RulesView, setup: CombatSetup, modifiers: readonly Modifier[], roll: number): CombatOutcome;
  /** Whole-table checks: overstacked hexes, units out of supply, units in EZOC. */
  checkTable(view: RulesView): Finding[];
  /**
   * Hex control a move changes (cell key → side), for games where control is "the side that
   * entered last" (Caporetto 3.4); the app records it in the game document after the drop.
   */
  controlAfterMove?(view: RulesView, move: MoveQuery): Record<CellKey, string>;
}
