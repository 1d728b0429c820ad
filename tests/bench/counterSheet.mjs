/**
 * The counter sheet the benchmark's image faces are cut from: a PNG of 16 × 16 cells, 96 px each
 * (a scan of a printed sheet at about 190 dpi), fronts in even cells and backs in odd ones. It is
 * painted in a browser page (paintCounterSheet is sent with page.evaluate, so it stands alone) and
 * the same bytes go to the app (as the scenario's image file) and to the baseline page (/sheet.png).
 */

/** The file name scenarios give the sheet. */
export const sheetFile = 'counter-sheet.png';
const cellPx = 96;
const cellsPerRow = 16;
/** How many front/back pairs the sheet holds. */
export const sheetUnits = (cellsPerRow * cellsPerRow) / 2;

/** The crop rectangle of cell `i` (row by row). */
export function sheetCell(i) {
  return { x: (i % cellsPerRow) * cellPx, y: Math.floor(i / cellsPerRow) * cellPx, w: cellPx, h: cellPx };
}

/**
 * In the page: paints the sheet (deterministic: no randomness, system font only) and returns the
 * PNG as base64, for Node to keep and hand to the pages that need it.
 */
export async function paintCounterSheet({ cellPx, cellsPerRow }) {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = cellPx * cellsPerRow;
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f4f1e8';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  for (let i = 0; i < cellsPerRow * cellsPerRow; i++) {
    const unit = i >> 1;
    const back = i % 2 === 1;
    const x = (i % cellsPerRow) * cellPx;
    const y = Math.floor(i / cellsPerRow) * cellPx;
    const hue = (unit * 47) % 360;
    const inset = 3;
    const w = cellPx - 2 * inset;
    ctx.fillStyle = `hsl(${hue}, 35%, ${back ? 82 : 62}%)`;
    ctx.fillRect(x + inset, y + inset, w, w);
    ctx.strokeStyle = '#1b1b1b';
    ctx.lineWidth = 2;
    ctx.strokeRect(x + inset + 1, y + inset + 1, w - 2, w - 2);
    if (back) {
      ctx.fillStyle = 'rgba(255,255,255,0.7)';
      ctx.fillRect(x + inset, y + inset + w * 0.12, w, w * 0.08);
    }
    // A unit silhouette: a box with a shape that differs per unit, like a printed symbol.
    ctx.strokeRect(x + cellPx * 0.27, y + cellPx * 0.32, cellPx * 0.46, cellPx * 0.3);
    ctx.beginPath();
    const cx = x + cellPx / 2;
    const cy = y + cellPx * 0.47;
    if (unit % 3 === 0) ctx.ellipse(cx, cy, cellPx * 0.14, cellPx * 0.08, 0, 0, 2 * Math.PI);
    else if (unit % 3 === 1) ctx.moveTo(cx - cellPx * 0.23, cy - cellPx * 0.15), ctx.lineTo(cx + cellPx * 0.23, cy + cellPx * 0.15);
    else ctx.arc(cx, cy, cellPx * 0.07, 0, 2 * Math.PI);
    ctx.stroke();
    ctx.fillStyle = '#1b1b1b';
    ctx.textAlign = 'center';
    ctx.font = `${Math.round(cellPx * 0.15)}px sans-serif`;
    ctx.fillText(`${unit + 1}/${(unit % 9) + 1}`, cx, y + cellPx * 0.24);
    ctx.font = `700 ${Math.round(cellPx * 0.2)}px sans-serif`;
    ctx.fillText(back ? `${(unit % 4) + 1}-${(unit % 3) + 2}` : `${(unit % 7) + 3}-${(unit % 5) + 4}`, cx, y + cellPx * 0.86);
  }
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The arguments paintCounterSheet takes, so callers need not know the layout. */
export const sheetLayout = { cellPx, cellsPerRow };

/**
 * In the page: creates a game from scenario text through window.sandtable, giving it the sheet
 * (base64, or null when the scenario names no image) under `name`; resolves to the game's id and
 * how long the import took. Stands alone for page.evaluate.
 */
export async function importWithSheet({ text, sheet, name }) {
  const files = {};
  if (sheet) {
    const binary = atob(sheet);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    files[name] = new Blob([bytes], { type: 'image/png' });
  }
  const t0 = performance.now();
  const id = await window.sandtable.importScenario(text, files);
  return { id, ms: performance.now() - t0 };
}
