/**
 * The big-map benchmark's code that runs in the browser (tests/bench/bigMap.mjs passes it to
 * page.evaluate or addInitScript, which send a function's source, so each stands alone): drawing
 * and importing the map, watching for it to open, and finding the frames that drew it while panning.
 */

/** In the page: draws the map, encodes it as PNG and keeps it in window.__bigMap. */
export async function drawBigMap({ width, height }) {
  const t0 = performance.now();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#d8cfa8';
  ctx.fillRect(0, 0, width, height);
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296;
  for (let i = 0; i < 700; i++) {
    ctx.fillStyle = `hsl(${60 + rnd() * 80},${30 + rnd() * 30}%,${40 + rnd() * 30}%)`;
    ctx.beginPath();
    ctx.arc(rnd() * width, rnd() * height, 40 + rnd() * 300, 0, 2 * Math.PI);
    ctx.fill();
  }
  ctx.strokeStyle = 'rgba(40,40,40,0.6)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  for (let x = 0; x <= width; x += 100) ctx.moveTo(x, 0), ctx.lineTo(x, height);
  for (let y = 0; y <= height; y += 100) ctx.moveTo(0, y), ctx.lineTo(width, y);
  ctx.stroke();
  ctx.fillStyle = '#222';
  ctx.font = '28px sans-serif';
  for (let x = 0; x < width; x += 500) for (let y = 0; y < height; y += 500) ctx.fillText(`${x / 100},${y / 100}`, x + 8, y + 34);
  // Noise: a strip as wide as the map, ±1 level per pixel, stamped down the map (every fourth strip left clean).
  const strip = new ImageData(width, 128);
  const d = strip.data;
  for (let i = 0; i < d.length; i += 65536) crypto.getRandomValues(d.subarray(i, Math.min(d.length, i + 65536)));
  for (let i = 0; i < d.length; i += 4) {
    d[i] = d[i + 1] = d[i + 2] = d[i] & 0x80 ? 255 : 0;
    d[i + 3] &= 1;
  }
  const noise = document.createElement('canvas');
  noise.width = width;
  noise.height = 128;
  noise.getContext('2d').putImageData(strip, 0, 0);
  for (let y = 0, k = 0; y < height; y += 128, k++) if (k % 4 !== 3) ctx.drawImage(noise, 0, y);
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  canvas.width = canvas.height = noise.width = noise.height = 1;
  window.__bigMap = blob;
  return { bytes: blob.size, ms: performance.now() - t0 };
}

/** In the page: imports the map as the board of a new game (one counter in a corner) and sends the PNG to the bench server. */
export async function importBigMap({ width, height, fill, putUrl }) {
  const blob = window.__bigMap;
  const scenario = {
    sandtableScenario: 1,
    name: 'Big map',
    boards: [{ id: 'big', name: 'Big map', image: 'big.png', width, height, fill, grid: { kind: 'none' } }],
    faces: { f: { kind: 'drawn', fill: '#ccc', ink: '#000', symbol: 'infantry', size: 'XX', name: 'Unit', factors: '1-1-1' } },
    pieces: [{ name: 'Unit', faces: ['f'], board: 'big', x: 60, y: 60 }],
  };
  const t0 = performance.now();
  const id = await window.sandtable.importScenario(JSON.stringify(scenario), { 'big.png': blob });
  const ms = performance.now() - t0;
  const put = await fetch(putUrl, { method: 'PUT', body: blob });
  if (!put.ok) throw new Error(`PUT ${putUrl}: ${put.status}`);
  window.__bigMap = null;
  return { id, ms };
}

/**
 * In the page: imports a scenario (text) whose board image is the drawn map (as `mapName`) and whose
 * image faces are cut from the counter sheet (base64, as `sheetName`; null when none), then sends
 * the PNG to the bench server for the baseline page.
 */
export async function importMapGame({ text, sheet, sheetName, mapName, putUrl }) {
  const map = window.__bigMap;
  const files = { [mapName]: map };
  if (sheet) {
    const binary = atob(sheet);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    files[sheetName] = new Blob([bytes], { type: 'image/png' });
  }
  const t0 = performance.now();
  const id = await window.sandtable.importScenario(text, files);
  const ms = performance.now() - t0;
  const put = await fetch(putUrl, { method: 'PUT', body: map });
  if (!put.ok) throw new Error(`PUT ${putUrl}: ${put.status}`);
  window.__bigMap = null;
  return { id, ms };
}

/**
 * Init script: on the page being measured, reads five pixels of the stage's first canvas every
 * 10 ms until the image covers them, then stamps performance.now() (ms since navigation start).
 */
export function openWatcher({ match, selector, fill }) {
  if (!new RegExp(match).test(location.href)) return;
  const bg = [1, 3, 5].map((i) => parseInt(fill.slice(i, i + 2), 16));
  const check = () => {
    const canvas = document.querySelector(selector);
    const ctx = canvas?.width > 8 && canvas.getContext('2d');
    if (ctx) {
      const w = canvas.width;
      const h = canvas.height;
      const points = [[0.5, 0.5], [0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]];
      const drawn = points.every(([fx, fy]) => {
        const [r, g, b, a] = ctx.getImageData(Math.floor(w * fx), Math.floor(h * fy), 1, 1).data;
        return a === 255 && Math.abs(r - bg[0]) + Math.abs(g - bg[1]) + Math.abs(b - bg[2]) > 60;
      });
      if (drawn) return void (window.__bigOpenAt = performance.now());
    }
    setTimeout(check, 10);
  };
  check();
}

/** In the page: notes the time of every Konva layer draw (app and baseline both expose window.Konva). */
export function hookDraws() {
  window.__benchDraws = [];
  const layer = window.Konva?.Layer?.prototype;
  if (!layer || layer.__benchHooked) return;
  const drawScene = layer.drawScene;
  layer.drawScene = function (...args) {
    window.__benchDraws?.push(performance.now());
    return drawScene.apply(this, args);
  };
  layer.__benchHooked = true;
}

/**
 * In the page, after a recorded drag: the intervals of the frames that drew the map, up to the
 * release. Both pages draw on the animation frame after the one that handled a move (the app once
 * React has the new camera), so frames.mjs's "drag frames" mostly time the input handling; these
 * are the frames a player sees the map move in, each interval running from the frame's start
 * (the recorder's rAF, which runs before Konva's) to the next frame's, raster included.
 */
export function mapFrames() {
  const { t, upAt } = window.__benchFrames;
  const draws = window.__benchDraws;
  const out = [];
  let j = 0;
  for (let i = 0; i + 1 < t.length && t[i] < (upAt ?? Infinity); i++) {
    while (j < draws.length && draws[j] < t[i]) j++;
    if (j < draws.length && draws[j] < t[i + 1]) out.push(t[i + 1] - t[i]);
  }
  return out;
}
