import { describe, expect, it } from 'vitest';
import { demoView } from './support/demoView';
import {
  expectAShippableDemo, expectCompleteSamples, expectDisplaysDrawnAsTheAppDraws, expectOnlyKnownValues, expectPairsOfNeighbouringLand,
  itWritesTheCommittedFiles, lastLogLine, misplacedPieces,
} from './support/demoChecks';
import { readFileSync } from 'node:fs';
import { sharedAttrs } from '../../../src/doc/sealedPiles';
import { inBounds } from '../../../src/geometry/hexGrid';
import { parseCellLabel } from '../../../src/geometry/numbering';
import { cupContents } from '../../../src/components/layout';
import { parseFactors } from '../../../src/setup/counterDesign';
import { cellRestingPoint } from '../../../src/geometry/places';
import type { RulesUnit } from '../../../src/rules/types';
import { palette } from '../../../rulesets/sicily/terrain';
import { ALLIED, AXIS, attributes, commandOf, isBeach, isCcnn, isCd, sideOf } from '../../../rulesets/sicily/units';
import { values } from '../../../rulesets/sicily/values';
import { tables } from '../../../rulesets/sicily/tables';
import { sicily } from '../../../rulesets/sicily';

const folder = 'assets/demo-sicily';
const { demo, map, grid, terrain, rules, cell, label, doc, table, view, components, viewOf, around, units, land, byName } = demoView(folder, values);
const positions = rules.values!.cdPositions as string[];
const cupBoardId = demo.components!.find((c) => c.kind === 'cup')!.boardId;
const cdPieces = demo.pieces.filter((p) => p.attrs?.type === 'cd');

describe('the Sicily coast-defence demo scenario', () => {
  it("passes the app's own scenario checks, sets up with the Sicily assistant, and keeps its map small", () => {
    expectAShippableDemo(demo, folder, 'Sicily 1943: coast defence (demo)', 200);
    expect(demo.notes).toMatch(/Sicily rules assistant/);
    expect(demo.notes).toMatch(/both tables .* are SAMPLES made up for this demo: type yours in from your charts \(rules assistant panel → tables\)/i);
    expect(rules.ruleset).toBe('sicily');
    expect(lastLogLine(doc)).toMatch(/the sicily rules assistant$/);
  });

  itWritesTheCommittedFiles('scripts/make-sicily-demo.mjs', folder);

  it('numbers a flat-topped hex map 0101–2012, paints land and sea in the ruleset palette, and has roads and rivers between land hexes', () => {
    expect(map.id).toBe('sicily');
    expect(grid.orientation).toBe('flat');
    expect([label({ col: 0, row: 0 }), label({ col: grid.columns - 1, row: grid.rows - 1 })]).toEqual(['0101', '2012']);
    for (const t of palette) expect(terrain.palette, t.id).toContainEqual(t);
    expect(Object.keys(terrain.hexes)).toHaveLength(grid.columns * grid.rows);
    const kinds = Object.values(terrain.hexes);
    for (const t of ['clear', 'sea', 'hills']) expect(kinds, t).toContain(t);
    expect(kinds.filter((t) => t === 'sea').length).toBeGreaterThan(40);
    expect(kinds.filter((t) => t !== 'sea').length).toBeGreaterThan(80);
    expect(new Set(Object.values(terrain.hexsides ?? {}))).toEqual(new Set(['river']));
    expect(new Set(Object.values(terrain.links ?? {}))).toEqual(new Set(['road']));
    expectPairsOfNeighbouringLand(terrain, around, land);
  });

  it('lists the CD position hexes: coastal land hexes inside the map, one symbol each, none taken at the start', () => {
    expect(positions).toEqual(['0205', '0405', '0505', '0808', '0909', '1310', '1611', '1703', '1806']);
    for (const l of positions) {
      const c = parseCellLabel(grid, l);
      expect(c && inBounds(grid, c), l).toBe(true);
      expect(land(l), l).toBe(true);
      expect(around(l).some((n) => terrain.hexes[n] === 'sea'), `${l} is on the coast`).toBe(true);
      expect(units(l), l).toEqual([]);
    }
    const svg = readFileSync(`${folder}/map.svg`, 'utf8');
    expect(svg.match(/class="cd-ring"/g)).toHaveLength(positions.length + 1); // and one in the legend
    expect(svg).toMatch(/not the game's map/);
  });

  it('places every piece on a board, in a hex or box that exists, and every map piece on land', () => {
    expect(misplacedPieces(demo)).toEqual([]);
    for (const p of demo.pieces.filter((q) => q.board === map.id)) expect(land(String(p.hex)), `${p.name} at ${p.hex}`).toBe(true);
  });

  it('starts every CD unit in the Coast defence cup, Untried, on one shared back, sharing every attribute', () => {
    const cup = components.find((c) => c.kind === 'cup')!;
    expect(cup.name).toBe('Coast defence cup');
    const board = table.boards.get(cup.boardId)!;
    const inCup = cupContents(board, table.pieces.values());
    expect(cdPieces.length).toBe(9);
    expect(inCup.map((p) => p.name).sort()).toEqual(cdPieces.map((p) => p.name).sort());
    expect(inCup.every((p) => p.attrs.type === 'cd')).toBe(true);
    expect(view.units.filter(isCd)).toEqual([]);
    for (const p of inCup) {
      expect(p.faces, p.name).toHaveLength(2);
      expect(p.face, `${p.name} shows its Untried back`).toBe(1);
    }
    // One Untried back for all, and nothing but side, nationality and type in their attributes: a sealed cup shows just that.
    expect(new Set(inCup.map((p) => p.faces[1])).size).toBe(1);
    const back = table.faces.get(inCup[0].faces[1])!;
    expect(back).toMatchObject({ kind: 'drawn', factors: '?' });
    expect(sharedAttrs(inCup)).toEqual({ side: AXIS, nationality: 'Italian', type: 'cd' });
    for (const p of inCup) expect(p.attrs, p.name).toEqual(sharedAttrs(inCup));
    // The Tried fronts carry the values: all different names, some with defence 0 (CD 1.3), some with MA 0 (CD 1.6), some that move.
    const fronts = inCup.map((p) => table.faces.get(p.faces[0])!).map((f) => (f.kind === 'drawn' ? parseFactors(f.factors) : null));
    expect(fronts.every((f) => f && f.attack !== undefined && f.defence !== undefined && f.movement !== undefined)).toBe(true);
    expect(fronts.filter((f) => f!.defence === 0).length).toBeGreaterThanOrEqual(2);
    expect(fronts.filter((f) => f!.movement === 0).length).toBeGreaterThanOrEqual(3);
    expect(fronts.filter((f) => f!.movement! > 0).length).toBeGreaterThanOrEqual(2);
    expect(new Set(inCup.map((p) => p.faces[0])).size).toBe(inCup.length);
    // As many positions as units (CD 1.2, 1.4: all are drawn and placed one per hex).
    expect(positions.length).toBeGreaterThanOrEqual(inCup.length);
  });

  it("gives every counter the attributes the Sicily assistant reads, both Allied commands with their French and Canadians, and the Axis a CCNN unit", () => {
    const named = (n: string) => attributes.find((a) => a.name === n)!.values!;
    const counters = demo.pieces.filter((p) => (p.kind ?? 'unit') === 'unit');
    for (const u of counters) {
      const a = u.attrs!;
      expect([ALLIED, AXIS], u.name).toContain(a.side);
      expect(named('nationality'), u.name).toContain(a.nationality);
      expect(sideOf({ attrs: { nationality: a.nationality as string } }), u.name).toBe(a.side);
      expect(typeof a.type, u.name).toBe('string');
      if (a.type !== 'cd') for (const f of ['attack', 'defence', 'movement']) expect(typeof a[f], `${u.name}.${f}`).toBe('number');
    }
    const onMap = view.units.filter((u) => u.kind !== 'marker');
    const nations = new Set(onMap.map((u) => u.attrs.nationality));
    for (const n of ['US', 'French', 'British', 'Canadian', 'German', 'Italian']) expect(nations.has(n), n).toBe(true);
    const commands = (f: (u: RulesUnit) => boolean) => new Set(onMap.filter(f).map(commandOf));
    expect(commands((u) => isBeach(u))).toEqual(new Set(['US', 'Br']));
    expect(commands((u) => !isBeach(u) && sideOf(u) === ALLIED)).toEqual(new Set(['US', 'Br']));
    expect(commandOf(byName('4 Tabor'))).toBe('US');
    expect(commandOf(byName('1 Cdn Inf'))).toBe('Br');
    expect(onMap.filter(isCcnn).map((u) => u.name)).toEqual(['171 CCNN']);
    expect(view.offMap.filter((p) => p.attrs.type === 'ccnn').map((p) => p.name)).toEqual(['173 CCNN']);
    // Every beach unit stands on its beach with the division that landed over it; no hex holds more than two units.
    for (const b of onMap.filter(isBeach)) expect(onMap.filter((u) => u.key === b.key && !isBeach(u) && commandOf(u) === commandOf(b)).length, b.name).toBe(1);
    for (const l of Object.keys(terrain.hexes)) expect(units(l).length, l).toBeLessThanOrEqual(2);
    expect(view.offMap.find((p) => p.name === 'UK 1 Abn')?.attrs.earmarked).toBe(true);
  });

  it('sets a US and a British unit next to the Pozzallo CD position (1310) for a mixed attack', () => {
    const [us, br] = [byName('US 505 PIR'), byName('UK 231 Bde')];
    expect([label(us.cell), label(br.cell)]).toEqual(['1210', '1410']);
    expect([commandOf(us), commandOf(br)]).toEqual(['US', 'Br']);
    for (const u of [us, br]) expect(around('1310'), u.name).toContain(label(u.cell));
    expect(positions).toContain('1310');
    // No Axis unit is next to an Allied one at the start.
    for (const u of view.units.filter((x) => sideOf(x) === ALLIED)) {
      for (const n of around(label(u.cell))) expect(units(n).filter((x) => sideOf(x) === AXIS), `${u.name} next to ${n}`).toEqual([]);
    }
  });

  it("sets the game values by the ruleset's ids: the turn from the Game Turn marker, the Special Events Phase, the CD positions", () => {
    expectOnlyKnownValues(rules, values);
    expect(view.values).toMatchObject({ turn: 1, phase: 'special-events', mussoliniFallen: false, romeBombings: 0 });
    expect(view.values.cdPositions).toEqual(positions);
  });

  it('lays out the Turn Record Track, the cup and the boxes as the app draws them', () => {
    expect(components.map((c) => `${c.kind} ${c.name}`).sort()).toEqual([
      'box Allied Eliminated', 'box Allied follow-up (afloat)', 'box Axis Eliminated', 'cup Coast defence cup', 'track Turn Record Track',
    ]);
    expectDisplaysDrawnAsTheAppDraws(demo);
    expect(cupBoardId).toBe('cd-cup');
    expect(demo.components!.find((c) => c.kind === 'track')).toMatchObject({ from: 1, to: 12 });
  });

  it('ships the CRT and the Fall of Mussolini Table as complete SAMPLES in the shapes of the ruleset', () => {
    expect(Object.keys(rules.tables!).sort()).toEqual(tables.map((t) => t.id).sort());
    expectCompleteSamples(rules, tables);
    const outcomes = rules.tables!.mussolini.cells.flat().join(' ').toLowerCase();
    for (const o of ['falls', 'demoralization', 'revival']) expect(outcomes, o).toContain(o);
  });

  it("reads right through the Sicily assistant: nothing to flag at the start, and the Pozzallo attack's +1 for mixed nationalities", () => {
    expect(sicily.checkTable!(view)).toEqual([]);
    const setup = sicily.combat!(view, [byName('US 505 PIR').id, byName('UK 231 Bde').id], cell('1310'));
    expect(setup.modifiers.map((m) => [m.id, m.value])).toEqual([['mixed-nationalities', 1]]);
    expect(setup.attack).toBe(2 + 3);
  });

  it('reads a CD unit drawn from the cup onto Pozzallo: Untried, it is turned Tried before the mixed attack; Tried, its front counts', () => {
    const cd = [...table.pieces.values()].find((p) => p.name === 'CD 206/1')!;
    const placed = (face: number) => {
      const point = cellRestingPoint(grid, cell('1310'));
      const pieces = new Map(table.pieces);
      pieces.set(cd.id, { ...cd, face, at: { ...cd.at, b: map.id, x: point.x, y: point.y } });
      return viewOf(values, { ...table, pieces });
    };
    const attackers = [byName('US 505 PIR').id, byName('UK 231 Bde').id];
    const untried = placed(1);
    expect(sicily.checkTable!(untried).map((f) => [f.severity, f.rule])).toEqual([['info', 'CD 1.5']]);
    const blind = sicily.combat!(untried, attackers, cell('1310'));
    expect(blind.defenders).toEqual([cd.id]);
    expect(blind.reveals).toEqual([expect.objectContaining({ pieceId: cd.id, face: 0, rule: 'CD 1.3' })]);
    expect(blind.modifiers.map((m) => m.id)).toEqual(['mixed-nationalities']);
    const tried = sicily.combat!(placed(0), attackers, cell('1310'));
    expect(tried.reveals).toBeUndefined();
    expect([tried.attack, tried.defence]).toEqual([5, 2]);
  });
});
