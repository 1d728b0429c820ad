/**
 * Builders for procedure steps, so a procedure reads as the aid's checklist: `doStep` an
 * instruction, `askStep` a yes/no the table may answer first, `numberStep` a count typed in,
 * `choiceStep` one of a list (the combat Area),
 * `rollStep` and `symbolStep` one of the ruleset's rolls, `changesStep` values proposed. `answered`
 * and `typed` read an ask's or a number's answer, falling back on its default before it is given.
 */
import type { ProcedureAnswers, ProcedureStep, RulesView, ValueChange } from '../../../src/rules/types';
import { answerFlag, answerNumber } from '../faces';

type Text = ProcedureStep['text'];
type When = (view: RulesView, answers: ProcedureAnswers) => boolean;
const whenOf = (when?: When) => (when ? { when } : {});

export const doStep = (id: string, rule: string, text: Text, when?: When): ProcedureStep => ({ id, kind: 'do', rule, text, ...whenOf(when) });

export function askStep(id: string, rule: string, text: Text, dflt: boolean | ((view: RulesView, answers: ProcedureAnswers) => boolean) = false, when?: When): ProcedureStep {
  return { id, kind: 'ask', rule, text, default: typeof dflt === 'boolean' ? () => dflt : dflt, ...whenOf(when) };
}

export function numberStep(id: string, rule: string, text: Text, dflt: number | ((view: RulesView, answers: ProcedureAnswers) => number), range: { min?: number; max?: number } = { min: 0 }, when?: When): ProcedureStep {
  return { id, kind: 'number', rule, text, default: typeof dflt === 'number' ? () => dflt : dflt, ...range, ...whenOf(when) };
}

export function choiceStep(id: string, rule: string, text: Text, choices: NonNullable<ProcedureStep['choices']>, when?: When): ProcedureStep {
  return { id, kind: 'choice', rule, text, choices, ...whenOf(when) };
}

export const rollStep = (id: string, rule: string, roll: string, text: Text, when?: When): ProcedureStep => ({ id, kind: 'roll', rule, roll, text, ...whenOf(when) });
export const symbolStep = (id: string, rule: string, roll: string, text: Text, when?: When): ProcedureStep => ({ id, kind: 'symbolRoll', rule, roll, text, ...whenOf(when) });

export function changesStep(id: string, rule: string, text: Text, changes: (view: RulesView, answers: ProcedureAnswers) => readonly ValueChange[], when?: When): ProcedureStep {
  return { id, kind: 'changes', rule, text, changes, ...whenOf(when) };
}

/** An ask's answer, or its default while unanswered. */
export const answered = (step: ProcedureStep): When => (view, answers) => answerFlag(answers, step.id, step.default ? step.default(view, answers) === true : false);

/** A number step's answer, or its default while unanswered. */
export function typed(step: ProcedureStep): (view: RulesView, answers: ProcedureAnswers) => number {
  return (view, answers) => {
    const d = step.default ? step.default(view, answers) : 0;
    return answerNumber(answers, step.id, typeof d === 'number' ? d : 0);
  };
}

/** A symbol roll's hits once thrown, else null. */
export const hitsOf = (answers: ProcedureAnswers, step: string): number | null => (typeof answers[step] === 'number' ? (answers[step] as number) : null);
/** A symbol roll's tally (`step.card`), 0 when absent. */
export const tallyOf = (answers: ProcedureAnswers, step: string, name: string): number => answerNumber(answers, `${step}.${name}`);

export const not = (f: When): When => (view, answers) => !f(view, answers);
export const both = (f: When, g: When): When => (view, answers) => f(view, answers) && g(view, answers);
export const either = (f: When, g: When): When => (view, answers) => f(view, answers) || g(view, answers);

/** A `choice` of the map's areas (the combat Area), shown only on an area map. */
export const areaChoice = (id: string, rule: string, text: Text): ProcedureStep =>
  choiceStep(id, rule, text, (view) => (view.areas ?? []).map((name) => ({ value: name, label: name })), (view) => !!view.areas?.length);
