/** Players for the asset exchange's tests: real AssetExchanges over in-memory shelves, joined by fake connections that can be slowed, cut, hung or tampered with. */
import { expect, vi } from 'vitest';
import {
  AssetExchange,
  decodeAssetMessage,
  type AssetExchangeOptions,
  type AssetMessageHeader,
  type AssetPartStore,
  type AssetPeer,
  type AssetShelf,
  type StoredRun,
} from '../../../src/net/assetExchange';
import type { AssetInfo } from '../../../src/model/records';
import type { AssetProgress } from '../../../src/net/types';
import { seeded } from '../support/random';

export const MB = 1024 * 1024;

async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Deterministic image bytes, cheap to make: a random block repeated, each copy stamped with its index. The block length does not divide the part size, so a misplaced part changes the hash. */
export async function makeImage(bytes: number, seed: number): Promise<{ info: AssetInfo; bytes: Uint8Array }> {
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
  /** Per store, whether the exchange said an inspection had already decoded the bytes. */
  decoded: boolean[] = [];
  refuse: string | null = null;
  async has(hash: string) {
    return this.images.has(hash);
  }
  async read(hash: string) {
    return this.images.get(hash);
  }
  async store(info: AssetInfo, bytes: Uint8Array, decoded: boolean) {
    this.stores++;
    this.decoded.push(decoded);
    if (this.refuse) throw new Error(this.refuse);
    this.images.set(info.hash, bytes);
  }
}

/**
 * Parts kept between page loads, in memory: stands in for IndexedDB (the edge of the world) and
 * copies on save as IndexedDB does. `heldBytes` counts what each save made it hold, so a test
 * sees whether a save held only its run or the whole image behind it.
 */
export class MemoryParts implements AssetPartStore {
  runs = new Map<string, StoredRun[]>();
  saves = 0;
  heldBytes = 0;
  async load(hash: string) {
    return (this.runs.get(hash) ?? []).map((r) => ({ offset: r.offset, bytes: r.bytes.slice() }));
  }
  async save(hash: string, run: StoredRun) {
    this.saves++;
    this.heldBytes += run.bytes.buffer.byteLength;
    this.runs.set(hash, [...(this.runs.get(hash) ?? []), { offset: run.offset, bytes: run.bytes.slice() }]);
  }
  async clear(hash: string) {
    this.runs.delete(hash);
  }
  /** Bytes stored for an image, summed over its runs. */
  storedBytes(hash: string) {
    return (this.runs.get(hash) ?? []).reduce((sum, r) => sum + r.bytes.byteLength, 0);
  }
}

/** A player: a real AssetExchange over an in-memory shelf, with what it reported. */
export class Player {
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

/** Destroys every player made since the last call; each test file runs it after each test. */
export function destroyPlayers() {
  players.forEach((p) => p.exchange.destroy());
  players = [];
}

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
export function connect(a: Player, b: Player) {
  const ab = new Wire(a, b);
  const ba = new Wire(b, a);
  a.exchange.addPeer(ab.peer());
  b.exchange.addPeer(ba.peer());
  return { ab, ba };
}

export function disconnect(a: Player, b: Player, wires: { ab: Wire; ba: Wire }) {
  wires.ab.cut = wires.ba.cut = true;
  a.exchange.removePeer(b.id);
  b.exchange.removePeer(a.id);
}

export const until = (check: () => boolean) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: 4000, interval: 2 });

export function progressOf(player: Player, hash: string) {
  return player.progress.flatMap((list) => list.filter((p) => p.hash === hash).map((p) => p.received));
}

export function same(a: Uint8Array | undefined, b: Uint8Array) {
  return !!a && Buffer.compare(a, b) === 0;
}
