/**
 * The functions tests/bench/peers.mjs runs inside the players' pages (page.evaluate and
 * addInitScript serialise them), so each must be self-contained: no imports, no outer variables.
 */

/**
 * Init script for B: after every data-channel message has been handled (the app reads them with
 * addEventListener), calls window.__benchAfterMessage, so a watcher learns the moment a remote
 * update reached the table, without polling.
 */
export function hookDataChannels() {
  const add = RTCDataChannel.prototype.addEventListener;
  RTCDataChannel.prototype.addEventListener = function (type, listener, options) {
    if (type !== 'message' || typeof listener !== 'function') return add.call(this, type, listener, options);
    return add.call(this, type, function (event) {
      listener.call(this, event);
      window.__benchAfterMessage?.();
    }, options);
  };
}

/**
 * In B: waits for piece `id` to reach hex `to`. `renderAt` is stamped in the first animation frame
 * whose callbacks see it there. That frame is the one that draws it: the table store changed in the
 * task that applied the update, React commits store changes at once (useSyncExternalStore, sync
 * lane), and react-konva's batchDraw asked for this very frame. So `renderAt` is the start of the
 * frame that renders the move; its pixels follow at that frame's paint, a few ms later. `seenAt` is
 * the end of the data-channel message that put it in B's table (hookDataChannels), to split delivery
 * from waiting for a frame.
 */
export function watchForMove({ id, to }) {
  const rec = (window.__benchMove = { seenAt: null, renderAt: null });
  const now = () => performance.timeOrigin + performance.now();
  const there = () => window.sandtable.listPieces().find((p) => p.id === id)?.hex === to;
  window.__benchAfterMessage = () => {
    if (rec.seenAt === null && there()) rec.seenAt = now();
  };
  const frame = () => {
    if (!there()) return void requestAnimationFrame(frame);
    rec.renderAt = now();
    window.__benchAfterMessage = null;
  };
  requestAnimationFrame(frame);
}

/** In A: a few lone counters on screen and, for each, an empty hex well clear of every counter to shuttle it to. */
export function pickMoves(count) {
  const api = window.sandtable;
  const pieces = api.listPieces();
  const board = pieces[0].board;
  const box = document.querySelector('[data-testid="table"]').getBoundingClientRect();
  const onScreen = (p) => p && p.x > box.left + 40 && p.x < box.right - 40 && p.y > box.top + 40 && p.y < box.bottom - 40;
  const hexPx = (api.screenPointOfHex(board, '0301').x - api.screenPointOfHex(board, '0101').x) / 2;
  const movers = pieces.filter((p) => p.kind === 'unit' && p.stack.length === 1 && onScreen(api.screenPointOfPiece(p.id))).slice(0, count);
  const taken = pieces.map((p) => api.screenPointOfPiece(p.id));
  const targets = [];
  const pad = (n) => String(n).padStart(2, '0');
  for (let c = 2; c <= 40 && targets.length < movers.length; c += 3) {
    for (let r = 2; r <= 40 && targets.length < movers.length; r += 2) {
      const label = `${pad(c)}${pad(r)}`;
      const pt = api.screenPointOfHex(board, label);
      if (!onScreen(pt) || taken.some((q) => Math.hypot(q.x - pt.x, q.y - pt.y) < 2.5 * hexPx)) continue;
      targets.push(label);
      taken.push(pt);
    }
  }
  return { board, movers: movers.slice(0, targets.length).map((p) => ({ id: p.id, home: p.hex })), targets };
}

/** In A: a PNG of noise (does not compress, like a scan; 3000×2300 is about 24 MB), made the game's map; resolves to its size and SHA-256. */
export async function makeScanGame({ width = 3000, height = 2300 } = {}) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  const data = ctx.createImageData(canvas.width, canvas.height);
  for (let i = 0; i < data.data.length; i += 65536) crypto.getRandomValues(data.data.subarray(i, i + 65536));
  for (let i = 3; i < data.data.length; i += 4) data.data[i] = 255;
  ctx.putImageData(data, 0, 0);
  const blob = await new Promise((r) => canvas.toBlob(r, 'image/png'));
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  const hash = Array.from(new Uint8Array(digest), (x) => x.toString(16).padStart(2, '0')).join('');
  const scenario = {
    sandtableScenario: 1,
    name: 'Throughput',
    boards: [{ id: 'scan', name: 'Scan', image: 'scan.png', width, height, grid: { kind: 'none' } }],
    faces: { f: { kind: 'drawn', fill: '#ccc', ink: '#000', symbol: 'infantry', size: 'XX', name: 'Unit', factors: '1-1-1' } },
    pieces: [{ name: 'Unit', faces: ['f'], board: 'scan', x: 300, y: 300 }],
  };
  await window.sandtable.importScenario(JSON.stringify(scenario), { 'scan.png': blob });
  return { hash, bytes: blob.size };
}

/**
 * Init script for a joiner (runs before the app, from navigation start): stamps performance.now()
 * (ms since navigation start) when the game's one piece first shows, and when the image with
 * `hash` is in IndexedDB (checked every 100 ms).
 */
export function assetWatcher(hash) {
  if (!location.hash.startsWith('#/join/')) return;
  const rec = (window.__benchAsset = { pieceAt: null, storedAt: null });
  const piece = () => {
    if (window.sandtable?.listPieces().length === 1) rec.pieceAt = performance.now();
    else setTimeout(piece, 10);
  };
  const stored = () =>
    new Promise((resolve) => {
      const open = indexedDB.open('sandtable-assets');
      // Not there yet: do not create it, or the app would find a database without its store.
      open.onupgradeneeded = () => open.transaction.abort();
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        const done = (found) => (db.close(), resolve(found));
        try {
          const req = db.transaction('blobs').objectStore('blobs').count(hash);
          req.onsuccess = () => done(req.result > 0);
          req.onerror = () => done(false);
        } catch {
          done(false); // the store is being created
        }
      };
    });
  const poll = async () => {
    if (await stored()) rec.storedAt = performance.now();
    else setTimeout(poll, 100);
  };
  piece();
  void poll();
}

/** In the joiner: the stored image's size and SHA-256. */
export async function storedHash(hash) {
  const blob = await new Promise((resolve, reject) => {
    const open = indexedDB.open('sandtable-assets');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const req = open.result.transaction('blobs').objectStore('blobs').get(hash);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    };
  });
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return { bytes: blob.size, hash: Array.from(new Uint8Array(digest), (x) => x.toString(16).padStart(2, '0')).join('') };
}

/**
 * Init script for a joiner: records every value the image progress bar shows, in order, in
 * window.__assetProgress (from navigation start, so the first value after a reload is caught).
 */
export function progressRecorder() {
  const seen = (window.__assetProgress = []);
  const look = () => {
    const bar = document.querySelector('[data-testid=asset-progress] progress');
    const value = bar ? Number(bar.getAttribute('aria-valuenow')) : null;
    const total = bar ? Number(bar.getAttribute('aria-valuemax')) : null;
    if (value !== null && (seen.length === 0 || seen[seen.length - 1].value !== value)) seen.push({ value, total });
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
}

/** In the joiner: the bytes of unfinished images kept for resuming (IndexedDB 'sandtable-asset-parts'), summed; 0 when there is none. */
export async function storedPartBytes() {
  return new Promise((resolve) => {
    const open = indexedDB.open('sandtable-asset-parts');
    open.onupgradeneeded = () => open.transaction.abort();
    open.onerror = () => resolve(0);
    open.onsuccess = () => {
      const db = open.result;
      try {
        const req = db.transaction('runs').objectStore('runs').getAll();
        req.onsuccess = () => (db.close(), resolve(req.result.reduce((sum, bytes) => sum + bytes.byteLength, 0)));
        req.onerror = () => (db.close(), resolve(0));
      } catch {
        db.close();
        resolve(0);
      }
    };
  });
}
