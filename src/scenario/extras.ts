/**
 * The parts of a setup beyond boards and counters: each board's terrain (by printed hex labels, so
 * a person can read and write it), the boxes, tracks, cups and decks, and the rules assistant's
 * setup (ruleset, values, typed-in tables). Exported with the scenario and applied when one is
 * imported; `scenarioExtras` and `applyScenarioExtras` are a pair.
 */
import type * as Y from 'yjs';
import type { Cell } from '../model/grid';
import type { TableSnapshot } from '../model/records';
import { cellLabel, parseCellLabel } from '../geometry/numbering';
import { inBounds } from '../geometry/hexGrid';
import { parseCellKey, parsePairKey, type LinkType, type SideFeatureType, type TerrainType } from '../terrain/terrain';
import { paintHexes, readAllTerrain, setHexsides, setLinks, setPalette, setSideFeatures } from '../doc/terrainOps';
import { readComponents } from '../doc/componentOps';
import { runOperation, type Actor } from '../doc/operations';
import { isComponent, type TableComponent } from '../components/model';
import { isRulesId, maxRulesId, readRules, setUpRules } from '../doc/rulesOps';
import { problemsOfRuleValue, problemsOfTableData } from '../doc/recordChecks';
import { recordLimits } from '../doc/validateDoc';
import type { Problem } from '../model/validate';
import type { RuleValue } from '../rules/types';
import type { TableData } from '../rules/kit/types';
import { isCustomDie, type CustomDie } from '../dice/dice';
import { readCustomDice, saveCustomDie } from '../doc/diceOps';

/** One board's terrain in a scenario: types, and what is painted where by printed label. */
export interface ScenarioTerrain {
  palette: TerrainType[];
  sideFeatures?: SideFeatureType[];
  /** Hex label → terrain type id. */
  hexes: Record<string, string>;
  /** "label|label" → hexside feature id. */
  hexsides?: Record<string, string>;
  /** "label|label" → road, railroad or trail. */
  links?: Record<string, LinkType>;
}

/** The rules assistant's setup in a scenario: which ruleset, values set, tables typed in. */
export interface ScenarioRules {
  ruleset?: string;
  values?: Record<string, RuleValue>;
  tables?: Record<string, TableData>;
}

export interface ScenarioExtras {
  terrain?: Record<string, ScenarioTerrain>;
  components?: TableComponent[];
  rules?: ScenarioRules;
  /** Custom dice, as the game's dice tray keeps them (`CustomDie`: id, name, faces). */
  dice?: CustomDie[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkId(id: string, path: string, out: Problem[]): void {
  if (!isRulesId(id)) out.push({ path, message: id === '__proto__' ? 'is a reserved name' : `must be a name of 1 to ${maxRulesId} characters` });
}

/** Checks a scenario's `rules` section and lists its problems by field (`rules.tables.crt.cells[2][3] must be text`). */
export function problemsOfScenarioRules(value: unknown, path = 'rules'): Problem[] {
  const out: Problem[] = [];
  if (value === undefined) return out;
  if (!isObject(value)) return [{ path, message: 'must be an object' }];
  if (value.ruleset !== undefined) {
    if (typeof value.ruleset !== 'string') out.push({ path: `${path}.ruleset`, message: 'must be text' });
    else checkId(value.ruleset, `${path}.ruleset`, out);
  }
  for (const part of ['values', 'tables'] as const) {
    const map = value[part];
    if (map === undefined) continue;
    if (!isObject(map)) {
      out.push({ path: `${path}.${part}`, message: 'must be an object' });
      continue;
    }
    const entries = Object.entries(map);
    if (entries.length > recordLimits.rules) {
      out.push({ path: `${path}.${part}`, message: `holds ${entries.length} entries; at most ${recordLimits.rules} are allowed` });
      continue;
    }
    for (const [id, v] of entries) {
      const at = id.trim() ? `${path}.${part}.${id}` : `${path}.${part}[${JSON.stringify(id)}]`;
      checkId(id, at, out);
      out.push(...(part === 'tables' ? problemsOfTableData(v, at) : problemsOfRuleValue(v, at)));
    }
  }
  return out;
}

/** Reads a game's terrain and components in scenario form. */
export function scenarioExtras(doc: Y.Doc, table: TableSnapshot): ScenarioExtras {
  const terrain: Record<string, ScenarioTerrain> = {};
  for (const [boardId, layer] of readAllTerrain(doc)) {
    const grid = table.boards.get(boardId)?.grid;
    if (!grid || grid.kind === 'none') continue;
    const label = (c: Cell) => cellLabel(grid, c);
    const pair = (key: string) => {
      const cells = parsePairKey(key);
      return cells ? `${label(cells[0])}|${label(cells[1])}` : null;
    };
    const hexes: Record<string, string> = {};
    for (const [key, id] of Object.entries(layer.hexes)) {
      const cell = parseCellKey(key);
      if (cell) hexes[label(cell)] = id;
    }
    const hexsides = Object.fromEntries(Object.entries(layer.hexsides).flatMap(([k, v]) => (pair(k) ? [[pair(k)!, v]] : [])));
    const links = Object.fromEntries(Object.entries(layer.links).flatMap(([k, v]) => (pair(k) ? [[pair(k)!, v]] : [])));
    if (!Object.keys(hexes).length && !Object.keys(hexsides).length && !Object.keys(links).length) continue;
    terrain[boardId] = { palette: layer.palette, sideFeatures: layer.sideFeatures, hexes, hexsides, links };
  }
  const components = readComponents(doc);
  const state = readRules(doc);
  const rules: ScenarioRules = {
    ...(state.ruleset ? { ruleset: state.ruleset } : {}),
    ...(Object.keys(state.values).length ? { values: state.values } : {}),
    ...(Object.keys(state.tables).length ? { tables: state.tables } : {}),
  };
  const dice = readCustomDice(doc);
  return {
    ...(Object.keys(terrain).length ? { terrain } : {}),
    ...(components.length ? { components } : {}),
    ...(Object.keys(rules).length ? { rules } : {}),
    ...(dice.length ? { dice } : {}),
  };
}

/** Writes a scenario's terrain, components, rules setup and custom dice into a game whose boards it has just set up. */
export function applyScenarioExtras(player: Actor, extras: ScenarioExtras, boards: TableSnapshot['boards']): void {
  const actor: Actor = { doc: player.doc, name: player.name, quiet: true };
  const done: string[] = [];
  for (const [boardId, t] of Object.entries(extras.terrain ?? {})) {
    const grid = boards.get(boardId)?.grid;
    if (!grid || grid.kind === 'none') continue;
    const cell = (label: string) => {
      const c = parseCellLabel(grid, label);
      return c && inBounds(grid, c) ? c : null;
    };
    const pairs = (map: Record<string, string> = {}) => {
      const byValue = new Map<string, [Cell, Cell][]>();
      for (const [key, value] of Object.entries(map)) {
        const [a, b] = key.split('|').map(cell);
        if (a && b) byValue.set(value, [...(byValue.get(value) ?? []), [a, b]]);
      }
      return byValue;
    };
    setPalette(actor, boardId, t.palette);
    if (t.sideFeatures) setSideFeatures(actor, boardId, t.sideFeatures);
    const byType = new Map<string, Cell[]>();
    for (const [label, id] of Object.entries(t.hexes)) {
      const c = cell(label);
      if (c) byType.set(id, [...(byType.get(id) ?? []), c]);
    }
    for (const [id, cells] of byType) paintHexes(actor, boardId, cells, id);
    for (const [feature, sides] of pairs(t.hexsides)) setHexsides(actor, boardId, sides, feature);
    for (const [type, links] of pairs(t.links)) setLinks(actor, boardId, links, type as LinkType);
    done.push(`the terrain of "${boards.get(boardId)?.name ?? boardId}"`);
  }
  const components = (extras.components ?? []).filter((c) => isComponent(c, c.id) && boards.has(c.boardId));
  if (components.length) {
    runOperation(actor, 'addComponents', `set up ${components.length} boxes, tracks, cups and decks`, (t) => {
      for (const c of components) t.components.set(c.id, c);
    });
    done.push(`${components.length} boxes, tracks, cups and decks`);
  }
  // Custom dice go through the dice tray's own write, one die at a time (sound ones only: a scenario is checked before).
  const dice = (extras.dice ?? []).filter(isCustomDie);
  for (const die of dice) saveCustomDie(actor, die);
  if (dice.length) done.push(dice.length === 1 ? '1 custom die' : `${dice.length} custom dice`);
  if (extras.rules && setUpRules(actor, extras.rules)) done.push(extras.rules.ruleset ? `the ${extras.rules.ruleset} rules assistant` : 'the rules assistant’s values');
  if (done.length) runOperation(player, 'setUpExtras', `set up ${done.join(', ')}`, () => {});
}
