/**
 * A counter without an image, as pure functions: the NATO-style counter a design describes (its
 * faces and the attributes rules assistants read) and the colours of each side. The counter form
 * and orders of battle (orderOfBattle.ts) both build counters from these.
 */
import type { AttributeValue, DrawnFace, Face, Piece, UnitSymbol } from '../model/records';
import { unitSymbols } from '../model/records';
import type { NewCounter } from '../doc/pieceOps';

// ---------------------------------------------------------------------------------------------
// Attributes
// ---------------------------------------------------------------------------------------------

/** Text attributes every counter may have, in the order panels show them. */
export const textAttributes = ['side', 'nationality', 'type', 'size'] as const;
/** Number attributes every counter may have. */
export const numberAttributes = ['attack', 'defence', 'movement', 'steps'] as const;
/** Yes/no attributes shown as checkboxes; absent means no. */
export const flagAttributes = ['elite', 'assault', 'mountain'] as const;
/** Every well-known attribute, in display order. */
export const wellKnownAttributes: readonly string[] = [...textAttributes, ...numberAttributes, ...flagAttributes];

/** Unit size pips a counter can show over its symbol box ('' for none). */
export const sizePips = ['', 'I', 'II', 'III', 'X', 'XX', 'XXX', 'XXXX'] as const;

/** What each pip means, for menus and for reading `battalion` or `div` in an order of battle. */
export const sizeNames: Record<string, string> = { '': 'none', I: 'company', II: 'battalion', III: 'regiment', X: 'brigade', XX: 'division', XXX: 'corps', XXXX: 'army' };

const sizeAliases: Record<string, string> = {
  i: 'I', coy: 'I', co: 'I', company: 'I', ii: 'II', bn: 'II', battalion: 'II', iii: 'III', rgt: 'III', regt: 'III', regiment: 'III',
  x: 'X', bde: 'X', brig: 'X', brigade: 'X', xx: 'XX', div: 'XX', division: 'XX', xxx: 'XXX', corps: 'XXX', xxxx: 'XXXX', army: 'XXXX',
  '●': '●', '●●': '●●', '●●●': '●●●',
};

/** Reads a unit size (`XX`, `div`, `division`) as its pips; `''` for empty, null when not a size. */
export function parseSize(text: string): string | null {
  const t = text.trim().toLowerCase().replace(/\.$/, '');
  if (!t) return '';
  return Object.hasOwn(sizeAliases, t) ? sizeAliases[t] : null;
}

/** How each unit symbol is named in menus. */
export const symbolNames: Record<UnitSymbol, string> = {
  infantry: 'Infantry',
  armor: 'Armour',
  mechanized: 'Mechanized',
  artillery: 'Artillery',
  cavalry: 'Cavalry',
  mountain: 'Mountain',
  engineer: 'Engineer',
  hq: 'Headquarters',
  recon: 'Reconnaissance',
  none: 'No symbol',
};

const symbolAliases: Record<string, UnitSymbol> = {};
const aliasList: Record<UnitSymbol, string[]> = {
  infantry: ['inf', 'foot', 'rifle', 'rifles', 'grenadier', 'grenadiers', 'para', 'paratroop', 'paratroops', 'airborne', 'marine', 'marines', 'militia'],
  armor: ['armour', 'armd', 'arm', 'tank', 'tanks', 'panzer', 'pz'],
  mechanized: ['mechanised', 'mech', 'mot', 'motorized', 'motorised', 'panzergrenadier', 'pzg'],
  artillery: ['art', 'arty', 'gun', 'guns'],
  cavalry: ['cav', 'horse'],
  mountain: ['mtn', 'alpine', 'alpini'],
  engineer: ['engineers', 'eng', 'engr', 'pioneer', 'pioneers', 'sapper', 'sappers'],
  hq: ['headquarters', 'command', 'cmd'],
  recon: ['reconnaissance', 'rcn', 'scout', 'scouts', 'armoured car', 'armored car', 'armoured cars', 'armored cars'],
  none: ['marker'],
};
for (const s of unitSymbols) {
  symbolAliases[s] = s;
  for (const a of aliasList[s]) symbolAliases[a] = s;
}

/** Reads a unit type (`infantry`, `inf`, `panzer`, `hq`) as the symbol that draws it, or null. */
export function symbolOf(type: string): UnitSymbol | null {
  const key = type.trim().toLowerCase().replace(/\.$/, '').replace(/\s+/g, ' ');
  return Object.hasOwn(symbolAliases, key) ? symbolAliases[key] : null;
}

/** Attack, defence and movement read from printed factors. */
export interface Factors {
  attack?: number;
  defence?: number;
  movement?: number;
}

/** A printed factor: up to six digits (a longer run is no factor, and would read as Infinity). */
const factorNumber = /^[[(]?(\d{1,6}(?:[.,]\d{1,6})?)[\])]?\*?$/;

/**
 * Reads printed factors: `3-4-8` is attack 3, defence 4, movement 8; `4-6` is combat 4 (attack and
 * defence) and movement 6; `5` is combat 5. Brackets and a trailing `*` are allowed around a number
 * (`(2)-4-6`). Four or more numbers are printed but not read. `{}` for empty text; null when the
 * text is not numbers separated by dashes.
 */
export function parseFactors(text: string): Factors | null {
  const t = text.trim();
  if (!t) return {};
  // Split on the dashes, then trim: white space around a dash in the pattern would be rescanned from every one of its characters.
  const parts = t.split(/[-–—]/).map((p) => p.trim());
  const values: number[] = [];
  for (const p of parts) {
    const m = factorNumber.exec(p);
    if (!m) return null;
    values.push(Number(m[1].replace(',', '.')));
  }
  if (values.length === 3) return { attack: values[0], defence: values[1], movement: values[2] };
  if (values.length === 2) return { attack: values[0], defence: values[0], movement: values[1] };
  if (values.length === 1) return { attack: values[0], defence: values[0] };
  return {};
}

// ---------------------------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------------------------

/** A side's counter colours. */
export interface SideColours {
  fill: string;
  ink: string;
  /** Band across reduced sides. */
  stripe?: string;
}

/** Colours given to sides in turn when nothing says otherwise. */
export const sidePalette: readonly SideColours[] = [
  { fill: '#c9b77a', ink: '#2b2414' },
  { fill: '#8fb3cf', ink: '#10202e' },
  { fill: '#c8655a', ink: '#1e0d0a' },
  { fill: '#9cb879', ink: '#17230d' },
  { fill: '#b9a3cf', ink: '#1d1230' },
  { fill: '#e3a64f', ink: '#2a1a05' },
  { fill: '#d9d4c7', ink: '#1d1d1d' },
  { fill: '#5e6f86', ink: '#ffffff' },
];

/** A colour as counters accept it: `#rgb`, `#rrggbb` (with optional alpha) or a CSS colour name. */
export function isColour(text: string): boolean {
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(text) || /^[a-z]{3,20}$/i.test(text);
}

/** Relative brightness (0 black … 1 white) of a `#rgb` / `#rrggbb` colour; 0.5 for anything else. */
function brightness(colour: string): number {
  const m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(colour.trim());
  if (!m) return /^white$/i.test(colour) ? 1 : /^black$/i.test(colour) ? 0 : 0.5;
  const hex = m[1].length <= 4 ? [...m[1].slice(0, 3)].map((c) => c + c).join('') : m[1].slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Text colour that reads well on a fill. */
export function inkFor(fill: string): string {
  return brightness(fill) > 0.45 ? '#1b1b1b' : '#ffffff';
}

/** The band on a reduced side: white, or red on a light counter where white would not show. */
export function stripeFor(fill: string): string {
  return brightness(fill) > 0.8 ? '#c0392b' : '#ffffff';
}

/** Turns any CSS colour the parser accepts into `#rrggbb` where possible (for `<input type=color>`). */
export function hexColour(colour: string, fallback = '#000000'): string {
  const m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(colour.trim());
  if (!m) return /^white$/i.test(colour) ? '#ffffff' : /^black$/i.test(colour) ? '#000000' : fallback;
  return `#${(m[1].length <= 4 ? [...m[1].slice(0, 3)].map((c) => c + c).join('') : m[1].slice(0, 6)).toLowerCase()}`;
}

/**
 * The colours each side already uses in a game, read from its counters' drawn faces (the first
 * counter of a side found decides), keyed by the side in lower case.
 */
export function sideColoursOf(table: { pieces: ReadonlyMap<string, Piece>; faces: ReadonlyMap<string, Face> }): Map<string, SideColours & { side: string }> {
  const out = new Map<string, SideColours & { side: string }>();
  for (const piece of table.pieces.values()) {
    const side = piece.attrs.side;
    if (typeof side !== 'string' || !side.trim() || out.has(side.trim().toLowerCase())) continue;
    const front = table.faces.get(piece.faces[0]);
    if (front?.kind !== 'drawn') continue;
    const back = piece.faces.map((id) => table.faces.get(id)).find((f): f is DrawnFace => f?.kind === 'drawn' && !!f.stripe);
    out.set(side.trim().toLowerCase(), { side: side.trim(), fill: front.fill, ink: front.ink, ...(back ? { stripe: back.stripe } : {}) });
  }
  return out;
}

/** The first palette colour no side in `used` has; once all are taken, the palette again in turn. */
export function nextPaletteColour(used: Iterable<SideColours>): SideColours {
  const all = [...used];
  const fills = new Set(all.map((c) => c.fill.toLowerCase()));
  return sidePalette.find((c) => !fills.has(c.fill)) ?? sidePalette[all.length % sidePalette.length];
}

// ---------------------------------------------------------------------------------------------
// A counter design
// ---------------------------------------------------------------------------------------------

/** The attributes that are derived from a design unless typed over. */
export type DerivedAttribute = 'type' | 'attack' | 'defence' | 'movement' | 'steps';

/** Everything the counter form (or a line of an order of battle) says about a counter. */
export interface CounterDesign {
  name: string;
  kind: 'unit' | 'marker';
  side: string;
  nationality: string;
  fill: string;
  ink: string;
  /** Drawn in the box; markers have none. */
  symbol: UnitSymbol;
  /** Size pips for a unit (`XX`); for a marker, the large label (`DG`). */
  size: string;
  /** Factors printed on the front, e.g. `3-4-8`. */
  factors: string;
  /** Factors printed on the reduced back; empty for a one-sided counter. */
  reduced: string;
  /** The band across the reduced side. */
  stripe: string;
  /** Attribute values typed over the derived ones. */
  overrides?: Partial<Record<DerivedAttribute, AttributeValue>>;
  /** Flags set (`elite`, `assault`, …); written as `true`. */
  flags?: readonly string[];
  /** Further attributes, as they are. */
  extra?: Record<string, AttributeValue>;
  /** Board pixels; by default sized to the board. */
  pieceSize?: number;
}

/** Whether a design makes a two-sided counter. */
export const isTwoSided = (d: Pick<CounterDesign, 'kind' | 'reduced'>) => d.kind === 'unit' && d.reduced.trim() !== '';

/**
 * The attributes a design gives its counters: side, nationality; for units also type (the
 * symbol), size (the pips), attack/defence/movement from the front factors and steps (2 with a
 * reduced side, else 1) unless typed over; the flags; and any extra ones.
 */
export function counterAttributes(d: CounterDesign): Record<string, AttributeValue> {
  const attrs: Record<string, AttributeValue> = { ...(d.extra ?? {}) };
  if (d.side.trim()) attrs.side = d.side.trim();
  if (d.nationality.trim()) attrs.nationality = d.nationality.trim();
  if (d.kind === 'unit') {
    if (d.symbol !== 'none') attrs.type = d.symbol;
    if (d.size.trim()) attrs.size = d.size.trim();
    const f = parseFactors(d.factors) ?? {};
    if (f.attack !== undefined) attrs.attack = f.attack;
    if (f.defence !== undefined) attrs.defence = f.defence;
    if (f.movement !== undefined) attrs.movement = f.movement;
    attrs.steps = isTwoSided(d) ? 2 : 1;
  }
  for (const [k, v] of Object.entries(d.overrides ?? {})) if (v !== undefined && v !== '') attrs[k] = v;
  for (const flag of d.flags ?? []) attrs[flag] = true;
  return attrs;
}

/** The faces a design draws: the front, and the reduced back with its stripe when there is one. */
export function counterFaces(d: CounterDesign): DrawnFace[] {
  const marker = d.kind === 'marker';
  const front: DrawnFace = { kind: 'drawn', fill: d.fill, ink: d.ink, symbol: marker ? 'none' : d.symbol, size: d.size.trim(), name: d.name.trim(), factors: d.factors.trim() };
  if (!isTwoSided(d)) return [front];
  return [front, { ...front, factors: d.reduced.trim(), stripe: d.stripe || stripeFor(d.fill) }];
}

/** The counter a design makes. */
export function designCounter(d: CounterDesign): NewCounter {
  return { name: d.name.trim(), kind: d.kind, faces: counterFaces(d), attrs: counterAttributes(d), ...(d.pieceSize ? { size: d.pieceSize } : {}) };
}

