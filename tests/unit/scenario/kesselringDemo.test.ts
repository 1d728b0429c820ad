import { describe, expect, it } from 'vitest';
import { demoView } from './support/demoView';
import {
  expectAShippableDemo, expectCompleteSamples, expectDisplaysDrawnAsTheAppDraws, expectOnlyKnownValues, expectPairsOfNeighbouringLand,
  itWritesTheCommittedFiles, lastLogLine, misplacedPieces,
} from './support/demoChecks';
import { cellCentre } from '../../../src/geometry/hexGrid';
import { unitsAt } from '../../../src/rules/view';
import { cellByName, cellKey } from '../../../src/rules/kit';
import { palette, sideFeatures } from '../../../rulesets/kesselring/terrain';
import { ALLIES, AXIS, attributes, isAlliedMotorized, isGround, sideOf, unitTypes } from '../../../rulesets/kesselring/units';
import { values } from '../../../rulesets/kesselring/values';
import { tables } from '../../../rulesets/kesselring/tables';
import { displayOf } from '../../../rulesets/kesselring/occupation';
import { kesselring } from '../../../rulesets/kesselring';

const folder = 'assets/demo-kesselring';
const { demo, map, grid, terrain, rules, cell, label, doc, table, view, components, around, units, land, byName } = demoView(folder, values);
const of = (side: string, l: string) => units(l).filter((u) => sideOf(u) === side);
const hexes = (id: string) => rules.values![id] as string[];

describe("the Kesselring's War demo scenario", () => {
  it("passes the app's own scenario checks, sets up, and keeps its map under 400 KB", () => {
    expectAShippableDemo(demo, folder, "Kesselring's War 1943 (demo)", 400);
    expect(demo.notes).toMatch(/Kesselring's War rules assistant/);
    expect(demo.notes).toMatch(/every table .* is a SAMPLE made up for this demo: type yours in from your chart \(rules assistant panel → tables\)/i);
    expect(lastLogLine(doc)).toMatch(/the kesselring rules assistant$/);
  });

  itWritesTheCommittedFiles('scripts/make-kesselring-demo.mjs', folder);

  it("numbers a flat-topped hex map from 0901 so that the rules text's hexes fall where it says", () => {
    expect(map.id).toBe('italy');
    expect(grid.orientation).toBe('flat');
    expect([label({ col: 0, row: 0 }), label({ col: grid.columns - 1, row: grid.rows - 1 })]).toEqual(['0901', '4032']);
    expect(grid.columns).toBeGreaterThanOrEqual(30);
    expect(grid.rows).toBeGreaterThanOrEqual(30);
    expect(around('2027')).toContain('2028');
    // 7.1.1's Monte Cassino row is one straight line of neighbours, as the text lists it.
    const row = hexes('cassinoRow');
    expect(row).toEqual(['2915', '3016', '3116', '3217', '3317', '3418', '3518']);
    for (let k = 1; k < row.length; k++) expect(around(row[k - 1]), row[k]).toContain(row[k]);
    const [a, b, c] = [cellCentre(grid, cell(row[0])), cellCentre(grid, cell(row[3])), cellCentre(grid, cell(row[6]))];
    expect((a.x + c.x) / 2).toBeCloseTo(b.x, 5);
    expect((a.y + c.y) / 2).toBeCloseTo(b.y, 5);
  });

  it('places every piece on a board, in a hex or box that exists', () => {
    expect(misplacedPieces(demo)).toEqual([]);
    for (const p of demo.pieces.filter((q) => q.board === map.id)) expect(land(String(p.hex)), `${p.name} at ${p.hex}`).toBe(true);
  });

  it("paints every hex with the ruleset's palette ids, and rivers, the Strait, all-sea hexsides and roads between neighbouring land hexes", () => {
    expect(terrain.palette).toEqual(palette);
    expect(terrain.sideFeatures).toEqual(sideFeatures);
    expect(Object.keys(terrain.hexes)).toHaveLength(grid.columns * grid.rows);
    expect(new Set(Object.values(terrain.hexes))).toEqual(new Set(palette.map((t) => t.id)));
    expect(Object.entries(terrain.hexes).filter(([, t]) => t === 'volcano').map(([l]) => l)).toEqual(['1826']);
    expect(new Set(Object.values(terrain.hexsides ?? {}))).toEqual(new Set(['river', 'strait', 'all-sea']));
    expect(new Set(Object.values(terrain.links ?? {}))).toEqual(new Set(['road']));
    expectPairsOfNeighbouringLand(terrain, around, land);
    const sides = Object.entries(terrain.hexsides ?? {});
    expect(sides.filter(([, f]) => f === 'strait').map(([p]) => p)).toEqual(['2027|2028']);
    expect(sides.filter(([, f]) => f === 'all-sea').length).toBeGreaterThanOrEqual(2);
    expect(sides.filter(([, f]) => f === 'river').length).toBeGreaterThanOrEqual(30);
    for (const [pair, f] of sides) if (f === 'all-sea') expect(terrain.links?.[pair], pair).toBeUndefined();
    // Mountains down the spine of the peninsula, and 12.3's example hex among them.
    expect(terrain.hexes['3024']).toBe('mountain');
    expect(Object.values(terrain.hexes).filter((t) => t === 'mountain').length).toBeGreaterThanOrEqual(40);
  });

  it('gives every unit the attributes the Kesselring assistant reads', () => {
    const named = (n: string) => attributes.find((a) => a.name === n)!.values!;
    const counters = demo.pieces.filter((p) => (p.kind ?? 'unit') === 'unit');
    expect(counters.length).toBeGreaterThanOrEqual(80);
    for (const u of counters) {
      const a = u.attrs!;
      expect([ALLIES, AXIS], u.name).toContain(a.side);
      expect(named('nationality'), u.name).toContain(a.nationality);
      expect(unitTypes as readonly unknown[], u.name).toContain(a.type);
      if (a.size !== undefined) expect(named('size'), u.name).toContain(a.size);
      for (const f of ['attack', 'defence', 'movement', 'steps', 'flak', 'bombard', 'airAir', 'attackSupport', 'defenceSupport']) {
        if (a[f] !== undefined) expect(typeof a[f], `${u.name}.${f}`).toBe('number');
      }
      if (a.defence !== undefined) expect(a.defence, u.name).not.toBe(a.attack);
      if (a.range !== undefined) expect(['12', 'U'], u.name).toContain(a.range);
      if (a.arrives !== undefined) expect(a.arrives, u.name).toMatch(/^([1-8]|R)$/);
      if (a.elite !== undefined) expect(a.elite, u.name).toBe(true);
      expect(u.faces, u.name).toHaveLength(a.steps === 2 ? 2 : 1);
      const sideBy = sideOf({ attrs: { nationality: a.nationality as string } });
      expect(sideBy, u.name).toBe(a.side);
    }
    const types = new Set(counters.map((u) => u.attrs!.type));
    for (const t of unitTypes.filter((t) => t !== 'special-air')) expect(types.has(t), t).toBe(true);
    // A reduced back prints lower numbers.
    const hg = byName('HG');
    expect(hg.steps).toBe(2);
    expect(demo.faces[demo.pieces.find((p) => p.name === 'HG')!.faces[1]]).toMatchObject({ factors: '4-4-6' });
  });

  it('ships the TEC, CRT, Air Combat and Airborne Drop tables as complete SAMPLES that validate against their specs', () => {
    expect(rules.ruleset).toBe('kesselring');
    const typedIn = tables.filter((t) => !t.data);
    expect(typedIn.map((t) => t.id).sort()).toEqual(['air', 'crt', 'drop', 'tec']);
    expect(Object.keys(rules.tables!).sort()).toEqual(['air', 'crt', 'drop', 'tec']);
    expectCompleteSamples(rules, typedIn);
    // The TEC agrees with the text: a river adds 1 MP (13.4.2); rough behind a river defends at 2L (15.5).
    const tec = rules.tables!.tec;
    expect(cellByName(tec, 'River', 'Movement')).toBe('1');
    expect(cellByName(tec, 'Rough', 'Combat')).toBe('1L');
    expect(cellByName(tec, 'River', 'Combat')).toBe('1L');
  });

  it("sets the game values by the ruleset's ids; the turn and AP come from the markers on their tracks", () => {
    expectOnlyKnownValues(rules, values);
    expect(view.values).toMatchObject({ turn: 1, apAllies: 12, apAxis: 10, scenario: '1', phase: 'action', initiative: ALLIES, nextSide: ALLIES, apMax: 20 });
    const markers = [...table.pieces.values()].filter((p) => typeof p.attrs.marker === 'string');
    const boardName = (id: string) => table.boards.get(id)!.name;
    const where = (m: string) => markers.filter((p) => p.attrs.marker === m).map((p) => boardName(p.at.b));
    expect(where('ap-allies')).toEqual(['Allied AP track']);
    expect(where('ap-axis')).toEqual(['Axis AP track']);
    expect(where('turn')).toEqual(['Turn Record Track']);
    expect(where('fortification')).toContain('Italy 1943');
    expect(where('fortification').length).toBeGreaterThanOrEqual(2);
    expect(where('interdiction')).toEqual(['Spare markers']);
    expect(units('2027').length).toBeGreaterThan(0);
    expect(unitsAt(view, cell('2027')).some((u) => u.attrs.marker === 'fortification')).toBe(true);
  });

  it('marks the named hexes of the rules: every list is non-empty and on land, the islands apart from the mainland', () => {
    const lists = ['towns', 'cities', 'ports', 'airfields', 'objectives', 'supplySources', 'roma', 'sanBenedetto', 'monteCassino', 'sicily', 'sardinia', 'northEdge', 'cassinoRow'];
    for (const id of lists) {
      expect(hexes(id).length, id).toBeGreaterThan(0);
      for (const l of hexes(id)) expect(land(l), `${id} ${l}`).toBe(true);
    }
    expect([hexes('roma'), hexes('sanBenedetto'), hexes('monteCassino')]).toEqual([['3112'], ['3714'], ['3116']]);
    expect(hexes('supplySources')).toEqual(['3112', '3714']);
    expect(hexes('objectives')).toEqual(expect.arrayContaining(['3112', '3714', '2027', '1609']));
    expect(hexes('objectives')).not.toContain('3116');
    expect(hexes('cassinoRow')).toContain('3116');
    for (const l of hexes('ports')) expect(around(l).some((n) => terrain.hexes[n] === 'sea'), `port ${l}`).toBe(true);
    for (const l of hexes('ports')) expect([...hexes('towns'), ...hexes('cities')], l).toContain(l);
    // Every land hex is on exactly one of the mainland, Sicily and Sardinia; none of the islands' is next to the other's.
    const sicily = new Set(hexes('sicily')), sardinia = new Set(hexes('sardinia'));
    expect([...sicily].filter((l) => sardinia.has(l))).toEqual([]);
    expect(sicily.has('2027') && sicily.has('1727') && sardinia.has('1609')).toBe(true);
    expect(sicily.size).toBeGreaterThanOrEqual(30);
    expect(sardinia.size).toBeGreaterThanOrEqual(30);
    for (const l of sardinia) for (const n of around(l)) expect(land(n) ? sardinia.has(n) : true, `${l}|${n}`).toBe(true);
    for (const l of sicily) for (const n of around(l).filter((m) => land(m) && !sicily.has(m))) expect(terrain.hexsides?.[[l, n].sort().join('|')], `${l}|${n}`).toMatch(/^(strait|all-sea)$/);
    // The north edge: the mainland's land hexes on row 01; the Monte Cassino row runs coast to coast.
    expect(hexes('northEdge').length).toBeGreaterThanOrEqual(3);
    for (const l of hexes('northEdge')) expect(l.slice(2), l).toBe('01');
    const row = hexes('cassinoRow');
    for (const end of [row[0], row[row.length - 1]]) expect(around(end).some((n) => terrain.hexes[n] === 'sea'), end).toBe(true);
    // 15.8's example: 1727 has three sea neighbours, so attacks from 1627, 1726 and 1827 are concentric.
    expect(around('1727').filter((n) => !land(n)).sort()).toEqual(['1628', '1728', '1828']);
  });

  it('sets up the Staging Areas, the AP and Turn Record tracks and the displays as the app draws them', () => {
    expect(components.map((c) => `${c.kind} ${c.name}`).sort()).toEqual([
      'box Allied Permanently Eliminated', 'box Allied Reinforcements', 'box Allied Staging Area', 'box Axis Permanently Eliminated',
      'box Axis Reinforcements', 'box Axis Staging Area', 'box Spare markers', 'box Withdrawn',
      'track Allied AP track', 'track Axis AP track', 'track Turn Record Track',
    ]);
    expectDisplaysDrawnAsTheAppDraws(demo);
    const tracks = Object.fromEntries(demo.components!.filter((c) => c.kind === 'track').map((c) => [c.name, c.kind === 'track' ? [c.from, c.to] : []]));
    expect(tracks).toEqual({ 'Turn Record Track': [1, 8], 'Allied AP track': [0, 20], 'Axis AP track': [0, 20] });
    const inDisplay = (display: string, side: string) => view.offMap.filter((p) => displayOf(p.boardName) === display && sideOf(p) === side);
    const alliedStaging = inDisplay('staging', ALLIES);
    for (const t of ['tac', 'saf', 'naval-gunfire', 'amphibious', 'leader', 'commando']) expect(alliedStaging.some((p) => p.attrs.type === t), t).toBe(true);
    for (const n of ['Montgomery', 'Patton']) expect(alliedStaging.find((p) => p.name === n)?.attrs).toMatchObject({ type: 'leader', attackSupport: 1 });
    const axisStaging = inDisplay('staging', AXIS);
    expect(axisStaging.find((p) => p.name === 'Kesselring')?.attrs).toMatchObject({ type: 'leader', defenceSupport: 1 });
    expect(axisStaging.some((p) => p.attrs.type === 'tac')).toBe(true);
    expect(axisStaging.some((p) => p.attrs.type === 'airborne')).toBe(true);
    expect(view.offMap.filter((p) => displayOf(p.boardName) === 'turns' && p.attrs.arrives !== undefined).length).toBeGreaterThanOrEqual(5);
    expect(inDisplay('reinforcement', ALLIES).every((p) => p.attrs.type === 'garrison')).toBe(true);
    expect(inDisplay('reinforcement', AXIS).some((p) => p.attrs.arrives === 'R')).toBe(true);
  });

  it('keeps every hex within stacking: three mobile ground units and a garrison (10.1)', () => {
    for (const l of Object.keys(terrain.hexes)) {
      const ground = units(l).filter(isGround);
      expect(ground.filter((u) => u.attrs.type !== 'garrison').length, l).toBeLessThanOrEqual(3);
      expect(ground.filter((u) => u.attrs.type === 'garrison').length, l).toBeLessThanOrEqual(1);
      expect(new Set(ground.map((u) => sideOf(u))).size, l).toBeLessThanOrEqual(1);
    }
    // Allied garrisons hold two captured ports on Sicily.
    const alliedGarrisons = view.units.filter((u) => u.attrs.type === 'garrison' && sideOf(u) === ALLIES).map((u) => u.key);
    expect(alliedGarrisons.map((k) => view.map.label({ col: Number(k.split(',')[0]), row: Number(k.split(',')[1]) })).sort()).toEqual(['1424', '1528']);
    for (const l of ['1424', '1528']) expect(hexes('ports')).toContain(l);
  });

  it('(a) sets an Allied unit next to an Axis unit in open terrain, and the assistant prices the attack with no terrain shift', () => {
    expect(of(ALLIES, '1426').map((u) => u.name)).toEqual(['US 1 Inf', 'US 2 Armd']);
    expect(of(AXIS, '1525').map((u) => u.name)).toEqual(['HG']);
    expect(around('1426')).toContain('1525');
    expect(terrain.hexes['1525']).toBe('open');
    expect(terrain.hexsides?.['1426|1525']).toBeUndefined();
    for (const id of ['towns', 'cities', 'ports', 'airfields']) expect(hexes(id), id).not.toContain('1525');
    const setup = kesselring.combat(view, [byName('US 1 Inf').id], cell('1525'));
    expect(setup.defenders.map((id) => view.units.find((u) => u.id === id)!.name)).toEqual(['HG']);
    expect(setup.modifiers.filter((m) => m.id === 'terrain' || m.id === 'no-loc')).toEqual([]);
  });

  it('(b) sets an Allied unit next to an Axis unit in rough terrain, which shifts the odds one column left', () => {
    expect(of(ALLIES, '1526').map((u) => u.name)).toEqual(['UK 5 Inf', 'UK 50 Inf']);
    expect(of(AXIS, '1626').map((u) => u.name)).toEqual(['54 Nap']);
    expect(around('1526')).toContain('1626');
    expect(terrain.hexes['1626']).toBe('rough');
    expect(terrain.hexsides?.['1526|1626']).toBeUndefined();
    const setup = kesselring.combat(view, [byName('UK 5 Inf').id], cell('1626'));
    expect(setup.modifiers.filter((m) => m.id === 'terrain' || m.id === 'no-loc').map((m) => [m.id, m.value])).toEqual([['terrain', -1]]);
    expect(setup.modifiers.find((m) => m.id === 'terrain')!.reason).toMatch(/Rough/);
  });

  it('lets both sides in Sicily trace a LOC: the table check finds nobody Out of Supply there (12.2)', () => {
    const findings = kesselring.checkTable(view).filter((f) => /Out of Supply/.test(f.text));
    const sicily = new Set(hexes('sicily').map((l) => cellKey(cell(l))));
    const cut = findings.flatMap((f) => (f.cells ?? []).map((c) => (typeof c === 'string' ? c : cellKey(c)))).filter((k) => sicily.has(k));
    expect(cut, JSON.stringify(findings)).toEqual([]);
  });

  it('(c) sets a US motorized division alone with a clear road ahead, away from every Axis zone of control', () => {
    const mover = byName('US 3 Inf');
    expect(mover.key).toBe(cellKey(cell('1423')));
    expect(units('1423').map((u) => u.name)).toEqual(['US 3 Inf']);
    expect(isAlliedMotorized(mover)).toBe(true);
    const road = ['1423', '1522', '1521', '1520'];
    for (let k = 1; k < road.length; k++) expect(terrain.links?.[[road[k - 1], road[k]].sort().join('|')], `${road[k - 1]}→${road[k]}`).toBe('road');
    for (const l of road) {
      expect(units(l).filter((u) => sideOf(u) === AXIS), l).toEqual([]);
      for (const n of around(l)) expect(of(AXIS, n), `${l} next to ${n}`).toEqual([]);
    }
    // 13.6: a third of an MP a road hex.
    const reach = kesselring.reach(view, [mover.id], cell('1423'));
    expect(reach.cost.get(cellKey(cell('1522')))).toBeCloseTo(1 / 3, 5);
    expect(reach.cost.get(cellKey(cell('1520')))).toBeCloseTo(1, 5);
    expect(reach.pathTo(cell('1520'))?.map(label)).toEqual(['1522', '1521', '1520']);
  });
});
