import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { typesOf } from '../../../src/doc/gameDoc';
import { decodeLogLine, encodeLogLine } from '../../../src/doc/logLines';
import { movePieces } from '../../../src/doc/operations';
import { chooseRuleset, logRules, readRules, recordControl, RulesError, setRuleTable, setRuleValue, setUpRules, watchRules } from '../../../src/doc/rulesOps';
import { readLog } from '../../../src/doc/snapshot';
import { createPlayerUndo, inStep } from '../../../src/doc/undo';
import type { TableData } from '../../../src/rules/kit/types';
import { link, stackAt, tableWith, toHex } from '../support/table';

const crt: TableData = { columns: ['1:1', '2:1'], rows: ['1', '2'], cells: [['1/1', '0/1'], ['1/0', '']] };
const logTexts = (doc: Y.Doc) => readLog(doc).map((e) => e.text);

function copyOf(doc: Y.Doc): Y.Doc {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  return copy;
}

function syncBoth(a: Y.Doc, b: Y.Doc) {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
}

/** Counts the document updates `body` makes. */
function updatesDuring(doc: Y.Doc, body: () => void): number {
  let n = 0;
  const count = () => n++;
  doc.on('update', count);
  body();
  doc.off('update', count);
  return n;
}

describe('the rules assistant state', () => {
  it('starts empty: no assistant, nothing set', () => {
    const { doc } = tableWith({});
    expect(readRules(doc)).toEqual({ ruleset: null, values: {}, tables: {}, control: {} });
  });

  it('chooses a ruleset as one logged operation, and turns it off again', () => {
    const { doc, actor } = tableWith({});
    expect(chooseRuleset(actor, 'caporetto', 'Caporetto')).toBe(true);
    expect(readRules(doc).ruleset).toBe('caporetto');
    expect(logTexts(doc).at(-1)).toBe('choose the Caporetto rules assistant');
    expect(chooseRuleset(actor, 'caporetto', 'Caporetto')).toBe(false);
    expect(chooseRuleset(actor, null)).toBe(true);
    expect(readRules(doc).ruleset).toBeNull();
    expect(logTexts(doc).at(-1)).toBe('turn off the rules assistant');
  });

  it('sets a value with its label in the log, and clears it back to the default', () => {
    const { doc, actor } = tableWith({});
    expect(setRuleValue(actor, 'turn', 3, 'Game turn')).toBe(true);
    expect(logTexts(doc).at(-1)).toBe('set Game turn to 3');
    setRuleValue(actor, 'marked', ['0101', '0202'], 'Marked hexes');
    setRuleValue(actor, 'rain', true, 'Rain');
    expect(logTexts(doc).slice(-2)).toEqual(['set Marked hexes to 0101, 0202', 'set Rain to yes']);
    expect(readRules(doc).values).toEqual({ turn: 3, marked: ['0101', '0202'], rain: true });
    expect(setRuleValue(actor, 'marked', ['0101', '0202'])).toBe(false);
    expect(setRuleValue(actor, 'turn', undefined, 'Game turn')).toBe(true);
    expect(logTexts(doc).at(-1)).toBe('reset Game turn to its default');
    expect(readRules(doc).values).toEqual({ marked: ['0101', '0202'], rain: true });
    expect(setRuleValue(actor, 'turn', undefined)).toBe(false);
  });

  it('refuses values that are not numbers, texts, yes/no or lists of texts, writing nothing', () => {
    const { doc, actor } = tableWith({});
    const before = Y.encodeStateVector(doc);
    expect(() => setRuleValue(actor, 'turn', Number.NaN)).toThrow(RulesError);
    expect(() => setRuleValue(actor, 'turn', [1, 2] as unknown as string[])).toThrow(RulesError);
    expect(() => setRuleValue(actor, 'turn', { a: 1 } as unknown as string)).toThrow(RulesError);
    expect(() => setRuleValue(actor, '', 1)).toThrow(RulesError);
    expect(Y.encodeStateVector(doc)).toEqual(before);
  });

  it('stores a typed-in table as a copy, refuses what is not a table, and removes it', () => {
    const { doc, actor } = tableWith({});
    const typed = structuredClone(crt);
    expect(setRuleTable(actor, 'crt', typed, 'Combat Results Table')).toBe(true);
    typed.cells[0][0] = 'E';
    expect(readRules(doc).tables.crt).toEqual(crt);
    expect(logTexts(doc).at(-1)).toBe('type in the Combat Results Table');
    expect(setRuleTable(actor, 'crt', crt)).toBe(false);
    expect(() => setRuleTable(actor, 'crt', { ...crt, cells: [['1/1']] })).toThrow(/every row needs one cell per column/);
    expect(() => setRuleTable(actor, 'crt', { columns: 'a', rows: [], cells: [] } as unknown as TableData)).toThrow(RulesError);
    expect(setRuleTable(actor, 'crt', null, 'Combat Results Table')).toBe(true);
    expect(logTexts(doc).at(-1)).toBe('remove the typed-in Combat Results Table');
    expect(readRules(doc).tables).toEqual({});
  });

  it('records hex control per board without a log line, and writes nothing when nothing changes', () => {
    const { doc, actor } = tableWith({});
    const lines = logTexts(doc).length;
    expect(recordControl(actor, 'map', { '4,4': 'Allies', '5,4': 'Central Powers' })).toBe(2);
    expect(logTexts(doc)).toHaveLength(lines);
    expect(readRules(doc).control).toEqual({ map: { '4,4': 'Allies', '5,4': 'Central Powers' } });
    expect(updatesDuring(doc, () => expect(recordControl(actor, 'map', { '4,4': 'Allies', '5,4': 'Central Powers' })).toBe(0))).toBe(0);
    expect(updatesDuring(doc, () => expect(recordControl(actor, 'map', { 'not a cell': 'Allies', '6,6': '' })).toBe(0))).toBe(0);
    expect(recordControl(actor, 'map', { '4,4': 'Central Powers', '5,4': 'Central Powers' })).toBe(1);
    expect(readRules(doc).control.map['4,4']).toBe('Central Powers');
  });

  it('keeps control of boards whose ids hold a colon apart', () => {
    const { doc, actor } = tableWith({});
    recordControl(actor, 'map', { '1,1': 'Allies' });
    recordControl(actor, 'map:2', { '1,1': 'Central Powers' });
    expect(readRules(doc).control).toEqual({ map: { '1,1': 'Allies' }, 'map:2': { '1,1': 'Central Powers' } });
  });

  it('posts verdicts to the shared log as rules lines, stored with kind r', () => {
    const { doc, actor } = tableWith({});
    logRules(actor, '  1st Infantry 0604→0806: 3 of 4 MP, legal  ');
    logRules(actor, '   ');
    const stored = typesOf(doc).log.toArray().at(-1)!;
    expect(stored.k).toBe('r');
    const entry = readLog(doc).at(-1)!;
    expect(entry).toMatchObject({ who: 'Alice', kind: 'rules', text: '1st Infantry 0604→0806: 3 of 4 MP, legal' });
    expect(readLog(doc).filter((e) => e.kind === 'rules')).toHaveLength(1);
  });

  it('sends verdicts to a friend like any log line', () => {
    const alice = tableWith({});
    const bobDoc = copyOf(alice.doc);
    link(alice.doc, bobDoc);
    logRules(alice.actor, 'Attack at 2:1, roll 4: 1/1');
    expect(readLog(bobDoc).at(-1)).toMatchObject({ who: 'Alice', kind: 'rules', text: 'Attack at 2:1, roll 4: 1/1' });
  });

  it('sets up a scenario’s ruleset, values and tables in one operation', () => {
    const { doc, actor } = tableWith({});
    const lines = logTexts(doc).length;
    expect(setUpRules(actor, { ruleset: 'caporetto', values: { turn: 2, bad: { x: 1 } as unknown as number }, tables: { crt } })).toBe(true);
    expect(logTexts(doc).slice(lines)).toEqual(['set up the rules assistant (caporetto) with 1 value and 1 table']);
    expect(readRules(doc)).toEqual({ ruleset: 'caporetto', values: { turn: 2 }, tables: { crt }, control: {} });
    expect(setUpRules(actor, {})).toBe(false);
  });
});

describe('log lines', () => {
  it('encode and decode as a pair for every kind, and old or unknown kinds read as actions', () => {
    for (const kind of ['action', 'chat', 'system', 'rules'] as const) {
      const entry = { t: 1_700_000_000_000, who: 'Alice', text: 'x', kind };
      expect(decodeLogLine(encodeLogLine(entry))).toEqual(entry);
    }
    expect(encodeLogLine({ t: 0, who: 'A', text: 'x', kind: 'action' })).not.toHaveProperty('k');
    expect(decodeLogLine({ t: 1, w: 'A', x: 'old line' })?.kind).toBe('action');
    expect(decodeLogLine({ t: 1, w: 'A', x: 'newer build', k: 'z' })?.kind).toBe('action');
    expect(decodeLogLine({ t: 1, w: 'A', x: 'odd', k: 'toString' })?.kind).toBe('action');
  });
});

describe('undo of rules changes', () => {
  it("the player's own undo takes back choosing a ruleset and setting a value, and redoes them", () => {
    const { doc, actor } = tableWith({});
    const undo = createPlayerUndo(doc, () => 'Alice');
    chooseRuleset(actor, 'caporetto', 'Caporetto');
    setRuleValue(actor, 'turn', 4, 'Game turn');
    expect(undo.undoLabel()).toBe('set Game turn to 4');
    undo.undo();
    expect(readRules(doc).values).toEqual({});
    expect(undo.undoLabel()).toBe('choose the Caporetto rules assistant');
    undo.undo();
    expect(readRules(doc).ruleset).toBeNull();
    expect(logTexts(doc).at(-1)).toBe('undo choose the Caporetto rules assistant');
    undo.redo();
    expect(readRules(doc).ruleset).toBe('caporetto');
  });

  it("never takes back a friend's choice", () => {
    const alice = tableWith({});
    const bobDoc = copyOf(alice.doc);
    link(alice.doc, bobDoc);
    const aliceUndo = createPlayerUndo(alice.doc, () => 'Alice');
    setRuleValue(alice.actor, 'turn', 2);
    chooseRuleset({ doc: bobDoc, name: 'Bob' }, 'caporetto');
    aliceUndo.undo();
    expect(readRules(alice.doc)).toMatchObject({ ruleset: 'caporetto', values: {} });
    expect(aliceUndo.canUndo()).toBe(false);
  });

  it('takes back a move and the hex control recorded as its follow-up in one step, and redoes both', () => {
    const { doc, actor, ids } = tableWith({ a: '0101' });
    const undo = createPlayerUndo(doc, () => 'Alice');
    const step = Symbol('move');
    movePieces(inStep(actor, { step }), [{ id: ids.a, to: toHex('0202') }]);
    recordControl(inStep(actor, { follows: step }), 'map', { '1,1': 'Allies' });
    expect(undo.undoLabel()).toBe('move a 0101 → 0202');
    undo.undo();
    expect(stackAt(doc, '0101')).toEqual(['a']);
    expect(readRules(doc).control).toEqual({});
    expect(undo.canUndo()).toBe(false);
    undo.redo();
    expect(stackAt(doc, '0202')).toEqual(['a']);
    expect(readRules(doc).control).toEqual({ map: { '1,1': 'Allies' } });
  });
});

describe('two players editing the rules state at once', () => {
  it('merges edits of different keys, and both tables end the same', () => {
    const alice = tableWith({});
    const bob = { doc: copyOf(alice.doc), name: 'Bob' };
    setRuleValue(alice.actor, 'turn', 3);
    setRuleTable(alice.actor, 'crt', crt);
    recordControl(alice.actor, 'map', { '1,1': 'Allies' });
    chooseRuleset(bob, 'caporetto');
    setRuleValue(bob, 'weather', 'rain');
    recordControl(bob, 'map', { '2,2': 'Central Powers' });
    syncBoth(alice.doc, bob.doc);
    const merged = readRules(alice.doc);
    expect(merged).toEqual(readRules(bob.doc));
    expect(merged).toEqual({
      ruleset: 'caporetto',
      values: { turn: 3, weather: 'rain' },
      tables: { crt },
      control: { map: { '1,1': 'Allies', '2,2': 'Central Powers' } },
    });
  });

  it('keeps one of two values written to the same key, the same on both tables', () => {
    const alice = tableWith({});
    const bob = { doc: copyOf(alice.doc), name: 'Bob' };
    setRuleValue(alice.actor, 'turn', 3);
    setRuleValue(bob, 'turn', 5);
    syncBoth(alice.doc, bob.doc);
    expect(readRules(alice.doc).values.turn).toBe(readRules(bob.doc).values.turn);
    expect([3, 5]).toContain(readRules(alice.doc).values.turn);
  });
});

describe('reading what others wrote', () => {
  it('skips entries a foreign or broken update left, never throwing', () => {
    const { doc } = tableWith({});
    doc.transact(() => {
      const rules = typesOf(doc).rules;
      rules.set('ruleset', 42);
      rules.set('value:turn', { not: 'a value' });
      rules.set('value:ok', 2);
      rules.set('value:list', ['a', 3]);
      rules.set('value:__proto__', ['x']);
      rules.set('table:crt', { columns: ['1:1'], rows: ['1'], cells: [['1/1', 'extra']] });
      rules.set('table:odd', 'text');
      rules.set('control:map:1,1', 7);
      rules.set('control:map:nowhere', 'Allies');
      rules.set('control:__proto__:1,1', 'Allies');
      rules.set('control:map:2,2', 'Allies');
      rules.set('control:constructor:3,3', 'Allies');
      rules.set('something-newer', { x: 1 });
    }, 'remote');
    const state = readRules(doc);
    expect(state).toEqual({ ruleset: null, values: { ok: 2 }, tables: {}, control: { map: { '2,2': 'Allies' }, constructor: { '3,3': 'Allies' } } });
    expect(Object.hasOwn(Object, '3,3')).toBe(false);
    expect(Object.getPrototypeOf(state.values)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['1,1']).toBeUndefined();
  });

  it('tells watchers of every change to the rules, with the fresh state, until they stop', () => {
    const { doc, actor } = tableWith({ a: '0101' });
    const seen: (string | null)[] = [];
    const stop = watchRules(doc, (s) => seen.push(s.ruleset));
    chooseRuleset(actor, 'caporetto');
    movePieces(actor, [{ id: 'id-a', to: toHex('0202') }]);
    stop();
    chooseRuleset(actor, null);
    expect(seen).toEqual(['caporetto']);
  });
});
