import { describe, expect, it } from 'vitest';
import { cellKey } from '../../../../src/rules/kit';
import type { ReportSpec, RuleValue } from '../../../../src/rules/types';
import { caporetto } from '../../../../rulesets/caporetto';
import { reports } from '../../../../rulesets/caporetto/reports';
import { ALLIES } from '../../../../rulesets/caporetto/units';
import { at, austrian, combatBoard, italian } from './support/combatBoard';

const keyOf = (label: string) => cellKey(at(label));

const report = (id: string): ReportSpec => {
  const found = reports.find((r) => r.id === id);
  if (!found) throw new Error(`no report ${id}`);
  return found;
};
const endOfTurn = report('end-of-turn');
const victory = report('victory');
const randomEvent = report('random-event');

/** A report's changes as id → value, for short expectations. */
const changed = (values: Record<string, RuleValue>, choice?: string, spec = endOfTurn) =>
  Object.fromEntries((spec.run(combatBoard({ values }), choice).changes ?? []).map((c) => [c.id, c.value]));

describe('Caporetto reports', () => {
  it('are offered by the ruleset: next sub-phase, end of turn, victory points and the random event drawn', () => {
    expect(caporetto.reports?.map((r) => [r.id, r.name, r.rule])).toEqual([
      ['next-sub-phase', 'Next sub-phase', '4.1, 11.3, 16.1'],
      ['end-of-turn', 'End of turn', '4.1, 10.3, 13.2'],
      ['victory', 'Victory points', '5.2, 5.3'],
      ['random-event', 'Random event drawn', '6.0'],
    ]);
  });
});

describe('the End of turn report (4.1)', () => {
  it('works 10.4’s example: 8 Italian steps lost at morale 0 bring Italian morale to −1', () => {
    const result = endOfTurn.run(combatBoard({ values: { casualtiesItalian: 8 } }));
    expect(result.lines[0]).toBe('Italian morale 0 → −1 (8 steps lost this turn; 8 or more steps lost: −1) (10.3)');
    expect(changed({ casualtiesItalian: 8 })).toEqual({ moraleItalian: -1, casualtiesItalian: 0, turn: 4 });
    expect(result.summary).toBe('End of GT 3 (4.1, 10.3): Italian morale 0 → −1, Austro-Hungarian morale 0 (no change); casualties back to 0; GT 4 next');
  });

  it('costs two morale levels for 12 or more steps lost', () => {
    expect(changed({ casualtiesAustroHungarian: 12 })).toMatchObject({ moraleAustroHungarian: -2, casualtiesAustroHungarian: 0 });
    expect(changed({ casualtiesAustroHungarian: 11 })).toMatchObject({ moraleAustroHungarian: -1 });
  });

  it('holds morale at −4 and says so', () => {
    const result = endOfTurn.run(combatBoard({ values: { moraleItalian: -3, casualtiesItalian: 14 } }));
    expect(changed({ moraleItalian: -3, casualtiesItalian: 14 })).toMatchObject({ moraleItalian: -4 });
    expect(result.findings).toEqual([{ severity: 'info', rule: '10.3', text: 'Italian morale would fall to −5, but morale never goes below −4.' }]);
  });

  it('gives every change a reason with its rule', () => {
    const changes = endOfTurn.run(combatBoard({ values: { casualtiesItalian: 9, torrentialRain: true } })).changes ?? [];
    expect(changes.map((c) => c.id)).toEqual(['moraleItalian', 'casualtiesItalian', 'turn', 'torrentialRain']);
    expect(changes.every((c) => /\(\d+\.\d/.test(c.why))).toBe(true);
  });

  it('leaves out what would not change, so a value a track marker shows is not pinned', () => {
    expect(changed({})).toEqual({ turn: 4 });
  });

  it('ends the events and pauses of the turn', () => {
    expect(changed({ rommel: true, pauseAllies: true, torrentialRain: false })).toEqual({ turn: 4, rommel: false, pauseAllies: false });
  });

  it('says applying the changes moves the markers on the tracks', () => {
    const lines = endOfTurn.run(combatBoard({ values: { casualtiesItalian: 8 } })).lines.join('\n');
    expect(lines).toContain('Applying the changes below moves the Morale markers on the Morale Track (10.3).');
    expect(lines).toContain('Return both Casualty markers to 0 on the Casualty Track (4.1 b).');
    expect(lines).toContain('applying the change below moves the Game Turn marker');
    expect(endOfTurn.run(combatBoard()).lines.join('\n')).not.toContain('Morale markers');
  });

  it('names next turn’s replacement points, cup and withdrawals', () => {
    const lines = endOfTurn.run(combatBoard({ values: { turn: 4 } })).lines;
    expect(lines).toContain('GT 5 Replacement Phase: Italian 3, Austro-Hungarian 2, German 0, British 0, French 0 RP; RPs are used only by their own nationality and unused ones are forfeited (13.2).');
    expect(lines).toContain('GT 5 Random Events Phase: draw one marker from the A cup (6.1, 6.2).');
    expect(lines.find((l) => l.startsWith('GT 5 Withdrawal Phase'))).toContain('German 14th Army HQ, 2 infantry divisions and 1 artillery');
  });

  it('swaps the A events for the B events before GT 7', () => {
    expect(endOfTurn.run(combatBoard({ values: { turn: 6 } })).lines).toContain('GT 7 Random Events Phase: draw one marker from the B cup (6.1, 6.2). First take the A events out of the cup and put the B events in (6.2).');
  });

  it('reminds a side that paused to roll for returning wounded next turn', () => {
    expect(endOfTurn.run(combatBoard({ values: { pauseAllies: true } })).lines).toContain('The Allies paused this GT: in GT 4’s Reinforcement Phase they roll “Operational Pause: returning wounded” (17.1).');
  });

  it('on GT 13 checks victory after the morale loss and does not advance the turn', () => {
    const values = { turn: 13, moraleAustroHungarian: -2, casualtiesAustroHungarian: 8, vpHexes: ['0303'] };
    const result = endOfTurn.run(combatBoard({ values, units: [italian('0303')] }));
    expect(changed(values)).toEqual({ moraleAustroHungarian: -3, casualtiesAustroHungarian: 0 });
    expect(result.lines).toContain('GT 13 is the last GT: determine victory (4.1 c, 5.2).');
    expect(result.lines).toContain('+1 Allies: Austro-Hungarian morale is −3 or lower (5.2)');
    expect(result.summary).toMatch(/^End of GT 13, the last \(4\.1\): .*Allies 2 VP, Central Powers 0 VP: Central Powers win/);
  });
});

describe('the Victory points report (5.2, 5.3)', () => {
  it('counts each side’s VP hexes, says why each counts, and who would win', () => {
    const view = combatBoard({ values: { turn: 13, vpHexes: ['0303', '0606'], mobilizations: ['3'] }, units: [italian('0303'), austrian('0606')] });
    const result = victory.run(view);
    expect(result.lines[0]).toBe('Allies 1 VP, Central Powers 1 VP (5.2).');
    expect(result.lines[1]).toMatch(/^VP hex 0303: controlled by Allies; its occupants trace supply \(5\.2, 14\.1\): 1 VP to the Allies\.$/);
    expect(result.lines[2]).toBe('VP hex 0606: controlled by Central Powers; its occupants cannot trace supply (5.2, 14.1): no VP.');
    expect(result.lines).toContain('+1 Central Powers: 1 Italian mobilization (5.2, 13.2.1)');
    expect(result.lines.at(-1)).toBe('The Central Powers win: the Allies need a total 8 or more above the Central Powers’ (5.3).');
    expect(result.findings).toEqual([{ severity: 'info', rule: '5.2, 14.1', text: 'VP hex 0606: controlled by Central Powers; its occupants cannot trace supply: no VP.', cells: [keyOf('0606')] }]);
    expect(result.changes).toBeUndefined();
  });

  it('is a forecast before the end of GT 13', () => {
    const result = victory.run(combatBoard({ values: { vpHexes: ['0303'] } }));
    expect(result.lines[0]).toMatch(/^VP are counted at the end of GT 13; this is GT 3/);
    expect(result.summary).toMatch(/^Victory points on GT 3, if the game ended now: /);
  });

  it('warns when no VP hexes are marked', () => {
    expect(victory.run(combatBoard()).findings).toEqual([{ severity: 'warning', rule: '5.2', text: 'No VP hexes are marked: list them under Map → VP hexes in the assistant panel.' }]);
  });

  it('lets the Allies win with 8 or more VP above the Central Powers', () => {
    const vp = Array.from({ length: 8 }, (_, i) => `01${String(i + 1).padStart(2, '0')}`);
    const result = victory.run(combatBoard({ values: { turn: 13, vpHexes: vp }, units: vp.map((label) => italian(label)) }));
    expect(result.summary).toContain(`Allies 8 VP, Central Powers 0 VP: ${ALLIES} win`);
  });
});

describe('the Random event drawn report (6.0)', () => {
  it('draws no event on GT 1, and says so', () => {
    const view = combatBoard({ values: { turn: 1 } });
    expect(randomEvent.choices?.(view)).toEqual([]);
    const result = randomEvent.run(view);
    expect(result.lines).toEqual(['No event marker is played on GT 1 (6.2): the first is drawn at the start of GT 2, from the A cup.']);
    expect(result.changes).toBeUndefined();
  });

  it('offers the A events on GTs 2–6, marking those removed after play', () => {
    expect(randomEvent.choices?.(combatBoard())?.map((c) => c.label)).toEqual(['Rommel (removed after play)', 'Hunger', 'Brest-Litovsk (removed after play)', 'Torrential Rain', 'No Event']);
  });

  it('asks for the marker drawn before one is picked', () => {
    expect(randomEvent.run(combatBoard()).lines).toEqual(['Draw one marker from the A cup (6.1, 6.2) and pick it above to see what it does.']);
  });

  it('offers Hunger’s change: Austro-Hungarian morale −1', () => {
    const result = randomEvent.run(combatBoard(), 'Hunger');
    expect(result.changes).toEqual([{ id: 'moraleAustroHungarian', value: -1, why: 'Hunger: Austro-Hungarian morale −1, held within +2…−4 (6.0, 10.0, 10.3)' }]);
    expect(result.lines).toContain('The marker stays in play: only markers the chart marks are removed (6.2).');
    expect(result.summary).toBe('GT 3 random event: Hunger (A) — Decrease Austro-Hungarian morale by 1. (6.0, 10.0)');
  });

  it('changes nothing when Hunger finds morale already at −4', () => {
    const result = randomEvent.run(combatBoard({ values: { moraleAustroHungarian: -4 } }), 'Hunger');
    expect(result.changes).toEqual([]);
    expect(result.lines).toContain('Austro-Hungarian morale is already −4, the end of the Morale Track: nothing to change (10.3).');
  });

  it('sets Torrential Rain in effect and removes Rommel’s marker after play', () => {
    expect(changed({}, 'Torrential Rain', randomEvent)).toEqual({ torrentialRain: true });
    expect(randomEvent.run(combatBoard(), 'Rommel').lines).toContain('Remove the marker from play after it is drawn (6.2).');
  });

  it('adds Brest-Litovsk’s 2 RPs to the chart’s', () => {
    expect(randomEvent.run(combatBoard(), 'Brest-Litovsk').lines).toContain('Austro-Hungarian RPs this GT: 2 from the Replacement Chart + 2 = 4 (13.2).');
  });

  it('offers the B events on GT 7 and names the roll a B event asks for', () => {
    const view = combatBoard({ values: { turn: 7 } });
    expect(randomEvent.choices?.(view)?.map((c) => c.value)).toEqual(['Hunger', 'Mandatory Offensive', 'Mine Warfare', 'Diaz Reforms', 'Kaiserschlacht', 'Influenza']);
    const result = randomEvent.run(view, 'Mine Warfare');
    expect(result.lines[0]).toMatch(/^Mine Warfare \(B event\): /);
    expect(result.lines).toContain('Roll “Mine Warfare” from the Rolls list (6.0).');
    expect(result.lines.join(' ')).not.toMatch(/cup, not the/);
    expect(result.changes).toEqual([]);
  });

  it('warns when the marker named belongs to the other cup', () => {
    expect(randomEvent.run(combatBoard({ values: { turn: 8 } }), 'Rommel').lines).toContain('GT 8 draws from the B cup, not the A cup (6.1, 6.2).');
  });

  it('says when a name is not on the chart', () => {
    expect(randomEvent.run(combatBoard(), 'Zeppelins').findings?.[0].text).toBe('“Zeppelins” is not on the Random Events Chart.');
  });
});
