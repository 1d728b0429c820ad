import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import { Awareness } from 'y-protocols/awareness';
// @ts-expect-error plain ESM module without types
import { makeScenario } from '../../bench/scenario.mjs';
import { scenarioGame } from '../../../src/scenario/importScenario';
import type { Scenario } from '../../../src/scenario/scenario';
import { relaySync } from '../../../src/doc/net/relaySync';
import { relayKinds } from '../../../src/net/relay';
import { paceSyncMessages } from '../../../src/doc/syncPacer';
import type { Scheduler } from '../../../src/doc/slicedSnapshot';

/** Tasks kept until the test runs them: the "later tasks" of a pacer. */
function manualTasks() {
  const queue: (() => void)[] = [];
  const schedule: Scheduler = (work) => {
    queue.push(work);
    return () => undefined;
  };
  return { queue, schedule, runAll: () => { while (queue.length) queue.shift()!(); } };
}

const syncMessage = (write: (e: encoding.Encoder) => void) => {
  const e = encoding.createEncoder();
  write(e);
  return encoding.toUint8Array(e);
};

describe('a friend joining over the relay', () => {
  it('receives a big table in pieces, one per task, and ends with the sender’s table', () => {
    const friend = scenarioGame(makeScenario(20240601, 1500) as unknown as Scenario, new Map());
    const joiner = new Y.Doc();
    const tasks = manualTasks();
    const sent: { kind: number; to: string }[] = [];
    const relay = { send: async (kind: number, _payload: Uint8Array, to = '') => void sent.push({ kind, to }) };
    let transactions = 0;
    joiner.on('afterTransaction', () => transactions++);
    const pace = (deliver: (m: Uint8Array) => void, framing: 'sync') => paceSyncMessages(deliver, { framing, maxBytes: 32 * 1024, schedule: tasks.schedule });
    const sync = relaySync(joiner, new Awareness(joiner), relay, () => true, pace);

    sync.receive('friend', relayKinds.sync, syncMessage((e) => syncProtocol.writeSyncStep2(e, friend)));
    expect(transactions).toBeLessThanOrEqual(1);
    expect(tasks.queue.length).toBe(1);
    tasks.runAll();
    expect(transactions).toBeGreaterThan(5);
    expect(joiner.getMap('pieces').size).toBe(1500);
    expect(Y.encodeStateVector(joiner)).toEqual(Y.encodeStateVector(friend));

    // A friend's step 1 is still answered at once, to that friend.
    sync.receive('friend', relayKinds.sync, syncMessage((e) => syncProtocol.writeSyncStep1(e, friend)));
    expect(sent).toEqual([{ kind: relayKinds.sync, to: 'friend' }]);
    sync.destroy();
  });

  it('drops a malformed sync message and keeps the game', () => {
    const joiner = new Y.Doc();
    const tasks = manualTasks();
    const pace = (deliver: (m: Uint8Array) => void, framing: 'sync') => paceSyncMessages(deliver, { framing, schedule: tasks.schedule });
    const sync = relaySync(joiner, new Awareness(joiner), { send: async () => undefined }, () => true, pace);
    expect(() => sync.receive('hostile', relayKinds.sync, new Uint8Array([1, 200, 200, 200, 1, 7]))).not.toThrow();
    tasks.runAll();
    expect(joiner.getMap('pieces').size).toBe(0);
    sync.destroy();
  });
});
