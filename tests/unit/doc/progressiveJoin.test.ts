import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
// @ts-expect-error plain ESM module without types
import { makeScenario } from '../../bench/scenario.mjs';
import { scenarioGame } from '../../../src/scenario/importScenario';
import type { Scenario } from '../../../src/scenario/scenario';
import { readSnapshot } from '../../../src/doc/snapshot';
import { watchTableSliced, type FeedProgress, type Scheduler } from '../../../src/doc/slicedSnapshot';
import { sliceUpdate } from '../../../src/doc/updateSlices';
import { paceSyncMessages, sliceSyncMessage } from '../../../src/doc/syncPacer';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import { guardDoc } from '../../../src/doc/docGuard';
import { replayInPieces, replayStoredRecords, storedValue, type StoredRecord } from '../../../src/doc/persistence';
import { trackArrival, type TableArrival } from '../../../src/doc/joinProgress';
import type { Piece, TableSnapshot } from '../../../src/model/records';

/** A friend's table of `count` counters, as the benchmark makes it. */
const friendTable = (count: number) => scenarioGame(makeScenario(20240601, count) as unknown as Scenario, new Map());

/** Tasks kept until the test runs them, one at a time: the "later tasks" of a sliced feed. */
function manualTasks() {
  const queue: (() => void)[] = [];
  const schedule: Scheduler = (work) => {
    queue.push(work);
    return () => {
      const i = queue.indexOf(work);
      if (i >= 0) queue.splice(i, 1);
    };
  };
  return { schedule, queue, runOne: () => queue.shift()?.(), runAll: () => { while (queue.length) queue.shift()!(); } };
}

const plain = (table: TableSnapshot) => ({
  meta: table.meta,
  boards: [...table.boards].sort(),
  faces: [...table.faces].sort(),
  assets: [...table.assets].sort(),
  pieces: [...table.pieces].sort(([a], [b]) => (a < b ? -1 : 1)),
});

describe('cutting a big update into pieces', () => {
  it('pieces applied one after another give exactly the document the whole update gives', () => {
    const friend = friendTable(1500);
    const joiner = new Y.Doc();
    Y.applyUpdate(joiner, Y.encodeStateAsUpdate(friend));
    const ids = [...friend.getMap('pieces').keys()];
    // Then a second writer's whole table, a removal and a flip of counters the joiner has, and text outside the BMP.
    Y.applyUpdate(friend, Y.encodeStateAsUpdate(friendTable(1200)));
    friend.transact(() => {
      (friend.getMap('pieces').get(ids[3]) as Y.Map<unknown>).set('face', 1);
      friend.getMap('pieces').delete(ids[4]);
      friend.getText('notes').insert(0, 'Überquerung 🎲 des Piave');
    });
    const missing = Y.encodeStateAsUpdate(friend, Y.encodeStateVector(joiner));

    const pieces = sliceUpdate(missing, 64 * 1024);
    expect(pieces.length).toBeGreaterThan(5);
    let transactions = 0;
    joiner.on('afterTransaction', () => transactions++);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(64 * 1024 + 64);
      Y.applyUpdate(joiner, piece);
    }
    expect(transactions).toBe(pieces.length);
    expect(joiner.store.pendingStructs).toBeNull();
    expect(joiner.store.pendingDs).toBeNull();
    expect(Y.encodeStateVector(joiner)).toEqual(Y.encodeStateVector(friend));
    expect(joiner.getText('notes').toString()).toBe('Überquerung 🎲 des Piave');
    expect(joiner.getMap('pieces').has(ids[4])).toBe(false);
    expect(plain(readSnapshot(joiner))).toEqual(plain(readSnapshot(friend)));
  }, 30_000);

  it('keeps a small update, or one it cannot read, whole', () => {
    const small = Y.encodeStateAsUpdate(friendTable(5));
    expect(sliceUpdate(small, 1 << 20)).toEqual([small]);
    const garbage = new Uint8Array(4096).fill(0xff);
    expect(sliceUpdate(garbage, 512)).toEqual([garbage]);
  });
});

describe('a table that arrives in slices', () => {
  it('shows every piece exactly once across the slices, and ends equal to the whole document', () => {
    const friend = friendTable(1200);
    const joiner = new Y.Doc();
    const tasks = manualTasks();
    const published: TableSnapshot[] = [];
    const progress: FeedProgress[] = [];
    const feed = watchTableSliced(joiner, (_change, next) => published.push(next), readSnapshot(joiner), { sliceSize: 100, schedule: tasks.schedule, onProgress: (p) => progress.push(p) });

    Y.applyUpdate(joiner, Y.encodeStateAsUpdate(friend));
    expect(published).toHaveLength(0); // nothing read in the task that applied the table
    expect(feed.backlog()).toBe(1200);
    tasks.runAll();

    expect(published.length).toBeGreaterThanOrEqual(12);
    const firstSeen = new Map<string, number>();
    published.forEach((table, i) => {
      const previous = published[i - 1]?.pieces ?? new Map<string, Piece>();
      for (const id of previous.keys()) expect(table.pieces.has(id)).toBe(true); // never taken back
      for (const id of table.pieces.keys()) if (!firstSeen.has(id)) firstSeen.set(id, i);
      expect(table.pieces.size).toBeLessThanOrEqual(100 * (i + 1));
    });
    expect(firstSeen.size).toBe(1200);
    expect(plain(feed.current())).toEqual(plain(readSnapshot(joiner)));
    expect(progress.at(-1)).toEqual({ read: 1200, total: 1200, shown: 1200 });
    expect(progress.some((p) => p.read > 0 && p.read < p.total)).toBe(true);
    feed.stop();
  });

  it('loses no edit made while the slices are being read', () => {
    const friend = friendTable(800);
    const joiner = new Y.Doc();
    const tasks = manualTasks();
    const feed = watchTableSliced(joiner, () => undefined, readSnapshot(joiner), { sliceSize: 100, schedule: tasks.schedule });
    Y.applyUpdate(joiner, Y.encodeStateAsUpdate(friend));
    tasks.runOne();
    tasks.runOne();
    const shown = [...feed.current().pieces.keys()];
    const waiting = [...(joiner.getMap('pieces') as Y.Map<Y.Map<unknown>>).keys()].filter((id) => !feed.current().pieces.has(id));
    const pieces = joiner.getMap('pieces') as Y.Map<Y.Map<unknown>>;
    // This player moves one already shown and one not yet read; the friend removes another and flips a fourth.
    joiner.transact(() => {
      pieces.get(shown[0])!.set('face', 1);
      pieces.get(waiting[0])!.set('face', 1);
    });
    expect(feed.current().pieces.get(waiting[0])?.face).toBe(1); // read at once, not held for its slice
    friend.transact(() => {
      friend.getMap('pieces').delete(waiting[1]);
      friend.getMap('faces').delete([...friend.getMap('faces').keys()][0]);
      friend.getMap('faces').set([...friend.getMap('faces').keys()][1], { kind: 'nonsense' });
      (friend.getMap('pieces').get(waiting[2]) as Y.Map<unknown>).set('face', 1);
    });
    Y.applyUpdate(joiner, Y.encodeStateAsUpdate(friend, Y.encodeStateVector(joiner)));
    tasks.runAll();
    const table = feed.current();
    expect(plain(table)).toEqual(plain(readSnapshot(joiner)));
    expect(table.pieces.get(shown[0])?.face).toBe(1);
    expect(table.pieces.has(waiting[1])).toBe(false);
    expect(table.pieces.get(waiting[2])?.face).toBe(1);
    expect(table.pieces.size).toBe(799);
    feed.stop();
  });

  it('checks a friend’s big table in slices, repairing what is unsound before the table shows it', () => {
    const friend = friendTable(600);
    const ids = [...friend.getMap('pieces').keys()];
    friend.getMap('pieces').set(ids[10], 'oops');
    const joiner = new Y.Doc();
    const tasks = manualTasks();
    const ignored: string[] = [];
    const guard = guardDoc(joiner, { sliceSize: 200, schedule: tasks.schedule, onIgnored: (r) => ignored.push(...r.problems.map((p) => p.path)) });
    const seen = new Set<string>();
    const feed = watchTableSliced(joiner, (_c, next) => next.pieces.forEach((_p, id) => seen.add(id)), readSnapshot(joiner), { sliceSize: 100, schedule: tasks.schedule });
    Y.applyUpdate(joiner, Y.encodeStateAsUpdate(friend));
    expect(ignored).toEqual([]); // not checked in the applying task
    tasks.runAll();
    expect(ignored.some((p) => p.includes(ids[10]))).toBe(true);
    expect(joiner.getMap('pieces').has(ids[10])).toBe(false); // it never had a sound value here: removed
    expect(seen.has(ids[10])).toBe(false);
    expect(feed.current().pieces.size).toBe(599);
    expect(plain(feed.current())).toEqual(plain(readSnapshot(joiner)));
    guard.stop();
    feed.stop();
  });

  it('hands over the pieces it checked only when none waits for a slice, and they read as the table does', () => {
    const friend = friendTable(600);
    const ids = [...friend.getMap('pieces').keys()];
    (friend.getMap('pieces').get(ids[3]) as Y.Map<unknown>).set('at', 'nowhere');
    const joiner = new Y.Doc();
    const tasks = manualTasks();
    const guard = guardDoc(joiner, { sliceSize: 200, schedule: tasks.schedule });
    Y.applyUpdate(joiner, Y.encodeStateAsUpdate(friend));
    expect(guard.soundPieces()).toBeNull();
    tasks.runAll();
    const checked = guard.soundPieces();
    expect(checked?.size).toBe(599);
    expect(plain(readSnapshot(joiner, checked))).toEqual(plain(readSnapshot(joiner)));

    const reopened = new Y.Doc();
    Y.applyUpdate(reopened, Y.encodeStateAsUpdate(friend));
    const atOpen = guardDoc(reopened);
    atOpen.checkAll();
    expect(plain(readSnapshot(reopened, atOpen.soundPieces()))).toEqual(plain(readSnapshot(reopened)));
    guard.stop();
    atOpen.stop();
  });

  it('tells the player the table is waited for, arriving counter by counter, then ready', () => {
    const friend = friendTable(500);
    const joiner = new Y.Doc();
    const tasks = manualTasks();
    const tracker = trackArrival(joiner);
    const seen: TableArrival[] = [tracker.arrival.get()];
    tracker.arrival.subscribe(() => seen.push(tracker.arrival.get()));
    const feed = watchTableSliced(joiner, () => undefined, readSnapshot(joiner), { sliceSize: 100, schedule: tasks.schedule, onProgress: tracker.progress });
    expect(seen).toEqual([{ stage: 'waiting' }]);
    Y.applyUpdate(joiner, Y.encodeStateAsUpdate(friend));
    tasks.runAll();
    expect(seen[1]).toEqual({ stage: 'receiving', received: 0, total: 500, from: 'friend' });
    expect(seen.filter((a) => a.stage === 'receiving').map((a) => (a.stage === 'receiving' ? a.received : -1))).toEqual([0, 100, 200, 300, 400]);
    expect(seen.at(-1)).toEqual({ stage: 'ready' });
    // Later big changes are play, not arrival.
    const more = new Y.Doc();
    Y.applyUpdate(more, Y.encodeStateAsUpdate(friendTable(300)));
    joiner.transact(() => (more.getMap('pieces') as Y.Map<Y.Map<unknown>>).forEach((_m, id) => joiner.getMap('pieces').set(`x${id}`.slice(0, 40), new Y.Map())));
    tasks.runAll();
    expect(tracker.arrival.get()).toEqual({ stage: 'ready' });
    feed.stop();
    tracker.stop();
  });
});

describe('pacing a friend’s sync messages', () => {
  /** A y-webrtc sync message: messageSync (0), then y-protocols/sync's own message. */
  const syncMessage = (write: (e: encoding.Encoder) => void) => {
    const e = encoding.createEncoder();
    encoding.writeVarUint(e, 0);
    write(e);
    return encoding.toUint8Array(e);
  };
  /** What y-webrtc does with a message: the sync part read into the document. */
  const receive = (doc: Y.Doc) => (message: Uint8Array) => {
    const d = decoding.createDecoder(message);
    expect(decoding.readVarUint(d)).toBe(0);
    syncProtocol.readSyncMessage(d, encoding.createEncoder(), doc, 'friend');
  };

  it('hands a big table on in pieces, one per task, and what came after it only after them', () => {
    const friend = friendTable(1000);
    const joiner = new Y.Doc();
    const tasks = manualTasks();
    const applied: number[] = [];
    joiner.on('afterTransaction', () => applied.push(joiner.getMap('pieces').size));
    const counters: number[] = [];
    const handle = paceSyncMessages(receive(joiner), { maxBytes: 32 * 1024, schedule: tasks.schedule, onCounters: (n) => counters.push(n) });

    handle(syncMessage((e) => syncProtocol.writeSyncStep2(e, friend, Y.encodeStateVector(joiner))));
    const before = Y.encodeStateVector(friend);
    friend.transact(() => friend.getMap('meta').set('name', 'Renamed after the join'));
    handle(syncMessage((e) => syncProtocol.writeUpdate(e, Y.encodeStateAsUpdate(friend, before))));
    expect(applied.length).toBeLessThanOrEqual(1); // at most the first piece in the arriving task
    const queued = tasks.queue.length;
    tasks.runAll();
    expect(applied.length).toBeGreaterThan(5);
    expect(applied).toEqual([...applied].sort((a, b) => a - b));
    expect(queued).toBe(1);
    // The message is told as arrived (0) while it is cut, its counters announced whole once cut, then counted off piece by piece.
    expect(counters.slice(0, 2)).toEqual([0, 1000]);
    expect(counters.slice(2).every((n) => n <= 0)).toBe(true);
    expect(counters.reduce((a, b) => a + b, 0)).toBe(0);
    expect(joiner.getMap('meta').get('name')).toBe('Renamed after the join');
    expect(joiner.store.pendingStructs).toBeNull();
    expect(plain(readSnapshot(joiner))).toEqual(plain(readSnapshot(friend)));
  });

  it('cuts a big table a step per task before handing any piece on, so no one task reads it all', () => {
    const friend = friendTable(1000);
    const joiner = new Y.Doc();
    const tasks = manualTasks();
    let applied = 0;
    joiner.on('afterTransaction', () => applied++);
    const message = syncMessage((e) => syncProtocol.writeSyncStep2(e, friend, Y.encodeStateVector(joiner)));
    const handle = paceSyncMessages(receive(joiner), { maxBytes: 32 * 1024, cutStepBytes: 16 * 1024, schedule: tasks.schedule });
    handle(message);
    let cutTasks = 0;
    while (applied === 0 && tasks.queue.length) {
      tasks.runOne();
      if (applied === 0) cutTasks++;
    }
    // Each task reads about 16 KiB of the update: the cut takes as many tasks as that makes.
    expect(cutTasks).toBeGreaterThanOrEqual(Math.floor(message.length / (16 * 1024)));
    tasks.runAll();
    expect(plain(readSnapshot(joiner))).toEqual(plain(readSnapshot(friend)));
  });

  it('counts the counters in as the pieces land, against the whole table from the start', () => {
    const friend = friendTable(1000);
    const joiner = new Y.Doc();
    const tasks = manualTasks();
    const tracker = trackArrival(joiner);
    const seen: TableArrival[] = [];
    tracker.arrival.subscribe(() => seen.push(tracker.arrival.get()));
    const feed = watchTableSliced(joiner, () => undefined, readSnapshot(joiner), { sliceSize: 100, schedule: tasks.schedule, onProgress: tracker.progress });
    const handle = paceSyncMessages(receive(joiner), { maxBytes: 32 * 1024, schedule: tasks.schedule, onCounters: tracker.incoming });
    handle(syncMessage((e) => syncProtocol.writeSyncStep2(e, friend)));
    expect(tracker.arrival.get()).toEqual({ stage: 'waiting' });
    tasks.runAll();
    const receiving = seen.flatMap((a) => (a.stage === 'receiving' ? [a] : []));
    expect(receiving.length).toBeGreaterThan(3);
    // The whole table's count from the first piece on (a counter whose fields straddle two pieces waits for the second).
    expect(receiving.every((a) => a.from === 'friend' && a.total >= 995 && a.total <= 1000 && a.received < a.total)).toBe(true);
    expect(receiving[0].total).toBe(1000);
    expect(receiving.map((a) => a.received)).toEqual([...receiving.map((a) => a.received)].sort((a, b) => a - b));
    expect(seen.at(-1)).toEqual({ stage: 'ready' });
    expect(feed.current().pieces.size).toBe(1000);
    expect(plain(feed.current())).toEqual(plain(readSnapshot(joiner)));
    feed.stop();
    tracker.stop();
  });

  it('counts against the whole table, not twice it, when two friends each send it whole', () => {
    const friend = friendTable(600);
    const joiner = new Y.Doc();
    const tasks = manualTasks();
    const tracker = trackArrival(joiner);
    const totals = new Set<number>();
    tracker.arrival.subscribe(() => {
      const a = tracker.arrival.get();
      if (a.stage === 'receiving') totals.add(a.total);
    });
    const feed = watchTableSliced(joiner, () => undefined, readSnapshot(joiner), { sliceSize: 100, schedule: tasks.schedule, onProgress: tracker.progress });
    for (const _ of ['Alice', 'Bob']) {
      const handle = paceSyncMessages(receive(joiner), { maxBytes: 32 * 1024, schedule: tasks.schedule, onCounters: tracker.source() });
      handle(syncMessage((e) => syncProtocol.writeSyncStep2(e, friend)));
    }
    tasks.runAll();
    expect(Math.max(...totals)).toBe(600);
    expect(tracker.arrival.get()).toEqual({ stage: 'ready' });
    feed.stop();
    tracker.stop();
  });

  it('passes small messages and anything but sync updates on at once, untouched', () => {
    const delivered: Uint8Array[] = [];
    const tasks = manualTasks();
    const handle = paceSyncMessages((m) => delivered.push(m), { maxBytes: 1024, schedule: tasks.schedule });
    const stateVector = syncMessage((e) => syncProtocol.writeSyncStep1(e, friendTable(3)));
    const awareness = new Uint8Array(5000).fill(1);
    handle(stateVector);
    handle(awareness);
    expect(delivered).toEqual([stateVector, awareness]);
    expect(tasks.queue).toHaveLength(0);
    expect(sliceSyncMessage(awareness, 1024)).toEqual([{ message: awareness, counters: 0 }]);
  });

  it('cuts the relay’s bare sync messages the same way', () => {
    const friend = friendTable(300);
    const e = encoding.createEncoder();
    syncProtocol.writeSyncStep2(e, friend);
    const pieces = sliceSyncMessage(encoding.toUint8Array(e), 16 * 1024, 'sync');
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.reduce((n, p) => n + p.counters, 0)).toBe(300);
    const joiner = new Y.Doc();
    for (const { message } of pieces) syncProtocol.readSyncMessage(decoding.createDecoder(message), encoding.createEncoder(), joiner, 'relay');
    expect(plain(readSnapshot(joiner))).toEqual(plain(readSnapshot(friend)));
  });
});

describe('storing a table that arrived in pieces', () => {
  /** As autosave stores a big update: twice, under consecutive keys. */
  const twinRecords = (pieces: Uint8Array[]) => {
    let time = 1_700_000_000_000 * 1000;
    const records: StoredRecord[] = [];
    for (const piece of pieces) for (let i = 0; i < 2; i++) records.push({ key: ['game-1', (time += 1000), 'tab'], value: storedValue('update', piece) });
    return records;
  };
  const damage = (record: StoredRecord): StoredRecord => {
    const bytes = (record.value as { bytes: Uint8Array }).bytes.slice();
    bytes[bytes.length >> 1] ^= 0xff;
    return { ...record, value: { ...(record.value as object), bytes } };
  };

  it('opens whole with any one record damaged, and reads each piece once', () => {
    const friend = friendTable(400);
    const pieces = sliceUpdate(Y.encodeStateAsUpdate(friend), 24 * 1024);
    expect(pieces.length).toBeGreaterThan(3);
    const records = twinRecords(pieces);
    const clean = new Y.Doc();
    let transactions = 0;
    clean.on('afterTransaction', () => transactions++);
    expect(replayStoredRecords(records, clean)).toMatchObject({ applied: records.length, skipped: 0 });
    expect(transactions).toBe(pieces.length);
    const whole = plain(readSnapshot(friend));
    for (let k = 0; k < records.length; k++) {
      const doc = new Y.Doc();
      const report = replayStoredRecords(records.map((r, i) => (i === k ? damage(r) : r)), doc);
      expect(report.skipped, `damaged record ${k}`).toBe(1);
      expect(plain(readSnapshot(doc)), `damaged record ${k}`).toEqual(whole);
    }
  });
});

describe('opening a big stored game', () => {
  it('applies a big snapshot in pieces, a pause between, to the very game stored; damage takes the careful path', async () => {
    const game = friendTable(1500);
    let time = 1_700_000_000_000 * 1000;
    const snapshot = Y.encodeStateAsUpdate(game);
    const records: StoredRecord[] = [0, 1].map(() => ({ key: ['game-1', (time += 1000), 'tab'], value: storedValue('snapshot', snapshot) }));
    const opened = new Y.Doc();
    let pauses = 0;
    let transactions = 0;
    opened.on('afterTransaction', () => transactions++);
    const report = await replayInPieces(records, opened, async () => void pauses++, 256 * 1024);
    expect(report).toMatchObject({ applied: 2, skipped: 0, unapplied: 0 });
    expect(pauses).toBeGreaterThanOrEqual(2);
    expect(transactions).toBe(pauses + 1); // the second, identical snapshot is not applied again
    expect(plain(readSnapshot(opened))).toEqual(plain(readSnapshot(game)));

    const damaged = new Y.Doc();
    const withDamage = [records[0], { ...records[1], value: { ...(records[1].value as object), bytes: snapshot.slice(0, 100) } }];
    const careful = await replayInPieces(withDamage, damaged, async () => void pauses++, 256 * 1024);
    expect(careful).toMatchObject({ applied: 1, skipped: 1 });
    expect(plain(readSnapshot(damaged))).toEqual(plain(readSnapshot(game)));
  });
});
