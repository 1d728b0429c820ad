/**
 * Custom dice in scenario files: an optional `dice` list, each die checked as the dice tray checks
 * it (`checkCustomDie`), written into the game through the tray's own write on import, and written
 * back out on export.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { CustomDie } from '../../../src/dice/dice';
import { readCustomDice, saveCustomDie } from '../../../src/doc/diceOps';
import { readLog, readSnapshot } from '../../../src/doc/snapshot';
import { tableToScenario } from '../../../src/scenario/exportScenario';
import { scenarioExtras } from '../../../src/scenario/extras';
import { importScenario, scenarioGame } from '../../../src/scenario/importScenario';
import { problemsOfScenario, ScenarioError, type Scenario } from '../../../src/scenario/scenario';
import { tableWith } from '../support/table';

const demo = JSON.parse(readFileSync('assets/demo/scenario.json', 'utf8')) as Scenario;
const assets = new Map([['map.svg', { hash: 'h', mime: 'image/svg+xml', name: 'map.svg', bytes: 1, width: 1980, height: 1605 }]]);

const air: CustomDie = {
  id: 'air',
  name: 'Air die',
  faces: [
    { label: 'Plane', symbol: 'plane', color: '#2255aa' },
    { label: 'Hit', symbol: 'cross' },
    { label: 'Miss' },
  ],
};
const card: CustomDie = { id: 'card', name: 'Card die', faces: [{ label: 'Card', symbol: 'card' }, { label: 'Blank', symbol: 'blank' }] };

const withDice = (dice: unknown): Scenario => ({ ...structuredClone(demo), dice } as Scenario);
const messages = (s: unknown) => problemsOfScenario(s).map((p) => `${p.path} ${p.message}`);

describe('custom dice in a scenario', () => {
  it('are optional, and a scenario listing sound dice has no problems', () => {
    expect(demo.dice).toBeUndefined();
    expect(problemsOfScenario(demo)).toEqual([]);
    expect(problemsOfScenario(withDice([air, card]))).toEqual([]);
    expect(problemsOfScenario(withDice([]))).toEqual([]);
  });

  it('name the die and what is wrong with it, as the dice tray would say it', () => {
    expect(messages(withDice({ air }))).toEqual(['dice must be a list of custom dice']);
    const bad = [
      air,
      { ...card, faces: [{ label: 'Card', symbol: 'banana' }] },
      { id: 'x', name: 'No faces', faces: [] },
      { name: 'No id', faces: [{ label: 'One' }] },
      { ...air, name: 'Air again' },
      'a die',
    ];
    const [first, ...rest] = messages(withDice(bad));
    expect(first).toMatch(/^dice\[1\] is not a usable die \("Card die"\): Face 1: 'banana' is not a symbol; use one of cross, .*\bcard\b.*, blank$/);
    expect(rest).toEqual([
      'dice[2] is not a usable die ("No faces"): A die has 1 to 30 faces; this one has 0',
      'dice[3] is not a usable die ("No id"): The die needs an id (1 to 64 characters)',
      'dice[4].id "air" is used by an earlier die too',
      'dice[5] is not a usable die: A custom die must be a record with an id, a name and faces',
    ]);
  });

  it('stop the whole import when one die is bad: no game is made, nothing is stored', async () => {
    const bad = withDice([air, { ...card, faces: [{ label: 'Card', symbol: 'banana' }] }]);
    expect(() => scenarioGame(bad, assets)).toThrow(ScenarioError);
    expect(() => scenarioGame(bad, assets)).toThrow(/dice\[1\] is not a usable die \("Card die"\): Face 1: 'banana' is not a symbol/);
    // The check runs before any image is read or anything is stored.
    await expect(importScenario(JSON.stringify(bad), new Map())).rejects.toThrow(/The scenario has problems: dice\[1\] is not a usable die/);
  });

  it("arrive in the game's dice tray, cleaned as the tray cleans a die, with one log line for the set-up", () => {
    const doc = scenarioGame(withDice([air, { ...card, name: '  Card die ', faces: [{ label: 'Card', symbol: 'card', color: '#AABBCC' }] }]), assets);
    expect(readCustomDice(doc)).toEqual([air, { id: 'card', name: 'Card die', faces: [{ label: 'Card', symbol: 'card', color: '#aabbcc' }] }]);
    const lines = readLog(doc).map((e) => e.text);
    expect(lines[lines.length - 1]).toMatch(/^set up .*2 custom dice/);
    expect(lines.some((l) => l.startsWith('added custom die'))).toBe(false);
  });

  it("go out with an exported setup and come back the same (round trip)", () => {
    const game = tableWith({ a: '0101' });
    saveCustomDie(game.actor, card);
    saveCustomDie(game.actor, air);
    const table = readSnapshot(game.doc);
    const text = JSON.stringify({ ...tableToScenario(table), ...scenarioExtras(game.doc, table) });
    const exported = JSON.parse(text) as Scenario;
    expect(exported.dice).toEqual([air, card]);
    expect(problemsOfScenario(exported)).toEqual([]);
    const again = scenarioGame(exported, new Map());
    expect(readCustomDice(again)).toEqual(readCustomDice(game.doc));
    // And out once more: the same list.
    const second = readSnapshot(again);
    expect(scenarioExtras(again, second).dice).toEqual(exported.dice);
  });

  it('are left out of an export when the game has none', () => {
    const game = tableWith({ a: '0101' });
    expect(scenarioExtras(game.doc, readSnapshot(game.doc))).not.toHaveProperty('dice');
  });
});
