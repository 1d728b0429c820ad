/**
 * A counter sheet image chosen by the player: its bytes (to store as an asset once they add the
 * counters) and a full-size canvas of it (to draw the preview and test cells for blankness).
 */
import { blankProbe, cellKey, isBlank, type SheetCell } from '../../setup/counterSheet';
import { imageTypes } from '../../store/assets';
import { detectSheetGrid, type DetectedGrid } from '../../setup/sheetGridDetect';

export interface SheetImage {
  name: string;
  mime: string;
  bytes: Uint8Array;
  width: number;
  height: number;
  /** The image at full size, for drawing and reading pixels. */
  canvas: HTMLCanvasElement;
}

const byExtension: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', svg: 'image/svg+xml', gif: 'image/gif' };

/** The image type of a file, from the browser or else from its extension ('' when neither knows). */
export function mimeOfFile(file: File): string {
  if (file.type) return file.type;
  return byExtension[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

/** Reads a chosen or dropped file as a sheet, failing with a sentence a player understands. */
export async function loadSheetImage(file: File): Promise<SheetImage> {
  const mime = mimeOfFile(file);
  if (!imageTypes.includes(mime)) throw new Error(`"${file.name}" is not an image Sandtable reads (PNG, JPEG, WebP, SVG or GIF).`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: mime }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode().catch(() => {
      throw new Error(`"${file.name}" is not an image this browser can read (PNG, JPEG, WebP, SVG or GIF).`);
    });
    const width = img.naturalWidth;
    const height = img.naturalHeight;
    if (!width || !height) throw new Error(`"${file.name}" has no size of its own (an SVG without width and height?); save it as PNG or JPEG.`);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('This browser cannot draw the sheet (no 2D canvas).');
    ctx.drawImage(img, 0, 0);
    return { name: file.name, mime, bytes, width, height, canvas };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The counter grid found on a sheet's pixels, or null (see `detectSheetGrid`). */
export function detectOnSheet(sheet: SheetImage): DetectedGrid | null {
  const ctx = sheet.canvas.getContext('2d', { willReadFrequently: true });
  try {
    return ctx ? detectSheetGrid(ctx.getImageData(0, 0, sheet.width, sheet.height)) : null;
  } catch {
    // A canvas the browser will not let us read (a tainted SVG): the player sets the grid.
    return null;
  }
}

/** Keys of the cells of a sheet that are blank (tested a little inside each cell's edges). Cells off the image are left out. */
export function blankCells(sheet: SheetImage, cells: readonly SheetCell[]): Set<string> {
  const out = new Set<string>();
  const ctx = sheet.canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return out;
  try {
    for (const cell of cells) {
      if (cell.x < 0 || cell.y < 0 || cell.x + cell.w > sheet.width || cell.y + cell.h > sheet.height) continue;
      const r = blankProbe(cell, sheet.width, sheet.height);
      const data = ctx.getImageData(r.x, r.y, r.w, r.h);
      if (isBlank(data.data, r.w, r.h)) out.add(cellKey(cell));
    }
  } catch {
    // A canvas the browser will not let us read (a tainted SVG): treat nothing as blank.
    return new Set();
  }
  return out;
}
