import { describe, expect, it } from 'vitest';
import { counterSheetSetup, type SheetGrid } from '../../../src/setup/counterSheet';
import type { AssetInfo } from '../../../src/model/records';

const grid: SheetGrid = { left: 20, top: 20, columns: 4, rows: 3, counterWidth: 60, counterHeight: 60, gapX: 10, gapY: 10 };
const front: AssetInfo = { hash: 'f', mime: 'image/png', name: 'front.png', bytes: 1, width: 310, height: 240 };

describe('counters cut from a sheet', () => {
  it('take the names given, in reading order, and keep sheet-and-cell names only where none was given', () => {
    const { setup } = counterSheetSetup({ front: { asset: front, name: 'front.png' }, grid, blankFronts: new Set(['1,2']), mode: 'mirrored', boards: [], names: ['1st Alpini', '2nd Alpini', '3rd Alpini'] });
    const names = setup.pieces!.map((p) => p.name);
    expect(names.slice(0, 3)).toEqual(['1st Alpini', '2nd Alpini', '3rd Alpini']);
    expect(names[3]).toBe('front r1c4');
    expect(names).toHaveLength(11);
  });

  it('are as big as printed when no size is given, and as big as asked otherwise', () => {
    const printed = counterSheetSetup({ front: { asset: front, name: 'front.png' }, grid, blankFronts: new Set(), mode: 'mirrored', boards: [] });
    expect(printed.setup.pieces!.every((p) => p.size === 60)).toBe(true);
    const asked = counterSheetSetup({ front: { asset: front, name: 'front.png' }, grid, blankFronts: new Set(), mode: 'mirrored', boards: [], counterSize: 150 });
    expect(asked.setup.pieces!.every((p) => p.size === 150)).toBe(true);
  });
});
