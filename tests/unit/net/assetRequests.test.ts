/** When the asset exchange asks, and when it stops: need() called again, a shelf that refuses, streams replaced, dropped or destroyed. */
import { afterEach, describe, expect, it } from 'vitest';
import { encodeAssetMessage } from '../../../src/net/assetExchange';
import { MB, Player, connect, destroyPlayers, makeImage, until } from './assetPeers';

afterEach(destroyPlayers);

describe('an asset exchange', () => {
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
    const from = 3 * 64 * 1024 + 1;

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
