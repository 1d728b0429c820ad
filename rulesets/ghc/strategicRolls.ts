/**
 * The symbol rolls of Strategic Warfare (4.1) and Misfortune (7.0): the Strategic Warfare dice
 * (grey for each Technology marker, white for the rest; each cross a Hit), the Western dice of the
 * Combat card (each blue plane a Hit, each blue star a Hit only once the USA is at war), and the
 * grey die of a Misfortune event. Cards are tallied as `card`: one Strategic Event card each, at
 * most 2 in all.
 */
import type { AskSpec, SymbolRollSpec } from '../../src/rules/types';
import { answerFlag, BLUE, countOf, faceText, GREY, plural, summaryOf, typedDice, WHITE } from './faces';
import { flagValue, swDice } from './values';

/** 4.1 at most two Strategic Event cards are drawn, whatever the card results. */
export const MAX_EVENT_CARDS = 2;

export const usaAtWarAsk: AskSpec = { id: 'usaAtWar', question: 'Is the USA at war? (each blue ★ is then a Hit)', rule: '4.1', default: (view) => flagValue(view, 'usaAtWar') };

/** The line a card tally reads as (4.1, 7.0). */
export const strategicCardLine = (cards: number): string =>
  `${plural(cards, '▯ card result')}: draw & resolve a Strategic Event card per card result, max ${MAX_EVENT_CARDS} in all with the other roll, until the deck is empty (4.1, 7.0).`;

/** 4.1 the Axis Strategic Warfare roll: each grey or white cross is a Hit. */
export const strategicWarfareRoll: SymbolRollSpec = {
  id: 'strategic-warfare', name: 'Strategic Warfare dice', rule: '4.1',
  dice: [
    { die: GREY, count: (view) => swDice(view).grey },
    { die: WHITE, count: (view) => swDice(view).white },
  ],
  count(rolled) {
    const grey = countOf(rolled, GREY, 'cross');
    const white = countOf(rolled, WHITE, 'cross');
    const cards = countOf(rolled, GREY, 'card') + countOf(rolled, WHITE, 'card');
    const hits = grey + white;
    const lines = [`${plural(hits, 'Hit')}: each ✚ on a grey or white die is a Hit (4.1).`];
    if (cards > 0) lines.push(strategicCardLine(cards));
    const parts = [grey > 0 ? faceText(grey, 'cross', GREY) : '', white > 0 ? faceText(white, 'cross', WHITE) : ''].filter(Boolean);
    return { hits, tallies: { card: cards }, lines, summary: summaryOf(hits, parts, cards > 0 ? [plural(cards, 'card')] : []) };
  },
};

/** 4.1 the Western dice the Combat card specifies: each blue plane a Hit, each blue star a Hit if the USA is at war. */
export const strategicWesternRoll: SymbolRollSpec = {
  id: 'strategic-western', name: 'Western Strategic Warfare dice', rule: '4.1',
  // The Combat card drawn says how many: typed in the procedure's `westernDice` step, else 0.
  dice: [{ die: BLUE, count: typedDice('westernDice') }],
  asks: [usaAtWarAsk],
  count(rolled, view, answers) {
    const planes = countOf(rolled, BLUE, 'plane');
    const stars = countOf(rolled, BLUE, 'star');
    const cards = countOf(rolled, BLUE, 'card');
    const atWar = answerFlag(answers, 'usaAtWar', flagValue(view, 'usaAtWar'));
    const starHits = atWar ? stars : 0;
    const hits = planes + starHits;
    const lines = [`${plural(planes, 'Hit')} from ✈: each blue plane is a Hit (4.1).`];
    if (stars > 0) lines.push(atWar ? `${plural(stars, 'Hit')} from ★: the USA is at war (4.1).` : `${stars} ★ no Hit: the USA is not at war (4.1).`);
    if (cards > 0) lines.push(strategicCardLine(cards));
    const parts = [planes > 0 ? faceText(planes, 'plane', BLUE) : '', starHits > 0 ? faceText(starHits, 'star', BLUE) : ''].filter(Boolean);
    return { hits, tallies: { card: cards }, lines, summary: summaryOf(hits, parts, cards > 0 ? [plural(cards, 'card')] : []) };
  },
};

/** 7.0 Misfortune: one grey die; a cross removes a random eligible General. */
export const misfortuneRoll: SymbolRollSpec = {
  id: 'misfortune', name: 'Misfortune', rule: '7.0',
  dice: [{ die: GREY, count: () => 1 }],
  count(rolled) {
    const crosses = countOf(rolled, GREY, 'cross');
    const lines = crosses > 0
      ? ['✚: remove 1 random eligible General from the game; place a Vacancy marker if he was an AG or OB Head (7.0).']
      : ['No ✚: nothing happens (7.0).'];
    return { hits: crosses, lines, summary: crosses > 0 ? `${faceText(crosses, 'cross', GREY)}: remove 1 random eligible General` : 'no ✚: no Misfortune' };
  },
};
