import { describe, expect, it } from 'vitest';
import { randomBytes, toB64, utf8 } from '../../../src/trust/bytes';
import { newIdentity, signRecord, type Identity } from '../../../src/trust/identity';
import {
  audit,
  createDeck,
  deckContext,
  deckStatus,
  finalRecord,
  lockStep,
  openCard,
  readDeck,
  releaseRecord,
  shuffleStep,
  type DeckCtx,
  type DeckSecrets,
  type DeckView,
} from '../../../src/trust/deck';
import {
  decodePoint,
  encodePoint,
  encodeScalar,
  G,
  lockedCards,
  proveLock,
  randomScalar,
  sealItem,
  shuffled,
} from '../../../src/trust/deck/group';
import { lockBinding } from '../../../src/trust/deck/view';
import { shuffleAndLock, type Table } from '../../bench/shuffleBench';

const items = (n: number) => Array.from({ length: n }, (_, i) => utf8(`{"front":"item ${i}"}`));
const players = (n: number) => Array.from({ length: n }, () => newIdentity());

/** A record as a cheat sees it. */
type Written = { t: string; by: string; sig: string; cards: string[] };

/** A record of `identity` for the deck of `ctx` with `change` made to the body of `record`. */
function resign(identity: Identity, ctx: DeckCtx, record: Written, change: (body: Omit<Written, 'by' | 'sig'>) => object) {
  const { by: _by, sig: _sig, ...body } = record;
  return signRecord(identity, deckContext(ctx.gameId, ctx.deckId), change(body));
}

/** Writes a record and reads the deck again. */
function write(table: Table, record: unknown) {
  table.records.push(record);
  table.view = readDeck(table.ctx, table.records, table.view);
}

const secretsOf = (table: Table, p: Identity) => table.secrets.get(p.publicKey)!;
const mine = (table: Table, p: Identity) => ({ publicKey: p.publicKey, secrets: secretsOf(table, p) });
const createId = (view: DeckView) => view.chain!.create.id;

/**
 * Deals a table step by step like `shuffleAndLock`, letting `cheat` replace any player's record
 * (before it is written) with one of its own making, given the table as it stands.
 */
function dealWith(
  table: Identity[],
  contents: Uint8Array[],
  cheat: (record: Written, player: Identity, t: Table) => object | null,
): Table {
  const ctx = { gameId: 'game', deckId: `cheat-${toB64(randomBytes(6))}` };
  const t: Table = { ctx, players: table, records: [], secrets: new Map(), view: readDeck(ctx, []) };
  const created = createDeck(table[0], ctx, table.map((p) => p.publicKey), contents);
  t.secrets.set(table[0].publicKey, created.secrets);
  write(t, cheat(created.record as Written, table[0], t) ?? created.record);
  for (const p of table.slice(1)) {
    if (t.view.status.turn !== p.publicKey) return t;
    const step = shuffleStep(p, ctx, t.view, null);
    t.secrets.set(p.publicKey, step.secrets);
    write(t, cheat(step.record, p, t) ?? step.record);
  }
  for (const p of table) {
    if (t.view.status.turn !== p.publicKey) return t;
    const step = lockStep(p, ctx, t.view, secretsOf(t, p));
    t.secrets.set(p.publicKey, step.secrets);
    write(t, cheat(step.record, p, t) ?? step.record);
  }
  return t;
}

/** Every player releases every key of every card, then its final keys. */
function revealAll(t: Table) {
  const cards = Array.from({ length: t.view.status.cards }, (_, i) => i);
  for (const p of t.players) write(t, releaseRecord(p, t.ctx, t.view, secretsOf(t, p), cards));
  for (const p of t.players) write(t, finalRecord(p, t.ctx, t.view, secretsOf(t, p)));
}

/** The same point as `text` written differently: the spare low bits of the last base64url character set. */
const otherSpelling = (text: string) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return text.slice(0, -1) + alphabet[alphabet.indexOf(text[text.length - 1]) ^ 1];
};

describe('a wrong released key', () => {
  it('is refused, its releaser named, and that player’s key still needed', () => {
    const t = shuffleAndLock(players(3), items(4));
    const [a, b, c] = t.players;
    write(t, releaseRecord(a, t.ctx, t.view, secretsOf(t, a), [0]));
    write(t, signRecord(b, t.view.context, { t: 'release', deck: createId(t.view), cards: [0], keys: [secretsOf(t, b).locks![1]] }));
    const named = { by: b.publicKey, what: 'released a wrong key for card 0' };
    expect(openCard(t.ctx, t.view, 0, mine(t, c))).toEqual({ ok: false, missing: [b.publicKey], faults: [named] });
    expect(deckStatus(t.ctx, t.records).faults).toEqual([named]);
    write(t, releaseRecord(b, t.ctx, t.view, secretsOf(t, b), [0]));
    expect(openCard(t.ctx, t.view, 0, mine(t, c)).ok).toBe(true);
  });
});

describe('a lock step', () => {
  it('whose proofs do not match its cards is refused, its locker named, and the turn stays with it', () => {
    const [a, b] = players(2);
    let honest: object | null = null;
    const t = dealWith([a, b], items(5), (record, p, t) => {
      if (record.t !== 'lock' || p !== b) return null;
      honest = record;
      return resign(b, t.ctx, record, (body) => ({
        ...body,
        cards: [body.cards[1], body.cards[0], ...body.cards.slice(2)],
      }));
    });
    expect(t.view.status).toMatchObject({ stage: 'locking', turn: b.publicKey });
    expect(t.view.status.faults).toEqual([{ by: b.publicKey, what: expect.stringMatching(/^its lock step has a proof that does not hold/) }]);
    write(t, honest);
    expect(t.view.status.stage).toBe('ready');
  });

  it('made with another scalar than the one its locker shuffled with is refused and its locker named', () => {
    const [a, b] = players(2);
    const t = dealWith([a, b], items(5), (record, p, t) => {
      if (record.t !== 'lock' || p !== b) return null;
      const chain = t.view.chain!;
      const inputs = lockedCards(chain.locks[0]);
      const bind = lockBinding(t.view.context, b.publicKey, chain.head);
      const other = randomScalar();
      const cards = inputs.points.map((x, c) => toB64(proveLock(bind, c, x, inputs.bytes[c], other, chain.shuffleKeys[1], randomScalar())));
      return signRecord(b, t.view.context, { t: 'lock', prev: chain.head, cards });
    });
    expect(t.view.status).toMatchObject({ stage: 'locking', turn: b.publicKey });
    expect(t.view.status.faults.map((f) => f.by)).toEqual([b.publicKey]);
  });
});

describe('a shuffle', () => {
  it('that replaces a card is found when the card opens, and the audit names the shuffler alone', () => {
    const [a, b, c] = players(3);
    const t = dealWith([a, b, c], items(6), (record, p, t) => {
      if (record.t !== 'shuffle' || p !== b) return null;
      return resign(b, t.ctx, record, (body) => ({
        ...body,
        cards: [encodePoint(decodePoint(body.cards[0])!.double()), ...body.cards.slice(1)],
      }));
    });
    expect(t.view.status).toMatchObject({ stage: 'ready', faults: [] });
    revealAll(t);
    const opened = Array.from({ length: 6 }, (_, card) => openCard(t.ctx, t.view, card, null));
    const bad = opened.filter((o) => !o.ok);
    expect(bad).toEqual([{ ok: false, missing: [], faults: [{ by: null, what: expect.stringMatching(/opens to no item/) }] }]);
    expect(audit(t.ctx, t.view).filter((f) => f.by !== null)).toEqual([{ by: b.publicKey, what: 'made a shuffle that replaced or copied cards' }]);
  });

  it.each([
    ['the same text', (text: string) => text],
    ['another spelling of the same point', otherSpelling],
  ])('that copies a card (%s) is refused at once and its shuffler named', (_, spell) => {
    const [a, b, c] = players(3);
    const t = dealWith([a, b, c], items(6), (record, p, t) => {
      if (record.t !== 'shuffle' || p !== b) return null;
      return resign(b, t.ctx, record, (body) => ({
        ...body,
        cards: [body.cards[0], spell(body.cards[0]), ...body.cards.slice(2)],
      }));
    });
    expect(t.view.status).toMatchObject({ stage: 'shuffling', turn: b.publicKey });
    expect(t.view.status.faults).toEqual([{ by: b.publicKey, what: 'its shuffle step repeats a card' }]);
  });

  it('signed twice in two versions names its shuffler, and play goes on from one of them', () => {
    const [a, b, c] = players(3);
    const t = dealWith([a, b, c], items(4), (record, p, t) => {
      if (record.t !== 'shuffle' || p !== b) return null;
        t.records.push(resign(b, t.ctx, record, (body) => ({ ...body, cards: [...body.cards].reverse() })));
      return record;
    });
    expect(t.view.status.faults).toEqual([{ by: b.publicKey, what: 'signed two different shuffle steps' }]);
    expect(t.view.status.stage).toBe('ready');
  });
});

describe('a step out of turn', () => {
  it('is refused, its writer named, and the turn stays where it was', () => {
    const [a, b, c] = players(3);
    const t = dealWith([a, b, c], items(4), (record, p, t) => (record.t === 'shuffle' && p === b ? resign(c, t.ctx, record, (body) => body) : null));
    expect(t.view.status).toMatchObject({ stage: 'shuffling', turn: b.publicKey });
    expect(t.view.status.faults).toEqual([{ by: c.publicKey, what: 'wrote a shuffle step out of turn, or on no step of this deck' }]);
  });
});

describe('a creator', () => {
  it('whose item points are not hashed from its seeds is named when a card opens, and by the audit', () => {
    const [a, b] = players(2);
    const t = dealWith([a, b], items(4), (record, p, t) => {
      if (record.t !== 'deck') return null;
      const seeds = items(4).map(() => randomBytes(32));
      const logs = seeds.map(() => randomScalar());
      const points = logs.map((r) => G.multiply(r));
      const k = randomScalar();
      const body = {
        t: 'deck',
        v: 1,
        players: [a.publicKey, b.publicKey],
        items: items(4).map((content, i) => toB64(sealItem(seeds[i], points[i], content, 32))),
        cards: shuffled(points).map((q) => encodePoint(q.multiply(k))),
        K: encodePoint(G.multiply(k)),
      };
      const secrets: DeckSecrets = { ...secretsOf(t, a), shuffle: encodeScalar(k), seeds: seeds.map(toB64) };
      t.secrets.set(a.publicKey, secrets);
      return signRecord(p, t.view.context, body);
    });
    revealAll(t);
    const opened = openCard(t.ctx, t.view, 0, null);
    expect(opened.ok).toBe(false);
    expect(!opened.ok && opened.faults.map((f) => f.by)).toContain(a.publicKey);
    const found = audit(t.ctx, t.view);
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((f) => f.by !== a.publicKey)).toEqual([]);
  });
});

describe('records from elsewhere', () => {
  it('replayed from another game or another deck count for nothing and name nobody', () => {
    const t = shuffleAndLock(players(2), items(3), { gameId: 'game', deckId: 'one' });
    for (const ctx of [{ gameId: 'game', deckId: 'two' }, { gameId: 'other', deckId: 'one' }]) {
      const status = deckStatus(ctx, t.records);
      expect(status.stage).toBe('invalid');
      expect(status.faults.every((f) => f.by === null)).toBe(true);
      expect(status.faults.some((f) => /not signed for this deck/.test(f.what))).toBe(true);
    }
  });

  it('that claim a player but are signed by someone else do not count', () => {
    const t = shuffleAndLock(players(2), items(3));
    const [a, b] = t.players;
    const forged = { ...signRecord(newIdentity(), t.view.context, { t: 'release', deck: createId(t.view), cards: [0], keys: [toB64(new Uint8Array(32).fill(1))] }), by: a.publicKey };
    write(t, forged);
    expect(openCard(t.ctx, t.view, 0, mine(t, b))).toMatchObject({ ok: false, missing: [a.publicKey] });
    expect(t.view.status.faults).toEqual([{ by: null, what: expect.stringContaining(`claims to be by ${a.publicKey}`) }]);
  });

  it('written by someone who is not a player are named and do not count', () => {
    const t = shuffleAndLock(players(2), items(3));
    const outsider = newIdentity();
    write(t, signRecord(outsider, t.view.context, { t: 'release', deck: createId(t.view), cards: [0], keys: [toB64(new Uint8Array(32).fill(1))] }));
    write(t, signRecord(outsider, t.view.context, { t: 'shuffle', prev: createId(t.view), cards: t.view.status.players.map(() => encodePoint(G)), K: encodePoint(G) }));
    expect(t.view.status.stage).toBe('ready');
    expect(t.view.status.faults.map((f) => f.by)).toEqual([outsider.publicKey, outsider.publicKey]);
  });

  it('from an earlier shuffle under the same deck id do not count', () => {
    const table = players(2);
    const first = shuffleAndLock(table, items(3), { gameId: 'game', deckId: 'reused' });
    const second = shuffleAndLock(table, items(3), { gameId: 'game', deckId: 'reused' });
    const [a, b] = table;
    const stale = releaseRecord(a, first.ctx, first.view, secretsOf(first, a), [0]);
    expect(openCard(second.ctx, [...second.records, stale], 0, mine(second, b))).toMatchObject({ ok: false, missing: [a.publicKey] });
  });
});

describe('two deck records for one deck id', () => {
  it('name their creator when one player signed both, and count only the expected creator’s when it is given', () => {
    const [a, b, o] = players(3);
    const ctx = { gameId: 'game', deckId: 'contested' };
    const ours = createDeck(a, ctx, [a.publicKey, b.publicKey], items(3)).record;
    const again = createDeck(a, ctx, [a.publicKey, b.publicKey], items(3)).record;
    const theirs = createDeck(o, ctx, [o.publicKey, b.publicKey], items(5)).record;
    expect(deckStatus(ctx, [ours, again]).faults).toEqual([{ by: a.publicKey, what: 'signed two different deck records for one deck id' }]);
    expect(deckStatus(ctx, [ours, theirs]).faults.map((f) => f.by)).toEqual([null]);
    const expected = deckStatus({ ...ctx, creator: a.publicKey }, [ours, theirs]);
    expect(expected).toMatchObject({ stage: 'shuffling', cards: 3, turn: b.publicKey });
    expect(expected.faults).toEqual([{ by: o.publicKey, what: 'wrote a deck record but is not the expected creator' }]);
  });
});

describe('garbage in the records', () => {
  it('is ignored without throwing, names nobody, and leaves the deck playable', () => {
    const t = shuffleAndLock(players(2), items(3));
    const [a, b] = t.players;
    const huge = new Array(100_000).fill('AAAA');
    const garbage: unknown[] = [null, undefined, 'text', 42, [], {}, { t: 'lock' }, { t: 'release', by: a.publicKey, sig: 'x', deck: 'x', cards: huge, keys: huge }, huge, { t: 'deck', toString: 5 }];
    write(t, releaseRecord(a, t.ctx, t.view, secretsOf(t, a), [1]));
    const records = [...garbage, ...t.records, ...garbage];
    const status = deckStatus(t.ctx, records);
    expect(status).toMatchObject({ stage: 'ready', cards: 3 });
    expect(status.faults.length).toBeGreaterThan(0);
    expect(status.faults.every((f) => f.by === null)).toBe(true);
    expect(openCard(t.ctx, records, 1, mine(t, b)).ok).toBe(true);
    expect(audit(t.ctx, records).length).toBeGreaterThan(0);
  });

  it('in any amount is read only up to a bound', () => {
    const status = deckStatus({ gameId: 'g', deckId: 'd' }, new Array(10_000).fill({ t: 'x' }));
    expect(status.stage).toBe('invalid');
    expect(status.faults.some((f) => /more than \d+ records/.test(f.what))).toBe(true);
    expect(deckStatus({ gameId: 'g', deckId: 'd' }, 'not a list' as never).stage).toBe('invalid');
  });
});

describe('the audit', () => {
  it('names every player that has not released its keys', () => {
    const t = shuffleAndLock(players(3), items(3));
    const [a, b, c] = t.players;
    write(t, finalRecord(b, t.ctx, t.view, secretsOf(t, b)));
    expect(audit(t.ctx, t.view)).toEqual([
      { by: a.publicKey, what: 'has not released its keys for the audit' },
      { by: c.publicKey, what: 'has not released its keys for the audit' },
    ]);
  });
});
