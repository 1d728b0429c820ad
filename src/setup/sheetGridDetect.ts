/**
 * Finding the counter grid on a scanned sheet: the sheet's background colour is read from its
 * border, every row and column of pixels is scored by how much of it differs from the background,
 * and the runs of counters and gutters give the counter size, the gaps, the margins and the
 * number of rows and columns. The player confirms or nudges what is proposed. Pure.
 */
import type { SheetGrid } from './counterSheet';

/** Pixels as a canvas gives them: RGBA, row by row. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** A proposed grid, and how sure the detector is (0–1: how regular the runs it found were). */
export interface DetectedGrid {
  grid: SheetGrid;
  confidence: number;
}

/** How far (sum of channel differences) a pixel must be from the background to count as counter. */
const differs = 60;

/** The most common colour of the sheet's outermost pixels, taken as its background. */
function background(p: Pixels): [number, number, number] {
  const counts = new Map<number, number>();
  const add = (x: number, y: number) => {
    const i = (y * p.width + x) * 4;
    const key = ((p.data[i] >> 3) << 10) | ((p.data[i + 1] >> 3) << 5) | (p.data[i + 2] >> 3);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  for (let x = 0; x < p.width; x++) add(x, 0), add(x, p.height - 1);
  for (let y = 0; y < p.height; y++) add(0, y), add(p.width - 1, y);
  const key = [...counts].sort((a, b) => b[1] - a[1])[0][0];
  return [((key >> 10) & 31) * 8 + 4, ((key >> 5) & 31) * 8 + 4, (key & 31) * 8 + 4];
}

/** Fraction of each column's and each row's pixels that are not background. */
function profiles(p: Pixels): { columns: Float64Array; rows: Float64Array } {
  const [r, g, b] = background(p);
  const columns = new Float64Array(p.width);
  const rows = new Float64Array(p.height);
  for (let y = 0; y < p.height; y++) {
    for (let x = 0; x < p.width; x++) {
      const i = (y * p.width + x) * 4;
      if (Math.abs(p.data[i] - r) + Math.abs(p.data[i + 1] - g) + Math.abs(p.data[i + 2] - b) > differs) {
        columns[x]++;
        rows[y]++;
      }
    }
  }
  for (let x = 0; x < p.width; x++) columns[x] /= p.height;
  for (let y = 0; y < p.height; y++) rows[y] /= p.width;
  return { columns, rows };
}

/** Runs of lines that hold counters: [start, end) pairs, ignoring specks narrower than `minRun`. */
function runs(profile: Float64Array, minRun: number): [number, number][] {
  const peak = Math.max(...profile);
  const threshold = Math.max(0.01, peak * 0.15);
  const out: [number, number][] = [];
  let start = -1;
  for (let i = 0; i <= profile.length; i++) {
    const on = i < profile.length && profile[i] > threshold;
    if (on && start < 0) start = i;
    if (!on && start >= 0) {
      if (i - start >= minRun) out.push([start, i]);
      start = -1;
    }
  }
  return out;
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : 0;
};

/** One axis of the grid from its runs: where it starts, the counter size, the gap and the count. */
function axis(found: [number, number][]): { start: number; size: number; gap: number; count: number; regular: number } | null {
  if (found.length < 2) return null;
  const size = median(found.map(([a, b]) => b - a));
  const pitch = median(found.slice(1).map(([a], i) => a - found[i][0]));
  if (pitch < size || size < 4) return null;
  const count = Math.round((found[found.length - 1][0] - found[0][0]) / pitch) + 1;
  const regular = found.filter(([a, b]) => Math.abs(b - a - size) <= 2).length / found.length;
  return { start: found[0][0], size, gap: pitch - size, count, regular };
}

/**
 * Proposes the counter grid of a sheet, or null when no regular rows and columns of counters
 * separated by gutters can be seen (counters printed edge to edge, or a single counter).
 */
export function detectSheetGrid(p: Pixels): DetectedGrid | null {
  if (p.width < 8 || p.height < 8) return null;
  const { columns, rows } = profiles(p);
  const across = axis(runs(columns, 4));
  const down = axis(runs(rows, 4));
  if (!across || !down) return null;
  return {
    grid: { left: across.start, top: down.start, columns: across.count, rows: down.count, counterWidth: across.size, counterHeight: down.size, gapX: across.gap, gapY: down.gap },
    confidence: Math.min(across.regular, down.regular),
  };
}
