/**
 * The records a game is made of, as plain data. The CRDT document stores exactly these shapes;
 * rendering, geometry and rules assistants read them as snapshots and never see Yjs.
 */
import type { Grid } from './grid';

/** Where a piece is: a board, a point on it, and its order in the stack at that point. */
export interface Placement {
  /** Board id. */
  b: string;
  x: number;
  y: number;
  /**
   * Fractional-index order key within the stack at (b, x, y); higher is nearer the top.
   * Ties are broken by piece id so every peer sees the same order.
   */
  z: string;
}

/** A counter drawn by Sandtable itself: NATO-style symbol, name, factors, side colours. */
export interface DrawnFace {
  kind: 'drawn';
  /** Background colour of the counter (the side's colour). */
  fill: string;
  /** Colour of text and symbol. */
  ink: string;
  /** NATO unit symbol in the centre box; `none` draws no box (markers). */
  symbol: UnitSymbol;
  /** Unit size pips over the box: `''`, `I`, `II`, `III`, `X`, `XX`, `XXX`, `XXXX`, `●`, `●●`, `●●●`. */
  size: string;
  /** Unit name, printed small at the top. */
  name: string;
  /** Factors printed at the bottom, e.g. `3-4-8`. */
  factors: string;
  /** A band across the counter, used for reduced sides. */
  stripe?: string;
}

/** An image face: an asset, optionally a crop of it (a counter cut from a sheet). */
export interface ImageFace {
  kind: 'image';
  /** Content hash of the asset. */
  asset: string;
  crop?: { x: number; y: number; w: number; h: number };
}

export type Face = DrawnFace | ImageFace;

export const unitSymbols = [
  'infantry',
  'armor',
  'mechanized',
  'artillery',
  'cavalry',
  'mountain',
  'engineer',
  'hq',
  'recon',
  'none',
] as const;
export type UnitSymbol = (typeof unitSymbols)[number];

/** Attribute values a rules assistant can read (side, factors, steps, flags…). */
export type AttributeValue = string | number | boolean;

/** One counter, marker or card on the table. */
export interface Piece {
  id: string;
  name: string;
  /** `marker`s ride on top of the units in their stack. */
  kind: 'unit' | 'marker';
  /** Face ids, in order; faces are held by reference so that one can later be kept secret. */
  faces: string[];
  /** Index into `faces` of the face shown. */
  face: number;
  /** Rotation in degrees, clockwise. */
  rot: number;
  /** Width and height on the board, in board pixels. */
  size: number;
  at: Placement;
  attrs: Record<string, AttributeValue>;
  /** Who moved it since their last "End turn" (the table marks it until then); absent when not moved. */
  moved?: string;
  /**
   * Set on a hidden counter: its real name, faces and attributes, sealed so that only the player
   * holding the key (its owner) can read them until it is revealed (src/doc/hiddenOps.ts). The
   * piece's own fields then show a generic hidden face.
   */
  sealed?: SealedPiece;
}

/**
 * What hides a piece: either a hidden counter's own sealed box (its owner's public key and the box,
 * src/trust/seal.ts), or a card of a sealed cup or deck (the deck and the card's position in it,
 * src/doc/sealedPiles.ts), which opens only with every player's key for that card.
 */
export type SealedPiece = SealedBox | SealedCard;

/** A hidden counter's sealed content: the owner's public key and the box (src/trust/seal.ts). */
export interface SealedBox {
  by: string;
  box: { n: string; c: string; h: string };
}

/** A card of a sealed pile: `by` sealed deck `deck`, and this piece is its card at position `card`. */
export interface SealedCard {
  by: string;
  deck: string;
  card: number;
}

/** Whether a seal is a hidden counter's own box (not a card of a sealed pile). */
export const isSealedBox = (s: SealedPiece): s is SealedBox => 'box' in s;

/** A named region of a board, for area-movement games: pieces dropped in it gather at one point. */
export interface Area {
  id: string;
  name: string;
  /** Polygon corners in board pixels, flat: x0, y0, x1, y1, … */
  points: number[];
  /**
   * Ids of the areas next to this one, so a rules assistant knows where a piece may go from here;
   * derived from shared borders or set by hand in the Areas panel. Absent: none recorded.
   */
  neighbours?: string[];
  /**
   * What the map prints or the players mark for this area and the rules read (its Front, a Festung
   * Sector, Rough terrain, Isolated…), like a piece's attributes. Absent: none.
   */
  attrs?: Record<string, AttributeValue>;
}

/** A map or display sheet, placed on the table. */
export interface Board {
  id: string;
  name: string;
  /** Content hash of the board image; absent for a plain drawn board. */
  image?: string;
  /** Background colour for boards without an image (and behind a transparent one). */
  fill: string;
  width: number;
  height: number;
  /** Where the board's top-left corner sits on the table. */
  x: number;
  y: number;
  grid: Grid;
  /** Named areas (area-movement maps); absent on boards without them. */
  areas?: Area[];
  /** The clicks the grid was calibrated from, so reopening the calibration shows them again. */
  calibration?: BoardCalibration;
}

/** What a grid calibration was made of: the hex centres clicked with their printed numbers, and the hand nudges. */
export interface BoardCalibration {
  points: { x: number; y: number; label: string }[];
  nudge: { x: number; y: number };
  trim: { top: number; bottom: number; left: number; right: number };
}

/** What the document knows about an image; the bytes live in the asset store, keyed by hash. */
export interface AssetInfo {
  hash: string;
  mime: string;
  name: string;
  bytes: number;
  width: number;
  height: number;
}

/** A line of the shared log. */
export interface LogEntry {
  /** Milliseconds since the epoch. */
  t: number;
  /** Who did it (player name). */
  who: string;
  /** `rules`: a rules assistant's verdict, posted by the player who asked for it. */
  kind: 'action' | 'chat' | 'system' | 'rules';
  text: string;
  /** Set on a roll, a draw or a shuffle: chance, which no undo may cross. */
  chance?: true;
  /** The role id of the seat the writer acted for (stored as `r`); the log shows "as <the role's name>: …". */
  role?: string;
  /** The public key that signed the line, when it is signed. */
  signer?: string;
  /** On a roll's line, the roll's id: its text is read from the roll's records (src/doc/rollLog.ts). */
  roll?: string;
  /** On a rules verdict, the rolls whose dice it used. */
  cites?: string[];
  /**
   * What the signature says, when the line was read with its proof: `signed` (good, by `signer`),
   * `forged` (changed, or written in another's name); absent for an unsigned line (an older build,
   * or a client that does not sign). A second copy of a signed line is not read at all.
   */
  proof?: 'signed' | 'forged';
}

/** Game-wide facts: name and the schema version the document was written with. */
export interface GameMeta {
  id: string;
  name: string;
  schemaVersion: number;
  createdAt: number;
}

/** A plain, immutable view of the whole table that renderers and rules read. */
export interface TableSnapshot {
  meta: GameMeta;
  boards: ReadonlyMap<string, Board>;
  faces: ReadonlyMap<string, Face>;
  pieces: ReadonlyMap<string, Piece>;
  assets: ReadonlyMap<string, AssetInfo>;
}
