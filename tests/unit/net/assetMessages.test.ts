/** The asset exchange's messages: encoded and decoded, and malformed or lying ones ignored. */
import { afterEach, describe, expect, it } from 'vitest';
import { decodeAssetMessage, encodeAssetMessage } from '../../../src/net/assetExchange';
import { MB, Player, connect, destroyPlayers, makeImage, same, until } from './assetPeers';

afterEach(destroyPlayers);

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
});
