/**
 * The extra dice of 6.0 and 6.9, counted into the symbol rolls rather than left to the players.
 * The players type the dice the Combat card and the armies give; each roll then adds what the aid
 * lists, read from the combat Area (picked in the procedure, or the area the `C` key started on)
 * and the answers:
 *
 * - 6.0 Allied dice, "if the Allied is defender: in Rough: +1 dice; in Fortified & has a Landing
 *   marker: +2 dice"; "Air/Naval Control = 1 & not Winter & Western faction: +1 dice"; "for each
 *   adjacent same Allied controlled Area with a Bonus: +1 dice".
 * - 6.0 Axis dice, "+1 White Die if not Winter & Air/Naval Control = 5"; "+1 White Die if Axis is
 *   defending in Rough terrain"; "may use Paratroops when attacking not in Winter + 1 Grey Die".
 * - 6.9 "+1 White Die if not Winter & Air/Naval Control = 5"; "+1 Grey Die if not Winter &
 *   Paratroops are activated".
 *
 * Readings: the Air/Naval Control read is the combat Area's Front's track (else the Southern one
 * when asked, else the Western); "same Allied" is a Control disk of the attacking faction's side
 * (Western for blue dice, Soviet for red); Rough and Fortified are the Area's `terrain`.
 */
import type { ProcedureAnswers, RulesView } from '../../src/rules/types';
import { areaNamed, onFront, type GhcArea } from './areas';
import { answerFlag, BLUE, GREY, RED, typedDice, WHITE } from './faces';
import { CONTROL_MAX, CONTROL_MIN, flagValue, numberValue } from './values';

/** Dice one line of the aid adds to a roll. */
export interface ExtraDice {
  die: string;
  n: number;
  why: string;
}

/** The combat Area the procedure names (`area`), or null. */
export function combatArea(view: RulesView, answers: ProcedureAnswers): GhcArea | null {
  return typeof answers.area === 'string' ? areaNamed(view, answers.area) : null;
}

const winter = (view: RulesView, a: ProcedureAnswers) => answerFlag(a, 'winter', flagValue(view, 'winter'));
const defending = (a: ProcedureAnswers) => answerFlag(a, 'defending', false);
const soviet = (a: ProcedureAnswers) => answerFlag(a, 'soviet', false);

/** Whether the combat Area is Rough / Fortified: the answer given, else the Area's terrain. */
export const roughArea = (view: RulesView, a: ProcedureAnswers): boolean => answerFlag(a, 'rough', /rough/i.test(combatArea(view, a)?.terrain ?? ''));
export const fortifiedArea = (view: RulesView, a: ProcedureAnswers): boolean => answerFlag(a, 'fortified', /fortified/i.test(combatArea(view, a)?.terrain ?? ''));
export const landingInArea = (view: RulesView, a: ProcedureAnswers): boolean => answerFlag(a, 'landing', combatArea(view, a)?.landing ?? false);

/** The Air/Naval Control of the combat's Front (see the reading above). */
export function frontControl(view: RulesView, a: ProcedureAnswers): number {
  const area = combatArea(view, a);
  const front = area && ['Western', 'Eastern', 'Southern'].find((f) => onFront(area, f));
  if (front) return numberValue(view, `airNaval${front}`);
  return numberValue(view, answerFlag(a, 'southern', false) ? 'airNavalSouthern' : 'airNavalWestern');
}

/** 6.0: adjacent areas controlled by the attacking Allied faction that have a Bonus. */
function bonusAreas(view: RulesView, a: ProcedureAnswers): string[] {
  const area = combatArea(view, a);
  if (!area) return [];
  const side = soviet(a) ? /^soviet$/i : /^(western|allied)$/i;
  return area.neighbours.map((n) => areaNamed(view, n)).filter((n): n is GhcArea => !!n && n.bonus && n.control.some((s) => side.test(s))).map((n) => n.name);
}

/** 6.0 the Allied dice the aid adds. */
export function alliedExtras(view: RulesView, a: ProcedureAnswers): ExtraDice[] {
  const die = soviet(a) ? RED : BLUE;
  const out: ExtraDice[] = [];
  if (!defending(a) && roughArea(view, a)) out.push({ die, n: 1, why: 'the Allies defend in Rough' });
  if (!defending(a) && fortifiedArea(view, a) && landingInArea(view, a)) out.push({ die, n: 2, why: 'the Allies defend in a Fortified Area with a Landing marker' });
  if (!soviet(a) && frontControl(view, a) === CONTROL_MIN && !winter(view, a)) out.push({ die, n: 1, why: `Air/Naval Control ${CONTROL_MIN}, not Winter, Western faction` });
  for (const name of bonusAreas(view, a)) out.push({ die, n: 1, why: `${name}, adjacent, controlled by the same Allies, with a Bonus` });
  return out;
}

/** 6.0 the Axis dice the aid adds. */
export function axisExtras(view: RulesView, a: ProcedureAnswers): ExtraDice[] {
  const out: ExtraDice[] = [];
  if (!winter(view, a) && frontControl(view, a) === CONTROL_MAX) out.push({ die: WHITE, n: 1, why: `not Winter, Air/Naval Control ${CONTROL_MAX}` });
  if (defending(a) && roughArea(view, a)) out.push({ die: WHITE, n: 1, why: 'the Axis defends in Rough terrain' });
  if (!defending(a) && !winter(view, a) && answerFlag(a, 'paratroopsUsed', false)) out.push({ die: GREY, n: 1, why: 'Paratroops, attacking out of Winter' });
  return out;
}

/** 6.9 the dice the aid adds to an amphibious combat. */
export function amphibiousExtras(view: RulesView, a: ProcedureAnswers): ExtraDice[] {
  const out: ExtraDice[] = [];
  const five = answerFlag(a, 'control5', frontControl(view, a) === CONTROL_MAX);
  if (!winter(view, a) && five) out.push({ die: WHITE, n: 1, why: `not Winter, Air/Naval Control ${CONTROL_MAX}` });
  if (!winter(view, a) && answerFlag(a, 'paratroopsUsed', false)) out.push({ die: GREY, n: 1, why: 'not Winter, Paratroops activated' });
  return out;
}

type Extras = (view: RulesView, a: ProcedureAnswers) => ExtraDice[];

/** A die's count in a roll: what the players typed (`id`) plus the extra dice of that colour. */
export const typedPlus = (id: string, die: string, extras: Extras) => (view: RulesView, a: ProcedureAnswers): number =>
  typedDice(id)(view, a) + extras(view, a).filter((e) => e.die === die).reduce((n, e) => n + e.n, 0);

/** "+1 white die (not Winter, Air/Naval Control 5); +1 grey die (…)": the extras in words. */
export const extrasText = (extras: readonly ExtraDice[]): string => extras.map((e) => `+${e.n} ${e.die.replace(/ die$/, '').toLowerCase()} di${e.n === 1 ? 'e' : 'ce'} (${e.why})`).join('; ');
