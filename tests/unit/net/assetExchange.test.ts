import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AssetExchange,
  decodeAssetMessage,
  encodeAssetMessage,
  type AssetExchangeOptions,
  type AssetMessageHeader,
  type AssetPeer,
  type AssetShelf,
} from '../../../src/net/assetExchange';
import type { AssetInfo } from '../../../src/model/records';
import type { AssetProgress } from '../../../src/net/types';
import { seeded } from '../support/random';

const MB = 1024 * 1024;

async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Deterministic image bytes, cheap to make: a random block repeated, each copy stamped with its index. The block length does not divide the part size, so a misplaced part changes the hash. */
async function makeImage(bytes: number, seed: number): Promise<{ info: AssetInfo; bytes: Uint8Array }> {
  const random = seeded(seed);
  const block = new Uint8Array(4093).map(() => Math.floor(random() * 256));
  const out = new Uint8Array(bytes);
  for (let at = 0, i = 0; at < bytes; at += block.length, i++) {
    out.set(block.subarray(0, Math.min(block.length, bytes - at)), at);
    out[at] = i & 0xff;
  }
  const info = { hash: await sha256(out), mime: 'image/png', name: `map-${seed}.png`, bytes, width: 100, height: 100 };
  return { info, bytes: out };
}

class MemoryShelf implements AssetShelf {
  images = new Map<string, Uint8Array>();
  stores = 0;
  refuse: string | null = null;
  async has(hash: string) {
    return this.images.has(hash);
  }
  async read(hash: string) {
    return this.images.get(hash);
  }
  async store(info: AssetInfo, bytes: Uint8Array) {
    this.stores++;
    if (this.refuse) throw new Error(this.refuse);
    this.images.set(info.hash, bytes);
  }
}

/** A player: a real AssetExchange over an in-memory shelf, with what it reported. */
class Player {
  shelf = new MemoryShelf();
  progress: AssetProgress[][] = [];
  arrived: string[] = [];
  failed: [string, string][] = [];
  exchange: AssetExchange;
  constructor(
    public id: string,
    options: Partial<AssetExchangeOptions> = {},
  ) {
    this.exchange = new AssetExchange({
      shelf: this.shelf,
      sha256,
      onProgress: (p) => this.progress.push(p),
      onArrived: (h) => this.arrived.push(h),
      onFailed: (h, reason) => this.failed.push([h, reason]),
      stallMs: 1000,
      ...options,
    });
    players.push(this);
  }
  holding(image: { info: AssetInfo; bytes: Uint8Array }) {
    this.shelf.images.set(image.info.hash, image.bytes);
    return this;
  }
}

let players: Player[] = [];
afterEach(() => {
  players.forEach((p) => p.exchange.destroy());
  players = [];
});

/** One direction of a connection: what crossed it, and ways to make it misbehave. */
class Wire {
  log: { header: AssetMessageHeader; data: number }[] = [];
  cut = false;
  hung = false;
  /** Delivery delay; 0 delivers on the next turn of the event loop. */
  delayMs = 0;
  /** Sees each message before delivery; returns the message to deliver (possibly changed). */
  tamper: (message: Uint8Array, wire: Wire) => Uint8Array = (m) => m;
  constructor(
    public from: Player,
    public to: Player,
  ) {}
  /** The fake edge: delivers on a later turn of the event loop and resolves when delivered (backpressure). */
  peer(): AssetPeer {
    return {
      id: this.to.id,
      send: (message) => {
        if (this.hung) return new Promise(() => {});
        const later = (f: () => void) => (this.delayMs ? setTimeout(f, this.delayMs) : setImmediate(f));
        return new Promise((resolve) =>
          later(() => {
            if (this.cut) return resolve();
            const decoded = decodeAssetMessage(message);
            if (decoded) this.log.push({ header: decoded.header, data: decoded.data.byteLength });
            void this.to.exchange.receive(this.from.id, this.tamper(message, this));
            resolve();
          }),
        );
      },
    };
  }
  sent(t: AssetMessageHeader['t']) {
    return this.log.filter((m) => m.header.t === t);
  }
  partBytes() {
    return this.sent('part').reduce((sum, m) => sum + m.data, 0);
  }
}

/** Connects two players both ways; `a` learns of `b` first. */
function connect(a: Player, b: Player) {
  const ab = new Wire(a, b);
  const ba = new Wire(b, a);
  a.exchange.addPeer(ab.peer());
  b.exchange.addPeer(ba.peer());
  return { ab, ba };
}

function disconnect(a: Player, b: Player, wires: { ab: Wire; ba: Wire }) {
  wires.ab.cut = wires.ba.cut = true;
  a.exchange.removePeer(b.id);
  b.exchange.removePeer(a.id);
}

const until = (check: () => boolean) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: 4000, interval: 2 });

function progressOf(player: Player, hash: string) {
  return player.progress.flatMap((list) => list.filter((p) => p.hash === hash).map((p) => p.received));
}

function same(a: Uint8Array | undefined, b: Uint8Array) {
  return !!a && Buffer.compare(a, b) === 0;
}

describe('asset messages', () => {
  it('carry a header and raw bytes, and read back the same', () => {
    const data = new Uint8Array([1, 2, 3, 250]);
    const message = encodeAssetMessage({ t: 'part', h: 'abc', o: 8, n: 12 }, data);
    expect(decodeAssetMessage(message)).toEqual({ header: { t: 'part', h: 'abc', o: 8, n: 12 }, data });
    expect(decodeAssetMessage(encodeAssetMessage({ t: 'want', h: 'abc', o: 0 }))?.header).toEqual({ t: 'want', h: 'abc', o: 0 });
  });

  it('read as null when malformed', () => {
    for (const message of malformed()) expect(decodeAssetMessage(message)).toBeNull();
  });
});

/** Messages a broken or hostile peer might send. */
function malformed(): Uint8Array[] {
  const raw = (json: string, data = new Uint8Array()) => {
    const head = new TextEncoder().encode(json);
    const m = new Uint8Array(4 + head.length + data.length);
    new DataView(m.buffer).setUint32(0, head.length, true);
    m.set(head, 4);
    m.set(data, 4 + head.length);
    return m;
  };
  const h = 'a'.repeat(64);
  return [
    new Uint8Array(),
    new Uint8Array([5, 0]),
    new Uint8Array([255, 255, 255, 255, 1, 2, 3]),
    raw('{not json'),
    raw('"part"'),
    raw('null'),
    raw(JSON.stringify({ t: 'gimme', h, o: 0 })),
    raw(JSON.stringify({ t: 'want', h: 7, o: 0 })),
    raw(JSON.stringify({ t: 'want', h, o: -1 })),
    raw(JSON.stringify({ t: 'want', h, o: 1.5 })),
    raw(JSON.stringify({ t: 'want', h: '', o: 0 })),
    raw(JSON.stringify({ t: 'part', h, o: 0, n: 4 })),
    raw(JSON.stringify({ t: 'part', h, o: 2, n: 4 }), new Uint8Array(3)),
    raw(JSON.stringify({ t: 'part', h, o: 0, n: 600 * MB }), new Uint8Array(3)),
    raw(JSON.stringify({ t: 'none', h }), new Uint8Array(3)),
    new Uint8Array([...raw('{}').subarray(0, 4), 0xff, 0xfe]),
  ];
}

describe('an asset exchange', () => {
  it('brings a 20 MB image from A to B in parts, verified, with progress rising to complete, stored once', async () => {
    const image = await makeImage(20 * MB, 1);
    const a = new Player('A').holding(image);
    const b = new Player('B');
    const { ab, ba } = connect(a, b);
    ab.delayMs = 1; // a channel slow enough to see progress reports (at most ten a second)

    await b.exchange.need([image.info]);
    await until(() => b.arrived.length > 0);

    expect(b.arrived).toEqual([image.info.hash]);
    expect(b.shelf.stores).toBe(1);
    expect(same(b.shelf.images.get(image.info.hash), image.bytes)).toBe(true);
    expect(ba.sent('want')).toEqual([{ header: { t: 'want', h: image.info.hash, o: 0 }, data: 0 }]);
    expect(ab.sent('part').length).toBe(20 * 16);
    expect(ab.partBytes()).toBe(20 * MB);
    const received = progressOf(b, image.info.hash);
    expect(received[0]).toBe(0);
    expect(received.at(-1)).toBe(20 * MB);
    expect(new Set(received).size).toBeGreaterThan(2);
    expect(received.every((r, i) => i === 0 || r >= received[i - 1])).toBe(true);
    expect(b.progress.at(-1)).toEqual([]);
    expect(b.failed).toEqual([]);
  });

  it('resumes from the offset reached when the connection drops halfway and another peer has the image', async () => {
    const image = await makeImage(20 * MB, 2);
    const a = new Player('A').holding(image);
    const b = new Player('B');
    const c = new Player('C').holding(image);
    const ab = connect(a, b);
    ab.ab.tamper = (m, wire) => {
      if (wire.partBytes() >= 10 * MB) queueMicrotask(() => disconnect(a, b, ab));
      return m;
    };

    await b.exchange.need([image.info]);
    await until(() => ab.ab.cut);
    const reached = ab.ab.partBytes();
    expect(reached).toBeGreaterThanOrEqual(10 * MB);
    expect(reached).toBeLessThan(20 * MB);
    expect(b.arrived).toEqual([]);

    const bc = connect(b, c);
    await until(() => b.arrived.length > 0);

    expect(bc.ab.sent('want')).toEqual([{ header: { t: 'want', h: image.info.hash, o: reached }, data: 0 }]);
    expect(bc.ba.partBytes()).toBe(20 * MB - reached);
    expect(same(b.shelf.images.get(image.info.hash), image.bytes)).toBe(true);
    expect(b.shelf.stores).toBe(1);
  });

  it('asks another peer when the first answers that it does not have the image', async () => {
    const image = await makeImage(300_000, 3);
    const b = new Player('B');
    const empty = new Player('E');
    const full = new Player('F').holding(image);
    const be = connect(b, empty);
    const bf = connect(b, full);

    await b.exchange.need([image.info]);
    await until(() => b.arrived.length > 0);

    expect(be.ab.sent('want')).toHaveLength(1);
    expect(be.ba.log.map((m) => m.header)).toEqual([{ t: 'none', h: image.info.hash }]);
    expect(bf.ab.sent('want')).toEqual([{ header: { t: 'want', h: image.info.hash, o: 0 }, data: 0 }]);
    expect(same(b.shelf.images.get(image.info.hash), image.bytes)).toBe(true);
  });

  it('asks the next peer, from the offset reached, when one goes quiet for stallMs', async () => {
    const image = await makeImage(1 * MB, 4);
    const a = new Player('A').holding(image);
    const b = new Player('B', { stallMs: 40 });
    const c = new Player('C').holding(image);
    const ba = connect(b, a);
    const bc = connect(b, c);
    ba.ba.tamper = (m, wire) => {
      if (wire.sent('part').length === 4) wire.hung = true;
      return m;
    };

    await b.exchange.need([image.info]);
    await until(() => b.arrived.length > 0);

    const reached = 4 * 64 * 1024;
    expect(ba.ab.log.map((m) => m.header.t)).toEqual(['want', 'stop']);
    expect(bc.ab.sent('want')).toEqual([{ header: { t: 'want', h: image.info.hash, o: reached }, data: 0 }]);
    expect(bc.ba.partBytes()).toBe(1 * MB - reached);
    expect(same(b.shelf.images.get(image.info.hash), image.bytes)).toBe(true);
  });

  it('stores nothing when a peer corrupts a byte in transit, and succeeds on the retry from a good peer', async () => {
    const image = await makeImage(500_000, 5);
    const b = new Player('B');
    const bad = new Player('X').holding(image);
    const good = new Player('G').holding(image);
    const bx = connect(b, bad);
    bx.ba.tamper = (m, wire) => {
      if (wire.sent('part').length !== 3) return m;
      const flipped = m.slice();
      flipped[flipped.length - 1] ^= 0x40;
      return flipped;
    };

    await b.exchange.need([image.info]);
    await until(() => b.failed.length > 0);
    expect(b.failed[0][0]).toBe(image.info.hash);
    expect(b.shelf.stores).toBe(0);
    expect(b.arrived).toEqual([]);

    const bg = connect(b, good);
    await until(() => b.arrived.length > 0);
    expect(bg.ab.sent('want')).toEqual([{ header: { t: 'want', h: image.info.hash, o: 0 }, data: 0 }]);
    expect(bg.ba.partBytes()).toBe(image.info.bytes);
    expect(b.shelf.stores).toBe(1);
    expect(same(b.shelf.images.get(image.info.hash), image.bytes)).toBe(true);
    expect(bx.ab.sent('want')).toHaveLength(1);
  });

  it('gives up after the first try and two retries fail verification', async () => {
    const image = await makeImage(100_000, 6);
    const b = new Player('B');
    const liars = ['X', 'Y', 'Z', 'W'].map((id) => new Player(id).holding(image));
    for (const liar of liars) {
      connect(b, liar).ba.tamper = (m) => {
        const flipped = m.slice();
        flipped[flipped.length - 1] ^= 1;
        return flipped;
      };
    }

    await b.exchange.need([image.info]);
    await until(() => b.failed.length === 3);
    await new Promise((r) => setTimeout(r, 20));

    expect(b.failed.map(([, reason]) => reason.includes('giving up'))).toEqual([false, false, true]);
    expect(b.shelf.stores).toBe(0);
    expect(b.progress.at(-1)).toEqual([]);
  });

  it('keeps the image whole when two peers send the same parts, cut at different sizes', async () => {
    const image = await makeImage(2 * MB, 7);
    const b = new Player('B');
    const a = new Player('A', { chunkBytes: 64 * 1024 }).holding(image);
    const c = new Player('C', { chunkBytes: 48 * 1024 }).holding(image);
    const ba = connect(b, a);
    const bc = connect(b, c);
    ba.ab.tamper = (m) => {
      void c.exchange.receive('B', m); // C overhears B's request to A and answers it too
      return m;
    };

    await b.exchange.need([image.info]);
    await until(() => b.arrived.length > 0);

    expect(ba.ba.partBytes() + bc.ba.partBytes()).toBeGreaterThan(image.info.bytes);
    expect(bc.ba.partBytes()).toBeGreaterThan(0);
    expect(b.failed).toEqual([]);
    expect(b.shelf.stores).toBe(1);
    expect(same(b.shelf.images.get(image.info.hash), image.bytes)).toBe(true);
  });

  it('ignores malformed messages and messages from unknown peers, and still works after them', async () => {
    const image = await makeImage(200_000, 8);
    const a = new Player('A').holding(image);
    const b = new Player('B');
    const wires = connect(a, b);

    for (const message of malformed()) {
      await expect(a.exchange.receive('B', message)).resolves.toBeUndefined();
      await expect(b.exchange.receive('A', message)).resolves.toBeUndefined();
    }
    await b.exchange.receive('nobody', encodeAssetMessage({ t: 'want', h: image.info.hash, o: 0 }));
    await new Promise((r) => setTimeout(r, 10));
    expect(wires.ab.log).toEqual([]);
    expect(wires.ba.log).toEqual([]);

    await b.exchange.need([image.info]);
    await until(() => b.arrived.length > 0);
    expect(same(b.shelf.images.get(image.info.hash), image.bytes)).toBe(true);
  });

  it('refuses parts that give a size other than the listed one', async () => {
    const image = await makeImage(200_000, 9);
    const b = new Player('B');
    const liar = new Player('L');
    const good = new Player('G').holding(image);
    const bl = connect(b, liar);
    connect(b, good);
    liar.exchange.receive = async () => {
      void bl.ba.peer().send(encodeAssetMessage({ t: 'part', h: image.info.hash, o: 0, n: 2 * MB }, new Uint8Array(1000)));
    };

    await b.exchange.need([image.info]);
    await until(() => b.arrived.length > 0);
    expect(same(b.shelf.images.get(image.info.hash), image.bytes)).toBe(true);
    expect(b.failed).toEqual([]);
  });

  it('sends nothing when need() lists an image already on the shelf', async () => {
    const image = await makeImage(100_000, 10);
    const a = new Player('A').holding(image);
    const b = new Player('B');
    const wires = connect(a, b);

    await a.exchange.need([image.info]);
    await a.exchange.need([image.info]);
    await new Promise((r) => setTimeout(r, 10));

    expect(wires.ab.log).toEqual([]);
    expect(wires.ba.log).toEqual([]);
    expect(a.progress).toEqual([]);
    expect(a.arrived).toEqual([]);
  });

  it('asks once however often need() is called while the image is on its way', async () => {
    const image = await makeImage(1 * MB, 11);
    const a = new Player('A').holding(image);
    const b = new Player('B');
    const wires = connect(a, b);

    await Promise.all([b.exchange.need([image.info]), b.exchange.need([image.info])]);
    await b.exchange.need([image.info]);
    await until(() => b.arrived.length > 0);

    expect(wires.ba.sent('want')).toHaveLength(1);
    expect(wires.ab.partBytes()).toBe(image.info.bytes);
  });

  it('reports a failure when the shelf refuses the verified bytes', async () => {
    const image = await makeImage(100_000, 12);
    const a = new Player('A').holding(image);
    const b = new Player('B');
    b.shelf.refuse = 'not an image';
    connect(a, b);

    await b.exchange.need([image.info]);
    await until(() => b.failed.length > 0);

    expect(b.failed).toEqual([[image.info.hash, 'not an image']]);
    expect(b.arrived).toEqual([]);
    expect(b.progress.at(-1)).toEqual([]);
  });

  it('stops sending when the receiver no longer needs the image', async () => {
    const image = await makeImage(4 * MB, 13);
    const a = new Player('A').holding(image);
    const b = new Player('B');
    const wires = connect(a, b);

    wires.ab.tamper = (m, wire) => {
      if (wire.sent('part').length === 3) void b.exchange.need([]);
      return m;
    };

    await b.exchange.need([image.info]);
    await until(() => wires.ba.sent('stop').length > 0);
    await new Promise((r) => setTimeout(r, 30));

    expect(wires.ba.log.map((m) => m.header.t)).toEqual(['want', 'stop']);
    expect(wires.ab.sent('part').length).toBeLessThan(6); // the three before, and those already under way
    expect(b.progress.at(-1)).toEqual([]);
    expect(b.shelf.stores).toBe(0);
  });

  it('replaces a stream in progress when the same peer asks again from another offset', async () => {
    const image = await makeImage(1 * MB, 14);
    const a = new Player('A').holding(image);
    const b = new Player('B');
    const wires = connect(a, b);
    const from = 5 * 64 * 1024;

    await a.exchange.receive('B', encodeAssetMessage({ t: 'want', h: image.info.hash, o: 0 }));
    await a.exchange.receive('B', encodeAssetMessage({ t: 'want', h: image.info.hash, o: from }));
    await until(() => wires.ab.partBytes() + from >= image.info.bytes);
    await new Promise((r) => setTimeout(r, 10));

    expect(wires.ab.sent('part')[0].header).toEqual({ t: 'part', h: image.info.hash, o: from, n: image.info.bytes });
    expect(wires.ab.partBytes()).toBe(image.info.bytes - from);
  });

  it('stops sending when destroyed', async () => {
    const image = await makeImage(4 * MB, 15);
    const a = new Player('A').holding(image);
    const b = new Player('B');
    const wires = connect(a, b);
    wires.ab.tamper = (m, wire) => {
      if (wire.sent('part').length === 3) a.exchange.destroy();
      return m;
    };

    await b.exchange.need([image.info]);
    await until(() => wires.ab.sent('part').length >= 3);
    await new Promise((r) => setTimeout(r, 30));

    expect(wires.ab.sent('part').length).toBeLessThan(6);
    expect(b.arrived).toEqual([]);
  });
});
