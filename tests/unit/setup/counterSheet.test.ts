import { describe, expect, it } from 'vitest';
import {
  backCellFor,
  blankProbe,
  cellKey,
  counterLayout,
  counterSheetSetup,
  CounterSheetError,
  cutSheet,
  describeCount,
  isBlank,
  pairManually,
  pieceSizeFor,
  resolveBacks,
  type SheetGrid,
} from '../../../src/setup/counterSheet';
import type { AssetInfo, Board, ImageFace } from '../../../src/model/records';
import { problemsOf, checkBoard, checkFace, checkPiece, checkAsset } from '../../../src/model/validate';

const grid: SheetGrid = { left: 20, top: 20, columns: 4, rows: 3, counterWidth: 60, counterHeight: 60, gapX: 10, gapY: 10 };

describe('cutSheet', () => {
  it('cuts the grid into cells in reading order', () => {
    const cells = cutSheet(grid, 310, 240);
    expect(cells).toHaveLength(12);
    expect(cells[0]).toEqual({ row: 0, col: 0, x: 20, y: 20, w: 60, h: 60 });
    expect(cells[1]).toEqual({ row: 0, col: 1, x: 90, y: 20, w: 60, h: 60 });
    expect(cells[4]).toEqual({ row: 1, col: 0, x: 20, y: 90, w: 60, h: 60 });
    expect(cells[11]).toEqual({ row: 2, col: 3, x: 230, y: 160, w: 60, h: 60 });
  });

  it('accepts a grid that ends exactly at the image edge', () => {
    expect(cutSheet({ ...grid, left: 0, top: 0 }, 270, 200)).toHaveLength(12);
  });

  it('names the side a grid runs off', () => {
    expect(() => cutSheet(grid, 280, 240)).toThrow(/right edge.*ends at x = 290 px.*280 px wide/);
    expect(() => cutSheet(grid, 310, 200)).toThrow(/bottom edge.*ends at y = 220 px.*200 px high/);
    expect(() => cutSheet({ ...grid, left: -1 }, 310, 240)).toThrow(/left edge/);
    expect(() => cutSheet({ ...grid, top: -3 }, 310, 240)).toThrow(/top edge/);
    expect(() => cutSheet(grid, 280, 240)).toThrow(CounterSheetError);
    expect(cutSheet(grid, 290, 220)).toHaveLength(12);
  });

  it('names unusable numbers', () => {
    expect(() => cutSheet({ ...grid, columns: 0 }, 310, 240)).toThrow(/Columns must be a whole number/);
    expect(() => cutSheet({ ...grid, rows: 2.5 }, 310, 240)).toThrow(/Rows must be a whole number/);
    expect(() => cutSheet({ ...grid, counterWidth: 0 }, 310, 240)).toThrow(/Counter width must be more than 0/);
    expect(() => cutSheet({ ...grid, gapY: -1 }, 310, 240)).toThrow(/gap down must be 0 or more/);
    expect(() => cutSheet({ ...grid, left: NaN }, 310, 240)).toThrow(/Left must be a number/);
  });
});

describe('back matching', () => {
  it('mirrors the column in the same row', () => {
    expect(backCellFor({ row: 0, col: 0 }, grid, 'mirrored')).toEqual({ row: 0, col: 3 });
    expect(backCellFor({ row: 2, col: 1 }, grid, 'mirrored')).toEqual({ row: 2, col: 2 });
    expect(backCellFor({ row: 1, col: 3 }, grid, 'mirrored')).toEqual({ row: 1, col: 0 });
  });

  it('keeps the position in same mode', () => {
    expect(backCellFor({ row: 2, col: 1 }, grid, 'same')).toEqual({ row: 2, col: 1 });
  });

  it('lets manual pairs win, swapping with the front that had that back', () => {
    const overrides = pairManually(grid, 'mirrored', new Map(), { row: 0, col: 0 }, { row: 0, col: 1 });
    const backs = resolveBacks(grid, 'mirrored', overrides);
    expect(backs.get('0,0')).toEqual({ row: 0, col: 1 });
    // (0,2) mirrored onto (0,1); it takes (0,0)'s old back, (0,3).
    expect(backs.get('0,2')).toEqual({ row: 0, col: 3 });
    expect(backs.get('1,0')).toEqual({ row: 1, col: 3 });
    // Pairing back to the mirrored cells leaves no overrides.
    const undone = pairManually(grid, 'mirrored', overrides, { row: 0, col: 0 }, { row: 0, col: 3 });
    expect(undone.size).toBe(0);
  });
});

/** RGBA pixels of a flat colour. */
function flat(w: number, h: number, rgb: [number, number, number]): Uint8ClampedArray {
  const px = new Uint8ClampedArray(w * h * 4);
  for (let i = 0; i < w * h; i++) px.set([...rgb, 255], i * 4);
  return px;
}

function paint(px: Uint8ClampedArray, w: number, x: number, y: number, size: number, rgb: [number, number, number]) {
  for (let j = y; j < y + size; j++) for (let i = x; i < x + size; i++) px.set([...rgb, 255], (j * w + i) * 4);
}

describe('isBlank', () => {
  it('finds a flat colour blank', () => {
    expect(isBlank(flat(60, 60, [255, 255, 255]), 60, 60)).toBe(true);
    expect(isBlank(flat(60, 60, [120, 140, 90]), 60, 60)).toBe(true);
  });

  it('finds paper with faint scan noise and a speck of dust blank', () => {
    const px = flat(60, 60, [240, 236, 220]);
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    for (let i = 0; i < 3600; i++) {
      const d = Math.round((rand() - 0.5) * 6);
      px[i * 4] += d;
      px[i * 4 + 1] += d;
      px[i * 4 + 2] += d;
    }
    px.set([40, 40, 40, 255], (30 * 60 + 30) * 4);
    expect(isBlank(px, 60, 60)).toBe(true);
  });

  it('treats transparent pixels as white', () => {
    expect(isBlank(new Uint8ClampedArray(40 * 40 * 4), 40, 40)).toBe(true);
  });

  it('does not find a plain counter with a small symbol blank', () => {
    const px = flat(60, 60, [200, 180, 120]);
    paint(px, 60, 28, 28, 4, [20, 20, 20]);
    expect(isBlank(px, 60, 60)).toBe(false);
    const tiny = flat(60, 60, [200, 180, 120]);
    paint(tiny, 60, 28, 28, 3, [20, 20, 20]);
    expect(isBlank(tiny, 60, 60)).toBe(false);
  });

  it('does not find noise blank', () => {
    const px = new Uint8ClampedArray(60 * 60 * 4);
    let seed = 1;
    for (let i = 0; i < px.length; i++) px[i] = i % 4 === 3 ? 255 : (seed = (seed * 16807) % 2147483647) % 256;
    expect(isBlank(px, 60, 60)).toBe(false);
  });
});

describe('blankProbe', () => {
  it('shrinks a cell on every side and stays on the image', () => {
    expect(blankProbe({ row: 0, col: 0, x: 20, y: 20, w: 60, h: 60 }, 310, 240)).toEqual({ x: 24, y: 24, w: 52, h: 52 });
    expect(blankProbe({ row: 0, col: 0, x: 0, y: 0, w: 2, h: 2 }, 2, 2)).toEqual({ x: 0, y: 0, w: 2, h: 2 });
  });
});

describe('counterSheetSetup', () => {
  const asset = (hash: string, name: string): AssetInfo => ({ hash, mime: 'image/png', name, bytes: 1000, width: 310, height: 240 });
  const map: Board = { id: 'map', name: 'Map', fill: '#fff', width: 1000, height: 700, x: 50, y: 10, grid: { kind: 'none' } };

  it('makes two-sided counters from mirrored backs, skipping blank ones, on a board right of the map', () => {
    const result = counterSheetSetup({
      front: { asset: asset('f', 'front.png'), name: 'front.png' },
      back: { asset: asset('b', 'back.png') },
      grid,
      blankFronts: new Set(['1,2']),
      blankBacks: new Set(['1,1']),
      mode: 'mirrored',
      attrs: { side: 'Blue' },
      boards: [map],
    });
    expect(result.counters).toHaveLength(11);
    expect(result.skipped.map(cellKey)).toEqual(['1,2']);
    const { setup, board } = result;
    expect(board).toMatchObject({ name: 'Counters: front.png', fill: '#3d4a3e', x: 50 + 1000 + 80, y: 10, grid: { kind: 'none' } });
    expect(setup.assets!.map((a) => a.hash)).toEqual(['f', 'b']);
    expect(setup.pieces).toHaveLength(11);
    expect(Object.keys(setup.faces!)).toHaveLength(22);
    for (const p of setup.pieces!) {
      expect(p.faces).toHaveLength(2);
      expect(p.size).toBe(60);
      expect(p.attrs).toEqual({ side: 'Blue' });
      expect(p.at.b).toBe(board.id);
      expect(problemsOf(checkPiece, p)).toEqual([]);
    }
    for (const f of Object.values(setup.faces!)) expect(problemsOf(checkFace, f)).toEqual([]);
    for (const a of setup.assets!) expect(problemsOf(checkAsset, a)).toEqual([]);
    expect(problemsOf(checkBoard, board)).toEqual([]);
    const first = setup.pieces![0];
    const [front, back] = first.faces.map((id) => setup.faces![id] as ImageFace);
    expect(front).toEqual({ kind: 'image', asset: 'f', crop: { x: 20, y: 20, w: 60, h: 60 } });
    expect(back).toEqual({ kind: 'image', asset: 'b', crop: { x: 230, y: 20, w: 60, h: 60 } });
    // Counters keep the sheet's rows and columns, inside the board, each in a place of its own.
    const places = new Set(setup.pieces!.map((p) => `${p.at.x},${p.at.y}`));
    expect(places.size).toBe(11);
    for (const p of setup.pieces!) {
      expect(p.at.x - p.size / 2).toBeGreaterThanOrEqual(0);
      expect(p.at.x + p.size / 2).toBeLessThanOrEqual(board.width);
      expect(p.at.y + p.size / 2).toBeLessThanOrEqual(board.height);
    }
  });

  it('keeps a counter blank on its front when its back is printed', () => {
    const result = counterSheetSetup({
      front: { asset: asset('f', 'front.png'), name: 'front.png' },
      back: { asset: asset('b', 'back.png') },
      grid,
      blankFronts: new Set(['0,0', '0,1']),
      blankBacks: new Set(['0,3']),
      mode: 'mirrored',
      boards: [],
    });
    expect(result.skipped.map(cellKey)).toEqual(['0,0']);
    expect(result.board).toMatchObject({ x: 0, y: 0 });
  });

  it('makes one-sided counters without a back and follows manual pairs', () => {
    const single = counterSheetSetup({ front: { asset: asset('f', 'front.png'), name: 'front.png' }, grid, blankFronts: new Set(['2,3']), mode: 'mirrored', boards: [] });
    expect(single.setup.pieces).toHaveLength(11);
    expect(single.setup.pieces!.every((p) => p.faces.length === 1)).toBe(true);
    expect(single.setup.assets).toHaveLength(1);

    const overrides = pairManually(grid, 'same', new Map(), { row: 0, col: 0 }, { row: 0, col: 1 });
    const paired = counterSheetSetup({ front: { asset: asset('f', 'front.png'), name: 'front.png' }, back: { asset: asset('b', 'back.png') }, grid, blankFronts: new Set(), mode: 'same', overrides, boards: [] });
    const crops = paired.setup.pieces!.slice(0, 2).map((p) => (paired.setup.faces![p.faces[1]] as ImageFace).crop!.x);
    expect(crops).toEqual([90, 20]);
  });

  it('refuses a back sheet the grid runs off, saying it is the back', () => {
    expect(() =>
      counterSheetSetup({ front: { asset: asset('f', 'front.png'), name: 'front.png' }, back: { asset: { ...asset('b', 'back.png'), width: 200 } }, grid, blankFronts: new Set(), mode: 'mirrored', boards: [] }),
    ).toThrow(/^Back sheet: The grid runs off the right edge/);
  });
});

describe('sizes and words', () => {
  it('sizes counters as printed on the sheet, however large the scan', () => {
    expect(pieceSizeFor({ counterWidth: 60 })).toBe(60);
    expect(pieceSizeFor({ counterWidth: 12 })).toBe(12);
    expect(pieceSizeFor({ counterWidth: 300 })).toBe(300);
    expect(pieceSizeFor({ counterWidth: 2 })).toBe(8);
  });

  it('lays counters out with spacing', () => {
    const layout = counterLayout({ columns: 4, rows: 3 }, 60);
    expect(layout.spacing).toBe(15);
    expect(layout.centre({ row: 0, col: 0 })).toEqual({ x: 45, y: 45 });
    expect(layout.width).toBe(4 * 75 + 15);
  });

  it('describes the count', () => {
    expect(describeCount(48, 6)).toBe('48 counters (6 blank skipped)');
    expect(describeCount(1, 0)).toBe('1 counter');
  });
});
