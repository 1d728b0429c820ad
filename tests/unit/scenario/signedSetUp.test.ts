/**
 * Issue #33: every new game's first log line showed "?" (not signed). The lines a new game is set
 * up with are signed by the author's identity, like every line the player writes later.
 */
import { describe, expect, it } from 'vitest';
import { createLogReader } from '../../../src/doc/logReader';
import { buildGame } from '../../../src/doc/library';
import { scenarioGame } from '../../../src/scenario/importScenario';
import type { Scenario } from '../../../src/scenario/scenario';
import { newIdentity } from '../../../src/trust/identity';

/** A map with one counter and a cup: set up in two lines, the table and its components. */
const scenario = {
  sandtableScenario: 1,
  name: 'Two counters',
  counterSize: 50,
  boards: [
    { id: 'map', name: 'Map', fill: '#e8e0c8', width: 800, height: 600, grid: { kind: 'none' } },
    { id: 'turns', name: 'Turn', fill: '#ffffff', width: 600, height: 60, grid: { kind: 'none' } },
  ],
  faces: { a: { kind: 'drawn', fill: '#fff', ink: '#000', symbol: 'infantry', size: 'XX', name: 'A', factors: '1-1' } },
  pieces: [{ name: 'A', faces: ['a'], board: 'map', x: 100, y: 100 }],
  components: [{ id: 'turns', boardId: 'turns', kind: 'cup', name: 'Reserves' }],
} as unknown as Scenario;

describe('a new game set up by a player with an identity', () => {
  it('reads its set-up lines as signed by that player', () => {
    const identity = newIdentity();
    const log = createLogReader(scenarioGame(scenario, new Map(), { name: 'Ann', identity }))();
    expect(log.length).toBeGreaterThan(0);
    for (const line of log) expect([line.who, line.proof]).toEqual(['Ann', 'signed']);
  });

  it('signs a blank game built from a setup too', () => {
    const identity = newIdentity();
    const doc = buildGame('Blank', { boards: [], faces: {}, pieces: [] }, { name: 'Ann', identity });
    for (const line of createLogReader(doc)()) expect(line.proof).toBe('signed');
  });

  it('writes them unsigned, as before, when built with a bare name', () => {
    const log = createLogReader(scenarioGame(scenario, new Map(), 'Ann'))();
    expect(log.map((l) => l.proof)).toEqual(log.map(() => undefined));
  });
});
