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

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const num: Check = (v, path, out) => {
  if (typeof v !== 'number' || !Number.isFinite(v)) out.push({ path, message: 'must be a finite number' });
};
const int: Check = (v, path, out) => {
  if (!Number.isInteger(v)) out.push({ path, message: 'must be a whole number' });
};
const str: Check = (v, path, out) => {
  if (typeof v !== 'string') out.push({ path, message: 'must be text' });
};
const bool: Check = (v, path, out) => {
  if (typeof v !== 'boolean') out.push({ path, message: 'must be true or false' });
};
const oneOf =
  (...allowed: readonly string[]): Check =>
  (v, path, out) => {
    if (typeof v !== 'string' || !allowed.includes(v)) out.push({ path, message: `must be one of ${allowed.join(', ')}` });
  };
const positive: Check = (v, path, out) => {
  if (typeof v !== 'number' || !(v > 0) || !Number.isFinite(v)) out.push({ path, message: 'must be a positive number' });
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
  separator: str,
  columnStart: int,
  rowStart: int,
  columnDigits: int,
  rowDigits: int,
  columnStyle: oneOf('numeric', 'alpha'),
  rowStyle: oneOf('numeric', 'alpha'),
  columnDescending: bool,
  rowDescending: bool,
  stagger: bool,
  only: oneOf('column', 'row'),
  lettersPastZ: oneOf('sequence', 'doubled'),
  prefix: shortText,
  suffix: shortText,
};

/** Checks a grid numbering scheme. */
export const checkNumbering: Check = (v, path, out) => fields(v, path, out, numberingShape, ['only', 'lettersPastZ', 'prefix', 'suffix']);

/** Checks a grid record of any kind. */
export const checkGrid: Check = (v, path, out) => {
  if (!isObject(v)) return void out.push({ path, message: 'must be an object' });
  const grid = v as Partial<Grid>;
  if (grid.kind === 'none') return;
  const common: Record<string, Check> = {
    dx: positive,
    dy: positive,
    originX: num,
    originY: num,
    columns: int,
    rows: int,
    numbering: checkNumbering,
    showLines: bool,
  };
  if (grid.kind === 'hex') fields(v, path, out, { ...common, orientation: oneOf('flat', 'pointy'), shiftOdd: bool });
  else if (grid.kind === 'square') fields(v, path, out, common);
  else out.push({ path: `${path}.kind`, message: 'must be hex, square or none' });
};

/** Checks where a piece sits. */
export const checkPlacement: Check = (v, path, out) => fields(v, path, out, { b: str, x: num, y: num, z: str });

/** Checks one face record. */
export const checkFace: Check = (v, path, out) => {
  if (!isObject(v)) return void out.push({ path, message: 'must be an object' });
  if (v.kind === 'drawn') {
    fields(v, path, out, { fill: str, ink: str, symbol: oneOf(...unitSymbols), size: str, name: str, factors: str, stripe: str }, ['stripe']);
  } else if (v.kind === 'image') {
    fields(v, path, out, { asset: str, crop: (c, p, o) => fields(c, p, o, { x: num, y: num, w: positive, h: positive }) }, ['crop']);
  } else out.push({ path: `${path}.kind`, message: 'must be drawn or image' });
};

const checkAttrs: Check = (v, path, out) => {
  if (!isObject(v)) return void out.push({ path, message: 'must be an object' });
  for (const [key, value] of Object.entries(v)) {
    if (!['string', 'number', 'boolean'].includes(typeof value)) out.push({ path: `${path}.${key}`, message: 'must be text, a number or true/false' });
  }
};

/** Checks one piece record (not its references; see `checkReferences`). */
export const checkPiece: Check = (v, path, out) =>
  fields(v, path, out, {
    id: str,
    name: str,
    kind: oneOf('unit', 'marker'),
    faces: (f, p, o) => {
      if (!Array.isArray(f) || f.length === 0 || f.some((x) => typeof x !== 'string')) o.push({ path: p, message: 'must be a non-empty list of face ids' });
    },
    face: int,
    rot: num,
    size: positive,
    at: checkPlacement,
    attrs: checkAttrs,
  });

const checkAreas: Check = (v, path, out) => {
  if (!Array.isArray(v)) return void out.push({ path, message: 'must be a list of areas' });
  v.forEach((a, i) =>
    fields(a, `${path}[${i}]`, out, {
      id: str,
      name: str,
      points: (p, at, o) => {
        if (!Array.isArray(p) || p.length < 6 || p.length % 2 !== 0 || p.some((n) => typeof n !== 'number' || !Number.isFinite(n))) o.push({ path: at, message: 'must list at least three x, y corners' });
      },
    }),
  );
};

const checkCalibration: Check = (v, path, out) =>
  fields(v, path, out, {
    points: (p, at, o) => {
      if (!Array.isArray(p) || p.length > 50) return void o.push({ path: at, message: 'must be a list of at most 50 points' });
      p.forEach((q, i) => fields(q, `${at}[${i}]`, o, { x: num, y: num, label: str }));
    },
    nudge: (n, at, o) => fields(n, at, o, { x: num, y: num }),
    trim: (t, at, o) => fields(t, at, o, { top: int, bottom: int, left: int, right: int }),
  });

/** Checks one board record. */
export const checkBoard: Check = (v, path, out) =>
  fields(v, path, out, { id: str, name: str, image: str, fill: str, width: positive, height: positive, x: num, y: num, grid: checkGrid, areas: checkAreas, calibration: checkCalibration }, ['image', 'areas', 'calibration']);

/** Checks what the document says about an image asset. */
export const checkAsset: Check = (v, path, out) =>
  fields(v, path, out, { hash: str, mime: str, name: str, bytes: int, width: positive, height: positive });

/** Runs a check and returns its problems; an empty list means the value is sound. */
export function problemsOf(check: Check, value: unknown, path = ''): Problem[] {
  const out: Problem[] = [];
  check(value, path, out);
  return out;
}

/** Makes one readable sentence of a few problems, for an error message. */
export function describeProblems(problems: Problem[], limit = 3): string {
  const shown = problems.slice(0, limit).map((p) => `${p.path || 'value'} ${p.message}`);
  const more = problems.length > limit ? ` (and ${problems.length - limit} more)` : '';
  return shown.join('; ') + more;
}

