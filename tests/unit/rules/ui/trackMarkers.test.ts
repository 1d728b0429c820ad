import { describe, expect, it } from 'vitest';
import { readComponents } from '../../../../src/doc/componentOps';
import { readSnapshot } from '../../../../src/doc/snapshot';
import { trackValuesFromTable } from '../../../../src/rules/view';
import { values } from '../../../../rulesets/caporetto/values';
import { markerMoves } from '../../../../src/ui/rules/trackMarkers';
import { importedDemoDoc } from '../../support/caporettoDemo';

function demoTable() {
  const doc = importedDemoDoc();
  return { table: readSnapshot(doc), components: readComponents(doc) };
}

describe('applying values that a track marker shows', () => {
  it('moves the marker to the box of the new value, which the assistant then reads', () => {
    const { table, components } = demoTable();
    const { moves, handled } = markerMoves(table, components, values, [{ id: 'turn', value: 2 }, { id: 'moraleItalian', value: -2 }]);
    expect([...handled]).toEqual(['turn', 'moraleItalian']);
    const moved = { ...table, pieces: new Map(table.pieces) };
    for (const m of moves) moved.pieces.set(m.id, { ...table.pieces.get(m.id)!, at: { ...table.pieces.get(m.id)!.at, ...m.to } });
    expect(trackValuesFromTable(moved, components)).toMatchObject({ turn: 2, 'morale-italian': -2 });
  });

  it('moves the marker the assistant reads when two pieces carry the same marker id, whatever their order on the table', () => {
    const { table, components } = demoTable();
    const original = [...table.pieces.values()].find((p) => p.attrs.marker === 'turn')!;
    const copy = { ...original, id: `~${original.id}` };
    const doubled = { ...table, pieces: new Map([[copy.id, copy], ...table.pieces]) };
    const { moves } = markerMoves(doubled, components, values, [{ id: 'turn', value: 3 }]);
    expect(moves.map((m) => m.id)).toEqual([original.id]);
    const moved = { ...doubled, pieces: new Map(doubled.pieces) };
    moved.pieces.set(original.id, { ...original, at: { ...original.at, ...moves[0].to } });
    expect(trackValuesFromTable(moved, components).turn).toBe(3);
  });

  it('leaves values with no marker, or off the track’s range, to be set in the panel', () => {
    const { table, components } = demoTable();
    const { moves, handled } = markerMoves(table, components, values, [{ id: 'winter', value: true }, { id: 'turn', value: 14 }]);
    expect(moves).toEqual([]);
    expect(handled.size).toBe(0);
  });
});
