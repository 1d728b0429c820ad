/**
 * 7.5 the Coup: the Coup Value is what the Black Orchestra cards the Head of OKW processes give,
 * +2 per Control disk in the Collapse of Germany box and +1 per General with a Dissident marker in
 * an AG or OB Head box. The table can count the disks and Dissidents (boxes found by name, on the
 * map as areas or as boards of their own); the cards' part is always typed.
 */
import type { Report, RulesView, ValueChange } from '../../src/rules/types';
import { isControlDisk, isDissident, piecesOf } from './pieces';
import { numberValue } from './values';

/** 7.5 what the boxes add to the Coup Value. */
export const COUP_PER_DISK = 2;
export const COUP_PER_DISSIDENT = 1;
/** 7.5 a Coup Value greater than 5 assassinates Hitler. */
export const COUP_ASSASSINATION = 5;

const collapseBox = /collapse of germany/i;
/** The AG and OB Head boxes: "AG", "Army Group", "OB Head", "Head of the OB" in the name. */
const commandBox = /\bAG\b|army group|\bOB\b/i;

/** What the table shows for a Coup (7.5), and whether it found the boxes at all. */
export function coupFromTable(view: RulesView) {
  const pieces = piecesOf(view);
  const inCollapse = pieces.filter((p) => collapseBox.test(p.place));
  const disks = inCollapse.filter(isControlDisk).length;
  const dissidents = pieces.filter((p) => commandBox.test(p.place) && !collapseBox.test(p.place) && isDissident(p)).length;
  const boxFound = pieces.some((p) => collapseBox.test(p.place)) || (view.areas ?? []).some((a) => collapseBox.test(a));
  return { disks, dissidents, boxFound, value: disks * COUP_PER_DISK + dissidents * COUP_PER_DISSIDENT };
}

/** 7.5 the Coup Value: the cards' part plus the boxes'. */
export const coupValue = (cards: number, disks: number, dissidents: number): number => cards + disks * COUP_PER_DISK + dissidents * COUP_PER_DISSIDENT;

export type CoupOutcome = 'collapse' | 'assassination' | 'failed';
/** 7.5: above Fanatism, the Collapse of Germany; else above 5, Hitler assassinated; else nothing. */
export function coupOutcome(value: number, fanatism: number): CoupOutcome {
  if (value > fanatism) return 'collapse';
  return value > COUP_ASSASSINATION ? 'assassination' : 'failed';
}

export function coupOutcomeText(value: number, fanatism: number): string {
  switch (coupOutcome(value, fanatism)) {
    case 'collapse': return `Coup Value ${value} > Fanatism ${fanatism}: Hitler is assassinated, Collapse of Germany: proceed to Victory Determination (7.5, 11.0).`;
    case 'assassination': return `Coup Value ${value} > ${COUP_ASSASSINATION}: Hitler is assassinated: Fanatism halved, rounded up (${fanatism} → ${Math.ceil(fanatism / 2)}), the 3 Replacement markers set to 0 (7.5).`;
    default: return `Coup Value ${value} is neither > Fanatism ${fanatism} nor > ${COUP_ASSASSINATION}: the Coup fails (7.5).`;
  }
}

/** 7.5 the changes of an assassination without collapse. */
export function assassinationChanges(view: RulesView): ValueChange[] {
  const f = numberValue(view, 'fanatism');
  return [
    { id: 'fanatism', value: Math.ceil(f / 2), why: 'Hitler is assassinated: Fanatism / 2, rounded up (7.5)' },
    ...['replacementsWehrmacht', 'replacementsLuftwaffe', 'replacementsStrategic'].map((id) => ({ id, value: 0, why: 'Hitler is assassinated: the 3 Replacement markers are set to 0 (7.5)' })),
  ];
}

/** The Coup report: what the table adds to the Coup Value, and what the cards must bring. */
export function coupReport(view: RulesView): Report {
  const t = coupFromTable(view);
  const f = numberValue(view, 'fanatism');
  const lines = [
    `Control disks in the Collapse of Germany box: ${t.disks} (+${COUP_PER_DISK} each) (7.5).`,
    `Generals with a Dissident marker in an AG or OB Head box: ${t.dissidents} (+${COUP_PER_DISSIDENT} each) (7.5).`,
    `From the table: ${t.value}, before the Black Orchestra cards the Head of OKW processes one by one (7.5).`,
    `Fanatism ${f}: a Coup Value > ${f} brings the Collapse of Germany; otherwise > ${COUP_ASSASSINATION} Hitler is assassinated (7.5).`,
  ];
  if (!t.boxFound) lines.push('No box named "Collapse of Germany" was found on the table: type the disks in the Coup procedure.');
  return { summary: `Coup Value from the table: ${t.value} (${t.disks} Control disk${t.disks === 1 ? '' : 's'}, ${t.dissidents} Dissident${t.dissidents === 1 ? '' : 's'}) before the Black Orchestra cards`, lines };
}
