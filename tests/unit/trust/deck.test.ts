import { describe, expect, it } from 'vitest';
import { fromUtf8, utf8 } from '../../../src/trust/bytes';
import { newIdentity, type Identity } from '../../../src/trust/identity';
import {
  audit,
  createDeck,
  deckStatus,
  finalRecord,
  lockStep,
  openCard,
  readDeck,
  releaseRecord,
  shuffleStep,
  type DeckSecrets,
} from '../../../src/trust/deck';
import { shuffleAndLock, type Table } from '../../bench/shuffleBench';

/** Items whose content holds a word that must never be seen in any record. */
const secretItems = (n: number) => Array.from({ length: n }, (_, i) => utf8(JSON.stringify({ front: `zebra-${i}`, back: 'hidden' })));

const players = (n: number) => Array.from({ length: n }, () => newIdentity());
const mine = (table: Table, player: Identity) => ({ publicKey: player.publicKey, secrets: table.secrets.get(player.publicKey)! });

/** Adds a record to the table and reads the deck again, reusing what was checked before. */
function write(table: Table, record: unknown) {
  table.records.push(record);
  table.view = readDeck(table.ctx, table.records, table.view);
}

/** Every player but `drawer` releases its key for `card`. */
function dealTo(table: Table, card: number, drawer: Identity | null) {
  for (const p of table.players) {
    if (p !== drawer) write(table, releaseRecord(p, table.ctx, table.view, table.secrets.get(p.publicKey)!, [card]));
  }
}

describe.each([
  { count: 2, cards: 12 },
  { count: 3, cards: 10 },
  { count: 6, cards: 8 },
])('a deck of $cards cards for $count players', ({ count, cards }) => {
  const table = shuffleAndLock(players(count), secretItems(cards));
  const keys = table.players.map((p) => p.publicKey);

  it('is ready once every player has shuffled and locked, with no faults', () => {
    expect(deckStatus(table.ctx, table.records)).toEqual({ stage: 'ready', turn: null, cards, players: keys, faults: [] });
  });

  it('shows a card drawn to one player only to that player', () => {
    const drawer = table.players[count - 1];
    dealTo(table, 0, drawer);
    const opened = openCard(table.ctx, table.records, 0, mine(table, drawer));
    expect(opened.ok).toBe(true);
    for (const other of table.players.filter((p) => p !== drawer)) {
      expect(openCard(table.ctx, table.records, 0, mine(table, other))).toEqual({ ok: false, missing: [drawer.publicKey], faults: [] });
    }
    expect(openCard(table.ctx, table.records, 0, null)).toEqual({ ok: false, missing: [drawer.publicKey], faults: [] });
  });

  it('shows a card to everyone once every player has released it', () => {
    dealTo(table, 1, null);
    const opened = openCard(table.ctx, table.view, 1, null);
    expect(opened.ok && fromUtf8(opened.content)).toMatch(/zebra-\d+/);
  });

  it('opens every card to a different item, with that item’s own content', () => {
    for (let card = 2; card < cards; card++) dealTo(table, card, null);
    const drawer = table.players[count - 1];
    const items = Array.from({ length: cards }, (_, card) => {
      const opened = openCard(table.ctx, table.view, card, card === 0 ? mine(table, drawer) : null);
      if (!opened.ok) throw new Error(`card ${card} did not open`);
      expect(fromUtf8(opened.content)).toBe(JSON.stringify({ front: `zebra-${opened.item}`, back: 'hidden' }));
      return opened.item;
    });
    expect([...items].sort((a, b) => a - b)).toEqual(Array.from({ length: cards }, (_, i) => i));
  });

  it('never puts an item’s content in any record in the clear', () => {
    expect(JSON.stringify(table.records)).not.toContain('zebra');
    expect(JSON.stringify(table.records)).not.toContain('hidden');
  });

  it('passes the audit once every player has released all its keys', () => {
    for (const p of table.players) write(table, finalRecord(p, table.ctx, table.view, table.secrets.get(p.publicKey)!));
    expect(audit(table.ctx, table.view)).toEqual([]);
  });
});

describe('no single player knows the order', () => {
  it('lets no player open any card with its own secrets and the records alone', () => {
    const table = shuffleAndLock(players(3), secretItems(6));
    for (const player of table.players) {
      for (let card = 0; card < 6; card++) {
        const opened = openCard(table.ctx, table.view, card, mine(table, player));
        expect(opened).toEqual({ ok: false, missing: table.players.filter((p) => p !== player).map((p) => p.publicKey), faults: [] });
      }
    }
  });

  it('keeps a blind draw hidden from everyone until it is revealed', () => {
    const table = shuffleAndLock(players(2), secretItems(4));
    const [a, b] = table.players;
    dealTo(table, 3, b);
    expect(openCard(table.ctx, table.view, 3, mine(table, a)).ok).toBe(false);
    expect(openCard(table.ctx, table.view, 2, mine(table, b)).ok).toBe(false);
    write(table, releaseRecord(b, table.ctx, table.view, table.secrets.get(b.publicKey)!, [3]));
    expect(openCard(table.ctx, table.view, 3, mine(table, a)).ok).toBe(true);
  });

  it('deals the items in a different order from one shuffle to the next', () => {
    const orders = new Set<string>();
    for (let run = 0; run < 4; run++) {
      const table = shuffleAndLock(players(2), secretItems(8), { gameId: 'game', deckId: `deck-${run}` });
      const order = Array.from({ length: 8 }, (_, card) => {
        dealTo(table, card, null);
        const opened = openCard(table.ctx, table.view, card, null);
        return opened.ok ? opened.item : -1;
      });
      orders.add(order.join(','));
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('the steps in turn', () => {
  const ctx = { gameId: 'game', deckId: 'turns' };

  it('name whose shuffle or lock is next, and refuse a step out of turn', () => {
    const [a, b, c] = players(3);
    const table = [a, b, c].map((p) => p.publicKey);
    const created = createDeck(a, ctx, table, secretItems(5));
    const records: unknown[] = [created.record];
    expect(deckStatus(ctx, records)).toMatchObject({ stage: 'shuffling', turn: b.publicKey, cards: 5 });
    expect(() => shuffleStep(c, ctx, records, null)).toThrow(/not/);
    const bs = shuffleStep(b, ctx, records, null);
    records.push(bs.record);
    const cs = shuffleStep(c, ctx, records, null);
    records.push(cs.record);
    expect(deckStatus(ctx, records)).toMatchObject({ stage: 'locking', turn: a.publicKey });
    expect(() => lockStep(b, ctx, records, bs.secrets)).toThrow(/not/);
    expect(() => lockStep(a, ctx, records, bs.secrets)).toThrow(/secrets/);
    records.push(lockStep(a, ctx, records, created.secrets).record);
    expect(deckStatus(ctx, records)).toMatchObject({ stage: 'locking', turn: b.publicKey, faults: [] });
  });

  it('keep secrets as plain JSON that works after a round trip through storage', () => {
    const table = shuffleAndLock(players(2), secretItems(3));
    const [a, b] = table.players;
    const stored = JSON.parse(JSON.stringify(table.secrets.get(b.publicKey))) as DeckSecrets;
    write(table, releaseRecord(a, table.ctx, table.view, table.secrets.get(a.publicKey)!, [2]));
    expect(openCard(table.ctx, table.view, 2, { publicKey: b.publicKey, secrets: stored }).ok).toBe(true);
  });

  it('read a deck again from a previous view to the same status', () => {
    const table = shuffleAndLock(players(2), secretItems(3));
    expect(readDeck(table.ctx, table.records, table.view).status).toEqual(readDeck(table.ctx, table.records).status);
  });
});
