/**
 * Dice, as plain data and pure functions (no DOM, no Yjs): the dice-expression parser (`2d6`,
 * `d10+1`, `1d%`), custom dice whose faces carry labels and symbols, and the one random source
 * every roll draws from. Nothing here calls Math.random: a roll takes its `random` function as an
 * argument — `cryptoRandom` in play, `seededRandom(seed)` in tests — so rolls can be replayed.
 */

/** A source of uniform numbers in [0, 1). */
export type Random = () => number;

/** Thrown for a dice expression, custom die or roll that cannot be used; the message is for the player. */
export class DiceError extends Error {
  override name = 'DiceError';
}

/* ----------------------------------------------------------------------------------------------
 * Limits
 * -------------------------------------------------------------------------------------------- */

/** Most dice rolled at once (an expression's count, or copies of a custom die). */
export const maxDice = 50;
export const minSides = 2;
export const maxSides = 1000;
/** Largest modifier, either way (`d20+1000`). */
export const maxModifier = 1000;
export const maxFaces = 30;
export const maxDieName = 40;
export const maxFaceLabel = 24;
/** Longest "what for?" label kept with a roll. */
export const maxReason = 80;

/* ----------------------------------------------------------------------------------------------
 * Random sources
 * -------------------------------------------------------------------------------------------- */

const two53 = 2 ** 53;
const cryptoWords = new Uint32Array(2);

/**
 * A uniform number in [0, 1) with 53 random bits from `crypto.getRandomValues`. With `randomInt`
 * (which rejects the few values that would over-represent some results) every face of every die
 * is exactly equally likely.
 */
export function cryptoRandom(): number {
  globalThis.crypto.getRandomValues(cryptoWords);
  return ((cryptoWords[0] >>> 5) * 67108864 + (cryptoWords[1] >>> 6)) / two53;
}

/** FNV-1a of a string, for text seeds. */
function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A reproducible random source (mulberry32) for tests and replays; the same seed gives the same rolls. */
export function seededRandom(seed: number | string): Random {
  let a = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A whole number in 0…n−1, each equally likely. The draw is read as a 53-bit integer and split
 * into `n` equal buckets from the top bits (so sources with fewer bits, such as a seeded 32-bit
 * one, work too); the sliver left over above the last whole bucket is drawn again.
 */
export function randomInt(n: number, random: Random): number {
  if (!Number.isInteger(n) || n < 1 || n > two53) throw new RangeError(`randomInt needs a whole number of outcomes, not ${n}`);
  const bucket = Math.floor(two53 / n);
  const limit = bucket * n;
  for (let tries = 0; tries < 64; tries++) {
    const r = random();
    if (!(r >= 0 && r < 1)) throw new RangeError(`a random source must return numbers in [0, 1), not ${r}`);
    const x = Math.floor(r * two53);
    if (x >= limit) continue;
    let i = Math.floor(x / bucket);
    if (i * bucket > x) i--;
    return Math.min(i, n - 1);
  }
  throw new RangeError('the random source keeps returning numbers just below 1');
}

/* ----------------------------------------------------------------------------------------------
 * Dice expressions
 * -------------------------------------------------------------------------------------------- */

/** A parsed dice expression: `count` dice of `sides` sides, plus `modifier`. */
export interface DiceSpec {
  count: number;
  sides: number;
  modifier: number;
  /** Written `d%` (a d100 read 1–100). */
  percentile: boolean;
  /** The expression in its usual short form: `2d6`, `d20-2`, `d%`. */
  text: string;
}

/** A rolled dice expression. */
export interface DiceRoll {
  spec: DiceSpec;
  /** Each die, in the order rolled. */
  dice: number[];
  /** The dice plus the modifier. */
  total: number;
}

const expressionPattern = /^(\d*)d(\d+|%)(?:([+-])(\d+))?$/;

/** The short form of an expression. */
export function formatDice({ count, sides, modifier, percentile }: Omit<DiceSpec, 'text'>): string {
  const mod = modifier > 0 ? `+${modifier}` : modifier < 0 ? `-${-modifier}` : '';
  return `${count > 1 ? count : ''}d${percentile ? '%' : sides}${mod}`;
}

/**
 * Reads a dice expression: `d6`, `2d6`, `3d10+1`, `d20-2`, `1d%` (spaces and capitals allowed).
 * Throws a `DiceError` saying what is wrong.
 */
export function parseDice(expression: string): DiceSpec {
  const shown = expression.trim();
  if (!shown) throw new DiceError('Write a dice expression, e.g. 2d6 or d10+1');
  const compact = shown.toLowerCase().replace(/\s+/g, '').replace(/[−–]/g, '-');
  const match = compact.length <= 40 ? expressionPattern.exec(compact) : null;
  if (!match) throw new DiceError(`'${shown.length > 40 ? `${shown.slice(0, 40)}…` : shown}' is not a dice expression; write e.g. 2d6 or d10+1`);
  const [, countText, sidesText, sign, modText] = match;
  const count = countText ? Number(countText) : 1;
  const percentile = sidesText === '%';
  const sides = percentile ? 100 : Number(sidesText);
  const modifier = sign ? (sign === '-' ? -1 : 1) * Number(modText) : 0;
  if (count < 1 || count > maxDice) throw new DiceError(`'${shown}': roll 1 to ${maxDice} dice at a time`);
  if (sides < minSides || sides > maxSides) throw new DiceError(`'${shown}': a die has ${minSides} to ${maxSides} sides`);
  if (Math.abs(modifier) > maxModifier) throw new DiceError(`'${shown}': keep the modifier between -${maxModifier} and +${maxModifier}`);
  const spec = { count, sides, modifier: modifier || 0, percentile };
  return { ...spec, text: formatDice(spec) };
}

/** Like `parseDice`, but returns the problem instead of throwing. */
export function tryParseDice(expression: string): { spec: DiceSpec; error?: undefined } | { spec?: undefined; error: string } {
  try {
    return { spec: parseDice(expression) };
  } catch (e) {
    if (e instanceof DiceError) return { error: e.message };
    throw e;
  }
}

/** Rolls one die of `sides` sides: 1…sides. */
export function rollDie(sides: number, random: Random): number {
  return randomInt(sides, random) + 1;
}

/** Rolls a dice expression (parsed or as text). */
export function rollDice(spec: DiceSpec | string, random: Random): DiceRoll {
  const s = typeof spec === 'string' ? parseDice(spec) : spec;
  const dice: number[] = [];
  for (let i = 0; i < s.count; i++) dice.push(rollDie(s.sides, random));
  return { spec: s, dice, total: dice.reduce((a, b) => a + b, 0) + s.modifier };
}

/* ----------------------------------------------------------------------------------------------
 * Custom dice
 * -------------------------------------------------------------------------------------------- */

/**
 * The symbols a custom die's face can show. `glyph` stands for the symbol in plain text (the
 * log); the tray draws its own icon. `tank`, `infantry` and `artillery` follow NATO unit symbols.
 */
export const dieSymbols = {
  cross: { glyph: '✚', title: 'Cross' },
  tank: { glyph: '▬', title: 'Tank (armour)' },
  infantry: { glyph: '☒', title: 'Infantry' },
  artillery: { glyph: '●', title: 'Artillery' },
  plane: { glyph: '✈', title: 'Plane' },
  ship: { glyph: '⚓', title: 'Ship' },
  card: { glyph: '▯', title: 'Card' },
  star: { glyph: '★', title: 'Star' },
  hit: { glyph: '✸', title: 'Hit' },
  miss: { glyph: '○', title: 'Miss' },
  flag: { glyph: '⚑', title: 'Flag' },
  gun: { glyph: '⌐', title: 'Gun' },
  flash: { glyph: 'ϟ', title: 'Flash' },
  snow: { glyph: '❄', title: 'Snow' },
  blank: { glyph: '◌', title: 'Blank' },
} as const satisfies Record<string, { glyph: string; title: string }>;

/** The name of a face symbol: `cross`, `tank`, `plane`, `card`… */
export type DieSymbol = keyof typeof dieSymbols;

/** Every symbol name, in the order of the table. */
export const dieSymbolNames = Object.keys(dieSymbols) as DieSymbol[];

export function isDieSymbol(value: unknown): value is DieSymbol {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(dieSymbols, value);
}

/** One face of a custom die. */
export interface DieFace {
  label: string;
  symbol?: DieSymbol;
  /** A CSS hex colour (`#c33`, `#cc3333`) the face is drawn in. */
  color?: string;
}

/** A die the players define, kept in the game document (`dice` map, by id). */
export interface CustomDie {
  id: string;
  name: string;
  faces: DieFace[];
}

/** A custom die rolled `count` times. */
export interface CustomRoll {
  die: CustomDie;
  /** The faces that came up, in order. */
  faces: DieFace[];
  /** Which face each one is (index into `die.faces`). */
  indices: number[];
}

const colorPattern = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isDieColor(value: unknown): value is string {
  return typeof value === 'string' && colorPattern.test(value);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What is wrong with a custom die record (from the editor, a save file or a friend), as sentences
 * a player can act on; an empty list means it is sound.
 */
export function checkCustomDie(value: unknown): string[] {
  if (!isRecord(value)) return ['A custom die must be a record with an id, a name and faces'];
  const out: string[] = [];
  const { id, name, faces } = value;
  if (typeof id !== 'string' || !id || id.length > 64) out.push('The die needs an id (1 to 64 characters)');
  if (typeof name !== 'string' || !name.trim()) out.push('Give the die a name');
  else if (name.length > maxDieName) out.push(`The die's name is ${name.length} characters long; keep it to ${maxDieName}`);
  if (!Array.isArray(faces)) {
    out.push('The die needs a list of faces');
    return out;
  }
  if (faces.length < 1 || faces.length > maxFaces) out.push(`A die has 1 to ${maxFaces} faces; this one has ${faces.length}`);
  faces.slice(0, maxFaces + 1).forEach((face, i) => {
    const n = i + 1;
    if (!isRecord(face)) return void out.push(`Face ${n} must be a record with a label`);
    if (typeof face.label !== 'string' || !face.label.trim()) out.push(`Face ${n} needs a label`);
    else if (face.label.length > maxFaceLabel) out.push(`Face ${n}'s label is ${face.label.length} characters long; keep it to ${maxFaceLabel}`);
    else if (/[\r\n]/.test(face.label)) out.push(`Face ${n}'s label must be one line`);
    if (face.symbol !== undefined && !isDieSymbol(face.symbol)) out.push(`Face ${n}: '${String(face.symbol)}' is not a symbol; use one of ${dieSymbolNames.join(', ')}`);
    if (face.color !== undefined && !isDieColor(face.color)) out.push(`Face ${n}: '${String(face.color)}' is not a colour; write e.g. #c33 or #cc3333`);
  });
  return out;
}

/** Whether a value is a sound custom die record. */
export function isCustomDie(value: unknown): value is CustomDie {
  return checkCustomDie(value).length === 0;
}

/** A clean copy of a sound die: trimmed text, no stray keys, nothing undefined. */
export function normalizeCustomDie(die: CustomDie): CustomDie {
  return {
    id: die.id,
    name: die.name.trim(),
    faces: die.faces.map((f) => {
      const face: DieFace = { label: f.label.trim() };
      if (f.symbol) face.symbol = f.symbol;
      if (f.color) face.color = f.color.toLowerCase();
      return face;
    }),
  };
}

/**
 * Reads the editor's faces, one per line: `label`, `label symbol`, either followed by an optional
 * `#colour` (`Hit tank #c33`). A line that is only a symbol name (`plane`) is that symbol with
 * its name as the label. Blank lines are skipped.
 */
export function parseFaceLines(text: string): { faces: DieFace[]; problems: string[] } {
  const faces: DieFace[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const words = raw.trim().split(/\s+/).filter(Boolean);
    if (!words.length) return;
    const face: Partial<DieFace> = {};
    const last = words[words.length - 1];
    if (last.startsWith('#')) {
      if (!isDieColor(last)) problems.push(`Line ${i + 1}: '${last}' is not a colour; write e.g. #c33 or #cc3333`);
      else face.color = last.toLowerCase();
      words.pop();
    }
    const tail = words[words.length - 1]?.toLowerCase();
    if (tail && isDieSymbol(tail)) {
      face.symbol = tail;
      words.pop();
    }
    face.label = words.length ? words.join(' ') : (face.symbol ?? '');
    if (!face.label) problems.push(`Line ${i + 1} needs a label`);
    else if (face.label.length > maxFaceLabel) problems.push(`Line ${i + 1}: '${face.label}' is longer than ${maxFaceLabel} characters`);
    faces.push(face as DieFace);
  });
  if (!faces.length) problems.push('Write at least one face, one per line');
  else if (faces.length > maxFaces) problems.push(`A die has at most ${maxFaces} faces; this one has ${faces.length}`);
  return { faces, problems };
}

/** The editor's text for a die's faces (the inverse of `parseFaceLines`). */
export function formatFaceLines(faces: readonly DieFace[]): string {
  return faces
    .map((f) => {
      const parts = [f.label];
      if (f.symbol && f.symbol !== f.label.toLowerCase()) parts.push(f.symbol);
      if (f.color) parts.push(f.color);
      return parts.join(' ');
    })
    .join('\n');
}

/** A face as plain text: its symbol's glyph and its label, e.g. `✈ plane`. */
export function faceText(face: DieFace): string {
  return face.symbol ? `${dieSymbols[face.symbol].glyph} ${face.label}` : face.label;
}

/** Rolls a custom die `count` times (1 to `maxDice`). */
export function rollCustom(die: CustomDie, count: number, random: Random): CustomRoll {
  if (!Number.isInteger(count) || count < 1 || count > maxDice) throw new DiceError(`Roll 1 to ${maxDice} of a die at a time, not ${count}`);
  if (!die.faces.length) throw new DiceError(`The die "${die.name}" has no faces`);
  const indices: number[] = [];
  for (let i = 0; i < count; i++) indices.push(randomInt(die.faces.length, random));
  return { die, faces: indices.map((i) => die.faces[i]), indices };
}

/* ----------------------------------------------------------------------------------------------
 * Log lines
 * -------------------------------------------------------------------------------------------- */

/** A "what for?" label as kept: one line, trimmed, at most `maxReason` characters; empty → undefined. */
export function cleanReason(reason: string | null | undefined): string | undefined {
  const text = (reason ?? '').replace(/\s+/g, ' ').trim();
  return text ? (text.length > maxReason ? `${text.slice(0, maxReason - 1)}…` : text) : undefined;
}

const forReason = (reason?: string) => (reason ? ` for "${reason}"` : '');

/** `4 + 3 = 7`, `15 (-2) = 13`, `5`: the dice, the modifier in brackets, and the total when it adds anything. */
export function diceSum(roll: DiceRoll): string {
  const { dice, total, spec } = roll;
  const mod = spec.modifier > 0 ? ` (+${spec.modifier})` : spec.modifier < 0 ? ` (-${-spec.modifier})` : '';
  if (dice.length === 1 && !mod) return String(total);
  return `${dice.join(' + ')}${mod} = ${total}`;
}

/** The log line of a roll: `rolled 2d6 for "Attack on 1212": 4 + 3 = 7`. */
export function describeRoll(roll: DiceRoll, reason?: string): string {
  return `rolled ${roll.spec.text}${forReason(reason)}: ${diceSum(roll)}`;
}

/** The log line of a custom-die roll: `rolled 2 × Air die: ✈ plane, ✚ cross`. */
export function describeCustomRoll(roll: CustomRoll, reason?: string): string {
  const what = roll.faces.length > 1 ? `${roll.faces.length} × ${roll.die.name}` : roll.die.name;
  return `rolled ${what}${forReason(reason)}: ${roll.faces.map(faceText).join(', ')}`;
}
