/**
 * A ruleset written with only the questions its game asks. An area game of procedures (German High
 * Command) has no combat table and a game without terrain costs may judge no moves: rather than
 * each writing neutral answers by hand, `defineRuleset` fills in every table question left out
 * with an answer that says so, and the app asks as it always does.
 */
import type { CombatOutcome, CombatSetup, MoveVerdict, Reach, Ruleset } from '../types';
import type { Finding } from './types';

/** The table questions a ruleset may leave out. */
export type OptionalQuestions = 'reach' | 'checkMove' | 'combat' | 'resolveCombat' | 'checkTable';

/** A ruleset with any of the table questions left out. */
export type RulesetSpec = Omit<Ruleset, OptionalQuestions> & Partial<Pick<Ruleset, OptionalQuestions>>;

/** Why a question has no answer in this game, for the players: "combats are walked through as a procedure (6.0)". */
export interface NotAsked {
  rule: string;
  text: string;
}

/** A reach that shades nothing, saying why: a game that does not price moves, or a map it cannot read. */
export const neutralReach = (note: Finding): Reach => ({ cost: new Map(), stops: new Set(), allowance: 0, pathTo: () => null, notes: [note] });

/** A verdict that judges nothing, saying why ("no verdict: moves are walked through as procedures"). */
export const noVerdict = (note: Finding): MoveVerdict => ({ legal: true, spent: null, allowance: 0, cheapest: null, findings: [note], summary: `no verdict: ${note.text}` });

/**
 * The ruleset with a neutral answer to every table question it leaves out: no reach, every move
 * legal with no verdict, an empty combat and no result. Each answer carries `why` (or a sentence
 * naming the game), so a player who asks sees why nothing is judged.
 */
export function defineRuleset(spec: RulesetSpec, why?: NotAsked): Ruleset {
  const note: Finding = { severity: 'info', rule: why?.rule ?? '', text: why?.text ?? `the ${spec.name} assistant does not answer this` };
  const reach = (): Reach => neutralReach(note);
  const checkMove = (): MoveVerdict => noVerdict(note);
  const combat: Ruleset['combat'] = (_view, attackerIds, defenderCell): CombatSetup => ({
    attackers: [...attackerIds], defenders: [], defenderCell, attack: 0, defence: 0, strengthNotes: [note.text],
    baseColumn: '—', columns: [], modifiers: [], findings: [note], tableId: '',
  });
  const resolveCombat: Ruleset['resolveCombat'] = (_view, _setup, _mods, roll): CombatOutcome => ({
    column: '—', shift: 0, drm: 0, roll, modifiedRoll: roll, result: null, explanation: [note.text], summary: `no combat table: ${note.text}`,
  });
  // A question given as `undefined` is left out too, so it gets its neutral answer.
  const given = Object.fromEntries(Object.entries(spec).filter(([, v]) => v !== undefined)) as RulesetSpec;
  return { reach, checkMove, combat, resolveCombat, checkTable: () => [], ...given };
}
