/**
 * Decoding a big scan and cutting it into bitmaps, off the main thread when the browser allows
 * (an inline worker built from one self-contained function), on it otherwise. Used by boardTiles.ts.
 */

/** What the main thread asks of the image worker. */
type CutterRequest =
  | { op: 'decode'; blob: Blob }
  | { op: 'cut'; sx: number; sy: number; sw: number; sh: number; width: number; height: number }
  | { op: 'release' };

/** What it answers: the image size, a bitmap, or nothing. */
type CutterReply = { width: number; height: number } | ImageBitmap | null;

/**
 * The image work, written to run in a worker (so it is self-contained: no imports, no names from
 * outside): decode the full image and keep it, cut a part of it at a pixel size, let it go.
 *
 * Cutting copies pixels (a 1024² tile: ~2.5 ms of CPU) and making the overview scales 70
 * megapixels down; in a worker none of it holds up a frame on the main thread, and the bitmaps
 * come back transferred, not copied. Scaling down halves with bilinear filtering (for exactly half
 * that is the average of each 2 × 2 block) until within a factor of two, then scales once more;
 * not `resizeQuality: 'medium'`/'high', for which Skia builds mipmaps of the whole source and, for
 * a 10,000 × 7,000 image, keeps that ~90 MB pyramid cached after the image itself is closed.
 */
function imageCutter() {
  let full: ImageBitmap | null = null;
  type Part = { sx: number; sy: number; sw: number; sh: number; width: number; height: number };
  /** A part halved `k` times (each step averaging 2 × 2 blocks), or cut as it is for k = 0. */
  const halved = async (source: ImageBitmap, sx: number, sy: number, sw: number, sh: number, k: number) => {
    if (k === 0) return createImageBitmap(source, sx, sy, sw, sh);
    let w = sw;
    let h = sh;
    let current: ImageBitmap | null = null;
    try {
      for (let i = 0; i < k; i++) {
        w = Math.max(1, Math.round(w / 2));
        h = Math.max(1, Math.round(h / 2));
        const options = { resizeWidth: w, resizeHeight: h, resizeQuality: 'low' } as const;
        const next: ImageBitmap = current ? await createImageBitmap(current, options) : await createImageBitmap(source, sx, sy, sw, sh, options);
        current?.close();
        current = next;
      }
      return current!;
    } catch (e) {
      current?.close();
      throw e;
    }
  };
  /**
   * A part scaled to width × height: halved while that stays at least the size asked, then
   * scaled once more (by less than two). A big part (the whole image, for the overview) is halved
   * in bands of rows a multiple of 2^k high, drawn one after the other into a canvas, so that no
   * halved copy of the whole part is ever held (70 MB for 10,000 × 7,000).
   */
  const scaled = async (source: ImageBitmap, m: Part) => {
    let k = 0;
    while (m.sw / 2 ** (k + 1) >= m.width && m.sh / 2 ** (k + 1) >= m.height) k++;
    const f = 2 ** k;
    const rows = Math.max(f, Math.floor(4_000_000 / m.sw / f) * f);
    let result: ImageBitmap;
    if (k === 0 || m.sw * m.sh <= 16_000_000 || rows >= m.sh || typeof OffscreenCanvas === 'undefined') result = await halved(source, m.sx, m.sy, m.sw, m.sh, k);
    else {
      const canvas = new OffscreenCanvas(Math.max(1, Math.round(m.sw / f)), Math.max(1, Math.round(m.sh / f)));
      const ctx = canvas.getContext('2d')!;
      for (let y = 0; y < m.sh; y += rows) {
        const band = await halved(source, m.sx, m.sy + y, m.sw, Math.min(rows, m.sh - y), k);
        const top = Math.round(y / f);
        ctx.drawImage(band, 0, top, canvas.width, Math.min(canvas.height, Math.round((y + rows) / f)) - top);
        band.close();
      }
      result = canvas.transferToImageBitmap();
      canvas.width = canvas.height = 1;
    }
    if (result.width === m.width && result.height === m.height) return result;
    try {
      return await createImageBitmap(result, { resizeWidth: m.width, resizeHeight: m.height, resizeQuality: 'low' });
    } finally {
      result.close();
    }
  };
  return async (m: CutterRequest): Promise<CutterReply> => {
    if (m.op === 'decode') {
      full ??= await createImageBitmap(m.blob);
      return { width: full.width, height: full.height };
    }
    if (m.op === 'release') {
      full?.close();
      full = null;
      return null;
    }
    if (!full) throw new Error('the full image was let go before this tile was cut');
    return scaled(full, m);
  };
}

/**
 * Runs `imageCutter` in a worker of its own (from a blob URL, so no extra file to build or cache
 * offline), or on the main thread where a worker cannot start. Terminating the worker frees
 * whatever it still holds.
 */
export class Cutter {
  private worker: Worker | null = null;
  private local: ((m: CutterRequest) => Promise<CutterReply>) | null = null;
  private calls = new Map<number, { m: CutterRequest; resolve: (r: CutterReply) => void; reject: (e: Error) => void }>();
  private next = 1;

  constructor() {
    try {
      const source = `const handle = (${imageCutter.toString()})();
onmessage = async (e) => {
  const { id, m } = e.data;
  try {
    const result = await handle(m);
    postMessage({ id, result }, result && 'close' in result ? [result] : []);
  } catch (err) {
    postMessage({ id, error: String((err && err.message) || err) });
  }
};`;
      const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      this.worker = new Worker(url);
      URL.revokeObjectURL(url);
      this.worker.onmessage = (e: MessageEvent<{ id: number; result?: CutterReply; error?: string }>) => {
        const call = this.calls.get(e.data.id);
        this.calls.delete(e.data.id);
        if (e.data.error !== undefined) call?.reject(new Error(e.data.error));
        else call?.resolve(e.data.result ?? null);
      };
      // A worker that cannot run (a browser without createImageBitmap in workers, a policy): do the work here instead.
      this.worker.onerror = () => this.fallBack();
    } catch {
      this.fallBack();
    }
  }

  get inWorker(): boolean {
    return !!this.worker;
  }

  call(m: CutterRequest): Promise<CutterReply> {
    if (!this.worker) return (this.local ??= imageCutter())(m);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.calls.set(id, { m, resolve, reject });
      this.worker!.postMessage({ id, m });
    });
  }

  terminate(): void {
    this.worker?.terminate();
    this.worker = null;
    void this.local?.({ op: 'release' });
    this.calls.forEach((c) => c.reject(new Error('closed')));
    this.calls.clear();
  }

  private fallBack() {
    this.worker?.terminate();
    this.worker = null;
    const pending = [...this.calls.values()];
    this.calls.clear();
    for (const c of pending) this.call(c.m).then(c.resolve, c.reject);
  }
}

