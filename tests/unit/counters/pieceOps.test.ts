import { describe, expect, it } from 'vitest';
import { addCounters, counterSize, renamePieces, setAttributes, type NewCounter } from '../../../src/doc/pieceOps';
import { readLog, readSnapshot } from '../../../src/doc/snapshot';
import { createPlayerUndo } from '../../../src/doc/undo';
import { designCounter } from '../../../src/setup/orderOfBattle';
import { board, hexPoint, stackAt, tableWith } from '../support/table';

const attrsOf = (doc: Parameters<typeof readSnapshot>[0], id: string) => readSnapshot(doc).pieces.get(id)!.attrs;

describe('setting attributes', () => {
  it('sets a field on many counters in one operation, logged once', () => {
    const { doc, actor, ids } = tableWith({ '2/Lehr': '0101', b: '0102', c: '0103', d: '0104', e: '0105' });
    const before = readLog(doc).length;
    const changed = setAttributes(actor, Object.values(ids), { side: 'North', steps: 2 });
    expect(changed).toHaveLength(5);
    for (const id of Object.values(ids)) expect(attrsOf(doc, id)).toEqual({ side: 'North', steps: 2 });
    const log = readLog(doc);
    expect(log).toHaveLength(before + 1);
    expect(log.at(-1)!.text).toBe('set side=North, steps=2 on 2/Lehr +4 more');
  });

  it('removes a key with null and keeps the others', () => {
    const { doc, actor, ids } = tableWith({ a: '0101' });
    setAttributes(actor, [ids.a], { side: 'South', elite: true, attack: 3 });
    setAttributes(actor, [ids.a], { elite: null, attack: 4 });
    expect(attrsOf(doc, ids.a)).toEqual({ side: 'South', attack: 4 });
    expect(readLog(doc).at(-1)!.text).toBe('set attack=4 and clear elite on a');
  });

  it('writes nothing when nothing changes, and skips pieces that already agree', () => {
    const { doc, actor, ids } = tableWith({ a: '0101', b: '0102' });
    setAttributes(actor, [ids.a], { side: 'North' });
    const before = readLog(doc).length;
    expect(setAttributes(actor, [ids.a], { side: 'North', gone: null })).toEqual([]);
    expect(readLog(doc).length).toBe(before);
    expect(setAttributes(actor, [ids.a, ids.b], { side: 'North' })).toEqual([ids.b]);
    expect(readLog(doc).at(-1)!.text).toBe('set side=North on b');
  });

  it('refuses values that are not text, finite numbers or true/false, writing nothing', () => {
    const { doc, actor, ids } = tableWith({ a: '0101' });
    expect(() => setAttributes(actor, [ids.a], { attack: Number.NaN })).toThrow(/attack/);
    expect(() => setAttributes(actor, [ids.a], { '': 1 })).toThrow(/attribute name/);
    expect(attrsOf(doc, ids.a)).toEqual({});
  });

  it('is undone in one step', () => {
    const { doc, actor, ids } = tableWith({ a: '0101', b: '0102' });
    const undo = createPlayerUndo(doc, () => 'Alice');
    setAttributes(actor, [ids.a, ids.b], { side: 'North' });
    undo.undo();
    expect(attrsOf(doc, ids.a)).toEqual({});
    expect(attrsOf(doc, ids.b)).toEqual({});
    undo.destroy();
  });
});

describe('renaming counters', () => {
  it('renames in one operation and skips blank or unchanged names', () => {
    const { doc, actor, ids } = tableWith({ a: '0101', b: '0102' });
    renamePieces(actor, [
      { id: ids.a, name: ' 2/Lehr ' },
      { id: ids.b, name: '' },
    ]);
    expect(readSnapshot(doc).pieces.get(ids.a)!.name).toBe('2/Lehr');
    expect(readSnapshot(doc).pieces.get(ids.b)!.name).toBe('b');
    expect(readLog(doc).at(-1)!.text).toBe('rename a to "2/Lehr"');
  });
});

describe('adding counters', () => {
  const lehr: NewCounter = designCounter({
    name: '2/Lehr',
    kind: 'unit',
    side: 'North',
    nationality: '',
    fill: '#c9b77a',
    ink: '#2b2414',
    symbol: 'armor',
    size: 'II',
    factors: '3-4-8',
    reduced: '1-2-8',
    stripe: '#ffffff',
  });

  it('adds copies with their faces, stacked on top of what stands at the point, in one operation', () => {
    const { doc, actor } = tableWith({ old: '0604' });
    const before = readLog(doc).length;
    const facesBefore = readSnapshot(doc).faces.size;
    const ids = addCounters(actor, [lehr, lehr, lehr], { board: 'map', ...hexPoint('0604') });
    expect(ids).toHaveLength(3);
    const table = readSnapshot(doc);
    expect(stackAt(doc, '0604')).toEqual(['old', '2/Lehr', '2/Lehr', '2/Lehr']);
    for (const id of ids) {
      const p = table.pieces.get(id)!;
      expect(p.faces).toHaveLength(2);
      expect(p.kind).toBe('unit');
      expect(p.size).toBe(50);
      expect(p.attrs).toEqual({ side: 'North', type: 'armor', size: 'II', attack: 3, defence: 4, movement: 8, steps: 2 });
      expect(table.faces.get(p.faces[1])).toMatchObject({ kind: 'drawn', factors: '1-2-8', stripe: '#ffffff' });
    }
    // Identical faces are stored once.
    expect(table.faces.size).toBe(facesBefore + 2);
    expect(readLog(doc)).toHaveLength(before + 1);
    expect(readLog(doc).at(-1)!.text).toBe('add 3 counters "2/Lehr" at 0604');
  });

  it('puts counters with a place of their own there, and markers on top of units', () => {
    const { doc, actor } = tableWith({ old: '0101' });
    const marker: NewCounter = { name: 'DG', kind: 'marker', faces: [{ kind: 'drawn', fill: '#f4d03f', ink: '#000', symbol: 'none', size: 'DG', name: 'Disrupted', factors: '' }], attrs: {} };
    addCounters(actor, [marker, { ...lehr, at: { board: 'map', ...hexPoint('0101') } }, { ...lehr, name: 'elsewhere' }], { board: 'map', ...hexPoint('0101') });
    expect(stackAt(doc, '0101')).toEqual(['old', '2/Lehr', 'elsewhere', 'DG']);
    const dg = [...readSnapshot(doc).pieces.values()].find((p) => p.name === 'DG')!;
    expect(dg.size).toBe(34);
    expect(dg.faces).toHaveLength(1);
  });

  it('is undone in one step', () => {
    const { doc, actor } = tableWith({ old: '0101' });
    const undo = createPlayerUndo(doc, () => 'Alice');
    addCounters(actor, [lehr, lehr], { board: 'map', ...hexPoint('0202') });
    expect(readSnapshot(doc).pieces.size).toBe(3);
    undo.undo();
    expect(readSnapshot(doc).pieces.size).toBe(1);
    undo.destroy();
  });

  it('refuses a counter without faces or a board not on the table, writing nothing', () => {
    const { doc, actor } = tableWith({ old: '0101' });
    expect(() => addCounters(actor, [{ ...lehr, faces: [] }], { board: 'map', x: 0, y: 0 })).toThrow(/no face/);
    expect(() => addCounters(actor, [lehr], { board: 'gone', x: 0, y: 0 })).toThrow(/board/);
    expect(readSnapshot(doc).pieces.size).toBe(1);
  });

  it('sizes counters to the board grid', () => {
    expect(counterSize(board, 'unit')).toBe(50);
    expect(counterSize(board, 'marker')).toBe(34);
    expect(counterSize({ ...board, grid: { kind: 'none' } }, 'unit')).toBe(50);
  });
});
