/**
 * A VASSAL module as plain data: what `readModule` finds in a `.vmod`'s buildFile.xml, with board
 * sizes read from its images. Nothing here knows about Sandtable's records; `src/vassal/import`
 * turns it into a scenario. Raw VASSAL text (piece definitions, attributes) is kept as VASSAL wrote
 * it so that later steps can read more of it without reading the module again.
 */
/**
 * A grid element as the buildFile writes it (HexGrid, SquareGrid, RegionGrid) with its numbering:
 * the shape `gridFromVassal` in `src/vassal/grids` reads.
 */
export interface VassalGridElement {
  kind: string;
  attrs: Record<string, string>;
  numbering?: { kind: string; attrs: Record<string, string> };
}

/** A named region of a board (VASSAL's Zone): a polygon in board pixels, maybe with its own grid. */
export interface VassalZone {
  name: string;
  /** Corners, flat: x0, y0, x1, y1… in board pixels. */
  points: number[];
  /** How VASSAL names a point in the zone, e.g. `Endurance $gridLocation$`. */
  locationFormat: string;
  /** The zone's own grid; absent when it has none or uses the board's (`useParentGrid`). */
  grid?: VassalGridElement;
  useParentGrid: boolean;
}

/** One board of a map window, where the map's BoardPicker puts it. */
export interface VassalBoard {
  name: string;
  /** Image file name in the module's `images/` folder; absent for a plain coloured board. */
  image?: string;
  /** Background colour as VASSAL writes it (`r,g,b`), for boards without an image. */
  color?: string;
  width: number;
  height: number;
  /** Column and row of the board in the map's layout. */
  column: number;
  row: number;
  /** Top-left corner of the board in map coordinates (edge buffer included). */
  x: number;
  y: number;
  /** Shown turned half a turn (VASSAL's reversed boards). */
  reversed: boolean;
  /** The board's grid (a ZonedGrid's background grid when zoned). */
  grid?: VassalGridElement;
  zones: VassalZone[];
}

/** A map window, or a chart window's image, which becomes a board set apart from the play area. */
export interface VassalMap {
  name: string;
  /** `play`: a Map; `private`/`hand`: a PrivateMap or PlayerHand; `chart`: a chart window's picture. */
  kind: 'play' | 'private' | 'hand' | 'chart';
  /** Empty margin VASSAL keeps around the boards, in pixels. */
  edgeWidth: number;
  edgeHeight: number;
  boards: VassalBoard[];
  /** The BoardPicker's default choice of boards (a BoardPicker command), used when a save names none. */
  defaultBoards?: string;
}

/** A piece in a piece palette (PieceSlot or CardSlot). */
export interface VassalPieceSlot {
  name: string;
  /** Names of the palette folders (tabs, panels, lists) it sits in, outermost first. */
  path: string[];
  gpid?: string;
  /** The definition as the buildFile stores it: an add-piece command (`+/null/type/state`). */
  text: string;
}

/** A predefined set-up (PredefinedSetup): a saved game offered when a game starts, or a menu of them. */
export interface VassalSetup {
  name: string;
  /** Saved game inside the module; only meaningful when `useFile`. */
  file?: string;
  useFile: boolean;
  /** Names of the menus it sits in, outermost first. */
  path: string[];
}

/** A component kept as VASSAL wrote it (decks, dice buttons) for later steps to read. */
export interface VassalRawComponent {
  kind: string;
  /** The map it belongs to, for decks. */
  map?: string;
  attrs: Record<string, string>;
  /** Pieces inside it, in the buildFile's order: a deck's cards, an at-start stack's pieces. */
  pieces?: VassalPieceSlot[];
  /** Child elements kept as written, e.g. a symbol dice button's dice and their faces. */
  parts?: VassalRawComponent[];
}

/** An image file of the module with the pixel size its header gives. */
export interface VassalImage {
  bytes: Uint8Array;
  width: number;
  height: number;
  mime: string;
}

export interface VassalModule {
  fileName: string;
  name: string;
  version: string;
  vassalVersion: string;
  description: string;
  maps: VassalMap[];
  pieceSlots: VassalPieceSlot[];
  /** Prototype name → definition as the buildFile stores it (an add-piece command). */
  prototypes: ReadonlyMap<string, string>;
  setups: VassalSetup[];
  decks: VassalRawComponent[];
  dice: VassalRawComponent[];
  /** At-start stacks (SetupStack), with their map; optional so hand-made modules in tests may omit it. */
  setupStacks?: VassalRawComponent[];
  /** Images by file name (without the `images/` folder). */
  images: ReadonlyMap<string, VassalImage>;
  /** Other files of the archive (saved games, help), by path. */
  files: ReadonlyMap<string, Uint8Array>;
  /** What the module holds that is not read, by what a person calls it, with how many. */
  leftOut: ReadonlyMap<string, number>;
}

/** The steps `readModule` reports, in order. */
export type ModuleStep = 'reading' | 'images' | 'pieces';

/** Progress of a long import: the step and how far through it (0 to 1). */
export interface ImportProgress {
  step: ModuleStep | 'storing';
  done: number;
}
