/**
 * 6.9 Amphibious Combat Resolution, the roll: Panzer armies cannot take part, so only grey, white
 * and yellow dice are thrown, and the landing succeeds when their crosses are at least the Defense
 * value of the Combat card, strictly more against Great Britain. The Defense value is typed in the
 * procedure's `defense` step (an ask is only yes or no); without it the count cannot say.
 */
import type { AskSpec, ProcedureAnswers, SymbolRollSpec } from '../../src/rules/types';
import { amphibiousExtras, typedPlus } from './combatDice';
import { answerFlag, countOf, faceText, GREY, summaryOf, WHITE, YELLOW } from './faces';

export const greatBritainAsk: AskSpec = { id: 'greatBritain', question: 'Is the landing in Great Britain? (the crosses must then be strictly greater)', rule: '6.9', default: () => false };

/** The Combat card's Defense value typed in the procedure, or null. */
export function defenseOf(answers: ProcedureAnswers): number | null {
  const d = answers.defense;
  return typeof d === 'number' && Number.isFinite(d) ? d : null;
}

/** 6.9 success: crosses ≥ Defense, or > Defense in Great Britain. */
export const landingSucceeds = (crosses: number, defense: number, greatBritain: boolean): boolean => (greatBritain ? crosses > defense : crosses >= defense);

export const amphibiousRoll: SymbolRollSpec = {
  id: 'amphibious', name: 'Amphibious combat dice', rule: '6.9',
  dice: [GREY, WHITE, YELLOW].map((die) => ({ die, count: typedPlus(`${die.split(' ')[0].toLowerCase()}Dice`, die, amphibiousExtras) })),
  asks: [greatBritainAsk],
  count(rolled, _view, answers) {
    const crosses = [GREY, WHITE, YELLOW].map((die) => [die, countOf(rolled, die, 'cross')] as const);
    const hits = crosses.reduce((n, [, c]) => n + c, 0);
    const parts = crosses.filter(([, c]) => c > 0).map(([die, c]) => faceText(c, 'cross', die));
    const defense = defenseOf(answers);
    const gb = answerFlag(answers, 'greatBritain', false);
    if (defense === null) {
      return { hits, lines: [`${hits} ✚ on grey, white and yellow dice. Type the Combat card's Defense value to read the landing (6.9).`], summary: summaryOf(hits, parts) };
    }
    const success = landingSucceeds(hits, defense, gb);
    const compare = gb ? (success ? '>' : '≤') : success ? '≥' : '<';
    const line = `${hits} ✚ ${compare} Defense ${defense}${gb ? ' (strictly greater against Great Britain)' : ''}: the landing ${success ? 'succeeds' : 'fails'} (6.9).`;
    return { hits, tallies: { success: success ? 1 : 0 }, lines: [line], summary: `${summaryOf(hits, parts)}: ${success ? 'success' : 'failure'} against Defense ${defense}${gb ? ' (Great Britain)' : ''}` };
  },
};
