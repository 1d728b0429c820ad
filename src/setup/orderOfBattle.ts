/**
 * Plain-text orders of battle (CSV, TSV or semicolon-separated, with a header row) turned into
 * counters, with errors that name the line and the column. Nothing here touches the document;
 * `src/doc/pieceOps.ts` adds the result. Splitting the text into records is in
 * delimitedRecords.ts, putting the rows on boards in orderOfBattlePlacement.ts, and counter designs
 * and side colours in counterDesign.ts; all of it is exported from here.
 */
import type { AttributeValue, UnitSymbol } from '../model/records';
import { unitSymbols } from '../model/records';
import { detectDelimiter, splitRecords } from './delimitedRecords';
import type { OrderOfBattleError, OrderOfBattleRow } from './orderOfBattleRows';
import { designCounter, flagAttributes, nextPaletteColour, parseFactors, parseSize, sizePips, symbolOf, isColour, inkFor, stripeFor, type CounterDesign, type DerivedAttribute, type SideColours } from './counterDesign';
export * from './counterDesign';
export * from './orderOfBattleRows';
export * from './orderOfBattlePlacement';

/** What reading an order of battle gives: its counters, or every mistake when there are any. */
export interface ParsedOrderOfBattle {
  rows: OrderOfBattleRow[];
  errors: OrderOfBattleError[];
  /** Counters the rows make (their counts added up). */
  total: number;
  /** The delimiter found in the header row. */
  delimiter: ',' | ';' | '\t';
  /** The headings of the hex and board columns as written (for errors found when placing). */
  columns: { hex: string; board: string };
}

/** Most copies one line may ask for, and most counters one order of battle may make. */
export const maxCount = 100;
export const maxCounters = 2000;

type Field =
  | 'name' | 'side' | 'nationality' | 'type' | 'symbol' | 'size' | 'factors' | 'reduced' | 'hex' | 'board' | 'steps'
  | 'attack' | 'defence' | 'movement' | 'count' | 'kind' | 'fill' | 'ink' | 'stripe' | 'flags' | 'elite' | 'assault' | 'mountain';

const headerAliases: Record<string, Field> = {};
const fieldAliases: Record<Field, string[]> = {
  name: ['name', 'unit', 'designation'],
  side: ['side', 'player', 'faction'],
  nationality: ['nationality', 'nation', 'contingent', 'country'],
  type: ['type', 'arm', 'branch'],
  symbol: ['symbol'],
  size: ['size', 'echelon'],
  factors: ['factors', 'front', 'strength'],
  reduced: ['reduced', 'back', 'reduced factors'],
  hex: ['hex', 'location', 'loc', 'square', 'setup', 'set up'],
  board: ['board', 'map'],
  steps: ['steps'],
  attack: ['attack', 'att', 'atk'],
  defence: ['defence', 'defense', 'def'],
  movement: ['movement', 'move', 'mov', 'mp', 'ma'],
  count: ['count', 'copies', 'qty', 'quantity'],
  kind: ['kind'],
  fill: ['fill', 'colour', 'color', 'background'],
  ink: ['ink', 'text colour', 'text color'],
  stripe: ['stripe'],
  flags: ['flags'],
  elite: ['elite'],
  assault: ['assault'],
  mountain: ['mountain'],
};
for (const [field, names] of Object.entries(fieldAliases)) for (const n of names) headerAliases[n] = field as Field;

const normalHeader = (h: string) => h.trim().toLowerCase().replace(/[\s_-]+/g, ' ');

const yes = new Set(['yes', 'y', 'true', '1', 'x', '✓', '✔', '*']);
const no = new Set(['no', 'n', 'false', '0', '-']);

/** A cell of a column nobody knows: a number, true/false, or text. */
function looseValue(text: string): AttributeValue {
  if (/^-?(?:0|[1-9]\d*)(?:\.\d+)?$/.test(text)) return Number(text);
  const t = text.toLowerCase();
  if (t === 'true' || t === 'yes') return true;
  if (t === 'false' || t === 'no') return false;
  return text;
}

/** Options for reading an order of battle. */
export interface OrderOfBattleOptions {
  /** Colours of sides already in the game (see `sideColoursOf`), keyed by side in lower case. */
  sideColours?: ReadonlyMap<string, SideColours>;
}

interface Draft {
  line: number;
  count: number;
  design: CounterDesign;
  hex?: string;
  board?: string;
  /** Colours this line gives explicitly. */
  fill?: string;
  ink?: string;
  stripe?: string;
}

/**
 * Reads an order of battle: delimited text (comma, semicolon or tab, found from the header row)
 * whose first row names the columns, case-insensitively. Known columns: name, side, nationality
 * (or contingent), type, symbol, size, factors, reduced, hex, board, steps, attack, defence,
 * movement, count, kind, fill, ink, stripe, flags (words such as `elite mountain`), elite, assault,
 * mountain; other columns become attributes as they are (numbers and yes/no read as such). Every
 * mistake is reported with its line and column; lines with mistakes make no counters.
 */
export function parseOrderOfBattle(text: string, options: OrderOfBattleOptions = {}): ParsedOrderOfBattle {
  const errors: OrderOfBattleError[] = [];
  const clean = text.replace(/^\uFEFF/, '');
  const firstLine = clean.split('\n').find((l) => l.trim() && !l.trim().startsWith('#')) ?? '';
  const delimiter = detectDelimiter(firstLine);
  const records = splitRecords(clean, delimiter, errors);
  if (!records.length) {
    if (!errors.length) errors.push({ line: 1, message: 'there is nothing to read: the first row names the columns (e.g. name,side,type,size,factors,hex)' });
    return { rows: [], errors, total: 0, delimiter, columns: { hex: 'hex', board: 'board' } };
  }
  const [header, ...body] = records;
  const headers = header.cells.map((h) => h.trim());
  const fields: (Field | string | null)[] = [];
  const seen = new Map<string, number>();
  headers.forEach((h, col) => {
    const key = normalHeader(h);
    if (!key) return void fields.push(null);
    const field = headerAliases[key] ?? key;
    if (seen.has(field)) errors.push({ line: header.line, column: h, message: `the column appears twice (columns ${seen.get(field)! + 1} and ${col + 1})` });
    seen.set(field, col);
    fields.push(field);
  });
  if (!seen.has('name')) errors.push({ line: header.line, message: `the first row must name the columns, with a "name" column (found: ${headers.filter(Boolean).join(', ') || 'nothing'})` });
  if (errors.length) return { rows: [], errors, total: 0, delimiter, columns: { hex: 'hex', board: 'board' } };

  const drafts: Draft[] = [];
  let total = 0;
  for (const rec of body) {
    const before = errors.length;
    const fail = (column: string | undefined, message: string) => errors.push({ line: rec.line, column, message });
    if (rec.cells.length > headers.length && rec.cells.slice(headers.length).some((c) => c !== '')) {
      fail(undefined, `${rec.cells.length} values, but the first row names ${headers.length} columns (a value with a "${delimiter === '\t' ? 'tab' : delimiter}" in it needs quotes)`);
      continue;
    }
    const cell = (field: Field): string => {
      const col = seen.get(field);
      return col === undefined ? '' : (rec.cells[col] ?? '').trim();
    };
    const colName = (field: Field) => headers[seen.get(field)!];
    fields.forEach((f, col) => {
      if (f === null && (rec.cells[col] ?? '').trim()) fail(`${col + 1}`, 'a value under a column with no name in the first row');
    });

    const kindText = cell('kind').toLowerCase();
    const kind: 'unit' | 'marker' = kindText === 'marker' ? 'marker' : 'unit';
    if (kindText && !['unit', 'marker', 'counter'].includes(kindText)) fail(colName('kind'), `'${cell('kind')}' is not unit or marker`);

    let symbol: UnitSymbol = kind === 'marker' ? 'none' : 'infantry';
    const typeText = cell('type');
    const typeSymbol = typeText ? symbolOf(typeText) : null;
    if (typeSymbol && kind === 'unit') symbol = typeSymbol;
    const symbolText = cell('symbol');
    if (symbolText) {
      const s = symbolOf(symbolText);
      if (!s) fail(colName('symbol'), `'${symbolText}' is not a unit symbol (${unitSymbols.join(', ')})`);
      else if (kind === 'unit') symbol = s;
    }

    const sizeText = cell('size');
    let size = sizeText;
    if (kind === 'unit') {
      const pips = parseSize(sizeText);
      if (pips === null) fail(colName('size'), `'${sizeText}' is not a unit size (${sizePips.filter(Boolean).join(', ')}, or company, battalion, regiment, brigade, division, corps, army)`);
      else size = pips;
    }

    const factors = cell('factors');
    if (factors && parseFactors(factors) === null) fail(colName('factors'), `'${factors}' is not like 3-4-8`);
    const reduced = cell('reduced');
    if (reduced && parseFactors(reduced) === null) fail(colName('reduced'), `'${reduced}' is not like 1-2-8`);
    if (reduced && kind === 'marker') fail(colName('reduced'), 'a marker has one face: leave reduced empty');

    const overrides: Partial<Record<DerivedAttribute, AttributeValue>> = {};
    if (typeText) overrides.type = typeSymbol && kind === 'unit' ? typeSymbol : typeText;
    for (const f of ['attack', 'defence', 'movement'] as const) {
      const v = cell(f);
      if (!v) continue;
      const num = Number(v.replace(',', '.'));
      if (!Number.isFinite(num)) fail(colName(f), `'${v}' is not a number`);
      else overrides[f] = num;
    }
    const stepsText = cell('steps');
    if (stepsText) {
      const steps = Number(stepsText);
      if (!Number.isInteger(steps) || steps < 1 || steps > 20) fail(colName('steps'), `'${stepsText}' is not a whole number of steps from 1 to 20`);
      else overrides.steps = steps;
    }

    const countText = cell('count');
    let count = 1;
    if (countText) {
      count = Number(countText);
      if (!Number.isInteger(count) || count < 1 || count > maxCount) fail(colName('count'), `'${countText}' is not a whole number from 1 to ${maxCount}`);
    }

    const flags: string[] = [];
    for (const f of flagAttributes) {
      const v = cell(f).toLowerCase();
      if (!v) continue;
      if (yes.has(v)) flags.push(f);
      else if (!no.has(v)) fail(colName(f), `'${cell(f)}' is not yes or no`);
    }
    const flagText = cell('flags');
    if (flagText) {
      for (const word of flagText.split(/[\s,;|/+]+/).filter(Boolean)) {
        if (!/^[\p{L}_][\p{L}\p{N}_-]{0,39}$/u.test(word)) fail(colName('flags'), `'${word}' is not a flag name (one word, such as elite)`);
        else if (!flags.includes(word.toLowerCase())) flags.push(word.toLowerCase());
      }
    }

    const colours: Partial<Record<'fill' | 'ink' | 'stripe', string>> = {};
    for (const f of ['fill', 'ink', 'stripe'] as const) {
      const v = cell(f);
      if (!v) continue;
      if (!isColour(v)) fail(colName(f), `'${v}' is not a colour (like #c9b77a or white)`);
      else colours[f] = v;
    }

    const extra: Record<string, AttributeValue> = {};
    fields.forEach((f, col) => {
      if (f === null || f in fieldAliases) return;
      const v = (rec.cells[col] ?? '').trim();
      if (v) extra[f] = looseValue(v);
    });

    if (errors.length > before) continue;
    total += count;
    const design: CounterDesign = {
      name: cell('name'),
      kind,
      side: cell('side'),
      nationality: cell('nationality'),
      fill: '',
      ink: '',
      symbol,
      size,
      factors,
      reduced,
      stripe: '',
      overrides,
      flags,
      extra,
    };
    drafts.push({ line: rec.line, count, design, hex: cell('hex') || undefined, board: cell('board') || undefined, ...colours });
  }
  if (total > maxCounters) errors.push({ line: body.at(-1)?.line ?? header.line, message: `that makes ${total} counters; at most ${maxCounters} can be added at once` });

  // Colours by side: a line's own, else the first one given for its side, else the game's, else the palette.
  const bySide = new Map<string, SideColours>();
  for (const d of drafts) {
    const key = d.design.side.toLowerCase();
    if (d.fill && !bySide.has(key)) bySide.set(key, { fill: d.fill, ink: d.ink ?? inkFor(d.fill), ...(d.stripe ? { stripe: d.stripe } : {}) });
  }
  const known = options.sideColours ?? new Map<string, SideColours>();
  for (const d of drafts) {
    const key = d.design.side.toLowerCase();
    if (!bySide.has(key)) bySide.set(key, known.get(key) ?? nextPaletteColour([...known.values(), ...bySide.values()]));
  }
  const rows: OrderOfBattleRow[] = drafts.map((d) => {
    const side = bySide.get(d.design.side.toLowerCase())!;
    const fill = d.fill ?? side.fill;
    const ink = d.ink ?? (d.fill ? inkFor(d.fill) : side.ink);
    const stripe = d.stripe ?? side.stripe ?? stripeFor(fill);
    return { line: d.line, count: d.count, counter: designCounter({ ...d.design, fill, ink, stripe }), ...(d.hex ? { hex: d.hex } : {}), ...(d.board ? { board: d.board } : {}) };
  });
  const columns = { hex: seen.has('hex') ? headers[seen.get('hex')!] : 'hex', board: seen.has('board') ? headers[seen.get('board')!] : 'board' };
  return { rows: errors.length ? [] : rows, errors, total: errors.length ? 0 : total, delimiter, columns };
}
