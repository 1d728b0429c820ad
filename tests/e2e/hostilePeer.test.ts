import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import WebSocket from 'ws';
import { baseUrl, launchPlayer, type Player } from './support/browser';
import { drag, hexes, piece, pieces, pointOfHex, pointOfPiece, startDemoGame } from './support/table';
import { roomStatus, shareFromToolbar } from './support/multiplayer';
import { joinAsHostilePeer, parseLink, type HostilePeer } from './support/hostilePeer';
import { roomNameFor } from '../../src/net/roomCrypto';

let alice: Player;
let mallory: HostilePeer | null = null;
const errors: string[] = [];
const signalUrl = () => `${baseUrl().replace(/^http/, 'ws')}/signal`;

beforeAll(async () => {
  alice = await launchPlayer();
  alice.page.on('pageerror', (e) => errors.push(e.message));
});
afterAll(async () => {
  mallory?.close();
  await alice?.close();
});

const noticesSaying = async (text: string) => (await alice.page.locator('.notice').allTextContents()).filter((n) => n.includes(text));
const waitForTable = (page: Player['page']) => page.waitForFunction(() => (window as any).sandtable?.listPieces().length > 0, null, { timeout: 20_000 });

describe('a hostile peer with the room key', () => {
  it('cannot break the game: whatever it writes is put right, named once, and the game reopens', async () => {
    await startDemoGame(alice.page);
    const link = await shareFromToolbar(alice.page);
    const total = (await pieces(alice.page)).length;
    mallory = await joinAsHostilePeer(link, signalUrl(), 'Mallory');
    await expect.poll(() => mallory!.doc.getMap('pieces').size, { timeout: 20_000 }).toBe(total);
    await expect.poll(() => roomStatus(alice.page), { timeout: 15_000 }).toEqual({ state: 'connected', path: 'relay' });
    const before = await hexes(alice.page);
    const ids = [...mallory.doc.getMap('pieces').keys()];
    const boardId = [...mallory.doc.getMap('boards').keys()][0];
    const board = mallory.doc.getMap('boards').get(boardId) as Record<string, any>;
    const payloads: ((doc: Y.Doc) => void)[] = [
      (doc) => doc.getMap('pieces').set(ids[0], 'oops'),
      (doc) => doc.getMap('pieces').set(ids[1], null),
      (doc) => (doc.getMap('pieces').get(ids[2]) as Y.Map<unknown>).set('at', { b: boardId, x: 'left', y: null, z: 5 }),
      (doc) => doc.getMap('boards').set(boardId, { ...board, grid: { ...board.grid, columns: 100_000, rows: 100_000 } }),
      (doc) => doc.getMap('boards').set(boardId, null),
      (doc) => doc.getMap('meta').set('schemaVersion', 99),
      (doc) => doc.getMap('meta').set('id', 'hijacked'),
      (doc) => {
        const copy = new Y.Map<unknown>();
        (doc.getMap('pieces').get(ids[3]) as Y.Map<unknown>).forEach((v, k) => copy.set(k, v));
        doc.getMap('pieces').set('__proto__', copy);
      },
      (doc) => doc.getMap('faces').set('constructor', { kind: 'drawn' }),
    ];
    for (const payload of payloads) mallory.write(payload);
    await expect.poll(() => noticesSaying('Mallory sent something this version cannot use: ignored'), { timeout: 10_000 }).toHaveLength(1);
    expect(await hexes(alice.page)).toEqual(before);
    // Still a table a person can play on.
    const mover = (await pieces(alice.page)).find((p) => p.stack.length === 1 && p.kind === 'unit')!;
    await drag(alice.page, await pointOfPiece(alice.page, mover.id), await pointOfHex(alice.page, '1919'));
    expect((await piece(alice.page, mover.id)).hex).toBe('1919');
    // The repairs reach the hostile peer too, so the whole room is sound again.
    await expect.poll(() => typeof mallory!.doc.getMap('pieces').get(ids[0])).toBe('object');
    await expect.poll(() => mallory!.doc.getMap('meta').get('schemaVersion')).toBe(1);
    await expect.poll(() => mallory!.doc.getMap('boards').get(boardId)).toEqual(board);
    mallory.close();
    mallory = null;
    const after = await hexes(alice.page);
    await alice.page.evaluate(() => (window as any).sandtable.flush());
    await alice.page.reload();
    await waitForTable(alice.page);
    expect(await hexes(alice.page)).toEqual(after);
    expect(errors).toEqual([]);
  });

  it('cannot upset the page with noise on the room’s signaling topics', async () => {
    if (!(await alice.page.evaluate(() => (window as any).sandtable?.gameId()))) await startDemoGame(alice.page);
    // A peer who has the link (the topics are derived from its key; a stranger cannot even name them).
    const { gameId, secret } = parseLink(await shareFromToolbar(alice.page));
    const topic = await roomNameFor(gameId, secret);
    const stranger = new WebSocket(signalUrl());
    await new Promise((r) => stranger.on('open', r));
    stranger.send(JSON.stringify({ type: 'subscribe', topics: [topic, `${topic}/relay`] }));
    const junk = ['AAAA', '%%% not base64', Buffer.from([1, 2, 3]).toString('base64'), 42, null, { nested: true }, 'QUVTLUdDTQ=='];
    for (const data of junk) {
      stranger.send(JSON.stringify({ type: 'publish', topic, data }));
      stranger.send(JSON.stringify({ type: 'publish', topic: `${topic}/relay`, from: 'stranger', data }));
    }
    await alice.page.waitForTimeout(1500);
    stranger.close();
    expect(errors).toEqual([]);
    const mover = (await pieces(alice.page)).find((p) => p.stack.length === 1 && p.kind === 'unit')!;
    await drag(alice.page, await pointOfPiece(alice.page, mover.id), await pointOfHex(alice.page, '1920'));
    expect((await piece(alice.page, mover.id)).hex).toBe('1920');
  });
});
