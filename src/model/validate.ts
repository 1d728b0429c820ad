/**
 * Small, explicit validators for records that arrive from outside (save files, peers).
 * Each returns a list of problems, each naming the field, so a player sees what is wrong.
 */
import type { Grid } from './grid';
import { unitSymbols } from './records';

/** A problem found in a record: where (a dotted path) and what. */
export interface Problem {
  path: string;
  message: string;
}

type Check = (value: unknown, path: string, out: Problem[]) => void;

/**
 * The largest values a record may hold. A game from a file or a peer that passes them is refused:
 * without bounds, one number (a 100000 × 100000 grid, a billion-digit label) hangs every player's tab.
 */
export const bounds = {
  /** Smallest spacing of a grid's cells, in board pixels. */
  minSpacing: 1,
  /** Columns or rows of one grid; real maps have under 100. */
  gridSide: 1000,
  /** Cells of one grid in all. */
  gridCells: 250_000,
  /** Zero-padded digits of a label part. */
  digits: 6,
  /** First column or row number. */
  labelStart: 1_000_000,
  /** Board size and positions, in board pixels. */
  extent: 1_000_000,
  /** Ids of records. */
  idLength: 100,
  /** Names, labels and other short text. */
  nameLength: 200,
  /** Attribute keys per piece and faces per piece. */
  attributes: 100,
  faces: 64,
  /** Points of an area polygon (x and y counted separately) and areas per board. */
  areaPoints: 2000,
  areas: 500,
  /** A piece's order key. */
  orderKeyLength: 200,
} as const;

/** Keys that would reach an object's prototype if ever used as property names. */
const prototypeKeys = new Set(['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf']);

/** Whether a game id is usable: it names the game in links and storage keys, so letters, digits, `-` and `_` only. */
export function isGameId(id: unknown): id is string {
  return typeof id === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(id);
}

/** Whether a record id is usable: short, non-empty text that is not an inherited member's name. */
export function isRecordId(id: unknown): id is string {
  return typeof id === 'string' && id.length > 0 && id.length <= bounds.idLength && !prototypeKeys.has(id);
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const num: Check = (v, path, out) => {
  if (typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) > bounds.extent) out.push({ path, message: `must be a number between −${bounds.extent} and ${bounds.extent}` });
};
/** A whole number from `min` to `max`. */
const intIn =
  (min: number, max: number): Check =>
  (v, path, out) => {
    if (!Number.isInteger(v) || (v as number) < min || (v as number) > max) out.push({ path, message: `must be a whole number from ${min} to ${max}` });
  };
const str: Check = (v, path, out) => {
  if (typeof v !== 'string' || v.length > bounds.nameLength) out.push({ path, message: `must be text of at most ${bounds.nameLength} characters` });
};
const id: Check = (v, path, out) => {
  if (!isRecordId(v)) out.push({ path, message: `must be an id of 1 to ${bounds.idLength} characters` });
};
const bool: Check = (v, path, out) => {
  if (typeof v !== 'boolean') out.push({ path, message: 'must be true or false' });
};
const oneOf =
  (...allowed: readonly string[]): Check =>
  (v, path, out) => {
    if (typeof v !== 'string' || !allowed.includes(v)) out.push({ path, message: `must be one of ${allowed.join(', ')}` });
  };
/** A grid's cell spacing: from a pixel up, so a spacing of 1e-300 cannot put every counter in one column. */
const spacing: Check = (v, path, out) => {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < bounds.minSpacing || v > bounds.extent) out.push({ path, message: `must be a number from ${bounds.minSpacing} to ${bounds.extent} pixels` });
};
const positive: Check = (v, path, out) => {
  if (typeof v !== 'number' || !(v > 0) || !Number.isFinite(v) || v > bounds.extent) out.push({ path, message: `must be a positive number up to ${bounds.extent}` });
};

function fields(value: unknown, path: string, out: Problem[], shape: Record<string, Check>, optional: string[] = []) {
  if (!isObject(value)) {
    out.push({ path, message: 'must be an object' });
    return;
  }
  for (const [key, check] of Object.entries(shape)) {
    const at = path ? `${path}.${key}` : key;
    if (value[key] === undefined) {
      if (!optional.includes(key)) out.push({ path: at, message: 'is missing' });
    } else check(value[key], at, out);
  }
}

/** Text around a label: short, so a typo cannot make every label a page long. */
const shortText: Check = (v, path, out) => {
  if (typeof v !== 'string' || v.length > 20) out.push({ path, message: 'must be text of at most 20 characters' });
};

const numberingShape: Record<string, Check> = {
  first: oneOf('column', 'row'),
  separator: shortText,
  columnStart: intIn(-bounds.labelStart, bounds.labelStart),
  rowStart: intIn(-bounds.labelStart, bounds.labelStart),
  columnDigits: intIn(0, bounds.digits),
  rowDigits: intIn(0, bounds.digits),
  columnStyle: oneOf('numeric', 'alpha'),
  rowStyle: oneOf('numeric', 'alpha'),
  columnDescending: bool,
  rowDescending: bool,
  stagger: bool,
  only: oneOf('column', 'row'),
  lettersPastZ: oneOf('sequence', 'doubled', 'vassal'),
  staggerRule: oneOf('diagonal', 'shiftedLines'),
  columnDescendingFrom: intIn(-bounds.labelStart, bounds.labelStart),
  rowDescendingFrom: intIn(-bounds.labelStart, bounds.labelStart),
  prefix: shortText,
  suffix: shortText,
};

/** Checks a grid numbering scheme. */
export const checkNumbering: Check = (v, path, out) => fields(v, path, out, numberingShape, ['only', 'lettersPastZ', 'prefix', 'suffix', 'staggerRule', 'columnDescendingFrom', 'rowDescendingFrom']);

/** Checks a grid record of any kind. */
export const checkGrid: Check = (v, path, out) => {
  if (!isObject(v)) return void out.push({ path, message: 'must be an object' });
  const grid = v as Partial<Grid>;
  if (grid.kind === 'none') return;
  const common: Record<string, Check> = {
    dx: spacing,
    dy: spacing,
    originX: num,
    originY: num,
    columns: intIn(0, bounds.gridSide),
    rows: intIn(0, bounds.gridSide),
    numbering: checkNumbering,
    showLines: bool,
  };
  if (grid.kind === 'hex') fields(v, path, out, { ...common, orientation: oneOf('flat', 'pointy'), shiftOdd: bool, rounding: oneOf('vassal') }, ['rounding']);
  else if (grid.kind === 'square') fields(v, path, out, { ...common, rounding: oneOf('vassal') }, ['rounding']);
  else return void out.push({ path: `${path}.kind`, message: 'must be hex, square or none' });
  if (Number.isInteger(grid.columns) && Number.isInteger(grid.rows) && grid.columns! * grid.rows! > bounds.gridCells) {
    out.push({ path: `${path}.columns`, message: `times rows must be at most ${bounds.gridCells} cells` });
  }
};

/** Checks where a piece sits. */
export const checkPlacement: Check = (v, path, out) =>
  fields(v, path, out, {
    b: id,
    x: num,
    y: num,
    z: (z, p, o) => {
      if (typeof z !== 'string' || z.length > bounds.orderKeyLength) o.push({ path: p, message: `must be an order key of at most ${bounds.orderKeyLength} characters` });
    },
  });

/** Checks one face record. */
export const checkFace: Check = (v, path, out) => {
  if (!isObject(v)) return void out.push({ path, message: 'must be an object' });
  if (v.kind === 'drawn') {
    fields(v, path, out, { fill: str, ink: str, symbol: oneOf(...unitSymbols), size: str, name: str, factors: str, stripe: str }, ['stripe']);
  } else if (v.kind === 'image') {
    fields(v, path, out, { asset: id, crop: (c, p, o) => fields(c, p, o, { x: num, y: num, w: positive, h: positive }) }, ['crop']);
  } else out.push({ path: `${path}.kind`, message: 'must be drawn or image' });
};

/** Checks a piece's attributes: at most `bounds.attributes`, each short text, a number or true/false. */
export const checkAttributes: Check = (v, path, out) => {
  if (!isObject(v)) return void out.push({ path, message: 'must be an object' });
  const entries = Object.entries(v);
  if (entries.length > bounds.attributes) return void out.push({ path, message: `must have at most ${bounds.attributes} attributes` });
  for (const [key, value] of entries) {
    if (key.length > bounds.nameLength || prototypeKeys.has(key)) out.push({ path: `${path}.${key.slice(0, 40)}`, message: 'is not a usable attribute name' });
    else if (typeof value === 'number' ? !Number.isFinite(value) : typeof value === 'string' ? value.length > bounds.nameLength : typeof value !== 'boolean') {
      out.push({ path: `${path}.${key}`, message: 'must be short text, a number or true/false' });
    }
  }
};

/** Checks one piece record (not its references; see `checkReferences`). */
export const checkPiece: Check = (v, path, out) =>
  fields(v, path, out, {
    id,
    name: str,
    kind: oneOf('unit', 'marker'),
    faces: (f, p, o) => {
      if (!Array.isArray(f) || f.length === 0 || f.length > bounds.faces || f.some((x) => !isRecordId(x))) o.push({ path: p, message: `must be a list of 1 to ${bounds.faces} face ids` });
    },
    face: intIn(0, bounds.faces - 1),
    rot: num,
    size: positive,
    at: checkPlacement,
    attrs: checkAttributes,
  });

const checkAreas: Check = (v, path, out) => {
  if (!Array.isArray(v) || v.length > bounds.areas) return void out.push({ path, message: `must be a list of at most ${bounds.areas} areas` });
  v.forEach((a, i) =>
    fields(a, `${path}[${i}]`, out, {
      id,
      name: str,
      points: (p, at, o) => {
        if (!Array.isArray(p) || p.length < 6 || p.length > bounds.areaPoints || p.length % 2 !== 0 || p.some((n) => typeof n !== 'number' || !Number.isFinite(n))) {
          o.push({ path: at, message: `must list 3 to ${bounds.areaPoints / 2} x, y corners` });
        }
      },
      neighbours: checkNeighbours,
      attrs: checkAttributes,
    }, ['neighbours', 'attrs']),
  );
};

/** An area's neighbours: at most one per area of the board, each an area id. */
const checkNeighbours: Check = (v, path, out) => {
  if (!Array.isArray(v) || v.length > bounds.areas || v.some((n) => !isRecordId(n))) out.push({ path, message: `must be a list of at most ${bounds.areas} area ids` });
};

const checkCalibration: Check = (v, path, out) =>
  fields(v, path, out, {
    points: (p, at, o) => {
      if (!Array.isArray(p) || p.length > 50) return void o.push({ path: at, message: 'must be a list of at most 50 points' });
      p.forEach((q, i) => fields(q, `${at}[${i}]`, o, { x: num, y: num, label: str }));
    },
    nudge: (n, at, o) => fields(n, at, o, { x: num, y: num }),
    trim: (t, at, o) => fields(t, at, o, { top: intIn(0, bounds.gridSide), bottom: intIn(0, bounds.gridSide), left: intIn(0, bounds.gridSide), right: intIn(0, bounds.gridSide) }),
  });

/** Checks a board record stored under `key`: sound, and stored under its own id. */
export function problemsOfBoardRecord(key: string, value: unknown, path = `boards.${key}`): Problem[] {
  if (!isRecordId(key)) return [{ path, message: 'has an id that is not usable' }];
  const out = problemsOf(checkBoard, value, path);
  if (!out.length && (value as { id: string }).id !== key) out.push({ path: `${path}.id`, message: 'differs from the key it is stored under' });
  return out;
}

/** Checks a face record stored under `key`. */
export function problemsOfFaceRecord(key: string, value: unknown, path = `faces.${key}`): Problem[] {
  if (!isRecordId(key)) return [{ path, message: 'has an id that is not usable' }];
  return problemsOf(checkFace, value, path);
}

/** Checks an image record stored under `key` (its content hash). */
export function problemsOfAssetRecord(key: string, value: unknown, path = `assets.${key}`): Problem[] {
  if (!isRecordId(key)) return [{ path, message: 'has an id that is not usable' }];
  const out = problemsOf(checkAsset, value, path);
  if (!out.length && (value as { hash: string }).hash !== key) out.push({ path: `${path}.hash`, message: 'differs from the key it is stored under' });
  return out;
}

/** Checks one board record. */
export const checkBoard: Check = (v, path, out) =>
  fields(v, path, out, { id, name: str, image: id, fill: str, width: positive, height: positive, x: num, y: num, grid: checkGrid, areas: checkAreas, calibration: checkCalibration }, ['image', 'areas', 'calibration']);

/** Checks what the document says about an image asset. */
export const checkAsset: Check = (v, path, out) =>
  fields(v, path, out, { hash: id, mime: str, name: str, bytes: intIn(0, 2 ** 31), width: positive, height: positive });

/** Runs a check and returns its problems; an empty list means the value is sound. */
export function problemsOf(check: Check, value: unknown, path = ''): Problem[] {
  const out: Problem[] = [];
  check(value, path, out);
  return out;
}

/** A value from outside shown briefly in a message: text quoted and cut short, anything else by its kind. */
export function briefly(v: unknown): string {
  if (typeof v === 'string') return `"${v.length > 40 ? `${v.slice(0, 40)}…` : v}"`;
  if (v === null || v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'a list';
  return typeof v === 'object' ? 'an object' : String(v);
}

/** Makes one readable sentence of a few problems, for an error message. */
export function describeProblems(problems: Problem[], limit = 3): string {
  const shown = problems.slice(0, limit).map((p) => `${p.path || 'value'} ${p.message}`);
  const more = problems.length > limit ? ` (and ${problems.length - limit} more)` : '';
  return shown.join('; ') + more;
}

