/**
 * The Strategic Warfare dice (4.1) and Misfortune (7.0): grey dice for the Technology markers and
 * white for the rest, each cross a Hit; the Western dice's planes always Hits and stars only once
 * the USA is at war; card results tallied for the Strategic Event cards (max 2).
 */
import { describe, expect, it } from 'vitest';
import { diceOf, faces, ghcView, symbolRoll } from './support/ghcView';

const sw = symbolRoll('strategic-warfare');
const western = symbolRoll('strategic-western');

describe('the Strategic Warfare dice (4.1)', () => {
  it('throws one grey die per Technology marker and white dice for the rest', () => {
    expect(diceOf('strategic-warfare', ghcView({ strategicWarfare: 5, technology: 2 }))).toEqual({ 'Grey die': 2, 'White die': 3 });
  });

  it('throws only grey dice when the Technology markers outnumber the dice', () => {
    expect(diceOf('strategic-warfare', ghcView({ strategicWarfare: 2, technology: 4 }))).toEqual({ 'Grey die': 2, 'White die': 0 });
  });

  it('counts 2 grey crosses, 1 white cross and 1 white card as 3 hits and 1 card', () => {
    const count = sw.count({ 'Grey die': faces('cross', 'cross'), 'White die': faces('cross', 'card', 'blank') }, ghcView(), {});
    expect(count.hits).toBe(3);
    expect(count.tallies).toEqual({ card: 1 });
    expect(count.summary).toBe('3 hits (2 ✚ grey, 1 ✚ white), 1 card');
    expect(count.lines).toContain('1 ▯ card result: draw & resolve a Strategic Event card per card result, max 2 in all with the other roll, until the deck is empty (4.1, 7.0).');
  });

  it('reads a face without a symbol by its label', () => {
    const count = sw.count({ 'Grey die': [{ label: 'Cross' }], 'White die': [{ label: 'Plane' }] }, ghcView(), {});
    expect(count.hits).toBe(1);
  });

  it('counts nothing on blank faces', () => {
    expect(sw.count({ 'Grey die': faces('blank'), 'White die': [] }, ghcView(), {}).summary).toBe('0 hits');
  });
});

describe('the Western dice of the Combat card (4.1)', () => {
  it('throws as many blue dice as typed for the Combat card, none by default', () => {
    expect(diceOf('strategic-western', ghcView(), {})).toEqual({ 'Blue die': 0 });
    expect(diceOf('strategic-western', ghcView(), { westernDice: 4 })).toEqual({ 'Blue die': 4 });
  });

  it('counts each plane, but a star only when the USA is at war', () => {
    const rolled = { 'Blue die': faces('plane', 'star', 'star', 'card') };
    const peace = western.count(rolled, ghcView(), { usaAtWar: false });
    expect(peace.hits).toBe(1);
    expect(peace.lines).toContain('2 ★ no Hit: the USA is not at war (4.1).');
    const war = western.count(rolled, ghcView(), { usaAtWar: true });
    expect(war.hits).toBe(3);
    expect(war.summary).toBe('3 hits (1 ✈ blue, 2 ★ blue), 1 card');
    expect(war.tallies).toEqual({ card: 1 });
  });

  it('asks whether the USA is at war, reading the table first', () => {
    const ask = western.asks!.find((a) => a.id === 'usaAtWar')!;
    expect(ask.default(ghcView())).toBe(false);
    expect(ask.default(ghcView({ usaAtWar: true }))).toBe(true);
    expect(western.count({ 'Blue die': faces('star') }, ghcView({ usaAtWar: true }), {}).hits).toBe(1);
  });
});

describe('Misfortune (7.0)', () => {
  it('rolls one grey die; a cross removes a random eligible General', () => {
    const m = symbolRoll('misfortune');
    expect(diceOf('misfortune', ghcView())).toEqual({ 'Grey die': 1 });
    expect(m.count({ 'Grey die': faces('cross') }, ghcView(), {}).lines[0]).toMatch(/^✚: remove 1 random eligible General from the game; place a Vacancy marker if he was an AG or OB Head \(7\.0\)/);
    expect(m.count({ 'Grey die': faces('card') }, ghcView(), {}).hits).toBe(0);
  });
});
