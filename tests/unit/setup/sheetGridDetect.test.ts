import { describe, expect, it } from 'vitest';
import { detectSheetGrid, type Pixels } from '../../../src/setup/sheetGridDetect';
import { seeded } from '../support/random';

interface Drawn {
  left: number;
  top: number;
  columns: number;
  rows: number;
  size: number;
  gap: number;
  background: [number, number, number];
  blanks?: [number, number][];
  noise?: number;
  seed?: number;
}

/** Draws a counter sheet: counters of varied colours with a dark symbol, some cells left empty, a little scanner noise. */
function sheet(d: Drawn): Pixels {
  const width = d.left * 2 + d.columns * d.size + (d.columns - 1) * d.gap + 3;
  const height = d.top * 2 + d.rows * d.size + (d.rows - 1) * d.gap + 5;
  const data = new Uint8ClampedArray(width * height * 4);
  const random = seeded(d.seed ?? 1);
  const set = (x: number, y: number, c: number[]) => {
    const i = (y * width + x) * 4;
    const n = d.noise ? (random() - 0.5) * d.noise : 0;
    data[i] = c[0] + n;
    data[i + 1] = c[1] + n;
    data[i + 2] = c[2] + n;
    data[i + 3] = 255;
  };
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) set(x, y, d.background);
  const colours = [[200, 60, 50], [40, 110, 190], [60, 150, 70], [230, 230, 230], [30, 30, 30]];
  for (let r = 0; r < d.rows; r++) {
    for (let c = 0; c < d.columns; c++) {
      if (d.blanks?.some(([br, bc]) => br === r && bc === c)) continue;
      const x0 = d.left + c * (d.size + d.gap);
      const y0 = d.top + r * (d.size + d.gap);
      const fill = colours[(r * 7 + c * 3) % colours.length];
      for (let y = 0; y < d.size; y++) for (let x = 0; x < d.size; x++) set(x0 + x, y0 + y, x > d.size * 0.3 && x < d.size * 0.7 && y > d.size * 0.4 && y < d.size * 0.6 ? [0, 0, 0] : fill);
    }
  }
  return { width, height, data };
}

const expectGrid = (d: Drawn) => {
  const found = detectSheetGrid(sheet(d));
  expect(found).not.toBeNull();
  const g = found!.grid;
  expect(Math.abs(g.left - d.left)).toBeLessThanOrEqual(1);
  expect(Math.abs(g.top - d.top)).toBeLessThanOrEqual(1);
  expect(Math.abs(g.counterWidth - d.size)).toBeLessThanOrEqual(1);
  expect(Math.abs(g.counterHeight - d.size)).toBeLessThanOrEqual(1);
  expect(Math.abs(g.gapX - d.gap)).toBeLessThanOrEqual(1);
  expect(Math.abs(g.gapY - d.gap)).toBeLessThanOrEqual(1);
  expect([g.columns, g.rows]).toEqual([d.columns, d.rows]);
};

describe('finding the counter grid on a sheet', () => {
  it('finds a 10 × 6 grid of 60 px counters with 4 px gutters on a grey sheet', () => {
    expectGrid({ left: 20, top: 15, columns: 10, rows: 6, size: 60, gap: 4, background: [205, 200, 185] });
  });

  it('finds small counters close together on a white sheet, with scanner noise', () => {
    expectGrid({ left: 9, top: 31, columns: 14, rows: 9, size: 38, gap: 2, background: [250, 250, 250], noise: 18, seed: 4 });
  });

  it('counts a whole blank column and row inside the grid, and blank corners', () => {
    const blanks: [number, number][] = [[0, 0], [5, 7], ...Array.from({ length: 6 }, (_, r) => [r, 3] as [number, number]), ...Array.from({ length: 8 }, (_, c) => [2, c] as [number, number])];
    expectGrid({ left: 12, top: 12, columns: 8, rows: 6, size: 50, gap: 6, background: [190, 185, 160], blanks });
  });

  it('says it cannot tell when there is only one counter', () => {
    expect(detectSheetGrid(sheet({ left: 10, top: 10, columns: 1, rows: 1, size: 60, gap: 0, background: [200, 200, 200] }))).toBeNull();
  });
});
