import { describe, expect, it } from 'vitest';
import { emptyTable, totalDrm, validateTable } from '../../../../src/rules/kit';
import {
  armyTurnEnd, clampMorale, endOfTurnMorale, moraleAfterVpCapture, moraleLossAtTurnEnd, moraleOutcome, moraleResult, moraleResultText, panicExtraStep,
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

  it('reads Panic’s extra step from the same roll, not a fresh one: at morale −4 a die of 2 is Panic with one extra step loss (10.4)', () => {
    const view = combatBoard({ values: { moraleItalian: -4 } });
    const roll = rollById('morale-italian')!;
    const text = roll.outcome(2 + totalDrm(roll.modifiers(view)).total, view);
    expect(text).toMatch(/^Panic: .*a die of 1–3 on this same roll, before modifiers, adds one extra step loss/);
    expect(text).toContain('The die showed 2: one extra step loss (10.4).');
    expect(rollById('panic')).toBeUndefined();
  });

  it('reads the die as rolled, not the modified roll: Panic at morale 0 is a die of 1, and at −4 a die of 3 (10.4)', () => {
    expect(panicExtraStep(combatBoard({ values: { moraleItalian: 0 } }), 'Italian', 1)).toBe('The die showed 1: one extra step loss (10.4).');
    expect(panicExtraStep(combatBoard({ values: { moraleItalian: -4 } }), 'Italian', -1)).toBe('The die showed 3 (1 if the +2 for assault infantry was on): one extra step loss (10.4).');
  });

  it('says both readings when the assault infantry tick decides the extra step: a modified 1 at morale −4 is a die of 5, or 3 with the +2', () => {
    const view = combatBoard({ values: { moraleAustroHungarian: -4 } });
    expect(panicExtraStep(view, 'Austro-Hungarian', 1)).toBe('The die showed 5: no extra step loss; if the +2 for assault infantry was on it showed 3: one extra step loss (10.4).');
    expect(moraleOutcome(view, 'Austro-Hungarian', 1)).toMatch(/^Panic: .*The die showed 5: no extra step loss/);
  });

  it('adds nothing about an extra step to Surrender and Retreat', () => {
    const view = combatBoard({ values: { moraleItalian: -4 } });
    expect(moraleOutcome(view, 'Italian', 2)).not.toMatch(/The die showed/);
    expect(moraleOutcome(view, 'Italian', 3)).not.toMatch(/The die showed/);
  });

  it('counts the Panic extra step and the step a retreat absorbs on the Casualty Track, stating the reading (10.2)', () => {
    expect(moraleResultText.Panic).toMatch(/Every step lost, the extra one too, counts on the Casualty Track \(10\.2; reading: the extra step is a defending step loss\)/);
    expect(moraleResultText.Retreat).toMatch(/the step absorbed by retreating still counts on the Casualty Track/);
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
