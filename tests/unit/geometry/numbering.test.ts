import { describe, expect, it } from 'vitest';
import type { Cell, GridNumbering, HexGrid, SquareGrid } from '../../../src/model/grid';
import { standardNumbering } from '../../../src/model/grid';
import { cellLabel, describeNumbering, parseCellLabel } from '../../../src/geometry/numbering';
import { neighbours } from '../../../src/geometry/hexGrid';

function hex(numbering: Partial<GridNumbering>, orientation: 'flat' | 'pointy' = 'flat', shiftOdd = true): HexGrid {
  return {
    kind: 'hex',
    orientation,
    dx: 60,
    dy: 69,
    originX: 40,
    originY: 35,
    shiftOdd,
    columns: 40,
    rows: 30,
    numbering: { ...standardNumbering, ...numbering },
    showLines: false,
  };
}

function square(numbering: Partial<GridNumbering>): SquareGrid {
  return {
    kind: 'square',
    dx: 50,
    dy: 50,
    originX: 25,
    originY: 25,
    columns: 40,
    rows: 30,
    numbering: { ...standardNumbering, ...numbering },
    showLines: true,
  };
}

const schemes: Array<[string, HexGrid | SquareGrid]> = [
  ['the standard CCRR scheme', hex({})],
  ['row-first numbering', hex({ first: 'row' })],
  ['a dotted separator', hex({ separator: '.' })],
  ['lettered columns', hex({ columnStyle: 'alpha', rowDigits: 1 })],
  ['lettered rows, row first, with a dash', hex({ first: 'row', rowStyle: 'alpha', separator: '-', columnDigits: 1 })],
  ['rows counting up from the bottom', hex({ rowDescending: true })],
  ['both parts counting down', hex({ columnDescending: true, rowDescending: true, separator: '/' })],
  ['columns starting at 0', hex({ columnStart: 0 })],
  ['three-digit columns', hex({ columnDigits: 3 })],
  ['staggered flat hexes, odd columns shifted', hex({ stagger: true, rowStart: 21 }, 'flat', true)],
  ['staggered flat hexes, even columns shifted, starting at 1', hex({ stagger: true }, 'flat', false)],
  ['staggered pointy hexes, odd rows shifted', hex({ stagger: true, columnStart: 16 }, 'pointy', true)],
  ['staggered pointy hexes, even rows shifted, counting down', hex({ stagger: true, rowDescending: true }, 'pointy', false)],
  ['a square grid', square({ separator: ',' })],
];

describe('the standard CCRR scheme', () => {
  const grid = hex({});

  it('prints column then row, two digits each, starting at 01', () => {
    expect(cellLabel(grid, { col: 26, row: 17 })).toBe('2718');
    expect(cellLabel(grid, { col: 0, row: 0 })).toBe('0101');
    expect(cellLabel(grid, { col: 39, row: 29 })).toBe('4030');
  });

  it('reads labels back, ignoring surrounding spaces', () => {
    expect(parseCellLabel(grid, '2718')).toEqual({ col: 26, row: 17 });
    expect(parseCellLabel(grid, '  0101 ')).toEqual({ col: 0, row: 0 });
  });

  it('accepts a label typed without its leading zero', () => {
    expect(parseCellLabel(grid, '101')).toEqual({ col: 0, row: 0 });
    expect(parseCellLabel(grid, '718')).toEqual({ col: 6, row: 17 });
  });
});

describe('other numbering schemes', () => {
  it('can put the row first', () => {
    const grid = hex({ first: 'row' });
    expect(cellLabel(grid, { col: 26, row: 17 })).toBe('1827');
    expect(parseCellLabel(grid, '1827')).toEqual({ col: 26, row: 17 });
  });

  it('can separate the parts', () => {
    const grid = hex({ separator: '.' });
    expect(cellLabel(grid, { col: 26, row: 17 })).toBe('27.18');
    expect(parseCellLabel(grid, '27.18')).toEqual({ col: 26, row: 17 });
    expect(parseCellLabel(grid, '27.5')).toEqual({ col: 26, row: 4 });
  });

  it('can letter the columns spreadsheet style, in either case', () => {
    const grid = hex({ columnStyle: 'alpha', rowDigits: 1 });
    expect(cellLabel(grid, { col: 0, row: 0 })).toBe('A1');
    expect(cellLabel(grid, { col: 25, row: 8 })).toBe('Z9');
    expect(cellLabel(grid, { col: 26, row: 2 })).toBe('AA3');
    expect(cellLabel(grid, { col: 27, row: 11 })).toBe('AB12');
    expect(parseCellLabel(grid, 'Z9')).toEqual({ col: 25, row: 8 });
    expect(parseCellLabel(grid, 'aa3')).toEqual({ col: 26, row: 2 });
  });

  it('can count rows up from the bottom, so the last row prints the start number', () => {
    const grid = hex({ rowDescending: true });
    expect(cellLabel(grid, { col: 0, row: 29 })).toBe('0101');
    expect(cellLabel(grid, { col: 0, row: 0 })).toBe('0130');
    expect(parseCellLabel(grid, '2718')).toEqual({ col: 26, row: 12 });
  });

  it('can count columns right to left', () => {
    const grid = hex({ columnDescending: true });
    expect(cellLabel(grid, { col: 39, row: 0 })).toBe('0101');
    expect(cellLabel(grid, { col: 0, row: 0 })).toBe('4001');
  });

  it('can start columns at 0', () => {
    const grid = hex({ columnStart: 0 });
    expect(cellLabel(grid, { col: 0, row: 0 })).toBe('0001');
    expect(cellLabel(grid, { col: 26, row: 17 })).toBe('2618');
    expect(parseCellLabel(grid, '0001')).toEqual({ col: 0, row: 0 });
  });

  it('can pad columns to three digits', () => {
    const grid = hex({ columnDigits: 3 });
    expect(cellLabel(grid, { col: 26, row: 17 })).toBe('02718');
    expect(parseCellLabel(grid, '02718')).toEqual({ col: 26, row: 17 });
  });

  it('numbers a square grid the same way', () => {
    const grid = square({});
    expect(cellLabel(grid, { col: 26, row: 17 })).toBe('2718');
    expect(parseCellLabel(grid, '2718')).toEqual({ col: 26, row: 17 });
  });
});

describe('staggered numbering', () => {
  it('keeps the printed row along the down-right diagonal of flat hexes, odd columns shifted', () => {
    const grid = hex({ stagger: true }, 'flat', true);
    expect(['0101', '0201', '0301', '0401'].map((l) => parseCellLabel(grid, l))).toEqual([
      { col: 0, row: 0 },
      { col: 1, row: 0 },
      { col: 2, row: 1 },
      { col: 3, row: 1 },
    ]);
    expect(cellLabel(grid, { col: 4, row: 5 })).toBe('0504'); // row 5 − floor(4 / 2) = 3, printed 4
  });

  it('keeps the printed row along the down-right diagonal of flat hexes, even columns shifted', () => {
    const grid = hex({ stagger: true }, 'flat', false);
    expect(cellLabel(grid, { col: 1, row: 1 })).toBe('0201');
    expect(cellLabel(grid, { col: 3, row: 4 })).toBe('0403'); // row 4 − ceil(3 / 2) = 2, printed 3
  });

  it('keeps the printed column along the down-right diagonal of pointy hexes', () => {
    const odd = hex({ stagger: true }, 'pointy', true);
    expect(cellLabel(odd, { col: 0, row: 1 })).toBe('0102');
    expect(cellLabel(odd, { col: 1, row: 2 })).toBe('0103');
    const even = hex({ stagger: true }, 'pointy', false);
    expect(cellLabel(even, { col: 1, row: 1 })).toBe('0102');
    expect(cellLabel(even, { col: 1, row: 2 })).toBe('0103');
  });

  for (const orientation of ['flat', 'pointy'] as const) {
    for (const shiftOdd of [true, false]) {
      it(`holds along every down-right walk (${orientation}, shiftOdd ${shiftOdd})`, () => {
        const grid = hex({ stagger: true, separator: ':' }, orientation, shiftOdd);
        const part = orientation === 'flat' ? 1 : 0; // flat: row part stays; pointy: column part stays
        for (const start of [{ col: 0, row: 3 }, { col: 5, row: 0 }, { col: 2, row: 2 }]) {
          const printed = cellLabel(grid, start).split(':')[part];
          let cell: Cell = start;
          for (let i = 0; i < 12; i++) {
            cell = neighbours(grid, cell)[2]; // SE in both orientations
            expect(cellLabel(grid, cell).split(':')[part]).toBe(printed);
          }
        }
      });
    }
  }

  it('is ignored on square grids', () => {
    expect(cellLabel(square({ stagger: true }), { col: 5, row: 5 })).toBe('0606');
  });
});

for (const [name, grid] of schemes) {
  describe(name, () => {
    it('gives every cell of a 40×30 board its own label and reads each one back', () => {
      const seen = new Set<string>();
      for (let col = 0; col < 40; col++) {
        for (let row = 0; row < 30; row++) {
          const label = cellLabel(grid, { col, row });
          seen.add(label);
          expect(parseCellLabel(grid, label)).toEqual({ col, row });
          expect(parseCellLabel(grid, ` ${label.toLowerCase()}\t`)).toEqual({ col, row });
        }
      }
      expect(seen.size).toBe(1200);
    });

    it('turns text that is no label into null', () => {
      for (const junk of ['', '   ', 'hello', '99999999', '27-', '-', '12.34.56x']) {
        expect(parseCellLabel(grid, junk)).toBeNull();
      }
    });
  });
}

describe('cells off the board', () => {
  it('round trip when the separator makes labels unambiguous', () => {
    for (const [, grid] of schemes.filter(([, g]) => g.numbering.separator !== '')) {
      for (let col = -5; col < 45; col++) {
        for (let row = -5; row < 35; row++) {
          expect(parseCellLabel(grid, cellLabel(grid, { col, row }))).toEqual({ col, row });
        }
      }
    }
  });

  it('round trip without a separator while the numbers fit their widths', () => {
    const grid = hex({});
    for (const cell of [{ col: -1, row: 0 }, { col: 45, row: 60 }, { col: -3, row: -4 }, { col: 98, row: 98 }]) {
      expect(parseCellLabel(grid, cellLabel(grid, cell))).toEqual(cell);
    }
    expect(cellLabel(grid, { col: -3, row: 0 })).toBe('-0201');
  });

  it('print letters below A with a minus sign', () => {
    const grid = hex({ columnStyle: 'alpha', columnStart: 1, rowDigits: 1 });
    expect(cellLabel(grid, { col: -1, row: 0 })).toBe('-A1');
    expect(parseCellLabel(grid, '-A1')).toEqual({ col: -1, row: 0 });
  });
});

describe('describing a numbering scheme', () => {
  it('shows the first labels and which part comes first', () => {
    expect(describeNumbering(standardNumbering)).toBe('0101, 0102 … (column first)');
    expect(describeNumbering({ ...standardNumbering, first: 'row', separator: '.' })).toBe('01.01, 01.02 … (row first)');
  });

  it('mentions letters, counting down and stagger', () => {
    expect(
      describeNumbering({ ...standardNumbering, columnStyle: 'alpha', rowDigits: 1, rowDescending: true, stagger: true }),
    ).toBe('A1, A2 … (column first, rows count down, staggered)');
  });
});
