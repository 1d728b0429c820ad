/** Images travelling between players: in parts, verified, resumed, retried and re-asked when a peer drops, goes quiet, lacks the image or corrupts it. */
import { afterEach, describe, expect, it } from 'vitest';
import { MB, Player, connect, destroyPlayers, disconnect, makeImage, progressOf, same, until } from './assetPeers';

afterEach(destroyPlayers);

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
    expect(ab.sent('part').length).toBe(20 * 4); // 256 KiB parts
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
      if (wire.sent('part').length === 2) wire.hung = true;
      return m;
    };

    await b.exchange.need([image.info]);
    await until(() => b.arrived.length > 0);

    const reached = 2 * 256 * 1024;
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
      if (wire.sent('part').length !== 2) return m;
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
});
