/**
 * Looking for a secret where it must not be: everything a browser received on the wire (every
 * WebRTC data-channel message and every WebSocket message, recorded by an init script from the
 * first page load), everything it keeps in IndexedDB and localStorage, and any file — each read as
 * raw bytes and searched for a text in several encodings (UTF-8, UTF-16, base64 at every
 * alignment, hex).
 */
import type { Page } from 'playwright-core';

/** One recorded message or stored value, as bytes, and where it came from. */
export interface Chunk {
  where: string;
  bytes: Buffer;
}

/**
 * A script for `addInitScript`: records every message the page's RTCDataChannels and WebSockets
 * receive (and send), binary frames as bytes, under `window.__captured`. Channels are found three
 * ways (peer connections' own and received channels, and any channel a listener or `onmessage` is
 * set on), each recorded once.
 */
export function wireRecorder(): void {
  type Entry = { via: 'rtc' | 'ws'; dir: 'in' | 'out'; data: unknown };
  const captured: Entry[] = [];
  (window as unknown as { __captured: Entry[] }).__captured = captured;
  const record = (via: Entry['via'], dir: Entry['dir'], data: unknown) => {
    if (data instanceof ArrayBuffer) captured.push({ via, dir, data: data.slice(0) });
    else if (ArrayBuffer.isView(data)) captured.push({ via, dir, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength).slice().buffer });
    else if (data instanceof Blob) captured.push({ via, dir, data: data.arrayBuffer() });
    else captured.push({ via, dir, data: String(data) });
  };

  const recorded = new WeakSet<object>();
  const recordChannel = (channel: RTCDataChannel) => {
    if (recorded.has(channel)) return;
    recorded.add(channel);
    EventTarget.prototype.addEventListener.call(channel, 'message', (e: Event) => record('rtc', 'in', (e as MessageEvent).data));
  };
  const channelProto = RTCDataChannel.prototype;
  const realSend = channelProto.send;
  channelProto.send = function (this: RTCDataChannel, data: never) {
    recordChannel(this);
    record('rtc', 'out', data);
    return realSend.call(this, data);
  } as typeof channelProto.send;
  const realAdd = EventTarget.prototype.addEventListener;
  channelProto.addEventListener = function (this: RTCDataChannel, ...args: Parameters<EventTarget['addEventListener']>) {
    recordChannel(this);
    return realAdd.apply(this, args);
  } as typeof channelProto.addEventListener;
  const onmessage = Object.getOwnPropertyDescriptor(channelProto, 'onmessage');
  if (onmessage?.set) {
    Object.defineProperty(channelProto, 'onmessage', {
      configurable: true,
      enumerable: onmessage.enumerable,
      get: onmessage.get,
      set(this: RTCDataChannel, fn: unknown) {
        recordChannel(this);
        onmessage.set!.call(this, fn);
      },
    });
  }
  const RealPc = window.RTCPeerConnection;
  if (RealPc) {
    class RecordingPc extends RealPc {
      constructor(config?: RTCConfiguration) {
        super(config);
        realAdd.call(this, 'datachannel', (e: Event) => recordChannel((e as RTCDataChannelEvent).channel));
      }
      createDataChannel(label: string, init?: RTCDataChannelInit) {
        const channel = super.createDataChannel(label, init);
        recordChannel(channel);
        return channel;
      }
    }
    Object.defineProperty(window, 'RTCPeerConnection', { value: RecordingPc, configurable: true, writable: true });
  }

  const RealWs = window.WebSocket;
  class RecordingWs extends RealWs {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      realAdd.call(this, 'message', (e: Event) => record('ws', 'in', (e as MessageEvent).data));
    }
    send(data: string | ArrayBufferLike | Blob | ArrayBufferView) {
      record('ws', 'out', data);
      super.send(data);
    }
  }
  Object.defineProperty(window, 'WebSocket', { value: RecordingWs, configurable: true, writable: true });
}

/** Reads base64 text handed over from a page. */
const fromB64 = (text: string) => Buffer.from(text, 'base64');

/** Every message the page has recorded since it loaded (see `wireRecorder`), as bytes. */
export async function capturedMessages(page: Page, filter: { via?: 'rtc' | 'ws'; dir?: 'in' | 'out' } = {}): Promise<Chunk[]> {
  const got = await page.evaluate(
    async (f) => {
      // Bytes as base64, in slices (a map image is megabytes).
      const b64 = (bytes: Uint8Array) => {
        let s = '';
        for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(s);
      };
      const list = ((window as unknown as { __captured?: { via: string; dir: string; data: unknown }[] }).__captured ?? []).filter((e) => (!f.via || e.via === f.via) && (!f.dir || e.dir === f.dir));
      const out: { where: string; b64: string }[] = [];
      for (const [i, e] of list.entries()) {
        const data = await e.data;
        const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : new Uint8Array(data as ArrayBuffer);
        out.push({ where: `${e.via} ${e.dir} #${i}`, b64: b64(bytes) });
      }
      return out;
    },
    filter,
  );
  return got.map((g) => ({ where: g.where, bytes: fromB64(g.b64) }));
}

/**
 * Everything this page's origin keeps in IndexedDB (every database, every object store, keys and
 * values: strings as UTF-8, byte arrays, ArrayBuffers and Blobs as their bytes) and in localStorage.
 */
export async function storedValues(page: Page): Promise<Chunk[]> {
  const got = await page.evaluate(async () => {
    // Bytes as base64, in slices (a map image is megabytes).
    const b64 = (bytes: Uint8Array) => {
      let s = '';
      for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(s);
    };
    const text = (s: string) => b64(new TextEncoder().encode(s));
    const out: { where: string; b64: string }[] = [];
    const walk = async (where: string, v: unknown, seen: Set<unknown>): Promise<void> => {
      if (v === null || v === undefined) return;
      if (typeof v === 'string') return void out.push({ where, b64: text(v) });
      if (typeof v !== 'object') return void out.push({ where, b64: text(String(v)) });
      if (seen.has(v)) return;
      seen.add(v);
      if (v instanceof ArrayBuffer) return void out.push({ where, b64: b64(new Uint8Array(v)) });
      if (ArrayBuffer.isView(v)) return void out.push({ where, b64: b64(new Uint8Array(v.buffer, v.byteOffset, v.byteLength)) });
      if (v instanceof Blob) return void out.push({ where, b64: b64(new Uint8Array(await v.arrayBuffer())) });
      if (v instanceof Date) return void out.push({ where, b64: text(v.toISOString()) });
      if (v instanceof Map) {
        for (const [k, x] of v) {
          await walk(`${where}.key`, k, seen);
          await walk(`${where}[${String(k)}]`, x, seen);
        }
        return;
      }
      if (v instanceof Set || Array.isArray(v)) {
        let i = 0;
        for (const x of v) await walk(`${where}[${i++}]`, x, seen);
        return;
      }
      for (const [k, x] of Object.entries(v)) {
        out.push({ where: `${where}.<key>`, b64: text(k) });
        await walk(`${where}.${k}`, x, seen);
      }
    };
    const request = <T,>(r: IDBRequest<T>) => new Promise<T>((resolve, reject) => ((r.onsuccess = () => resolve(r.result)), (r.onerror = () => reject(r.error))));
    const databases = await indexedDB.databases();
    for (const info of databases) {
      if (!info.name) continue;
      const db = await request(indexedDB.open(info.name));
      for (const storeName of [...db.objectStoreNames]) {
        const store = db.transaction(storeName, 'readonly').objectStore(storeName);
        const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
        for (const [i, key] of keys.entries()) {
          const where = `indexedDB ${info.name}/${storeName}[${JSON.stringify(key)}]`;
          await walk(`${where}<key>`, key, new Set());
          await walk(where, values[i], new Set());
        }
      }
      db.close();
    }
    out.push({ where: 'indexedDB <database names>', b64: text(databases.map((d) => d.name).join('\n')) });
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      out.push({ where: `localStorage[${key}]`, b64: text(`${key}\n${localStorage.getItem(key)}`) });
    }
    return out;
  });
  return got.map((g) => ({ where: g.where, bytes: fromB64(g.b64) }));
}

/** The stretch of `text`'s base64 that stays the same wherever in a longer run of bytes the text starts. */
function base64Cores(bytes: Buffer): string[] {
  const out: string[] = [];
  for (let lead = 0; lead < 3; lead++) {
    const all = Buffer.concat([Buffer.alloc(lead), bytes]).toString('base64');
    const from = Math.ceil((lead * 4) / 3);
    const to = Math.floor(((lead + bytes.length) * 4) / 3);
    out.push(all.slice(from, to));
  }
  return out;
}

/** The forms a text can take in bytes: UTF-8 (and lower case), UTF-16, base64 and base64url at every alignment, hex. */
export function encodingsOf(text: string): { form: string; bytes: Buffer }[] {
  const utf8 = Buffer.from(text, 'utf8');
  const forms: { form: string; bytes: Buffer }[] = [
    { form: 'UTF-8', bytes: utf8 },
    { form: 'UTF-16LE', bytes: Buffer.from(text, 'utf16le') },
    { form: 'UTF-16BE', bytes: Buffer.from(text, 'utf16le').swap16() },
    { form: 'hex', bytes: Buffer.from(utf8.toString('hex')) },
    { form: 'HEX', bytes: Buffer.from(utf8.toString('hex').toUpperCase()) },
  ];
  for (const [i, core] of base64Cores(utf8).entries()) {
    forms.push({ form: `base64@${i}`, bytes: Buffer.from(core) });
    forms.push({ form: `base64url@${i}`, bytes: Buffer.from(core.replace(/\+/g, '-').replace(/\//g, '_')) });
  }
  return forms;
}

/** Where (and in which form) `text` occurs in the chunks; UTF-8 is also matched whatever its case. */
export function findText(chunks: readonly Chunk[], text: string): string[] {
  const forms = encodingsOf(text);
  const lower = Buffer.from(text.toLowerCase(), 'utf8');
  const hits: string[] = [];
  for (const chunk of chunks) {
    for (const f of forms) if (chunk.bytes.includes(f.bytes)) hits.push(`${chunk.where} (${f.form})`);
    if (!chunk.bytes.includes(forms[0].bytes) && Buffer.from(chunk.bytes.toString('latin1').toLowerCase(), 'latin1').includes(lower)) hits.push(`${chunk.where} (UTF-8, other case)`);
  }
  return hits;
}
