/** Images drawn in the page for tests: a hex map with printed numbers, and a counter sheet (front and mirrored back). */
import type { Page } from 'playwright-core';
type Player = { page: Page };


export const sheet = { width: 310, height: 240, left: 20, top: 20, size: 60, gap: 10, rows: 3, columns: 4 };
/** The counter left blank (plain white on both sides). */
export const blank = { row: 1, col: 2 };

/**
 * Draws a sheet in the page and returns its PNG bytes. The front has "F r,c" on counter (r, c); the
 * back is printed mirrored, as real sheets are: the back of front (r, c) is at column 3 − c, "B r,c".
 */
export async function sheetPng(page: Page, which: 'front' | 'back'): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ which, sheet, blank }) => {
      const canvas = document.createElement('canvas');
      canvas.width = sheet.width;
      canvas.height = sheet.height;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#cfc9b8';
      ctx.fillRect(0, 0, sheet.width, sheet.height);
      const fills = ['#c0392b', '#2e86c1', '#27ae60', '#d68910'];
      for (let r = 0; r < sheet.rows; r++) {
        for (let c = 0; c < sheet.columns; c++) {
          const col = which === 'front' ? c : sheet.columns - 1 - c;
          const x = sheet.left + col * (sheet.size + sheet.gap);
          const y = sheet.top + r * (sheet.size + sheet.gap);
          if (r === blank.row && c === blank.col) {
            ctx.fillStyle = '#ffffff';
            ctx.fillRect(x, y, sheet.size, sheet.size);
            continue;
          }
          ctx.fillStyle = fills[(r + c) % fills.length];
          ctx.globalAlpha = which === 'front' ? 1 : 0.6;
          ctx.fillRect(x, y, sheet.size, sheet.size);
          ctx.globalAlpha = 1;
          ctx.fillStyle = '#101010';
          ctx.font = 'bold 14px sans-serif';
          ctx.textAlign = 'center';
          ctx.fillText(`${which === 'front' ? 'F' : 'B'} ${r},${c}`, x + sheet.size / 2, y + sheet.size / 2 + 5);
        }
      }
      const png = await new Promise<Blob>((done, fail) => canvas.toBlob((b) => (b ? done(b) : fail(new Error('no PNG'))), 'image/png'));
      const bytes = new Uint8Array(await png.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    },
    { which, sheet, blank },
  );
  return Buffer.from(base64, 'base64');
}


/** A flat-topped hex map drawn in the page, numbered from 0305 at its first full hex, as a PNG. */
export async function drawHexMap(page: Player['page']) {
  return page.evaluate(async () => {
    const width = 1300;
    const height = 900;
    const dx = 66;
    const dy = 76;
    const ox = 50;
    const oy = 45;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#e9e2c8';
    ctx.fillRect(0, 0, width, height);
    const r = dx / 1.5;
    const centres: Record<string, { x: number; y: number }> = {};
    for (let col = 0; col < 19; col++) {
      for (let row = 0; row < 12; row++) {
        const x = ox + col * dx;
        const y = oy + row * dy + (col % 2 ? dy / 2 : 0);
        ctx.beginPath();
        for (let k = 0; k < 6; k++) {
          const a = (Math.PI / 3) * k;
          ctx.lineTo(x + r * Math.cos(a), y + (dy / 2 / Math.sin(Math.PI / 3)) * Math.sin(a));
        }
        ctx.closePath();
        ctx.strokeStyle = '#555';
        ctx.stroke();
        const label = String(col + 3).padStart(2, '0') + String(row + 5).padStart(2, '0');
        ctx.fillStyle = '#333';
        ctx.font = '11px sans-serif';
        ctx.textAlign = 'center';
        ctx.fillText(label, x, y - dy / 3);
        centres[label] = { x, y };
      }
    }
    const blob: Blob = await new Promise((r2) => canvas.toBlob((b) => r2(b!), 'image/png'));
    const bytes = Array.from(new Uint8Array(await blob.arrayBuffer()));
    return { bytes, centres, width, height };
  });
}

