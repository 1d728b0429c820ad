/**
 * Numbers in the players' words, written one way everywhere: the dialogs, the panel, the log and
 * every ruleset's explanations use these, so a log line never mixes "-1" with "−1" or "1R" with
 * "1R shift" for the same thing.
 */

/** The typographic minus the rules text and the tracks print ("−2"), not the hyphen. */
const minus = '\u2212';

/**
 * A number with its sign as charts and tracks print modifiers and morale: "+2", "0", "−1" (with
 * the typographic minus, as the rules text prints it).
 */
export function signed(n: number): string {
  if (n > 0) return `+${n}`;
  return n < 0 ? `${minus}${Math.abs(n)}` : '0';
}

/**
 * A net column shift as charts print it: "1R" (right, toward the attacker), "2L", or "no shift"
 * for none. The combat summary and explanation say it so ("Column 2:1, 1R → 3:1").
 */
export function shiftText(n: number): string {
  return n === 0 ? 'no shift' : `${Math.abs(n)}${n < 0 ? 'L' : 'R'}`;
}

/**
 * A column shift as a phrase of its own, for lists and notes: "1R shift", "2L shift", "no shift"
 * (the combat dialog's "adds 1R shift", a modifier's "2L shift: river (10.4)").
 */
export function shiftWords(n: number): string {
  return n === 0 ? shiftText(n) : `${shiftText(n)} shift`;
}

/** Movement points as players write them, halves and thirds included: 3, ½, 2½, 1⅓ (a verdict's "2½ of 4 MP"). */
export function formatMp(mp: number): string {
  const sixths = Math.round(mp * 6);
  if (Math.abs(mp * 6 - sixths) < 1e-6 && sixths % 3 !== 0) {
    const whole = Math.floor(sixths / 6);
    const part = sixthGlyphs[sixths % 6];
    return whole === 0 ? part : `${whole}${part}`;
  }
  const whole = Math.floor(mp);
  const half = mp - whole >= 0.5 ? '½' : '';
  return whole === 0 && half ? half : `${whole}${half}`;
}

/** Thirds and sixths of an MP as printed (Kesselring's War 13.6: a motorized road hex costs ⅓). */
const sixthGlyphs = ['', '⅙', '⅓', '½', '⅔', '⅚'];
