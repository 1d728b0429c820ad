import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Observable } from '../../../src/model/observable';
import { atTableMs, watchTable } from '../../../src/doc/tableWatch';
import type { PeerPresence } from '../../../src/net/types';
import { ledgerKey } from '../../../src/doc/ledger';
import { newIdentity } from '../../../src/trust/identity';
import { requestRecord, rollIdOf } from '../../../src/trust/rollRecords';

const peer = (key: string | null, self = false): PeerPresence => ({ clientId: 1, name: 'Bob', color: '#000', cursor: null, drag: null, self, key });

describe('whether this browser is at the table with another player', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function watching() {
    const presence = new Observable<PeerPresence[]>([]);
    const room = new Observable<{ presence: Observable<PeerPresence[]> } | null>(null);
    const watch = watchTable(room, () => Date.now());
    return { presence, room, watch };
  }

  it('counts a player whose signed presence it has held, answering, for a while — not one just arrived, nor one unsigned', () => {
    const { presence, room, watch } = watching();
    room.set({ presence });
    presence.set([peer('bob-key'), peer(null), peer('me', true)]);
    expect(watch.atTableWith('bob-key')).toBe(false);
    vi.advanceTimersByTime(atTableMs + 500);
    expect(watch.atTableWith('bob-key')).toBe(true);
    expect(watch.atTableWith('me')).toBe(false);
    presence.set([]);
    expect(watch.atTableWith('bob-key')).toBe(false);
    watch.stop();
  });

  it('does not count anyone for a while after this page was frozen (a paused or sleeping tab)', () => {
    const { presence, room, watch } = watching();
    room.set({ presence });
    presence.set([peer('bob-key')]);
    vi.advanceTimersByTime(atTableMs + 500);
    expect(watch.atTableWith('bob-key')).toBe(true);
    // The page's clock jumps with no timer run in between: the tab was frozen.
    vi.setSystemTime(Date.now() + 20_000);
    expect(watch.atTableWith('bob-key')).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(watch.atTableWith('bob-key')).toBe(false);
    vi.advanceTimersByTime(atTableMs);
    expect(watch.atTableWith('bob-key')).toBe(true);
    watch.stop();
  });
});

describe('a roll id', () => {
  it('is the digest its request is filed under in the ledger', () => {
    const alice = newIdentity();
    const request = requestRecord(alice, 'game', { players: [{ key: alice.publicKey, tab: 1 }], what: 'dice:d6', purpose: '', t: 1 });
    expect(ledgerKey('roll', request)).toBe(`ledger/roll/${rollIdOf(request)}`);
  });
});
