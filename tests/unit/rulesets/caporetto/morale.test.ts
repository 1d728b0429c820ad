import { describe, expect, it } from 'vitest';
import { emptyTable, totalDrm, validateTable } from '../../../../src/rules/kit';
import {
  armyTurnEnd, clampMorale, endOfTurnMorale, moraleAfterVpCapture, moraleLossAtTurnEnd, moraleResult,
} from '../../../../rulesets/caporetto/morale';
import { rollById } from '../../../../rulesets/caporetto/rolls';
import { crtSpec, moraleSpec, tables } from '../../../../rulesets/caporetto/tables';
import { combatBoard } from './support/combatBoard';

describe('Caporetto morale levels', () => {
  it('loses one level at 8 casualties and two at 12 at the end of the turn (10.3)', () => {
    expect([0, 7, 8, 11, 12, 20].map(moraleLossAtTurnEnd)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('never goes above +2 nor below −4 (10.3)', () => {
    expect([3, 2, 0, -4, -6].map(clampMorale)).toEqual([2, 2, 0, -4, -4]);
  });

  it('rises by one when a VP hex is entered, held at +2 (10.5)', () => {
    expect(moraleAfterVpCapture(-1)).toBe(0);
    expect(moraleAfterVpCapture(2)).toBe(2);
  });

  it('summarises both armies at the end of the turn from their casualty markers', () => {
    const view = combatBoard({ values: { moraleItalian: -3, casualtiesItalian: 13, moraleAustroHungarian: 1, casualtiesAustroHungarian: 5 } });
    const [italianEnd, austrianEnd] = endOfTurnMorale(view);
    expect(italianEnd).toMatchObject({ army: 'Italian', loss: 2, after: -4 });
    expect(italianEnd.text).toMatch(/−3 → −4 .*12 or more steps lost/);
    expect(austrianEnd).toMatchObject({ army: 'Austro-Hungarian', loss: 0, after: 1 });
  });
});

describe('Caporetto Morale Table', () => {
  it('reads 1 as Panic, 2 as Surrender and 3–6 as Retreat', () => {
    expect([1, 2, 3, 6].map(moraleResult)).toEqual(['Panic', 'Surrender', 'Retreat', 'Retreat']);
  });

  it('reads modified rolls below 1 as Panic and above 6 as Retreat', () => {
    expect(moraleResult(-3)).toBe('Panic');
    expect(moraleResult(9)).toBe('Retreat');
  });

  it('works the 10.4 example: 8 steps lost at morale 0 gives −1, and next GT a 3 becomes 2, Surrender', () => {
    expect(armyTurnEnd('Italian', 8, 0).after).toBe(-1);
    const view = combatBoard({ values: { moraleItalian: -1 } });
    const roll = rollById('morale-italian')!;
    const modified = 3 + totalDrm(roll.modifiers(view)).total;
    expect(modified).toBe(2);
    expect(roll.outcome(modified, view)).toMatch(/^Surrender/);
  });

  it('works the 12.2 example: Austro-Hungarian morale −1 and a roll of 5 give 4, Retreat (no event)', () => {
    const view = combatBoard({ values: { moraleAustroHungarian: -1 } });
    const roll = rollById('morale-austro-hungarian')!;
    const modified = 5 + totalDrm(roll.modifiers(view)).total;
    expect(modified).toBe(4);
    expect(roll.outcome(modified, view)).toMatch(/^Retreat.*NE, No Event/);
  });

  it('offers the assault infantry +2 as a tick the players switch on (10.4)', () => {
    const assault = rollById('morale-italian')!.modifiers(combatBoard()).find((m) => m.id === 'assault');
    expect(assault).toMatchObject({ value: 2, situational: true, on: false, rule: '10.4' });
  });

  it('says mixed German/Austro-Hungarian stacks do not roll (10.1)', () => {
    expect(rollById('morale-austro-hungarian')!.outcome(3, combatBoard())).toMatch(/Mixed German\/Austro-Hungarian stacks are not affected by morale/);
  });

  it('adds one extra step loss after Panic on a fresh 1–3', () => {
    const panic = rollById('panic')!;
    expect(panic.modifiers(combatBoard())).toEqual([]);
    expect(panic.outcome(3, combatBoard())).toMatch(/One extra step loss/);
    expect(panic.outcome(4, combatBoard())).toMatch(/No extra step loss/);
  });
});

describe('Caporetto tables', () => {
  it('ships the Morale Table as valid data', () => {
    expect(validateTable(moraleSpec, moraleSpec.data!)).toEqual([]);
  });

  it('ships only the CRT’s shape, with no numbers', () => {
    expect(crtSpec).toMatchObject({ id: 'crt', rule: '11.7', die: '1d6', columnKind: 'odds', editableShape: true });
    expect(crtSpec.data).toBeUndefined();
    expect(crtSpec.shape).toEqual({ columns: ['1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1'], rows: ['1', '2', '3', '4', '5', '6'] });
    expect(emptyTable(crtSpec).cells.flat().every((c) => c === '')).toBe(true);
    expect(crtSpec.notes).toMatch(/2:1, roll 2 → 3\/1/);
  });

  it('accepts step-loss and E codes in a typed CRT and rejects others', () => {
    const typed = emptyTable(crtSpec);
    typed.cells[0] = ['3/1', 'E', '1/E', '0/2', '', '', ''];
    expect(validateTable(crtSpec, typed)).toEqual([]);
    typed.cells[1][0] = 'NE';
    expect(validateTable(crtSpec, typed)).toHaveLength(1);
  });

  it('lists the CRT and the Morale Table', () => {
    expect(tables.map((t) => t.id)).toEqual(['crt', 'morale']);
  });
});
