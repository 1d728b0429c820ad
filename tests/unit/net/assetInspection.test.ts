/** Images looked at while their parts arrive: the inspection sees exactly the bytes that are stored, in order, and never lets unverified bytes through. */
import { afterEach, describe, expect, it } from 'vitest';
import { MB, MemoryParts, Player, connect, destroyPlayers, disconnect, makeImage, same, until } from './assetPeers';
import type { AssetInspection } from '../../../src/net/assetExchange';

afterEach(destroyPlayers);

/** An inspection that keeps what it is shown and answers `verdict` once it has seen every byte. */
class Watcher implements AssetInspection {
  static made: Watcher[] = [];
  seen: Uint8Array[] = [];
  finished = false;
  cancelled = false;
  constructor(private verdict: boolean) {
    Watcher.made.push(this);
  }
  push(bytes: Uint8Array) {
    this.seen.push(bytes.slice());
  }
  async done() {
    this.finished = true;
    return this.verdict;
  }
  cancel() {
    this.cancelled = true;
  }
  bytes() {
    return Buffer.concat(this.seen);
  }
}

const watching = (verdict: boolean) => {
  Watcher.made = [];
  return { inspect: () => new Watcher(verdict) };
};

describe('an image inspected while it arrives', () => {
  it('is shown every byte once, in order, and the shelf is told the stored bytes were decoded', async () => {
    const image = await makeImage(3 * MB + 1234, 21);
    const a = new Player('A').holding(image);
    const b = new Player('B', watching(true));
    connect(a, b);

    await b.exchange.need([image.info]);
    await until(() => b.arrived.length > 0);

    expect(Watcher.made).toHaveLength(1);
    expect(Watcher.made[0].seen).toHaveLength(13); // 256 KiB parts
    expect(same(Watcher.made[0].bytes(), image.bytes)).toBe(true);
    expect(Watcher.made[0].finished).toBe(true);
    expect(b.shelf.decoded).toEqual([true]);
    expect(same(b.shelf.images.get(image.info.hash), image.bytes)).toBe(true);
  });

  it('is asked for once per download, even when the host has none to give', async () => {
    const image = await makeImage(1 * MB, 26);
    let asked = 0;
    const b = new Player('B', { inspect: () => void asked++ });
    connect(new Player('A').holding(image), b);

    await b.exchange.need([image.info]);
    await until(() => b.arrived.length > 0);

    expect(asked).toBe(1);
    expect(b.shelf.decoded).toEqual([false]);
  });

  it('leaves the check to the shelf when the inspection cannot tell, or when there is none', async () => {
    const image = await makeImage(600_000, 22);
    const unsure = new Player('U', watching(false));
    const plain = new Player('P');
    connect(new Player('A').holding(image), unsure);
    connect(new Player('C').holding(image), plain);

    await Promise.all([unsure.exchange.need([image.info]), plain.exchange.need([image.info])]);
    await until(() => unsure.arrived.length > 0 && plain.arrived.length > 0);

    expect(unsure.shelf.decoded).toEqual([false]);
    expect(plain.shelf.decoded).toEqual([false]);
  });

  it('is shown the head start kept from an earlier page first, then the parts that follow it', async () => {
    const image = await makeImage(2 * MB, 23);
    const parts = new MemoryParts();
    const a = new Player('A').holding(image);
    const first = new Player('B', { parts, partBatchBytes: 256 * 1024 });
    const wires = connect(a, first);
    wires.ab.tamper = (m, wire) => {
      if (wire.partBytes() >= MB) queueMicrotask(() => disconnect(a, first, wires));
      return m;
    };
    await first.exchange.need([image.info]);
    await until(() => wires.ab.cut);
    first.exchange.destroy();
    const kept = parts.storedBytes(image.info.hash);
    expect(kept).toBeGreaterThan(0);

    const again = new Player('B2', { parts, ...watching(true) });
    const second = connect(a, again);
    await again.exchange.need([image.info]);
    await until(() => again.arrived.length > 0);

    expect(second.ab.partBytes()).toBe(image.info.bytes - kept);
    expect(Watcher.made).toHaveLength(1);
    expect(Watcher.made[0].seen[0].byteLength).toBe(kept);
    expect(same(Watcher.made[0].bytes(), image.bytes)).toBe(true);
    expect(again.shelf.decoded).toEqual([true]);
  });

  it('stores nothing a corrupting peer sent, even when the inspection said it decoded, and starts a new inspection for the refetch', async () => {
    const image = await makeImage(700_000, 24);
    const b = new Player('B', watching(true));
    const liar = connect(b, new Player('X').holding(image));
    liar.ba.tamper = (m, wire) => {
      if (wire.sent('part').length !== 1) return m;
      const flipped = m.slice();
      flipped[flipped.length - 1] ^= 0x10;
      return flipped;
    };

    await b.exchange.need([image.info]);
    await until(() => b.failed.length > 0);
    expect(b.shelf.stores).toBe(0);
    connect(b, new Player('G').holding(image));
    await until(() => b.arrived.length > 0);

    expect(Watcher.made).toHaveLength(2);
    expect(Watcher.made[0].finished).toBe(true);
    expect(same(Watcher.made[1].bytes(), image.bytes)).toBe(true);
    expect(b.shelf.stores).toBe(1);
    expect(same(b.shelf.images.get(image.info.hash), image.bytes)).toBe(true);
  });

  it('is cancelled when the image leaves the needed list halfway', async () => {
    const image = await makeImage(4 * MB, 25);
    const a = new Player('A').holding(image);
    const b = new Player('B', watching(true));
    const wires = connect(a, b);
    wires.ab.delayMs = 1;

    await b.exchange.need([image.info]);
    await until(() => wires.ab.sent('part').length >= 2);
    await b.exchange.need([]);

    expect(Watcher.made).toHaveLength(1);
    expect(Watcher.made[0].cancelled).toBe(true);
    expect(Watcher.made[0].finished).toBe(false);
    expect(b.shelf.stores).toBe(0);
  });
});
