/**
 * The Supply Check (4.7.2) computed over the area map, and the Wehrmacht replacements' "not in
 * Isolated Areas" (3.1.2) read from it.
 */
import { describe, expect, it } from 'vitest';
import { ghc } from '../../../../rulesets/ghc';
import { supplyCheck } from '../../../../rulesets/ghc/supply';
import { areaMapView, army, axisDisk, marker, type AreaSketch } from './support/areaMap';
import { defaultOf, proposed, roll, textOf } from './support/ghcView';

/** Berlin (Festung) — Poland — Baltic in a chain; Crete with an Open Port, Greece next to it; Tunisia cut off. */
const map: AreaSketch[] = [
  { name: '1 Berlin', near: ['5 Poland'], attrs: { festung: true } },
  { name: '5 Poland', near: ['6 Baltic'] },
  { name: '6 Baltic', attrs: { resource: true } },
  { name: '40 Crete', near: ['41 Greece'] },
  { name: '41 Greece', attrs: { resource: true } },
  { name: '42 Tunisia', attrs: { resource: true } },
  { name: '43 Sweden' },
];
const held = ['1 Berlin', '5 Poland', '6 Baltic', '40 Crete', '41 Greece', '42 Tunisia'].map(axisDisk);

describe('4.7.2 Supply Check on the map', () => {
  it('"An area has Land Supply if it is connected to a Festung Sector through a Land Line chain of adjacent Areas with Axis Control disk"', () => {
    const r = supplyCheck(areaMapView(map, [...held, marker('40 Crete', 'openPort')]));
    expect(r.land).toEqual(['1 Berlin', '5 Poland', '6 Baltic']);
  });

  it('"An area has Naval Supply if it has or is connected to an Open Port": such areas "must be marked"', () => {
    const r = supplyCheck(areaMapView(map, [...held, marker('40 Crete', 'openPort'), marker('40 Crete', 'navalSupply')]));
    expect(r.naval).toEqual(['40 Crete', '41 Greece']);
    expect(r.findings.map((f) => f.text)).toContain('41 Greece has only Naval Supply: "Areas with only Naval Supply must be marked"');
    expect(r.findings.map((f) => f.text)).not.toContain('40 Crete has only Naval Supply: "Areas with only Naval Supply must be marked"');
  });

  it('"mark other Areas as Isolated, -1 Resource if Resource": only areas under Axis Control are checked', () => {
    const r = supplyCheck(areaMapView(map, [...held, marker('40 Crete', 'openPort')]));
    expect(r.isolated).toEqual(['42 Tunisia']);
    expect(r.resourcesLost).toEqual(['42 Tunisia']);
    expect(r.findings.map((f) => f.text)).toContain('42 Tunisia has neither Land nor Naval Supply: mark it Isolated');
  });

  it('cuts the chain where an area loses its Axis Control disk', () => {
    const r = supplyCheck(areaMapView(map, held.filter((d) => d.area !== '5 Poland')));
    expect(r.land).toEqual(['1 Berlin']);
    expect(r.isolated).toEqual(['6 Baltic', '40 Crete', '41 Greece', '42 Tunisia']);
    expect(r.resourcesLost).toEqual(['6 Baltic', '41 Greece', '42 Tunisia']);
  });

  it('fills in the Supply Check procedure: the areas found, and −1 Resource per Isolated Area with a Resource', () => {
    const view = areaMapView(map, [...held, marker('40 Crete', 'openPort')], { resources: 6 });
    expect(textOf('supply-check', 'isolated', view)).toBe('Mark the other Areas Isolated; −1 Resource for each with a Resource symbol (4.7.2). On the map: 42 Tunisia.');
    expect(defaultOf('supply-check', 'isolatedResources', view)).toBe(1);
    expect(proposed('supply-check', 'resource-changes', view)).toEqual({ resources: 5 });
  });
});

describe('3.1.2 Wehrmacht Replacements "not in Isolated Areas"', () => {
  it('names the areas marked Isolated where no replacement may go', () => {
    const view = areaMapView(map, [...held, marker('42 Tunisia', 'isolated'), army('a', '42 Tunisia')], { replacementsWehrmacht: 2 });
    expect(textOf('replacements', 'wehrmacht', view)).toMatch(/Not in Isolated Areas \(3\.1\.2\)\. Isolated now: 42 Tunisia\.$/);
    expect(textOf('replacements', 'wehrmacht', areaMapView(map, held, {}))).toMatch(/No Area is marked Isolated\.$/);
  });
});

describe('4.7.2 Port Check read from the map', () => {
  const sea: AreaSketch[] = [
    { name: '28 Egypt' },
    { name: '24 Southern Italy' },
    { name: '21 Southern France' },
    { name: 'Malta (base)' },
    { name: 'Gibraltar (base)' },
    { name: 'Cyprus', attrs: { base: true } },
  ];
  const port = (pieces: ReturnType<typeof axisDisk>[]) => areaMapView(sea, pieces, { airNavalSouthern: 2, airNavalWestern: 3 });
  const onOff = (view: ReturnType<typeof port>, choice: string) => Object.fromEntries(roll('port-check').modifiers(view, choice).map((m) => [m.id, m.on !== false]));

  it('"+2 if Egypt is under Axis Control", "-4 if Southern Italy is not under Axis Control": ticked as the map shows', () => {
    expect(onOff(port([axisDisk('28 Egypt')]), 'africa-0')).toEqual({ 'southern-control': true, bases: true, egypt: true, 'southern-italy': true });
    expect(onOff(port([axisDisk('24 Southern Italy')]), 'africa-0')).toEqual({ 'southern-control': true, bases: true, egypt: false, 'southern-italy': false });
  });

  it('"-4 if Southern France is not under Axis Control" for Great Britain', () => {
    expect(onOff(port([]), 'gb')).toEqual({ 'western-control': true, 'southern-france': true });
    expect(onOff(port([axisDisk('21 Southern France')]), 'gb')).toEqual({ 'western-control': true, 'southern-france': false });
  });

  it('"+ # Bases under Axis Control": the map\'s count is marked among the choices', () => {
    const choices = roll('port-check').choices!(port([axisDisk('Malta (base)'), axisDisk('Cyprus')]));
    expect(choices.find((c) => c.label.endsWith('(as on the map)'))?.value).toBe('africa-2');
  });

  it('leaves the modifiers off where the map names no such area', () => {
    expect(onOff(areaMapView([{ name: 'Elsewhere' }]), 'africa-1')).toMatchObject({ egypt: false, 'southern-italy': false });
  });
});

describe('the whole-table check and supply', () => {
  it('names the supply markers out of step with 4.7.2 once the map has a Festung Sector or an Open Port', () => {
    const texts = (sketch: AreaSketch[]) => ghc.checkTable(areaMapView(sketch, [...held, marker('6 Baltic', 'isolated')])).map((f) => f.text);
    expect(texts(map)).toEqual(expect.arrayContaining(['6 Baltic is marked Isolated but has Land Supply now', '42 Tunisia has neither Land nor Naval Supply: mark it Isolated']));
    const noSources = map.map((a) => ({ ...a, attrs: { ...a.attrs, festung: false } }));
    expect(texts(noSources).filter((t) => /Supply|Isolated/.test(t))).toEqual([]);
  });
});
