/**
 * The sequence of play (4.1) as far as the assistant follows it: the Next sub-phase report moves
 * the sub-phase value on and clears the record of the combats fought (11.3), since each sub-phase
 * starts afresh, and of the support used when a new Operations Phase lies ahead (16.1). Like every
 * report it only suggests; the players apply it or set the sub-phase in the panel themselves.
 */
import type { Report, ReportSpec, RulesView, ValueChange } from '../../src/rules/types';
import { clearRecord, SUPPORT_USED } from './combatRecord';
import { namesValue, numberValue, phaseOf, values, type Phase } from './values';

/**
 * 4.1: the sub-phase that follows each one in a side's segment of the Operations Phase. The Supply
 * Sub-phase (set as "Another phase") is followed by the Allied segment's 1st Combat Sub-phase or by
 * the End of Turn Phase, which the value cannot tell apart: the players pick.
 */
const follows: Readonly<Partial<Record<Phase, Phase>>> = {
  strategic: 'combat1',
  combat1: 'infiltration',
  infiltration: 'combat2',
  combat2: 'movement',
  movement: 'other',
};

const phaseChoices = values.find((v) => v.id === 'phase')?.choices ?? [];
const phaseLabel = (phase: string) => phaseChoices.find((c) => c.value === phase)?.label ?? phase;
const isPhase = (text: string | undefined): text is Phase => phaseChoices.some((c) => c.value === text);

/** 4.1: reminders for the sub-phase moved to. */
function arrivalLines(view: RulesView, to: Phase): string[] {
  const turn = numberValue(view, 'turn');
  if (to === 'infiltration' && turn < 3) return [`The Allies have no Infiltration Sub-phase before GT 3 (4.1), and this is GT ${turn}: in the Allied segment go on to the 2nd Combat Sub-phase.`];
  if (to === 'other') return ['The Supply Sub-phase is set as “Another phase” (4.1, 14.3).'];
  return [];
}

/** 4.1, 11.3, 16.1: the next sub-phase (or the one the players pick) and the record of combats it clears. */
function nextSubPhase(view: RulesView, choice?: string): Report {
  const from = phaseOf(view);
  const to = isPhase(choice) ? choice : follows[from];
  const newOperations = to === 'strategic';
  const clears = clearRecord(view, {
    subPhase: `the ${phaseLabel(from)} is over: each sub-phase's attacks start afresh (11.3)`,
    ...(newOperations ? { operations: 'a new Operations Phase lies ahead: support units may be used again (16.1)' } : {}),
  });
  const move: ValueChange[] = to && to !== from ? [{ id: 'phase', value: to, why: `${phaseLabel(from)} → ${phaseLabel(to)} (4.1)` }] : [];
  const lines = to
    ? [`${phaseLabel(from)} → ${phaseLabel(to)} (4.1).`, ...arrivalLines(view, to)]
    : ['After the Central Powers’ Supply Sub-phase comes the Allied 1st Combat Sub-phase; after the Allied one, the End of Turn Phase (the End of turn report): pick the sub-phase you move to (4.1).'];
  if (clears.some((c) => c.id !== SUPPORT_USED)) lines.push('The units that attacked and the hexes attacked are cleared: no unit attacks or is attacked twice in one sub-phase, and a new sub-phase starts afresh (11.3).');
  if (!newOperations && namesValue(view, SUPPORT_USED).length) lines.push('The support units used stay used until the Operations Phase is over (16.1); the End of turn report clears them.');
  const summary = to ? `Next sub-phase: ${phaseLabel(from)} → ${phaseLabel(to)} (4.1)` : `After the ${phaseLabel(from)}: pick the next sub-phase (4.1)`;
  return { summary, lines, changes: [...move, ...clears] };
}

/** The Next sub-phase report, offered first in the panel. */
export const nextSubPhaseReport: ReportSpec = {
  id: 'next-sub-phase',
  name: 'Next sub-phase',
  rule: '4.1, 11.3, 16.1',
  choices: (view) => phaseChoices.filter((c) => c.value !== phaseOf(view)),
  run: nextSubPhase,
};
