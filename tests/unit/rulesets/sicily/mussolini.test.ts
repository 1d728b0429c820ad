/**
 * The Fall of Mussolini (FM 3.1–3.4): bombing Rome's modifiers and Storm, the table's limits, the
 * outcome read from the players' typed table and the values it records.
 */
import { describe, expect, it } from 'vitest';
import { sicily } from '../../../../rulesets/sicily';
import type { RollSpec, RulesView } from '../../../../src/rules/types';
import { ccnn, mussoliniWith, sicilyBoard } from './support/sicilyBoard';

const roll: RollSpec = sicily.rolls.find((r) => r.id === 'mussolini')!;
const report = sicily.reports!.find((r) => r.id === 'mussolini-check')!;
const drm = (view: RulesView, choice?: string) => roll.modifiers(view, choice).map((m) => [m.value, m.rule]);
const changes = (n: number, view: RulesView, choice?: string) => Object.fromEntries((roll.changes?.(n, view, choice) ?? []).map((c) => [c.id, c.value]));
/** Game-turn 2 in the Special Events Phase, nothing resolved yet. */
const ready = () => sicilyBoard().set({ turn: 2, phase: 'special-events' });

describe('bombing Rome (FM 3.2)', () => {
  it('offers the choice of bombing Rome or not', () => {
    expect(roll.choices!(ready().view()).map((c) => c.value)).toEqual(['none', 'bomb']);
  });

  it('adds +2 the first time Rome is bombed and +1 the second', () => {
    expect(drm(ready().view(), 'bomb')).toEqual([[2, 'FM 3.2']]);
    expect(drm(ready().set({ romeBombings: 1 }).view(), 'bomb')).toEqual([[1, 'FM 3.2']]);
    expect(drm(ready().view(), 'none')).toEqual([]);
  });

  it('forbids bombing in a Storm turn: no modifier, and the outcome says why', () => {
    const view = ready().set({ storm: true }).view();
    expect(drm(view, 'bomb')).toEqual([]);
    expect(roll.outcome(4, view, 'bomb')).toContain('Rome cannot be bombed: this game-turn\'s weather includes Storm, so the roll takes no bombing modifier (FM 3.2).');
    expect(changes(4, view, 'bomb')).not.toHaveProperty('romeBombings');
  });

  it('says a bombing leaves no Allied air support points this game-turn, and records it', () => {
    const view = ready().view();
    expect(roll.outcome(6, view, 'bomb')).toContain('Rome was bombed: no Allied air support points are available for this game-turn (FM 3.2).');
    expect(changes(6, view, 'bomb')).toMatchObject({ romeBombings: 1, romeBombedTurn: 2 });
    expect(changes(6, ready().set({ romeBombings: 1 }).view(), 'bomb')).toMatchObject({ romeBombings: 2 });
  });
});

describe('when the table may be resolved (FM 3.1)', () => {
  const blocked = (view: RulesView) => report.run(view).findings!.map((f) => `${f.severity}: ${f.text}`);

  it('can be rolled in the Special Events Phase of a fresh game-turn', () => {
    const r = report.run(ready().view());
    expect(r.findings).toEqual([]);
    expect(r.summary).toBe('Fall of Mussolini: can be rolled on game-turn 2');
  });

  it('no more than twice during a scenario', () => {
    const view = ready().set({ turn: 5, mussoliniTurns: ['2', '3'] }).view();
    expect(blocked(view)).toEqual(['illegal: the table was already resolved 2 times (game-turns 2, 3): no more than twice during a scenario']);
    expect(roll.outcome(3, view)).toContain('Warning: the table was already resolved 2 times (game-turns 2, 3): no more than twice during a scenario (FM 3.1).');
  });

  it('only once a game-turn', () => {
    expect(blocked(ready().set({ mussoliniTurns: ['2'] }).view())).toEqual(['illegal: the table was already resolved on game-turn 2: only one attempt a game-turn']);
  });

  it('only in the Special Events Phase', () => {
    expect(blocked(ready().set({ phase: 'combat' }).view())).toEqual(['warning: the phase set is Combat Phase: the table is resolved in the Special Events Phase of the Strategic Segment']);
  });

  it('never after Mussolini has fallen, and records nothing more', () => {
    const view = ready().set({ mussoliniFallen: true, mussoliniTurns: ['1'] }).view();
    expect(report.run(view).summary).toBe('Fall of Mussolini: not now — Mussolini has fallen: the table is not used again');
    expect(changes(6, view)).toEqual({});
  });

  it('only on the game-turns the Turn Record Track allows, when the players typed them', () => {
    expect(blocked(ready().set({ mussoliniAllowedTurns: ['3', '4'] }).view())).toEqual(['warning: game-turn 2 is not one the Turn Record Track allows (3, 4)']);
    expect(blocked(ready().set({ mussoliniAllowedTurns: ['2', '4'] }).view())).toEqual([]);
  });
});

describe('the outcome, read from the players\' typed table (FM 3.1, 3.3, 3.4)', () => {
  const table = mussoliniWith({ 1: 'No effect', 4: 'FASCIST REVIVAL', 5: 'Italian Demoralization', 8: 'Mussolini falls' });

  it('records the turn and that Mussolini fell', () => {
    const view = ready().table('mussolini', table).view();
    expect(roll.outcome(8, view)).toMatch(/^Fall of Mussolini Table, 8: Mussolini falls\. Mussolini falls: the table is not used again \(FM 3\.1\)\./);
    expect(changes(8, view)).toEqual({ mussoliniTurns: ['2'], mussoliniFallen: true });
  });

  it('reads Italian Demoralization and says what it does, naming the CCNN units to remove', () => {
    const view = ready().set({ mussoliniTurns: ['1'] }).table('mussolini', table).place(ccnn('CCNN 171', '1010')).view();
    expect(roll.outcome(5, view)).toContain('Italian Demoralization (FM 3.3): all Italian units lose one point of ER for all game purposes for the rest of the scenario, cumulative with other effects; no Italian unit can be sent to Sicily; remove any surviving CCNN units immediately (on the map: CCNN 171).');
    expect(changes(5, view)).toEqual({ mussoliniTurns: ['1', '2'], italianDemoralization: true });
  });

  it('reads Fascist Revival in any case and says what it does', () => {
    const view = ready().table('mussolini', table).view();
    expect(roll.outcome(4, view)).toContain('Fascist Revival (FM 3.4): surviving CCNN units\' ER are raised by two');
    expect(roll.outcome(4, view)).toContain('Allied naval support points available are reduced by two per turn');
    expect(changes(4, view)).toEqual({ mussoliniTurns: ['2'], fascistRevival: true });
  });

  it('changes nothing but the record on No effect', () => {
    const view = ready().table('mussolini', table).view();
    expect(roll.outcome(1, view)).toMatch(/^Fall of Mussolini Table, 1: No effect\. No effect\./);
    expect(changes(1, view)).toEqual({ mussoliniTurns: ['2'] });
  });

  it('says when the table, or the cell rolled, is not typed in, and records only the attempt', () => {
    expect(roll.outcome(3, ready().view())).toMatch(/^The Fall of Mussolini Table is not typed in: type it from your chart/);
    const view = ready().table('mussolini', table).view();
    expect(roll.outcome(3, view)).toMatch(/^The Fall of Mussolini Table has nothing typed for 3\./);
    expect(changes(3, view)).toEqual({ mussoliniTurns: ['2'] });
  });

  it('says the die is assumed, since the text names none', () => {
    expect(roll.die).toBe('1d6');
    expect(roll.outcome(1, ready().view())).toContain('The text does not name the die: 1d6 is assumed; check your chart.');
  });
});

describe('Italian Demoralization on the table (FM 3.3)', () => {
  it('says to remove the CCNN units still on the map', () => {
    const b = sicilyBoard().set({ italianDemoralization: true }).place(ccnn('CCNN 171', '1010'));
    expect(sicily.checkTable(b.view()).find((f) => f.rule === 'FM 3.3')?.text).toBe('Italian Demoralization is in effect: remove CCNN 171 (CCNN) at once');
    b.set({ italianDemoralization: false });
    expect(sicily.checkTable(b.view()).some((f) => f.rule === 'FM 3.3')).toBe(false);
  });
});
