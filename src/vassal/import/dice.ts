/**
 * VASSAL dice buttons as Sandtable custom dice, as far as a custom die goes: one die, rolled as
 * often as the player asks. A DiceButton (`nDice` dice of `nSides` sides, `plus` added) becomes a
 * die numbered 1…nSides named after the button; how many it rolls and what it adds are named in
 * the summary. A symbol dice button's dice (SpecialDie) become dice whose faces carry each face's
 * text (else its value); the faces' pictures are not carried. Identical dice are made once.
 */
import { checkCustomDie, maxDieName, maxFaceLabel, maxFaces, type CustomDie } from '../../dice/dice';
import { recordLimits } from '../../doc/validateDoc';
import type { VassalRawComponent } from '../module/model';
import { countLeftOut } from '../module/leftOut';

const clean = (text: string | undefined, most: number) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, most);

/** A plain DiceButton's die, or null when it has too few or too many sides for a custom die. */
export function numberedDie(button: VassalRawComponent, leftOut: Map<string, number>): Omit<CustomDie, 'id'> | null {
  const sides = Number(button.attrs.nSides ?? '6');
  if (!Number.isInteger(sides) || sides < 2 || sides > maxFaces) return void countLeftOut(leftOut, `dice buttons with more than ${maxFaces} sides`), null;
  const count = Number(button.attrs.nDice ?? '1');
  const plus = Number(button.attrs.plus ?? '0');
  if ((Number.isFinite(count) && count > 1) || (Number.isFinite(plus) && plus !== 0)) countLeftOut(leftOut, 'dice buttons’ counts and additions (roll the die that many times, add by hand)');
  return { name: clean(button.attrs.name, maxDieName) || `d${sides}`, faces: Array.from({ length: sides }, (_, i) => ({ label: String(i + 1) })) };
}

/** A symbol die (SpecialDie) with its faces' texts, or null when it has no usable faces. */
export function symbolDie(die: VassalRawComponent, button: VassalRawComponent, leftOut: Map<string, number>): Omit<CustomDie, 'id'> | null {
  const faces = (die.parts ?? []).filter((p) => p.kind === 'SpecialDieFace');
  if (faces.some((f) => f.attrs.icon)) countLeftOut(leftOut, 'symbol dice face pictures (faces keep their text)');
  const labels = faces.map((f, i) => clean(f.attrs.text, maxFaceLabel) || clean(f.attrs.value, maxFaceLabel) || String(i + 1));
  if (!labels.length || labels.length > maxFaces) return void countLeftOut(leftOut, `symbol dice with no faces or more than ${maxFaces}`), null;
  return { name: clean(die.attrs.name, maxDieName) || clean(button.attrs.name, maxDieName) || 'Die', faces: labels.map((label) => ({ label })) };
}

/** The custom dice of the module's dice buttons, each distinct die once, with ids `vassal-die-N`. */
export function moduleDice(buttons: readonly VassalRawComponent[], leftOut: Map<string, number>): CustomDie[] {
  const found = new Map<string, CustomDie>();
  const add = (die: Omit<CustomDie, 'id'> | null) => {
    const key = die && JSON.stringify(die);
    if (!die || !key || found.has(key)) return;
    if (found.size >= recordLimits.dice) return void countLeftOut(leftOut, 'dice beyond the game’s limit');
    const made = { id: `vassal-die-${found.size + 1}`, ...die };
    if (checkCustomDie(made).length) return void countLeftOut(leftOut, 'dice that could not be read');
    found.set(key, made);
  };
  for (const button of buttons) {
    if (button.kind === 'DiceButton') add(numberedDie(button, leftOut));
    else for (const die of (button.parts ?? []).filter((p) => p.kind === 'SpecialDie')) add(symbolDie(die, button, leftOut));
  }
  return [...found.values()];
}
