/**
 * The combat dice of 6.0, counted as the aid's results say. Allied dice: blue for the Western
 * faction, red for the Soviets, green for the Western air support of a Soviet combat (its plane
 * only calls Western dice). Axis dice: black, grey, white and yellow. Special effects (flash, snow,
 * flag) are read on every Allied die, since the aid gives them no colour. Card results on the dice
 * the aid lists (grey, white, yellow, blue, red) are tallied as `card`: a Combat Event each, at most
 * 2 in all; a yellow card is also a Strategic Event (6.0 lists it under the special effects too).
 */
import type { AskSpec, ProcedureAnswers, RulesView, SymbolRollSpec, ValueChange } from '../../src/rules/types';
import { answerFlag, BLACK, BLUE, countOf, faceText, GREEN, GREY, plural, RED, summaryOf, typedDice, WHITE, YELLOW } from './faces';
import { alliedExtras, axisExtras, typedPlus } from './combatDice';
import { CONTROL_MIN, controlTracks, flagValue, numberValue, type ControlTrack } from './values';

/** 6.0 at most two Combat Event cards are drawn for one combat. */
export const MAX_COMBAT_EVENTS = 2;

const ask = (id: string, question: string, rule: string, read: (view: RulesView) => boolean = () => false): AskSpec => ({ id, question, rule, default: read });
export const plainsAsk = ask('plains', 'Is the combat in a Plains Sector? (tanks then score 2 Hits)', '6.0');
export const winterAsk = ask('winter', 'Is it winter?', '6.0', (view) => flagValue(view, 'winter'));
export const amphibiousAsk = ask('amphibious', 'Is it an Amphibious combat? (Axis tanks and guns then have no effect)', '6.0, 6.9');

/** 6.0 Allied dice results: ★ 1 Hit; ▬ 2 in Plains else 1; the first ✈ −1 Air/Naval Control unless already 1, the others 1 Hit. */
export const alliedCombatRoll: SymbolRollSpec = {
  id: 'allied-combat', name: 'Allied combat dice', rule: '6.0',
  dice: [{ die: BLUE, count: typedPlus('blueDice', BLUE, alliedExtras) }, { die: RED, count: typedPlus('redDice', RED, alliedExtras) }, { die: GREEN, count: typedDice('greenDice') }],
  asks: [
    plainsAsk, winterAsk,
    ask('southern', 'Is the combat on the Southern Front? (a blue ✈ then costs Southern Air/Naval Control, else Western)', '6.0'),
    ask('satellite', 'Is there a Satellite army to eliminate? (⚑; if none each ⚑ is +1 Hit to the Soviet roll)', '6.0'),
  ],
  count(rolled, view, answers) {
    const plains = answerFlag(answers, 'plains', false);
    const lines: string[] = [];
    const parts: string[] = [];
    const changes: ValueChange[] = [];
    let hits = 0;
    let cards = 0;
    for (const die of [BLUE, RED]) {
      const stars = countOf(rolled, die, 'star');
      const tanks = countOf(rolled, die, 'tank');
      const planes = countOf(rolled, die, 'plane');
      cards += countOf(rolled, die, 'card');
      hits += stars + tanks * (plains ? 2 : 1);
      if (stars > 0) parts.push(faceText(stars, 'star', die));
      if (tanks > 0) parts.push(`${faceText(tanks, 'tank', die)} ×${plains ? 2 : 1}`);
      if (stars > 0) lines.push(`${faceText(stars, 'star', die)}: ${plural(stars, 'Hit')} (6.0).`);
      if (tanks > 0) lines.push(`${faceText(tanks, 'tank', die)}: ${plural(tanks * (plains ? 2 : 1), 'Hit')}, ${plains ? '2 each in Plains' : '1 each outside Plains'} (6.0).`);
      if (planes > 0) {
        const plane = firstPlane(view, answers, die, planes);
        hits += plane.hits;
        lines.push(plane.line);
        if (plane.hits > 0) parts.push(`${plane.hits} ✈ ${die === RED ? 'red' : 'blue'}`);
        if (plane.change) changes.push(plane.change);
      }
    }
    const special = specialEffects(rolled, view, answers);
    hits += special.hits;
    if (special.hits > 0) parts.push(`${special.hits} ⚑`);
    lines.push(...special.lines);
    if (cards > 0) lines.push(`${plural(cards, '▯ card result')}: draw & resolve a Combat Event card each, max ${MAX_COMBAT_EVENTS} for the combat, until the deck is empty (6.0, 7.0).`);
    const extra = [...changes.map((c) => `−1 ${trackName(c.id)} Air/Naval Control`), special.reduce > 0 ? plural(special.reduce, 'Axis reduction') : '', cards > 0 ? plural(cards, 'card') : ''].filter(Boolean);
    return { hits, tallies: { card: cards, reduce: special.reduce, westernDice: special.westernDice }, lines, summary: summaryOf(hits, parts, extra), changes };
  },
};

const trackName = (id: string): string => controlTracks.find((t) => t.id === id)?.front ?? id;

/** The Air/Naval Control a colour's planes cost: red (Soviet) the Eastern Front, blue the Western or Southern. */
const trackOfPlanes = (die: string, answers: ProcedureAnswers): ControlTrack =>
  die === RED ? 'airNavalEastern' : answerFlag(answers, 'southern', false) ? 'airNavalSouthern' : 'airNavalWestern';

/** 6.0 "first −1 Air/Naval Control unless already 1 else & following: 1 Hit". */
function firstPlane(view: RulesView, answers: ProcedureAnswers, die: string, planes: number) {
  const track = trackOfPlanes(die, answers);
  const control = numberValue(view, track);
  const colour = die === RED ? 'red' : 'blue';
  if (control <= CONTROL_MIN) return { hits: planes, line: `${planes} ✈ ${colour}: ${plural(planes, 'Hit')}: ${trackName(track)} Air/Naval Control is already ${CONTROL_MIN} (6.0).` };
  const change: ValueChange = { id: track, value: control - 1, why: `the first ${colour} ✈ costs −1 ${trackName(track)} Air/Naval Control unless already ${CONTROL_MIN} (6.0)` };
  return { hits: planes - 1, change, line: `${planes} ✈ ${colour}: the first costs −1 ${trackName(track)} Air/Naval Control (${control} → ${control - 1}), ${planes > 1 ? `the following ${plural(planes - 1, 'Hit')}` : 'no Hit'} (6.0).` };
}

/** 6.0 special effects on the Allied dice: green ✈, ϟ, ❄, ⚑. */
function specialEffects(rolled: Parameters<SymbolRollSpec['count']>[0], view: RulesView, answers: ProcedureAnswers) {
  const dice = [BLUE, RED, GREEN];
  const sum = (symbol: 'flash' | 'snow' | 'flag') => dice.reduce((n, die) => n + countOf(rolled, die, symbol), 0);
  const green = countOf(rolled, GREEN, 'plane');
  const flashes = sum('flash');
  const snows = sum('snow');
  const flags = sum('flag');
  const winter = answerFlag(answers, 'winter', flagValue(view, 'winter'));
  const satellite = answerFlag(answers, 'satellite', false);
  const lines: string[] = [];
  if (green > 0) lines.push(`${green} ✈ green: roll ${plural(green, 'Western die', 'Western dice')}; −1 Air/Naval Control if at least 1 blue ✈ (6.0).`);
  if (flashes > 0) lines.push(`${flashes} ϟ: reduce ${plural(flashes, 'Axis army', 'Axis armies')} (6.0).`);
  if (snows > 0) lines.push(winter ? `${snows} ❄: reduce ${plural(snows, 'Axis army', 'Axis armies')}: it is winter (6.0).` : `${snows} ❄: no effect out of winter (6.0).`);
  if (flags > 0) lines.push(satellite ? `${flags} ⚑: eliminate ${plural(flags, 'Satellite army', 'Satellite armies')} (6.0).` : `${flags} ⚑: no Satellite army: +${plural(flags, 'Hit')} to the Soviet combat roll (6.0).`);
  return { hits: satellite ? 0 : flags, reduce: flashes + (winter ? snows : 0), westernDice: green, lines };
}

/** 6.0 Axis dice results: ✚ 1 Hit; black/grey ▬ 2 in Plains else 1; grey/white ⌐ 2 when defending with the Assault Guns Project; no tank or gun in an Amphibious combat. */
export const axisCombatRoll: SymbolRollSpec = {
  id: 'axis-combat', name: 'Axis combat dice', rule: '6.0',
  dice: [BLACK, GREY, WHITE, YELLOW].map((die) => ({ die, count: typedPlus(`${die.split(' ')[0].toLowerCase()}Dice`, die, axisExtras) })),
  asks: [
    plainsAsk, amphibiousAsk,
    ask('defending', 'Is the Axis defending?', '6.0'),
    ask('assaultGuns', 'Is the Assault Guns Project in effect?', '6.0'),
  ],
  count(rolled, _view, answers) {
    const plains = answerFlag(answers, 'plains', false);
    const amphibious = answerFlag(answers, 'amphibious', false);
    const guns2 = answerFlag(answers, 'defending', false) && answerFlag(answers, 'assaultGuns', false);
    const crosses = [BLACK, GREY, WHITE, YELLOW].map((die) => [die, countOf(rolled, die, 'cross')] as const);
    const tanks = countOf(rolled, BLACK, 'tank') + countOf(rolled, GREY, 'tank');
    const guns = countOf(rolled, GREY, 'gun') + countOf(rolled, WHITE, 'gun');
    const cards = [GREY, WHITE, YELLOW].reduce((n, die) => n + countOf(rolled, die, 'card'), 0);
    const yellowCards = countOf(rolled, YELLOW, 'card');
    const crossHits = crosses.reduce((n, [, c]) => n + c, 0);
    const tankEach = amphibious ? 0 : plains ? 2 : 1;
    const gunEach = amphibious || !guns2 ? 0 : 2;
    const hits = crossHits + tanks * tankEach + guns * gunEach;
    const lines = [`${plural(crossHits, 'Hit')} from ✚: 1 each on a black, grey, white or yellow die (6.0).`];
    if (tanks > 0) lines.push(`${tanks} ▬: ${amphibious ? 'no effect in an Amphibious combat' : `${plural(tanks * tankEach, 'Hit')}, ${plains ? '2 each in Plains' : '1 each outside Plains'}`} (6.0).`);
    if (guns > 0) lines.push(`${guns} ⌐: ${amphibious ? 'no effect in an Amphibious combat' : guns2 ? `${plural(guns * 2, 'Hit')}: the Axis defends with the Assault Guns Project` : 'no Hit: the aid gives a gun Hits only when the Axis defends with the Assault Guns Project'} (6.0).`);
    if (cards > 0) lines.push(`${plural(cards, '▯ card result')}: draw & resolve a Combat Event card each, max ${MAX_COMBAT_EVENTS} for the combat, until the deck is empty (6.0, 7.0).`);
    if (yellowCards > 0) lines.push(`${yellowCards} ▯ yellow: the special effects also call for ${plural(yellowCards, 'Strategic Event card')} (6.0).`);
    const parts = [...crosses.filter(([, c]) => c > 0).map(([die, c]) => faceText(c, 'cross', die)), tanks * tankEach > 0 ? `${tanks} ▬ ×${tankEach}` : '', guns * gunEach > 0 ? `${guns} ⌐ ×2` : ''].filter(Boolean);
    return { hits, tallies: { card: cards, strategicEvent: yellowCards }, lines, summary: summaryOf(hits, parts, cards > 0 ? [plural(cards, 'card')] : []) };
  },
};
