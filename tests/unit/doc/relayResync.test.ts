import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import { relaySync } from '../../../src/doc/net/relaySync';

/**
 * Two browsers joined by an in-memory relay (the network's edge): each message sent by one is
 * handed to the other unless the line is cut.
 */
function twoOverRelay() {
  const line = { up: true };
  const docs = { alice: new Y.Doc(), carol: new Y.Doc() };
  const active = { alice: true, carol: true };
  const syncs: Record<string, ReturnType<typeof relaySync>> = {};
  const relayOf = (from: 'alice' | 'carol') => ({
    send: async (kind: number, payload: Uint8Array, to = '') => {
      const other = from === 'alice' ? 'carol' : 'alice';
      if (line.up && (to === '' || to === other)) syncs[other].receive(from, kind, payload);
    },
  });
  syncs.alice = relaySync(docs.alice, new Awareness(docs.alice), relayOf('alice'), () => active.alice);
  syncs.carol = relaySync(docs.carol, new Awareness(docs.carol), relayOf('carol'), () => active.carol);
  return { line, docs, active, syncs };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the relay asking now and then for what a browser lacks', () => {
  it('brings a move sent while the relay was idle for the friend, once the friend asks', async () => {
    const { docs, active, syncs } = twoOverRelay();
    docs.alice.getMap('pieces').set('a', 'in 1101');
    await settle();
    expect(docs.carol.getMap('pieces').get('a')).toBe('in 1101');

    // Alice has not heard Carol for a while: her relay is idle, and her move is not sent.
    active.alice = false;
    docs.alice.getMap('pieces').set('a', 'in 1102');
    await settle();
    expect(docs.carol.getMap('pieces').get('a')).toBe('in 1101');

    active.alice = true;
    syncs.carol.resync();
    await settle();
    expect(docs.carol.getMap('pieces').get('a')).toBe('in 1102');
  });

  it('brings a move lost on the way, whichever side asks next', async () => {
    const { line, docs, syncs } = twoOverRelay();
    line.up = false;
    docs.carol.getMap('pieces').set('b', 'in 2202');
    await settle();
    line.up = true;
    expect(docs.alice.getMap('pieces').get('b')).toBeUndefined();
    syncs.alice.resync();
    await settle();
    expect(docs.alice.getMap('pieces').get('b')).toBe('in 2202');
    expect(Y.encodeStateVector(docs.alice)).toEqual(Y.encodeStateVector(docs.carol));
  });
});
