import { describe, expect, it } from 'vitest';
import { readRules } from '../../../../src/doc/rulesOps';
import { readLog } from '../../../../src/doc/snapshot';
import { logOutcome } from '../../../../src/ui/rules/CombatDialog';
import type { CombatOutcome } from '../../../../src/rules/types';
import { caporetto } from '../../../../rulesets/caporetto';
import { combat, resolveCombat } from '../../../../rulesets/caporetto/combat';
import { tableWith } from '../../support/table';
import { at, austrian, combatBoard, italian, testCrt } from './support/combatBoard';

/** A resolved Caporetto combat on hex 0606, with the CRT typed in unless `typed` is false. */
function fought(typed = true): { outcome: CombatOutcome; view: ReturnType<typeof combatBoard> } {
  const attacker = austrian('0605', 8, 4, { name: '12 Div' });
  const view = combatBoard({ units: [attacker, italian('0606', 2, 4)], tables: typed ? { crt: testCrt() } : {} });
  const setup = combat(view, [attacker.id], at('0606'));
  return { outcome: resolveCombat(view, setup, setup.modifiers, 2), view };
}

/** Runs `body` and counts the document transactions it makes. */
function transactionsDuring(doc: ReturnType<typeof tableWith>['doc'], body: () => void): number {
  let n = 0;
  const count = () => n++;
  doc.on('afterTransaction', count);
  body();
  doc.off('afterTransaction', count);
  return n;
}

describe('the combat dialog records a Caporetto combat (11.3)', () => {
  it('logs the result and sets the values it records in one step, for everyone', () => {
    const { doc, actor } = tableWith({});
    const { outcome, view } = fought();
    const steps = transactionsDuring(doc, () => logOutcome(actor, outcome.summary, outcome, caporetto, view, '0606'));
    expect(steps).toBe(1);
    expect(readRules(doc).values).toMatchObject({ attackedUnits: '12 Div', attackedHexes: ['0606'] });
    const log = readLog(doc).map((e) => e.text);
    expect(log).toContain(outcome.summary);
    expect(log.indexOf(outcome.summary)).toBeLessThan(log.findIndex((t) => t.includes('Units that attacked this sub-phase')));
  });

  it('only logs a result that records nothing', () => {
    const { doc, actor } = tableWith({});
    const { outcome, view } = fought(false);
    logOutcome(actor, outcome.summary, outcome, caporetto, view, '0606');
    expect(readRules(doc).values).toEqual({});
    expect(readLog(doc).map((e) => e.text)).toContain(outcome.summary);
  });
});
