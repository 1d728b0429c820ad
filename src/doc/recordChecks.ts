/**
 * The checks of the record kinds beyond boards, faces, assets and pieces — terrain entries, rules
 * assistant entries, boxes, tracks, cups and decks, custom dice — and the bounds of every field
 * they hold. One set of checks serves a save file (`validateDoc.ts`), a scenario
 * (`src/scenario/extras.ts`) and a peer's change as it lands (`docGuard.ts`), so a value refused
 * in one is refused in all, with the same field named. Without a bound, one 50 MB rules value or a
 * 3,000 × 3,000 table freezes every tab that reads it.
 */
import { isComponent, maxComponentName } from '../components/model';
import { checkCustomDie } from '../dice/dice';
import { bounds, type Problem } from '../model/validate';
import { problemsOfPalette } from '../terrain/terrain';
import { maxRulesId } from './rulesOps';

/** The largest values the rules assistant's entries may hold: far above any rulebook, far below what freezes a tab. */
export const rulesBounds = {
  /** Characters of a text value (notes, a list of hexes typed as text). */
  text: 10_000,
  /** Items of a list value (VP hexes, events in effect), and characters of each. */
  listItems: 10_000,
  listItem: 500,
  /** Columns and rows of a typed-in table, their labels, and the characters of a cell. */
  tableColumns: 200,
  tableRows: 1000,
  label: 200,
  cell: 500,
} as const;

/** Characters of a terrain entry's value (a terrain type, feature or link id) and of its key. */
const terrainValueLength = 100;
const terrainKeyLength = 300;
const terrainKeyRest = /:(?:palette|features|hex:-?\d+,-?\d+|(?:side|link):-?\d+,-?\d+\|-?\d+,-?\d+)$/;

/** A key shown in a path: quoted, cut short. */
export const quoted = (key: string) => (key.length > 40 ? `"${key.slice(0, 40)}…"` : `"${key}"`);

/** How long a text or list is, for a message. */
const size = (n: number, unit: string) => `${n.toLocaleString('en')} ${unit}`;

/** Problems of one text field: not text, or longer than `most` characters. */
function problemsOfText(v: unknown, path: string, most: number): Problem[] {
  if (typeof v !== 'string') return [{ path, message: 'must be text' }];
  return v.length > most ? [{ path, message: `is ${size(v.length, 'characters')} long; at most ${most.toLocaleString('en')} are allowed` }] : [];
}

/** Problems of a list of texts: not a list, too many items, or an item not text or too long (the first such named). */
function problemsOfTexts(v: unknown, path: string, items: number, each: number): Problem[] {
  if (!Array.isArray(v)) return [{ path, message: 'must be a list of texts' }];
  if (v.length > items) return [{ path, message: `holds ${size(v.length, 'items')}; at most ${items.toLocaleString('en')} are allowed` }];
  for (let i = 0; i < v.length; i++) {
    const found = problemsOfText(v[i], `${path}[${i}]`, each);
    if (found.length) return found;
  }
  return [];
}

/** Problems of a rules value: a finite number, true/false, bounded text or a bounded list of texts. */
export function problemsOfRuleValue(v: unknown, path: string): Problem[] {
  if (typeof v === 'number') return Number.isFinite(v) ? [] : [{ path, message: 'must be a finite number' }];
  if (typeof v === 'boolean') return [];
  if (typeof v === 'string') return problemsOfText(v, path, rulesBounds.text);
  if (Array.isArray(v)) return problemsOfTexts(v, path, rulesBounds.listItems, rulesBounds.listItem);
  return [{ path, message: 'must be a number, text, true/false or a list of texts' }];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a list is longer than `most` (its items are then not read). */
const longer = (v: unknown, most: number) => Array.isArray(v) && v.length > most;

/** Problems of a table's rows of cells, each row's first bad cell and its count of cells named. */
function problemsOfCells(cells: unknown[], path: string, columns: number | null): Problem[] {
  const out: Problem[] = [];
  cells.forEach((row, r) => {
    const at = `${path}.cells[${r}]`;
    const found = problemsOfTexts(row, at, rulesBounds.tableColumns, rulesBounds.cell);
    out.push(...found);
    if (Array.isArray(row) && columns !== null && row.length !== columns && !longer(row, rulesBounds.tableColumns)) out.push({ path: at, message: `must have one cell per column (${columns})` });
  });
  return out;
}

/**
 * Problems of a typed-in table: text column and row labels within their counts, one row of cells
 * per row label and one cell per column, every cell bounded. Sizes are checked before any cell is
 * read, so a 3,000 × 3,000 table is refused at once.
 */
export function problemsOfTableData(v: unknown, path: string): Problem[] {
  if (!isObject(v)) return [{ path, message: 'must be an object with columns, rows and cells' }];
  const out = [...problemsOfTexts(v.columns, `${path}.columns`, rulesBounds.tableColumns, rulesBounds.label), ...problemsOfTexts(v.rows, `${path}.rows`, rulesBounds.tableRows, rulesBounds.label)];
  if (v.sample !== undefined && typeof v.sample !== 'boolean') out.push({ path: `${path}.sample`, message: 'must be true or false' });
  if (longer(v.columns, rulesBounds.tableColumns) || longer(v.rows, rulesBounds.tableRows) || longer(v.cells, rulesBounds.tableRows)) {
    return out.length ? out : [{ path: `${path}.cells`, message: `holds ${(v.cells as unknown[]).length.toLocaleString('en')} rows; at most ${rulesBounds.tableRows.toLocaleString('en')} are allowed` }];
  }
  if (!Array.isArray(v.cells)) return [...out, { path: `${path}.cells`, message: 'must be a list of rows, each a list of texts' }];
  const rows = Array.isArray(v.rows) ? v.rows.length : null;
  if (rows !== null && v.cells.length !== rows) out.push({ path: `${path}.cells`, message: `must have one row per row label (${rows})` });
  return [...out, ...problemsOfCells(v.cells, path, Array.isArray(v.columns) ? v.columns.length : null)];
}

/** Whether text may name a ruleset, value, table or board: 1 to `maxRulesId` characters, not blank, not `__proto__`. */
const isRulesName = (id: string) => id.trim() !== '' && id.length <= maxRulesId && id !== '__proto__';

/** Problems of one entry of the `rules` map (`ruleset`, `value:<id>`, `table:<id>`, `control:<board>:col,row`, `optional:<id>`). */
export function problemsOfRulesEntry(key: string, value: unknown, path = `rules.${quoted(key)}`): Problem[] {
  if (key === 'ruleset') return typeof value === 'string' && isRulesName(value) ? [] : [{ path, message: `must name a ruleset in 1 to ${maxRulesId} characters` }];
  const [kind, ...rest] = key.split(':');
  const id = rest.join(':');
  if ((kind === 'value' || kind === 'table' || kind === 'optional') && !isRulesName(id)) return [{ path, message: `must be named in 1 to ${maxRulesId} characters` }];
  if (kind === 'value') return problemsOfRuleValue(value, path);
  if (kind === 'table') return problemsOfTableData(value, path);
  if (kind === 'optional') return value === true ? [] : [{ path, message: 'must be true (an optional rule switched on)' }];
  if (kind === 'control' && key.length <= terrainKeyLength) return problemsOfText(value, path, terrainValueLength);
  return [{ path, message: 'is not a rules assistant entry' }];
}

/** Problems of one entry of the `terrain` map (`<board>:hex:…`, `:side:…`, `:link:…`, `:palette`, `:features`). */
export function problemsOfTerrainEntry(key: string, value: unknown, path = `terrain.${quoted(key)}`): Problem[] {
  if (key.length > terrainKeyLength || !terrainKeyRest.test(key)) return [{ path, message: 'is not a terrain entry' }];
  if (key.endsWith(':palette') || key.endsWith(':features')) return problemsOfPalette(value, path);
  return problemsOfText(value, path, terrainValueLength);
}

/** Characters of JSON a component record may take: its fields are few and short. */
const componentBytes = 4096;

/** Problems of one box, track, cup or deck record stored under `key`. */
export function problemsOfComponentEntry(key: string, value: unknown, path = `components.${quoted(key)}`): Problem[] {
  if (isObject(value)) {
    const name = problemsOfText(value.name, `${path}.name`, Math.max(maxComponentName, bounds.nameLength));
    if (name.length) return name;
    const hand = value.hand === undefined ? [] : problemsOfText(value.hand, `${path}.hand`, bounds.nameLength);
    if (hand.length) return hand;
  }
  if (!isComponent(value, key)) return [{ path, message: 'is not a usable box, track, cup or deck' }];
  let length = Infinity;
  try {
    length = JSON.stringify(value).length;
  } catch {
    // A value JSON cannot write is no record.
  }
  return length > componentBytes ? [{ path, message: `takes ${size(length, 'characters')}; at most ${componentBytes.toLocaleString('en')} are allowed` }] : [];
}

/** Problems of one custom die stored under `key` (src/dice/dice.ts `checkCustomDie`). */
export function problemsOfDieEntry(key: string, value: unknown, path = `dice.${quoted(key)}`): Problem[] {
  const found = checkCustomDie(value);
  return found.length ? [{ path, message: `is not a usable die: ${found[0]}` }] : [];
}
