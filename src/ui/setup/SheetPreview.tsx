/**
 * A counter sheet drawn small with its grid over it: every cell outlined, skipped (blank) counters
 * crossed out, highlighted cells filled. Reports the cell under the pointer and clicks on cells.
 */
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { cellKey, type CellRef, type SheetCell } from '../../setup/counterSheet';
import type { SheetImage } from './sheetImage';

/** Largest preview, in CSS pixels. */
export const previewWidth = 640;
export const previewHeight = 400;

interface Props {
  sheet: SheetImage;
  /** The grid's cells on this sheet (empty while the grid's numbers are unusable). */
  cells: readonly SheetCell[];
  /** False when the grid runs off the sheet: the grid is drawn in the error colour. */
  fits: boolean;
  /** Cells of counters that will be skipped (blank). */
  crossed: ReadonlySet<string>;
  /** Cells to highlight (the hovered cell's partner). */
  marked: ReadonlySet<string>;
  /** The cell under the pointer. */
  hovered: string | null;
  /** A front cell waiting for its back to be clicked. */
  selected?: string | null;
  label: string;
  testId: string;
  /** Tallest the preview may be, in CSS pixels. */
  maxHeight?: number;
  data?: Record<string, string | undefined>;
  onHover(cell: CellRef | null): void;
  onPick?(cell: CellRef): void;
}

/** The scale at which a sheet is previewed to fit `maxHeight` (small sheets are enlarged, up to 4×). */
export function previewScale(width: number, height: number, maxHeight = previewHeight): number {
  return Math.min(previewWidth / width, maxHeight / height, 4);
}

export function SheetPreview({ sheet, cells, fits, crossed, marked, hovered, selected, label, testId, maxHeight, data, onHover, onPick }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const scale = previewScale(sheet.width, sheet.height, maxHeight);
  const cssWidth = Math.max(1, Math.round(sheet.width * scale));
  const cssHeight = Math.max(1, Math.round(sheet.height * scale));
  const [dpr] = useState(() => (typeof window !== 'undefined' && window.devicePixelRatio) || 1);
  // The sheet scaled once to the preview's size, so redrawing on every hover stays cheap for big scans.
  const backdrop = useMemo(() => {
    const small = document.createElement('canvas');
    small.width = Math.round(cssWidth * dpr);
    small.height = Math.round(cssHeight * dpr);
    const ctx = small.getContext('2d');
    if (ctx) {
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(sheet.canvas, 0, 0, small.width, small.height);
    }
    return small;
  }, [sheet, cssWidth, cssHeight, dpr]);

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, el.width, el.height);
    ctx.drawImage(backdrop, 0, 0);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const outline = fits ? '#ffb300' : '#ff5a4f';
    for (const cell of cells) {
      const key = cellKey(cell);
      const x = cell.x * scale;
      const y = cell.y * scale;
      const w = cell.w * scale;
      const h = cell.h * scale;
      if (crossed.has(key)) {
        ctx.fillStyle = 'rgba(20, 24, 20, 0.45)';
        ctx.fillRect(x, y, w, h);
        ctx.strokeStyle = '#ff5a4f';
        ctx.lineWidth = 1.5;
        ctx.beginPath();
        ctx.moveTo(x + 2, y + 2);
        ctx.lineTo(x + w - 2, y + h - 2);
        ctx.moveTo(x + w - 2, y + 2);
        ctx.lineTo(x + 2, y + h - 2);
        ctx.stroke();
      }
      if (marked.has(key) || key === hovered) {
        ctx.fillStyle = marked.has(key) ? 'rgba(80, 200, 255, 0.35)' : 'rgba(255, 179, 0, 0.25)';
        ctx.fillRect(x, y, w, h);
      }
      const strong = marked.has(key) || key === selected;
      ctx.strokeStyle = key === selected ? '#e040fb' : marked.has(key) ? '#50c8ff' : outline;
      ctx.lineWidth = strong ? 3 : 1.25;
      ctx.strokeRect(x + 0.5, y + 0.5, Math.max(1, w - 1), Math.max(1, h - 1));
    }
  }, [backdrop, cells, fits, crossed, marked, hovered, selected, scale, dpr]);

  const cellAt = (e: MouseEvent<HTMLCanvasElement>): CellRef | null => {
    const box = e.currentTarget.getBoundingClientRect();
    const x = (e.clientX - box.left) / scale;
    const y = (e.clientY - box.top) / scale;
    const hit = cells.find((c) => x >= c.x && x < c.x + c.w && y >= c.y && y < c.y + c.h);
    return hit ? { row: hit.row, col: hit.col } : null;
  };

  const dataAttrs = Object.fromEntries(Object.entries(data ?? {}).filter(([, v]) => v !== undefined).map(([k, v]) => [`data-${k}`, v]));
  return (
    <canvas
      ref={canvas}
      className="sheet-preview"
      data-testid={testId}
      role="img"
      aria-label={label}
      width={Math.round(cssWidth * dpr)}
      height={Math.round(cssHeight * dpr)}
      style={{ width: cssWidth, height: cssHeight, cursor: onPick ? 'pointer' : 'crosshair' }}
      data-scale={scale}
      {...dataAttrs}
      onMouseMove={(e) => {
        const cell = cellAt(e);
        const key = cell ? cellKey(cell) : null;
        if (key !== hovered) onHover(cell);
      }}
      onMouseLeave={() => onHover(null)}
      onClick={(e) => {
        const cell = cellAt(e);
        if (cell) onPick?.(cell);
      }}
    />
  );
}
