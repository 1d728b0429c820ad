import { describe, expect, it } from 'vitest';
import { totalDrm } from '../../../../src/rules/kit';
import { rollById, rolls } from '../../../../rulesets/caporetto/rolls';
import {
  endOfTurn, mobilizationProblems, mobilizationRp, pauseProblems, replacementChart, replacementPoints,
} from '../../../../rulesets/caporetto/turnCharts';
import { combatBoard } from './support/combatBoard';

describe('Caporetto Replacement Chart', () => {
  it('gives no replacements on GT 1', () => {
    expect(Object.keys(replacementChart).map((n) => replacementPoints(1, n as keyof typeof replacementChart))).toEqual([0, 0, 0, 0, 0]);
  });

  it('reads each nationality’s RPs per GT as printed', () => {
    expect(replacementChart.Italian).toEqual([0, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2]);
    expect(replacementChart['Austro-Hungarian']).toEqual([0, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 0, 0]);
    expect(replacementChart.German).toEqual([0, 2, 2, 1, 0, 0, 1, 0, 0, 0, 1, 0, 0]);
    expect(replacementChart.British).toEqual([0, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0, 0, 0]);
    expect(replacementChart.French).toEqual(replacementChart.British);
  });

  it('gives nothing outside GTs 1–13', () => {
    expect(replacementPoints(14, 'Italian')).toBe(0);
  });
});

describe('Caporetto Italian mobilization', () => {
  it('adds 4 RP on 1–3 and 6 RP on 4–6 (13.2.1)', () => {
    expect([1, 3, 4, 6].map(mobilizationRp)).toEqual([4, 4, 6, 6]);
  });

  it('cannot be declared before GT 3', () => {
    expect(mobilizationProblems(2, [])).toHaveLength(1);
    expect(mobilizationProblems(3, [])).toEqual([]);
  });

  it('works the 13.2.1 example: after a GT 3 mobilization the second comes on GT 5 at the earliest', () => {
    expect(mobilizationProblems(4, [3])[0].text).toMatch(/GT 5 at the earliest/);
    expect(mobilizationProblems(5, [3])).toEqual([]);
  });

  it('allows no more than two mobilizations per game', () => {
    expect(mobilizationProblems(9, [3, 5]).map((f) => f.text).join(' ')).toMatch(/No more than two/);
  });

  it('ignores the current turn in the record, so a mobilization already noted is not counted twice', () => {
    expect(mobilizationProblems(5, [3, 5])).toEqual([]);
  });

  it('rolls the extra RPs and warns in the outcome when a limit is broken', () => {
    const roll = rollById('mobilization')!;
    expect(roll.outcome(2, combatBoard({ values: { turn: 6, mobilizations: ['3'] } }))).toBe('+4 Italian RP this GT. Each General Mobilization adds 1 VP to the Central Powers at the end of GT 13 (5.2; 13.2.1 says 1 Allied VP less: the same for the 8-VP margin of 5.3).');
    expect(roll.outcome(5, combatBoard({ values: { turn: 4, mobilizations: ['3'] } }))).toMatch(/^\+6 .* Warning: The last mobilization was on GT 3/);
  });
});

describe('Caporetto Operational Pause', () => {
  it('may not be declared on GTs 1–2', () => {
    expect(pauseProblems(2)).toHaveLength(1);
    expect(pauseProblems(3)).toEqual([]);
  });

  it('raises morale by one on 1–3 and warns on GT 1–2', () => {
    const roll = rollById('pause-morale')!;
    expect(roll.outcome(3, combatBoard())).toMatch(/^\+1 on that side’s Morale Track/);
    expect(roll.outcome(4, combatBoard())).toBe('Morale level unchanged (17.1).');
    expect(roll.outcome(1, combatBoard({ values: { turn: 1 } }))).toMatch(/Warning: An Operational Pause may not be declared/);
  });

  it('gives one RP on 1–3 at the next GT', () => {
    const roll = rollById('pause-rp')!;
    expect(roll.outcome(1, combatBoard({ values: { turn: 5 } }))).toBe('+1 RP for that side this GT (17.1).');
    expect(roll.outcome(6, combatBoard({ values: { turn: 5 } }))).toBe('No additional RP (17.1).');
  });
});

describe('Caporetto Sudden Death at Venezia', () => {
  const roll = rollById('sudden-death')!;

  it('wins outright on GTs 1–2 with no roll', () => {
    expect(roll.outcome(1, combatBoard({ values: { turn: 2 } }))).toMatch(/outright, no roll needed/);
  });

  it('wins on 5–6 later, once only', () => {
    expect(roll.outcome(5, combatBoard({ values: { turn: 6 } }))).toBe('The Central Powers win a Sudden Death Victory (5.1).');
    expect(roll.outcome(4, combatBoard({ values: { turn: 6 } }))).toMatch(/once only/);
  });

  it('adds +1 when Italian morale is −3 or lower', () => {
    expect(totalDrm(roll.modifiers(combatBoard({ values: { moraleItalian: -3 } }))).total).toBe(1);
    expect(roll.modifiers(combatBoard({ values: { moraleItalian: -2 } }))).toEqual([]);
  });
});

describe('Caporetto GHQ reserves and support rolls', () => {
  it('keeps a GHQ reserve in place on 1–3, with the adjacent-enemy +2 as the players’ tick', () => {
    const roll = rollById('ghq-reserve')!;
    expect(roll.modifiers(combatBoard())).toEqual([expect.objectContaining({ value: 2, situational: true, on: false, rule: '19.1' })]);
    expect(roll.outcome(3, combatBoard({ values: { turn: 1 } }))).toBe('The reserve unit cannot move this turn (19.1).');
    expect(roll.outcome(4, combatBoard({ values: { turn: 2 } }))).toMatch(/may move .* Warning: The GHQ reserve roll only happens on GT 1/);
  });

  it('employs a support unit on a modified 3–6, offering the Italian −2 only on GTs 1–2', () => {
    const roll = rollById('support')!;
    expect(roll.outcome(3, combatBoard())).toMatch(/^Employed/);
    expect(roll.outcome(2, combatBoard())).toMatch(/^Not employed/);
    expect(roll.modifiers(combatBoard({ values: { turn: 1 } })).map((m) => m.id)).toContain('italian-gt12');
    expect(roll.modifiers(combatBoard({ values: { turn: 3 } })).map((m) => m.id)).not.toContain('italian-gt12');
  });

  it('gives every roll a rule, a die and a unique id', () => {
    expect(new Set(rolls.map((r) => r.id)).size).toBe(rolls.length);
    expect(rolls.every((r) => r.rule && r.die === '1d6')).toBe(true);
  });
});

describe('Caporetto end of turn', () => {
  it('applies the morale loss, returns the casualty markers to 0 and clears this GT’s events', () => {
    const view = combatBoard({ values: { turn: 5, moraleItalian: 0, casualtiesItalian: 8, casualtiesAustroHungarian: 3, torrentialRain: true } });
    const end = endOfTurn(view);
    expect(end.changes).toEqual({ moraleItalian: -1, moraleAustroHungarian: 0, casualtiesItalian: 0, casualtiesAustroHungarian: 0, torrentialRain: false });
    expect(end.lines).toContain('Return both Casualty markers to 0 on the Casualty Track (4.1).');
    expect(end.lines.join(' ')).not.toMatch(/VP hexes/);
  });

  it('reminds the players how victory is counted after GT 13', () => {
    const view = combatBoard({ values: { turn: 13, moraleAustroHungarian: -2, casualtiesAustroHungarian: 9, mobilizations: ['3', '6'] } });
    const text = endOfTurn(view).lines.join(' ');
    expect(text).toMatch(/−3 or lower: \+1 Allied VP/);
    expect(text).toMatch(/2 Italian mobilizations: \+2 Central Powers VP/);
    expect(text).toMatch(/8 or more VP/);
  });
});
