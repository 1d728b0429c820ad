import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createGameDoc } from '../../../src/doc/gameDoc';
import { addToTable } from '../../../src/doc/operations';
import { chooseRuleset, readRules, recordControl, setRuleTable, setRuleValue } from '../../../src/doc/rulesOps';
import { readLog, readSnapshot } from '../../../src/doc/snapshot';
import { tableToScenario } from '../../../src/scenario/exportScenario';
import { applyScenarioExtras, scenarioExtras } from '../../../src/scenario/extras';
import { problemsOfScenario, scenarioToSetup, type Scenario } from '../../../src/scenario/scenario';
import type { TableData } from '../../../src/rules/kit/types';
import { tableWith } from '../support/table';

const demo = JSON.parse(readFileSync('assets/demo/scenario.json', 'utf8')) as Scenario;
const crt: TableData = { columns: ['1:1', '2:1', '3:1'], rows: ['1', '2'], cells: [['1/1', '0/1', '0/2'], ['1/0', '', 'E']] };

const messages = (s: unknown) => problemsOfScenario(s).map((p) => `${p.path} ${p.message}`);

/** Exports a game's setup to scenario text and imports it into a fresh game, as the app does. */
function reimport(text: string) {
  const scenario = JSON.parse(text) as Scenario;
  expect(problemsOfScenario(scenario)).toEqual([]);
  const setup = scenarioToSetup(scenario, new Map());
  const doc = createGameDoc('game-2', scenario.name);
  const actor = { doc, name: 'Bob' };
  addToTable(actor, setup, `set up ${scenario.name}`);
  applyScenarioExtras(actor, { terrain: scenario.terrain, components: scenario.components, rules: scenario.rules }, new Map(setup.boards.map((b) => [b.id, b])));
  return doc;
}

describe('the rules section of a scenario', () => {
  it('is optional: the demo scenario has none and is sound', () => {
    expect(demo.rules).toBeUndefined();
    expect(problemsOfScenario(demo)).toEqual([]);
  });

  it('accepts a ruleset, values of every kind and typed-in tables', () => {
    const rules = { ruleset: 'caporetto', values: { turn: 3, weather: 'rain', collapse: false, marked: ['0101', '0202'] }, tables: { crt: { ...crt, sample: true } } };
    expect(problemsOfScenario({ ...demo, rules })).toEqual([]);
  });

  it('names the field of every problem', () => {
    const broken = {
      ...demo,
      rules: {
        ruleset: 7,
        values: { turn: { at: 3 }, marked: ['0101', 202], '': 1, __proto__: 2 },
        tables: {
          crt: { columns: ['1:1', '2:1'], rows: ['1', '2', '3'], cells: [['1/1', '0/1'], ['1/0', 5], ['E']], sample: 'yes' },
          trt: { columns: 'a', rows: ['1'], cells: 'none' },
          mt: [],
        },
      },
    };
    expect(messages(JSON.parse(JSON.stringify(broken)))).toEqual([
      'rules.ruleset must be text',
      'rules.values.turn must be a number, text, true/false or a list of texts',
      'rules.values.marked[1] must be text',
      'rules.values[""] must be a name of 1 to 80 characters',
      'rules.tables.crt.sample must be true or false',
      'rules.tables.crt.cells[1][1] must be text',
      'rules.tables.crt.cells[2] must have one cell per column (2)',
      'rules.tables.trt.columns must be a list of texts',
      'rules.tables.trt.cells must be a list of rows, each a list of texts',
      'rules.tables.mt must be an object with columns, rows and cells',
    ]);
    expect(messages(JSON.parse('{"sandtableScenario":1,"name":"x","boards":[],"faces":{},"pieces":[],"rules":{"values":{"__proto__":1}}}'))).toContain('rules.values.__proto__ is a reserved name');
    expect(messages({ ...demo, rules: { tables: { crt: { ...crt, cells: [crt.cells[0]] } } } })).toEqual(['rules.tables.crt.cells must have one row per row label (2)']);
    expect(messages({ ...demo, rules: 'caporetto' })).toEqual(['rules must be an object']);
    expect(messages({ ...demo, rules: { values: [] } })).toEqual(['rules.values must be an object']);
  });

  it('goes out with an exported setup and comes back the same, hex control left behind', () => {
    const game = tableWith({ a: '0101' });
    chooseRuleset(game.actor, 'caporetto', 'Caporetto');
    setRuleValue(game.actor, 'turn', 3);
    setRuleValue(game.actor, 'marked', ['0101', '0505']);
    setRuleValue(game.actor, 'collapse', true);
    setRuleTable(game.actor, 'crt', crt);
    recordControl(game.actor, 'map', { '0,0': 'Allies' });
    const table = readSnapshot(game.doc);
    const text = JSON.stringify({ ...tableToScenario(table), ...scenarioExtras(game.doc, table) });
    expect(JSON.parse(text).rules).toEqual({ ruleset: 'caporetto', values: { turn: 3, marked: ['0101', '0505'], collapse: true }, tables: { crt } });
    const doc = reimport(text);
    expect(readRules(doc)).toEqual({ ruleset: 'caporetto', values: { turn: 3, marked: ['0101', '0505'], collapse: true }, tables: { crt }, control: {} });
    expect(readLog(doc).map((e) => e.text)).toContain('set up the caporetto rules assistant');
  });

  it('is left out of an export when the game uses no assistant', () => {
    const game = tableWith({ a: '0101' });
    expect(scenarioExtras(game.doc, readSnapshot(game.doc))).not.toHaveProperty('rules');
  });
});
