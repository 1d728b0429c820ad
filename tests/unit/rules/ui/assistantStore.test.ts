import { describe, expect, it, vi } from 'vitest';
import type * as Y from 'yjs';
import { movePieces, say } from '../../../../src/doc/operations';
import { logRules, readRules, setRuleValue, watchRules } from '../../../../src/doc/rulesOps';
import { createLogReader } from '../../../../src/doc/logReader';
import { readSnapshot, watchTable, type TableChange } from '../../../../src/doc/snapshot';
import { paintHexes, setPalette } from '../../../../src/doc/terrainOps';
import type { Actor } from '../../../../src/doc/operations';
import type { TableSnapshot } from '../../../../src/model/records';
import type { RulesState } from '../../../../src/doc/rulesOps';
import type { Ruleset } from '../../../../src/rules/types';
import { assistantStore, type AssistantSession } from '../../../../src/ui/rules/assistantStore';
import { tableWith, toHex } from '../../support/table';

/** A session over a plain document, as the app's `openGame` makes one (no storage, no room). */
function sessionOf(doc: Y.Doc, actor: Actor): AssistantSession {
  let table = readSnapshot(doc);
  const listeners = new Set<(c: TableChange, t: TableSnapshot) => void>();
  watchTable(doc, (c, t) => ((table = t), listeners.forEach((l) => l(c, t))), table);
  let rules = readRules(doc);
  const ruleListeners = new Set<(r: RulesState) => void>();
  watchRules(doc, (r) => ((rules = r), ruleListeners.forEach((l) => l(r))));
  return {
    actor,
    snapshot: () => table,
    subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
    rules: () => rules,
    subscribeRules: (l) => (ruleListeners.add(l), () => ruleListeners.delete(l)),
  };
}

const ruleset = { id: 'test', name: 'Test', values: [{ id: 'turn', label: 'Game turn', kind: 'number', default: 1 }] } as unknown as Ruleset;

function setUp() {
  const { doc, actor, ids } = tableWith({ a: '0505', b: '0606' });
  const store = assistantStore(sessionOf(doc, actor), 'map');
  const changed = vi.fn();
  const stop = store.subscribe(changed);
  return { doc, actor, ids, store, changed, stop };
}

describe('the assistant’s view of the table', () => {
  it('is built once per change, however often it is asked for', () => {
    const { store } = setUp();
    const first = store.build(ruleset).view;
    expect(first).not.toBeNull();
    expect(store.build(ruleset).view).toBe(first);
    expect(first!.units.map((u) => u.name)).toEqual(['a', 'b']);
  });

  it('is built again after a counter moves, and shows the move', () => {
    const { actor, ids, store, changed } = setUp();
    const before = store.build(ruleset).view;
    movePieces(actor, [{ id: ids.a, to: toHex('0707') }]);
    expect(changed).toHaveBeenCalledTimes(1);
    const after = store.build(ruleset).view;
    expect(after).not.toBe(before);
    expect(after!.units.find((u) => u.id === ids.a)!.key).toBe('6,6');
  });

  it('is not rebuilt for a chat line or a log entry', () => {
    const { actor, store, changed } = setUp();
    const before = store.build(ruleset).view;
    say(actor, 'hello');
    expect(changed).not.toHaveBeenCalled();
    expect(store.build(ruleset).view).toBe(before);
  });

  it('is built again for a rules line, whose roll the turn’s digest then holds, but not for chat', () => {
    const { doc, actor } = tableWith({ a: '0505' });
    const store = assistantStore({ ...sessionOf(doc, actor), log: createLogReader(doc) }, 'map');
    const changed = vi.fn();
    store.subscribe(changed);
    const before = store.build(ruleset).view!;
    say(actor, 'hello');
    expect(changed).not.toHaveBeenCalled();
    logRules(actor, 'Bombardment — 0505 — a (5.3.1): rolled 7 — D', { chance: true });
    expect(changed).toHaveBeenCalledTimes(1);
    const after = store.build(ruleset).view!;
    expect(after).not.toBe(before);
    expect(after.turn!.events.filter((e) => e.kind === 'roll')).toMatchObject([{ purpose: 'Bombardment', about: '0505 — a', total: 7 }]);
  });

  it('follows the values the players set and the terrain they paint', () => {
    const { actor, store, changed } = setUp();
    setRuleValue(actor, 'turn', 4, 'Game turn');
    expect(store.build(ruleset).view!.values.turn).toBe(4);
    setPalette(actor, 'map', [{ id: 'forest', name: 'Forest', colour: '#2e7d32' }]);
    paintHexes(actor, 'map', [{ col: 4, row: 4 }], 'forest');
    expect(changed).toHaveBeenCalledTimes(3);
    expect(store.build(ruleset).view!.map.terrain.hexes['4,4']).toBe('forest');
  });

  it('stops watching when unsubscribed', () => {
    const { actor, ids, changed, stop } = setUp();
    stop();
    movePieces(actor, [{ id: ids.a, to: toHex('0707') }]);
    expect(changed).not.toHaveBeenCalled();
  });

  it('says why when there is no map to read', () => {
    const { doc, actor } = tableWith({});
    const store = assistantStore(sessionOf(doc, actor), 'nowhere');
    expect(store.build(ruleset)).toMatchObject({ view: null, error: expect.stringContaining('Put a map on the table') });
  });

  it('builds no view when no ruleset is chosen', () => {
    const { store } = setUp();
    expect(store.build(null)).toMatchObject({ view: null, error: null });
  });
});
