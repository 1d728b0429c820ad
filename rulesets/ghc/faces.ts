/**
 * Reading the faces of German High Command's symbol dice. The dice are the players' (defined in
 * the dice tray, never shipped: the aid prints no face distribution); the assistant only needs to
 * know which die a face came from and which symbol it shows: a face's `symbol`, else its label in
 * lower case ("Cross" reads as `cross`).
 */
import type { ProcedureAnswers, RolledFace, RulesView } from '../../src/rules/types';

/** The dice by the names the players give them in the dice tray. */
export const GREY = 'Grey die';
export const WHITE = 'White die';
export const BLUE = 'Blue die';
export const RED = 'Red die';
export const BLACK = 'Black die';
export const YELLOW = 'Yellow die';
export const GREEN = 'Green die';

/** The symbols the aid reads on the dice, with the glyph the log writes for each. */
export const glyphs = {
  cross: '✚', plane: '✈', star: '★', tank: '▬', gun: '⌐', card: '▯', flash: 'ϟ', snow: '❄', flag: '⚑',
} as const;
export type GhcSymbol = keyof typeof glyphs;

/** A face's symbol: its `symbol`, else its label lowercased. */
export const symbolOf = (face: RolledFace): string => (face.symbol ?? face.label).trim().toLowerCase();

/** How many faces of `die` show `symbol`. */
export function countOf(rolled: Readonly<Record<string, readonly RolledFace[]>>, die: string, symbol: GhcSymbol): number {
  return (rolled[die] ?? []).filter((f) => symbolOf(f) === symbol).length;
}

/** The colour word of a die name ("Grey die" → "grey"), for lines and summaries. */
export const colourOf = (die: string): string => die.replace(/ die$/, '').toLowerCase();

/** "2 ✚ grey": a count of a symbol on one colour, for summaries. */
export const faceText = (n: number, symbol: GhcSymbol, die: string): string => `${n} ${glyphs[symbol]} ${colourOf(die)}`;

/** "1 hit", "3 hits"; `many` for words that do not take an s ("armies", "dice"). */
export const plural = (n: number, word: string, many = `${word}s`): string => `${n} ${n === 1 ? word : many}`;

/** A yes/no answer, else the table's reading. */
export function answerFlag(answers: ProcedureAnswers, id: string, fallback: boolean): boolean {
  const a = answers[id];
  return typeof a === 'boolean' ? a : fallback;
}

/** A number answer (a typed count, a symbol roll's hits), else `fallback`. */
export function answerNumber(answers: ProcedureAnswers, id: string, fallback = 0): number {
  const a = answers[id];
  return typeof a === 'number' && Number.isFinite(a) ? a : fallback;
}

/** A die count typed in an earlier step (`blueDice`…), never below 0. */
export const typedDice = (id: string) => (_view: RulesView, answers: ProcedureAnswers): number => Math.max(0, Math.floor(answerNumber(answers, id)));

/**
 * The summary the log shows after the faces: "3 hits (2 ✚ grey, 1 ✚ white), 1 card". Parts with
 * a count of 0 are left out; `extra` are further tallies said as they are.
 */
export function summaryOf(hits: number, parts: readonly string[], extra: readonly string[] = []): string {
  const head = `${plural(hits, 'hit')}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`;
  return [head, ...extra].join(', ');
}
