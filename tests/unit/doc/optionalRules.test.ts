/**
 * Optional rules as switches in the game document: one named, logged operation each way, synced
 * like every rules entry, checked by every browser's guard, and read into the view a ruleset sees
 * only for the rules that ruleset declares.
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readRules, RulesError, setOptionalRule } from '../../../src/doc/rulesOps';
import { problemsOfRulesEntry } from '../../../src/doc/recordChecks';
import { readLog } from '../../../src/doc/snapshot';
import { createPlayerUndo } from '../../../src/doc/undo';
import { optionalOn } from '../../../src/rules/kit';
import { withOptionalRules } from '../../../src/rules/optionalRules';
import type { RulesView } from '../../../src/rules/types';
import { tableWith } from '../support/table';

const lastLog = (doc: Y.Doc) => readLog(doc).at(-1);
const bare = { units: [], values: {}, tables: {}, control: {}, offMap: [] } as unknown as RulesView;

describe('switching an optional rule', () => {
  it('is off until a player switches it on, and the log names who switched what', () => {
    const { doc, actor } = tableWith({});
    expect(readRules(doc).optional).toBeUndefined();
    expect(setOptionalRule(actor, 'kampfgruppen', true, '31.0 Kampfgruppen and Task Forces')).toBe(true);
    expect(readRules(doc).optional).toEqual(['kampfgruppen']);
    expect(lastLog(doc)).toMatchObject({ who: actor.name, text: 'switch on optional rule 31.0 Kampfgruppen and Task Forces' });
    expect(setOptionalRule(actor, 'kampfgruppen', true, '31.0 Kampfgruppen and Task Forces')).toBe(false);
    expect(setOptionalRule(actor, 'kampfgruppen', false, '31.0 Kampfgruppen and Task Forces')).toBe(true);
    expect(readRules(doc).optional).toBeUndefined();
    expect(lastLog(doc)?.text).toBe('switch off optional rule 31.0 Kampfgruppen and Task Forces');
  });

  it("is taken back by the player's own undo", () => {
    const { doc, actor } = tableWith({});
    const undo = createPlayerUndo(doc, () => actor.name);
    setOptionalRule(actor, 'open-cities', true, '34.0 Open Cities');
    expect(undo.undoLabel()).toBe('switch on optional rule 34.0 Open Cities');
    undo.undo();
    expect(readRules(doc).optional).toBeUndefined();
  });

  it('reaches a friend\'s copy of the game', () => {
    const { doc, actor } = tableWith({});
    const friend = new Y.Doc();
    setOptionalRule(actor, 'achse', true, '30.0 Operation Achse');
    Y.applyUpdate(friend, Y.encodeStateAsUpdate(doc));
    expect(readRules(friend).optional).toEqual(['achse']);
  });

  it('refuses a rule with no usable name and writes nothing', () => {
    const { doc, actor } = tableWith({});
    expect(() => setOptionalRule(actor, '__proto__', true)).toThrow(RulesError);
    expect(readRules(doc).optional).toBeUndefined();
  });

  it("is an entry every browser's guard accepts only as true", () => {
    expect(problemsOfRulesEntry('optional:kampfgruppen', true)).toEqual([]);
    expect(problemsOfRulesEntry('optional:kampfgruppen', 'yes')).toHaveLength(1);
    expect(problemsOfRulesEntry('optional:', true)).toHaveLength(1);
  });
});

describe('the view a ruleset reads', () => {
  it('carries the switched-on rules the ruleset declares, and no others', () => {
    const view = withOptionalRules(bare, { optional: ['kampfgruppen', 'someone-elses'] }, { optionalRules: [{ id: 'kampfgruppen', rule: '31.0', title: 'Kampfgruppen and Task Forces' }] });
    expect(optionalOn(view, 'kampfgruppen')).toBe(true);
    expect(optionalOn(view, 'someone-elses')).toBe(false);
    expect(optionalOn(bare, 'kampfgruppen')).toBe(false);
  });
});
