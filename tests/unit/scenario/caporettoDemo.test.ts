import { describe, expect, it } from 'vitest';
import { demoView } from './support/demoView';
import { expectAShippableDemo, expectDisplaysDrawnAsTheAppDraws, itWritesTheCommittedFiles, misplacedPieces } from './support/demoChecks';
import { scenarioToSetup } from '../../../src/scenario/scenario';
import { readLog } from '../../../src/doc/snapshot';
import { readAllTerrain } from '../../../src/doc/terrainOps';
import { readRules } from '../../../src/doc/rulesOps';
import { inBounds, neighbours } from '../../../src/geometry/hexGrid';
import { trackValuesFromTable, unitsAt } from '../../../src/rules/view';
import { sideBetween, terrainOf } from '../../../src/rules/kit';
import { palette, sideFeatures, effectOf } from '../../../rulesets/caporetto/terrain';
import { attributes, isGroundUnit, isMarkedOutOfSupply, nationalities, sideOf } from '../../../rulesets/caporetto/units';
import { values } from '../../../rulesets/caporetto/values';
import { crtSpec } from '../../../rulesets/caporetto/tables';

const folder = 'assets/demo-caporetto';
const { demo, map, grid, terrain, cell, label, assets, doc, table, view, components } = demoView(folder, values);

describe('the Caporetto demo scenario', () => {
  it('passes the app\'s own scenario checks and sets up', () => {
    expectAShippableDemo(demo, folder, 'Caporetto 1917 (demo)', 400);
    expect(() => scenarioToSetup(demo, assets)).not.toThrow();
  });

  itWritesTheCommittedFiles('scripts/make-caporetto-demo.mjs', folder);

  it('numbers its hexes like Caporetto: label-odd columns sit half a hex lower', () => {
    expect(grid.columns).toBe(24);
    expect(grid.rows).toBe(18);
    const around = neighbours(grid, cell('0506')).map(label).sort();
    expect(around).toEqual(['0406', '0407', '0505', '0507', '0606', '0607']);
  });

  it('places every piece in a hex or track box that exists', () => {
    expect(misplacedPieces(demo)).toEqual([]);
  });

  it('paints every hex with the Caporetto palette and marks hexsides with its features', () => {
    expect(terrain.palette).toEqual(palette);
    expect(terrain.sideFeatures).toEqual(sideFeatures);
    const ids = new Set(palette.map((t) => t.id));
    expect(Object.keys(terrain.hexes)).toHaveLength(24 * 18);
    for (const [label, id] of Object.entries(terrain.hexes)) expect(ids.has(id), `${label} ${id}`).toBe(true);
    const features = new Set(sideFeatures.map((f) => f.id));
    const used = new Set(Object.values(terrain.hexsides ?? {}));
    for (const f of used) expect(features.has(f), f).toBe(true);
    expect([...used].sort()).toEqual(['all-sea', 'border', 'bridge', 'lake', 'river']);
    expect(new Set(Object.values(terrain.links ?? {}))).toEqual(new Set(['railroad']));
    for (const [pair, feature] of Object.entries(terrain.hexsides ?? {})) {
      const [a, b] = pair.split('|').map(cell);
      expect(neighbours(grid, a).some((n) => n.col === b.col && n.row === b.row), pair).toBe(true);
      if (feature === 'bridge') expect(terrain.links?.[pair], `the railroad over bridge ${pair}`).toBe('railroad');
    }
  });

  it('gives every unit a nationality and a type the assistant reads', () => {
    const types = attributes.find((a) => a.name === 'type')!.values!;
    const units = demo.pieces.filter((p) => (p.kind ?? 'unit') === 'unit');
    expect(units.length).toBeGreaterThanOrEqual(30);
    for (const u of units) {
      expect(Object.keys(nationalities), u.name).toContain(u.attrs?.nationality);
      expect(types, u.name).toContain(u.attrs?.type);
    }
    const fighting = units.filter((u) => !['artillery', 'air'].includes(String(u.attrs?.type)));
    for (const u of fighting) for (const f of ['attack', 'defence', 'movement', 'steps']) expect(typeof u.attrs?.[f], `${u.name}.${f}`).toBe('number');
    expect(units.filter((u) => u.attrs?.type === 'hq' && u.faces.length === 2)).toHaveLength(4);
    expect(units.filter((u) => u.attrs?.army14 === true).map((u) => u.name)).toEqual(['14 Armee HQ']);
    expect(units.filter((u) => u.attrs?.assault === true).length).toBeGreaterThanOrEqual(3);
    expect(new Set(units.map((u) => u.attrs?.nationality))).toEqual(new Set(['Italian', 'British', 'French', 'German', 'Austro-Hungarian']));
  });

  it('ships a CRT clearly marked as a sample, in the shape and codes of the Caporetto CRT', () => {
    const crt = demo.rules!.tables!.crt;
    expect(demo.rules!.ruleset).toBe('caporetto');
    expect(crt.sample).toBe(true);
    expect(crt.columns).toEqual(crtSpec.shape!.columns);
    expect(crt.rows).toEqual(crtSpec.shape!.rows);
    const codes = crtSpec.codes!.map((c) => new RegExp(c.pattern));
    for (const row of crt.cells) for (const v of row) expect(codes.some((re) => re.test(v)), v).toBe(true);
    expect(crt.cells[1][crt.columns.indexOf('2:1')]).toBe('3/1'); // the rulebook's own example (11.7.1)
    expect(demo.notes).toMatch(/CRT is a sample made up for this demo, not the game's; type yours in from your chart/);
  });

  it('names map marks by hexes that exist', () => {
    const v = demo.rules!.values!;
    for (const id of ['towns', 'cities', 'vpHexes', 'supplyCentralPowers', 'supplyAllies', 'coastal']) {
      const labels = v[id] as string[];
      expect(labels.length, id).toBeGreaterThan(0);
      for (const l of labels) expect(inBounds(grid, cell(l)), `${id} ${l}`).toBe(true);
    }
  });

  it('sets up tracks, the A events cup and the assistant when imported', () => {
    const rules = readRules(doc);
    expect(rules.ruleset).toBe('caporetto');
    expect(rules.tables.crt.sample).toBe(true);
    expect(components.map((c) => c.kind).sort()).toEqual(['cup', 'track', 'track', 'track']);
    expectDisplaysDrawnAsTheAppDraws(demo);
    expect(trackValuesFromTable(table, components)).toEqual({
      turn: 1, 'morale-italian': -1, 'morale-austro-hungarian': 0, 'casualties-italian': 0, 'casualties-austro-hungarian': 0,
    });
    const cup = [...table.pieces.values()].filter((p) => p.at.b === 'events-a').map((p) => p.name).sort();
    expect(cup).toEqual(['Brest-Litovsk', 'Hunger', 'No Event', 'Rommel', 'Torrential Rain']);
    expect(Object.keys(readAllTerrain(doc).get(map.id)!.hexes)).toHaveLength(24 * 18);
  });

  it('opens with a short log: the setup says what it did in one line, not one per painted terrain type', () => {
    const lines = readLog(doc).map((e) => e.text);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('set up the terrain of "Fronte italiano 1917", 4 boxes, tracks, cups and decks, the caporetto rules assistant');
  });

  it('sets positions that make the assistant interesting', () => {
    const ground = (label: string) => unitsAt(view, cell(label)).filter(isGroundUnit);
    // Gorizia: four Italian units in clear, the stacking limit; Tolmino: four Germans in rough beside the 14th Army HQ.
    expect(ground('1810')).toHaveLength(4);
    expect(effectOf(terrainOf(view.map, cell('1810'))).stacking).toBe(4);
    expect(ground('1907').map((u) => u.attrs.nationality)).toEqual(['German', 'German', 'German', 'German']);
    expect(terrainOf(view.map, cell('1907'))).toBe('rough');
    expect(neighbours(grid, cell('1907')).map(label)).toContain('2007');
    // Cut off: Plezzo and Monte Nero carry Out of Supply markers.
    for (const label of ['1704', '1905']) {
      const [unit] = ground(label);
      expect(sideOf(unit)).toBe('Allies');
      expect(isMarkedOutOfSupply(view, unit), label).toBe(true);
    }
    // Across the front: Italians on the Isonzo face the Central Powers over a river, and over the Gorizia bridge.
    expect(sideBetween(view.map, cell('1810'), cell('1909'))).toBe('bridge');
    expect(ground('1909').map(sideOf)).toEqual(['Central Powers']);
    expect(sideBetween(view.map, cell('1808'), cell('1908'))).toBe('river');
    // Nothing illegal to begin with: no hex over its stacking limit (Tolmino has the 14th Army HQ's +1,
    // 8.6), and only mountain units in alpine hexes (7.9).
    for (const label of Object.keys(terrain.hexes)) {
      const here = ground(label);
      const limit = effectOf(terrainOf(view.map, cell(label))).stacking + (label === '1907' ? 1 : 0);
      expect(here.filter((u) => u.attrs.type !== 'hq').length, `stack at ${label}`).toBeLessThanOrEqual(limit);
      if (terrainOf(view.map, cell(label)) === 'alpine') expect(here.every((u) => u.attrs.type === 'mountain'), label).toBe(true);
    }
    expect(view.values.moraleItalian).toBe(-1);
    expect(view.values.turn).toBe(1);
  });
});
