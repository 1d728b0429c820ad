/** Image transfers that resume from parts kept across a reload, and never trust those parts further than the hash. */
import { afterEach, describe, expect, it } from 'vitest';
import { MB, MemoryParts, Player, connect, destroyPlayers, disconnect, makeImage, progressOf, same, until } from './assetPeers';
import { PartKeeper, resumePrefix } from '../../../src/net/assetResume';
import { Download } from '../../../src/net/assetDownload';

afterEach(destroyPlayers);

const run = (offset: number, values: number[]) => ({ offset, bytes: Uint8Array.from(values) });

describe('the stored prefix of an image', () => {
  it('reaches as far as the runs go from byte 0 without a gap, whatever their order and overlaps', () => {
    const prefix = resumePrefix([run(4, [5, 6, 7]), run(0, [1, 2, 3, 4]), run(2, [3, 4, 5]), run(9, [10])], 10);
    expect(prefix?.received).toBe(7);
    expect([...prefix!.buffer]).toEqual([1, 2, 3, 4, 5, 6, 7, 0, 0, 0]);
  });

  it('is nothing when no run starts at byte 0, and cuts runs that reach past the end', () => {
    expect(resumePrefix([run(1, [2, 3])], 4)).toBeNull();
    expect(resumePrefix([], 4)).toBeNull();
    const cut = resumePrefix([run(0, [1, 2]), run(2, [3, 4, 99, 99])], 4);
    expect(cut?.received).toBe(4);
    expect([...cut!.buffer]).toEqual([1, 2, 3, 4]);
  });
});

describe('a part keeper', () => {
  it('writes a batch at a time, each its own copy of only its bytes', async () => {
    const parts = new MemoryParts();
    const keeper = new PartKeeper(parts, 1000);
    const d = new Download({ hash: 'h', mime: 'image/png', name: 'h.png', bytes: 5000, width: 1, height: 1 });
    d.buffer = new Uint8Array(5000).map((_, i) => i % 251);
    for (const reached of [400, 900, 1300, 2000, 2600]) {
      d.received = reached;
      keeper.keep(d);
    }
    await until(() => parts.saves === 2);
    expect((await parts.load('h')).map((r) => [r.offset, r.bytes.byteLength])).toEqual([
      [0, 1300],
      [1300, 1300],
    ]);
    expect(parts.heldBytes).toBe(2600);
    expect(same(resumePrefix(await parts.load('h'), 5000)?.buffer.subarray(0, 2600), d.buffer.subarray(0, 2600))).toBe(true);
  });

  it('clears an image only after the writes asked for before, so none lands after the clear', async () => {
    const parts = new MemoryParts();
    const slowSave = parts.save.bind(parts);
    parts.save = async (hash, r) => {
      await new Promise((done) => setTimeout(done, 20));
      return slowSave(hash, r);
    };
    const keeper = new PartKeeper(parts, 1);
    const d = new Download({ hash: 'h', mime: 'image/png', name: 'h.png', bytes: 10, width: 1, height: 1 });
    d.buffer = new Uint8Array(10).fill(7);
    d.received = 6;
    keeper.keep(d);
    await keeper.discard('h');
    await new Promise((done) => setTimeout(done, 40));
    expect(parts.saves).toBe(1);
    expect(await parts.load('h')).toEqual([]);
  });
});

describe('an asset exchange with a part store', () => {
  it('resumes an interrupted transfer from the parts kept by the page before, and verifies its hash', async () => {
    const image = await makeImage(8 * MB, 21);
    const parts = new MemoryParts();
    const a = new Player('A').holding(image);
    const before = new Player('B', { parts });
    const first = connect(a, before);
    first.ab.tamper = (m, wire) => {
      if (wire.partBytes() >= 3 * MB) queueMicrotask(() => disconnect(a, before, first));
      return m;
    };
    await before.exchange.need([image.info]);
    await until(() => first.ab.cut);
    await until(() => parts.storedBytes(image.info.hash) >= 3 * MB);
    const kept = parts.storedBytes(image.info.hash);
    expect(kept).toBeLessThan(image.info.bytes);
    before.exchange.destroy(); // the page goes: a reload

    const after = new Player('B', { parts });
    const second = connect(a, after);
    await after.exchange.need([image.info]);
    await until(() => after.arrived.length > 0);

    expect(second.ba.sent('want')).toEqual([{ header: { t: 'want', h: image.info.hash, o: kept }, data: 0 }]);
    expect(second.ab.partBytes()).toBe(image.info.bytes - kept);
    expect(progressOf(after, image.info.hash)[0]).toBe(kept);
    expect(same(after.shelf.images.get(image.info.hash), image.bytes)).toBe(true);
    expect(after.failed).toEqual([]);
    await until(() => !parts.runs.has(image.info.hash));
  });

  it('writes what arrived since the last batch when it is destroyed, to resume from', async () => {
    const image = await makeImage(4 * MB, 22);
    const parts = new MemoryParts();
    const a = new Player('A').holding(image);
    const b = new Player('B', { parts, partBatchBytes: 3 * MB });
    const wires = connect(a, b);
    wires.ab.tamper = (m, wire) => {
      if (wire.partBytes() === 1 * MB) queueMicrotask(() => (disconnect(a, b, wires), b.exchange.destroy()));
      return m;
    };
    await b.exchange.need([image.info]);
    await until(() => parts.saves === 1);
    expect(parts.storedBytes(image.info.hash)).toBe(1 * MB);
  });

  it('throws away stored parts that fail the hash and fetches the image again from the start, from the same peer', async () => {
    const image = await makeImage(2 * MB, 23);
    const parts = new MemoryParts();
    const poisoned = image.bytes.slice(0, 1 * MB);
    poisoned[1234] ^= 0xff;
    await parts.save(image.info.hash, { offset: 0, bytes: poisoned });
    const a = new Player('A').holding(image);
    const b = new Player('B', { parts });
    const wires = connect(a, b);

    await b.exchange.need([image.info]);
    await until(() => b.arrived.length > 0);

    expect(wires.ba.sent('want').map((m) => m.header)).toEqual([
      { t: 'want', h: image.info.hash, o: 1 * MB },
      { t: 'want', h: image.info.hash, o: 0 },
    ]);
    expect(b.failed.map(([, reason]) => reason)).toEqual([expect.stringContaining('kept from before')]);
    expect(same(b.shelf.images.get(image.info.hash), image.bytes)).toBe(true);
    await until(() => !parts.runs.has(image.info.hash));
  });

  it('forgets the parts a hostile peer sent once the hash fails, and takes the whole image from another peer', async () => {
    const image = await makeImage(3 * MB, 24);
    const parts = new MemoryParts();
    const b = new Player('B', { parts, partBatchBytes: 256 * 1024 });
    const liar = new Player('X').holding(image);
    const good = new Player('G').holding(image);
    connect(b, liar).ba.tamper = (m) => {
      const flipped = m.slice();
      flipped[flipped.length - 1] ^= 1;
      return flipped;
    };

    await b.exchange.need([image.info]);
    await until(() => b.failed.length > 0);
    await until(() => !parts.runs.has(image.info.hash));
    expect(parts.saves).toBeGreaterThan(0);

    const bg = connect(b, good);
    await until(() => b.arrived.length > 0);
    expect(bg.ab.sent('want')).toEqual([{ header: { t: 'want', h: image.info.hash, o: 0 }, data: 0 }]);
    expect(same(b.shelf.images.get(image.info.hash), image.bytes)).toBe(true);
  });

  it('keeps an image whose every byte was stored without asking anyone', async () => {
    const image = await makeImage(1 * MB, 25);
    const parts = new MemoryParts();
    await parts.save(image.info.hash, { offset: 0, bytes: image.bytes.slice(0, 600_000) });
    await parts.save(image.info.hash, { offset: 600_000, bytes: image.bytes.slice(600_000) });
    const b = new Player('B', { parts });
    const a = new Player('A').holding(image);
    const wires = connect(a, b);

    await b.exchange.need([image.info]);
    await until(() => b.arrived.length > 0);

    expect(wires.ba.log).toEqual([]);
    expect(same(b.shelf.images.get(image.info.hash), image.bytes)).toBe(true);
    await until(() => !parts.runs.has(image.info.hash));
  });

  it('clears parts left behind for an image already kept', async () => {
    const image = await makeImage(300_000, 26);
    const parts = new MemoryParts();
    await parts.save(image.info.hash, { offset: 0, bytes: image.bytes.slice(0, 100_000) });
    const b = new Player('B', { parts }).holding(image);

    await b.exchange.need([image.info]);
    await until(() => !parts.runs.has(image.info.hash));
    expect(progressOf(b, image.info.hash)).toEqual([]);
  });
});
