/**
 * Checks of a scenario's terrain and components before anything is built from them, so a mistake
 * is named by field (`terrain.valli.hexes.3207 names terrain type "swamp", which its palette does
 * not define`) instead of surfacing half-way through the import as a sentence naming nothing.
 */
import type { Cell, Grid, HexGrid, SquareGrid } from '../model/grid';
import { briefly, type Problem } from '../model/validate';
import { parseCellLabel } from '../geometry/numbering';
import { inBounds } from '../geometry/hexGrid';
import { adjacent, linkTypes, problemsOfPalette } from '../terrain/terrain';
import { isComponent } from '../components/model';
import { checkCustomDie } from '../dice/dice';
import { recordLimits } from '../doc/validateDoc';
import { problemsOfComponentEntry } from '../doc/recordChecks';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const shown = (key: string) => (key.length > 40 ? `${key.slice(0, 40)}…` : key);

/** The boards a scenario defines, as the checks below need them. */
export type ScenarioBoardGrids = ReadonlyMap<unknown, { grid?: unknown }>;

/** The cell a printed label names on a grid, or null when it names none of the board's cells. */
function cellOf(grid: Grid, label: string): Cell | null {
  try {
    const cell = parseCellLabel(grid as HexGrid | SquareGrid, label.slice(0, 50));
    return cell && inBounds(grid as HexGrid | SquareGrid, cell) ? cell : null;
  } catch {
    return null;
  }
}

/** What is wrong with a "label|label" key of a hexside or link, or null: two hexes of the board that are neighbours. */
function pairProblem(grid: Grid, key: string): string | null {
  const labels = key.split('|');
  const cells = labels.length === 2 ? labels.map((l) => cellOf(grid, l)) : [];
  if (cells.length !== 2 || !cells[0] || !cells[1]) return 'must name two hexes of the board, as "label|label"';
  return adjacent(grid as HexGrid | SquareGrid, cells[0], cells[1]) ? null : 'names two hexes that are not neighbours';
}

/** Problems of a scenario's `terrain` section, by field. */
export function problemsOfScenarioTerrain(value: unknown, boards: ScenarioBoardGrids, path = 'terrain'): Problem[] {
  if (value === undefined) return [];
  if (!isObject(value)) return [{ path, message: 'must be an object of layers by board id' }];
  const out: Problem[] = [];
  for (const [boardId, layer] of Object.entries(value)) {
    const at = `${path}.${shown(boardId)}`;
    const grid = boards.get(boardId)?.grid as Grid | undefined;
    if (!boards.has(boardId)) {
      out.push({ path: at, message: 'names a board the scenario does not define' });
      continue;
    }
    if (!isObject(layer)) {
      out.push({ path: at, message: 'must be an object with a palette and hexes' });
      continue;
    }
    out.push(...problemsOfPalette(layer.palette, `${at}.palette`));
    if (layer.sideFeatures !== undefined) out.push(...problemsOfPalette(layer.sideFeatures, `${at}.sideFeatures`));
    const ids = (list: unknown) => new Set(Array.isArray(list) ? list.map((t) => (isObject(t) ? t.id : undefined)) : []);
    const types = ids(layer.palette);
    const features = ids(layer.sideFeatures);
    const gridded = isObject(grid) && grid.kind !== 'none' && isObject((grid as { numbering?: unknown }).numbering);
    const section = (field: string, valid: (v: unknown) => boolean, what: string, pairs: boolean) => {
      const entries = layer[field];
      if (entries === undefined && field !== 'hexes') return;
      if (!isObject(entries)) return void out.push({ path: `${at}.${field}`, message: 'must be an object' });
      for (const [label, v] of Object.entries(entries)) {
        const where = `${at}.${field}.${shown(label)}`;
        if (!valid(v)) out.push({ path: where, message: `names ${what} ${briefly(v)}, which this layer does not define` });
        else if (gridded) {
          const problem = pairs ? pairProblem(grid, label) : cellOf(grid, label) ? null : 'is not a hex of the board';
          if (problem) out.push({ path: where, message: problem });
        }
      }
    };
    section('hexes', (v) => types.has(v), 'terrain type', false);
    section('hexsides', (v) => features.has(v), 'hexside feature', true);
    section('links', (v) => (linkTypes as readonly unknown[]).includes(v), 'link kind', true);
  }
  return out;
}

/** Problems of a scenario's `components` section (boxes, tracks, cups and decks), by field. */
export function problemsOfScenarioComponents(value: unknown, boards: ScenarioBoardGrids, path = 'components'): Problem[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return [{ path, message: 'must be a list' }];
  if (value.length > recordLimits.components) return [{ path, message: `must list at most ${recordLimits.components} boxes, tracks, cups and decks` }];
  const out: Problem[] = [];
  value.forEach((c, i) => {
    const at = `${path}[${i}]`;
    const bounded = isComponent(c) ? problemsOfComponentEntry(c.id, c, at) : [];
    if (!isComponent(c)) out.push({ path: at, message: 'is not a usable box, track, cup or deck (id, name, kind and boardId equal to id)' });
    else if (bounded.length) out.push(...bounded);
    else if (!boards.has(c.boardId)) out.push({ path: `${at}.boardId`, message: `names board ${briefly(c.boardId)}, which the scenario does not define` });
  });
  return out;
}

/**
 * Problems of a scenario's `dice` section (custom dice), by die: each must be a die the dice tray
 * could keep (`checkCustomDie`), with an id no earlier die of the list uses.
 */
export function problemsOfScenarioDice(value: unknown, path = 'dice'): Problem[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return [{ path, message: 'must be a list of custom dice' }];
  if (value.length > recordLimits.dice) return [{ path, message: `must list at most ${recordLimits.dice} dice` }];
  const out: Problem[] = [];
  const ids = new Set<unknown>();
  value.forEach((die, i) => {
    const at = `${path}[${i}]`;
    const found = checkCustomDie(die);
    const name = isObject(die) && typeof die.name === 'string' && die.name.trim() ? ` (${briefly(die.name)})` : '';
    if (found.length) out.push({ path: at, message: `is not a usable die${name}: ${found.join('; ')}` });
    else if (ids.has((die as { id: string }).id)) out.push({ path: `${at}.id`, message: `${briefly((die as { id: string }).id)} is used by an earlier die too` });
    if (isObject(die)) ids.add(die.id);
  });
  return out;
}
