/**
 * The parts of a setup beyond boards and counters: each board's terrain (by printed hex labels, so
 * a person can read and write it) and the boxes, tracks, cups and decks. Exported with the
 * scenario and applied when one is imported; `scenarioExtras` and `applyScenarioExtras` are a pair.
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

export interface ScenarioExtras {
  terrain?: Record<string, ScenarioTerrain>;
  components?: TableComponent[];
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
  return { ...(Object.keys(terrain).length ? { terrain } : {}), ...(components.length ? { components } : {}) };
}

/** Writes a scenario's terrain and components into a game whose boards it has just set up. */
export function applyScenarioExtras(actor: Actor, extras: ScenarioExtras, boards: TableSnapshot['boards']): void {
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
  }
  const components = (extras.components ?? []).filter((c) => isComponent(c, c.id) && boards.has(c.boardId));
  if (components.length) {
    runOperation(actor, 'addComponents', `set up ${components.length} boxes, tracks, cups and decks`, (t) => {
      for (const c of components) t.components.set(c.id, c);
    });
  }
}
