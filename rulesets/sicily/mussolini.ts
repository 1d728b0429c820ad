/**
 * The Fall of Mussolini (FM 3): the Allied player resolves the table no more than twice a scenario,
 * once on an allowed game-turn, in the Special Events Phase of the Strategic Segment, and never
 * again once Mussolini has fallen (FM 3.1); bombing Rome adds +2 the first time and +1 the second,
 * costs the turn's Allied air support points, and is impossible in Storm (FM 3.2). The table's rolls
 * are the players' (tables.ts); its results are read by their words and recorded (FM 3.1, 3.3, 3.4).
 */
import { lookup, typedTable, type Finding, type Modifier } from '../../src/rules/kit';
import type { RulesView, ValueChange } from '../../src/rules/types';
import { isCcnn, unitsOnly } from './units';
import { flagValue, numberValue, numbersValue, phaseLabel, phaseOf, turnOf } from './values';

/** The choice made before rolling: bomb Rome or not (FM 3.2). */
export const BOMB = 'bomb';
export const mussoliniChoices = [
  { value: 'none', label: 'No bombing' },
  { value: BOMB, label: 'Bomb Rome (FM 3.2)' },
] as const;

/** FM 3.2: the modifier by how many times Rome was bombed before. */
const bombingDrm: readonly { value: number; reason: string }[] = [
  { value: 2, reason: 'Rome bombed for the first time' },
  { value: 1, reason: 'Rome bombed for the second time' },
];

/** FM 3.1: the table is resolved no more than twice a scenario. */
export const MOST_ATTEMPTS = 2;

/** What bombing Rome comes to now: the modifier, whether it happens, and why not. */
export function bombing(view: RulesView, choice: string | undefined): { modifier: Modifier | null; bombed: boolean; note: string | null } {
  if (choice !== BOMB) return { modifier: null, bombed: false, note: null };
  // 3.2 Rome cannot be bombed if the weather result for that game-turn includes Storm
  if (flagValue(view, 'storm')) return { modifier: null, bombed: false, note: 'Rome cannot be bombed: this game-turn\'s weather includes Storm, so the roll takes no bombing modifier (FM 3.2).' };
  const before = numberValue(view, 'romeBombings');
  const drm = bombingDrm[before];
  if (!drm) return { modifier: null, bombed: true, note: `Rome has been bombed ${before} times: the text gives a modifier for the first (+2) and second (+1) bombing only (FM 3.2).` };
  return { modifier: { id: 'bomb-rome', kind: 'drm', value: drm.value, reason: drm.reason, rule: 'FM 3.2' }, bombed: true, note: null };
}

/** FM 3.1: why the table should not be resolved now, if it should not. */
export function mussoliniLimits(view: RulesView): Finding[] {
  const out: Finding[] = [];
  const turn = turnOf(view);
  const done = numbersValue(view, 'mussoliniTurns');
  const allowed = numbersValue(view, 'mussoliniAllowedTurns');
  if (flagValue(view, 'mussoliniFallen')) out.push({ severity: 'illegal', rule: 'FM 3.1', text: 'Mussolini has fallen: the table is not used again' });
  if (done.length >= MOST_ATTEMPTS) out.push({ severity: 'illegal', rule: 'FM 3.1', text: `the table was already resolved ${done.length} times (game-turns ${done.join(', ')}): no more than twice during a scenario` });
  if (done.includes(turn)) out.push({ severity: 'illegal', rule: 'FM 3.1', text: `the table was already resolved on game-turn ${turn}: only one attempt a game-turn` });
  if (allowed.length > 0 && !allowed.includes(turn)) out.push({ severity: 'warning', rule: 'FM 3.1', text: `game-turn ${turn} is not one the Turn Record Track allows (${allowed.join(', ')})` });
  if (phaseOf(view) !== 'special-events') out.push({ severity: 'warning', rule: 'FM 3.1', text: `the phase set is ${phaseLabel(phaseOf(view))}: the table is resolved in the Special Events Phase of the Strategic Segment` });
  return out;
}

/** The outcomes a typed result names, read by their words in any case. */
export function readMussolini(cell: string): { falls: boolean; demoralization: boolean; revival: boolean } {
  return { falls: /\bfall(s|en)\b/i.test(cell), demoralization: /demorali[sz]/i.test(cell), revival: /reviv/i.test(cell) };
}

/** The result cell for a modified roll, or the sentence saying why there is none. */
function readTable(view: RulesView, total: number): { cell: string | null; text: string } {
  const table = typedTable(view, 'mussolini');
  if (!table) return { cell: null, text: `The Fall of Mussolini Table is not typed in: type it from your chart (rules assistant panel → tables) to read ${total}.` };
  const read = lookup(table, 0, total);
  if (!read?.cell) return { cell: null, text: `The Fall of Mussolini Table has nothing typed for ${total}.` };
  return { cell: read.cell, text: `Fall of Mussolini Table, ${total}: ${read.cell}.` };
}

/** What each outcome does, in the words of FM 3.1, 3.3 and 3.4. */
function effectLines(view: RulesView, cell: string): string[] {
  const r = readMussolini(cell);
  const lines: string[] = [];
  if (r.falls) lines.push('Mussolini falls: the table is not used again (FM 3.1).');
  if (r.demoralization) {
    const ccnn = unitsOnly(view).filter(isCcnn).map((u) => u.name);
    lines.push(`Italian Demoralization (FM 3.3): all Italian units lose one point of ER for all game purposes for the rest of the scenario, cumulative with other effects; no Italian unit can be sent to Sicily; remove any surviving CCNN units immediately${ccnn.length > 0 ? ` (on the map: ${ccnn.join(', ')})` : ''}.`);
  }
  if (r.revival) lines.push('Fascist Revival (FM 3.4): surviving CCNN units\' ER are raised by two for all game purposes for the rest of the scenario; return any one eliminated CCNN unit (if available) to play in a friendly Axis city during the Replacements Phase (an exception to 15.2.4a); Allied naval support points available are reduced by two per turn for the rest of the scenario.');
  if (!r.falls && !r.demoralization && !r.revival) lines.push('No effect.');
  return lines;
}

/** The roll's outcome: the typed result and what it does, the bombing, and every limit it broke. */
export function mussoliniOutcome(total: number, view: RulesView, choice?: string): string {
  const read = readTable(view, total);
  const bomb = bombing(view, choice);
  const lines = [read.text, ...(read.cell ? effectLines(view, read.cell) : [])];
  if (bomb.note) lines.push(bomb.note);
  if (bomb.bombed) lines.push('Rome was bombed: no Allied air support points are available for this game-turn (FM 3.2).');
  lines.push('The text does not name the die: 1d6 is assumed; check your chart.');
  for (const f of mussoliniLimits(view)) lines.push(`Warning: ${f.text} (${f.rule}).`);
  return lines.join(' ');
}

/** The values the roll records: the turn resolved, the bombing, and the outcomes in effect. */
export function mussoliniChanges(total: number, view: RulesView, choice?: string): ValueChange[] {
  if (flagValue(view, 'mussoliniFallen')) return [];
  const turn = turnOf(view);
  const done = numbersValue(view, 'mussoliniTurns');
  const turns = [...new Set([...done, turn])].sort((a, b) => a - b).map(String);
  const out: ValueChange[] = [{ id: 'mussoliniTurns', value: turns, why: `the Fall of Mussolini Table resolved on game-turn ${turn}: twice a scenario, once a game-turn (FM 3.1)` }];
  if (bombing(view, choice).bombed) {
    const times = Math.min(MOST_ATTEMPTS, numberValue(view, 'romeBombings') + 1);
    out.push({ id: 'romeBombings', value: times, why: `Rome bombed (${times === 1 ? 'first' : 'second'} time, FM 3.2)` });
    out.push({ id: 'romeBombedTurn', value: turn, why: `no Allied air support points on game-turn ${turn} (FM 3.2)` });
  }
  const cell = readTable(view, total).cell;
  if (!cell) return out;
  const r = readMussolini(cell);
  if (r.falls) out.push({ id: 'mussoliniFallen', value: true, why: 'Mussolini has fallen: the table is not used again (FM 3.1)' });
  if (r.demoralization && !flagValue(view, 'italianDemoralization')) out.push({ id: 'italianDemoralization', value: true, why: 'Italian Demoralization for the rest of the scenario (FM 3.3)' });
  if (r.revival && !flagValue(view, 'fascistRevival')) out.push({ id: 'fascistRevival', value: true, why: 'Fascist Revival for the rest of the scenario (FM 3.4)' });
  return out;
}
