/**
 * The geometry of counter tiles: the table's counters are painted into square bitmaps at the
 * zoom of the view, so a pan or a zoom redraws a handful of bitmaps rather than thousands of
 * counters (issue #11). Pure functions over plain numbers and stacks.
 */
import type { Board } from '../model/records';
import type { Stack } from '../model/stacks';
import { stackStep } from './tableLayout';

/** Edge of a tile in device pixels. */
export const tilePixels = 512;

/** A rectangle of the table, in table units. */
export interface TableRect {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** A tile: its level (device pixels per table unit) and its column and row at that level. */
export interface TileAddress {
  level: number;
  tx: number;
  ty: number;
}

/**
 * The level tiles are painted at for a zoom of `devicePixelsPerUnit`: the zoom itself, to nine
 * significant digits, so a zoom that comes back where it was finds the same level. A still view
 * then blits its tiles pixel for pixel: a scaled blit resamples every pixel on screen, which cost
 * a pan at fit more than half its frame (issue #11). A zoom under way shows the last level's
 * tiles scaled, and the tiles of its own level are painted once it pauses.
 */
export function tileLevel(devicePixelsPerUnit: number): number {
  return Number(Math.min(256, Math.max(1e-3, devicePixelsPerUnit)).toPrecision(9));
}

/** Table units covered by a tile's edge at a level. */
export const tileSpan = (level: number): number => tilePixels / level;

/** The tiles at `level` that a rectangle of the table touches. */
export function tilesOver(rect: TableRect, level: number): TileAddress[] {
  const span = tileSpan(level);
  const out: TileAddress[] = [];
  const tx2 = Math.floor(rect.x2 / span);
  const ty2 = Math.floor(rect.y2 / span);
  for (let ty = Math.floor(rect.y1 / span); ty <= ty2; ty++) {
    for (let tx = Math.floor(rect.x1 / span); tx <= tx2; tx++) out.push({ level, tx, ty });
  }
  return out;
}

/** The table rectangle a tile covers. */
export function tileRect({ level, tx, ty }: TileAddress): TableRect {
  const span = tileSpan(level);
  return { x1: tx * span, y1: ty * span, x2: (tx + 1) * span, y2: (ty + 1) * span };
}

/** A key naming a tile, for caches. */
export const tileKey = ({ level, tx, ty }: TileAddress): string => `${level}/${tx}/${ty}`;

/**
 * Everything a stack may paint, in table units: each counter is nudged up-left by its height in
 * the stack, may be rotated (half-diagonal ≈ 0.71 of its size) and may carry a moved mark at its
 * corner, so 0.75 of the largest counter's size around the bottom centre, plus the climb.
 */
export function stackBounds(stack: Stack, board: Board | undefined): TableRect {
  const x = (board?.x ?? 0) + stack.x;
  const y = (board?.y ?? 0) + stack.y;
  let size = 0;
  for (const p of stack.pieces) size = Math.max(size, p.size);
  const reach = size * 0.75;
  const climb = Math.max(0, stack.pieces.length - 1) * stackStep;
  return { x1: x - climb - reach, y1: y - climb - reach, x2: x + reach, y2: y + reach };
}

/** Whether two rectangles overlap. */
export const overlaps = (a: TableRect, b: TableRect): boolean => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;
