import { describe, expect, it } from 'vitest';
import { cupFor, eventByName, eventValueChanges, explainEvent, randomEvents } from '../../../../rulesets/caporetto/events';
import { rollById } from '../../../../rulesets/caporetto/rolls';
import { combatBoard } from './support/combatBoard';

describe('Caporetto Random Events Chart', () => {
  it('holds the five A events and the six B events as printed', () => {
    expect(randomEvents.filter((e) => e.cup === 'A').map((e) => e.name)).toEqual(['Rommel', 'Hunger', 'Brest-Litovsk', 'Torrential Rain', 'No Event']);
    expect(randomEvents.filter((e) => e.cup === 'B').map((e) => e.name)).toEqual(['Hunger', 'Mandatory Offensive', 'Mine Warfare', 'Diaz Reforms', 'Kaiserschlacht', 'Influenza']);
  });

  it('marks the events whose marker is removed after play', () => {
    expect(randomEvents.filter((e) => e.onceOnly).map((e) => e.name)).toEqual(['Rommel', 'Brest-Litovsk', 'Diaz Reforms', 'Kaiserschlacht']);
  });

  it('draws no event on GT 1, A events on GTs 2–6 and B events on GTs 7–13 (6.1, 6.2)', () => {
    expect([1, 2, 6, 7, 13].map(cupFor)).toEqual([null, 'A', 'A', 'B', 'B']);
  });

  it('names the roll each rolling event asks for, and every such roll exists', () => {
    const rolling = randomEvents.filter((e) => e.roll);
    expect(rolling.map((e) => e.roll)).toEqual(['mine-warfare', 'kaiserschlacht', 'influenza']);
    expect(rolling.every((e) => rollById(e.roll!))).toBe(true);
  });

  it('does not invent how many of each marker the cups hold', () => {
    expect(randomEvents.every((e) => !('count' in e))).toBe(true);
  });
});

describe('Caporetto event lookup', () => {
  it('matches a drawn marker’s name loosely', () => {
    expect(eventByName('torrential rain')?.name).toBe('Torrential Rain');
    expect(eventByName('BREST LITOVSK')?.name).toBe('Brest-Litovsk');
    expect(eventByName('Infl uenza')?.name).toBe('Influenza');
    expect(eventByName('diaz')?.name).toBe('Diaz Reforms');
    expect(eventByName('Kaiser')?.name).toBe('Kaiserschlacht');
  });

  it('finds nothing for an unknown or empty name', () => {
    expect(eventByName('Zeppelins')).toBeNull();
    expect(eventByName('  ')).toBeNull();
  });

  it('picks the Hunger of the cup in play', () => {
    expect(eventByName('Hunger', 4)?.cup).toBe('A');
    expect(eventByName('Hunger', 8)?.cup).toBe('B');
  });
});

describe('Caporetto event effects', () => {
  it('lowers Austro-Hungarian morale by one for Hunger, held at −4', () => {
    const hunger = eventByName('Hunger')!;
    expect(eventValueChanges(combatBoard({ values: { moraleAustroHungarian: -1 } }), hunger)).toEqual({ moraleAustroHungarian: -2 });
    expect(eventValueChanges(combatBoard({ values: { moraleAustroHungarian: -4 } }), hunger)).toEqual({ moraleAustroHungarian: -4 });
  });

  it('sets Torrential Rain and Rommel in effect', () => {
    expect(eventValueChanges(combatBoard(), eventByName('Torrential Rain')!)).toEqual({ torrentialRain: true });
    expect(eventValueChanges(combatBoard(), eventByName('Rommel')!)).toEqual({ rommel: true });
  });

  it('raises morale for Diaz Reforms (Italian) and Mandatory Offensive (Austro-Hungarian)', () => {
    const view = combatBoard({ values: { moraleItalian: -2, moraleAustroHungarian: 2 } });
    expect(eventValueChanges(view, eventByName('Diaz Reforms')!)).toEqual({ moraleItalian: -1 });
    expect(eventValueChanges(view, eventByName('Mandatory Offensive')!)).toEqual({ moraleAustroHungarian: 2 });
  });

  it('explains a drawn marker, whether it leaves play, and a draw from the wrong cup', () => {
    const lines = explainEvent(eventByName('Rommel')!, 8);
    expect(lines[0]).toMatch(/^Rommel \(A event\): During the 2nd Combat Sub-phase/);
    expect(lines).toContain('Remove the marker from play after it is drawn (6.2).');
    expect(lines.join(' ')).toMatch(/GT 8 draws from the B cup/);
  });
});

describe('Caporetto event rolls', () => {
  const b = combatBoard({ values: { turn: 9 } });

  it('eliminates one Italian step on a Mine Warfare roll of 1–4', () => {
    expect(rollById('mine-warfare')!.outcome(4, b)).toMatch(/One Italian step .* eliminated/);
    expect(rollById('mine-warfare')!.outcome(5, b)).toBe('No effect (6.0).');
  });

  it('withdraws half the British and French ground units on Kaiserschlacht 1–4, and more on 5–6', () => {
    expect(rollById('kaiserschlacht')!.outcome(4, b)).toMatch(/^Withdraw half .* \(rounded up\) \(6\.0\)\.$/);
    expect(rollById('kaiserschlacht')!.outcome(5, b)).toMatch(/all British and French air units; then roll 1d6 for each remaining/);
  });

  it('withdraws a remaining division on 1–2 after Kaiserschlacht', () => {
    expect(rollById('kaiserschlacht-division')!.outcome(2, b)).toMatch(/withdrawn/);
    expect(rollById('kaiserschlacht-division')!.outcome(3, b)).toMatch(/stays/);
  });

  it('costs 2 steps on an Influenza 1–3 and 3 steps on 4–6', () => {
    expect(rollById('influenza')!.outcome(3, b)).toMatch(/eliminates 2 steps/);
    expect(rollById('influenza')!.outcome(4, b)).toMatch(/eliminates 3 steps/);
  });

  it('warns when a B event is rolled on an A turn', () => {
    expect(rollById('influenza')!.outcome(1, combatBoard({ values: { turn: 4 } }))).toMatch(/Warning: .* GT 7–13/);
  });
});
