/**
 * Caporetto's reports on the game as a whole: the next sub-phase (sequence.ts); the End of Turn
 * Phase (4.1) with what the turn's casualties cost in morale (10.3), the next GT's replacements
 * (13.2), withdrawals (13.3) and event cup (6.2), the combats and support of the GT cleared (11.3,
 * 16.1) and, on GT 13, the victory check (5.2, 5.3); the victory points as they stand; and what
 * a drawn random event marker does (6.0). A report only suggests value changes, each with its rule;
 * the players apply them or not. Turn, morale and casualties may be read from track markers, and a
 * value is applied by moving its marker on the track where there is one (else it is set in the panel).
 */
import { sameRuleValue, signed, type Finding } from '../../src/rules/kit';
import type { Report, ReportSpec, RuleValue, RulesView } from '../../src/rules/types';
import { clearRecord } from './combatRecord';
import { cupFor, eventByName, eventValueChanges, explainEvent, randomEvents, type RandomEvent } from './events';
import { MORALE_MIN, type MoraleTurnEnd } from './morale';
import { rollById } from './rolls';
import { nextSubPhaseReport } from './sequence';
import { endOfTurn, replacementPoints, type ReplacementNation } from './turnCharts';
import { numberValue, values } from './values';
import { victoryPoints, type VictoryPoints } from './victory';

/** A change a report suggests, as `Report.changes` holds it. */
type Change = { id: string; value: RuleValue; why: string };

/** 4.0: the game lasts 13 GTs. */
const LAST_TURN = 13;

const nations: readonly ReplacementNation[] = ['Italian', 'Austro-Hungarian', 'German', 'British', 'French'];

/**
 * 13.3, the Withdrawals Chart (GT 1–11) for the rows the rules text prints legibly: Italian and
 * German units by GT; the British and French rows are empty. The Austro-Hungarian row is not
 * legible in the text, so the players read it from their own chart.
 */
const withdrawalsChart: Readonly<Record<'Italian' | 'German', Readonly<Record<number, string>>>> = {
  Italian: { 3: '2 infantry divisions' },
  German: { 3: '1 infantry division', 4: '2 infantry divisions and 1 artillery', 5: '14th Army HQ, 2 infantry divisions and 1 artillery', 6: '2 infantry divisions' },
};

/** Event effects the End of Turn Phase clears, with why each lasts one GT. */
const endingFlags: readonly { id: string; name: string; why: string }[] = [
  { id: 'torrentialRain', name: 'Torrential Rain', why: 'read as lasting the GT it is drawn in; the chart gives no duration (6.0)' },
  { id: 'rommel', name: 'Rommel', why: 'its +1 DRM is for the 2nd Combat Sub-phase of the GT it is drawn in (6.0)' },
  { id: 'pauseAllies', name: 'The Allied Operational Pause', why: 'a pause lasts only the GT it is declared in (17.2)' },
  { id: 'pauseCentralPowers', name: 'The Central Powers Operational Pause', why: 'a pause lasts only the GT it is declared in (17.2)' },
];

/** A value as the view holds it, else its default. */
function currentValue(view: RulesView, id: string): RuleValue | undefined {
  return view.values[id] ?? values.find((s) => s.id === id)?.default;
}

/** Only the changes that change something, so applying a report never pins a value a track marker already shows. */
function effective(view: RulesView, changes: readonly Change[]): Change[] {
  return changes.filter((c) => !sameRuleValue(currentValue(view, c.id), c.value));
}

/** The view as it reads after the changes, for what follows them (4.1: victory is checked after the morale loss). */
function after(view: RulesView, changes: Readonly<Record<string, RuleValue>>): RulesView {
  return { ...view, values: { ...view.values, ...changes } };
}

/** 10.3: the morale change of one army, and a note when the track's bottom stopped it. */
function moraleChange(m: MoraleTurnEnd): Change {
  const cost = m.loss === 0 ? 'no loss' : signed(-m.loss);
  return { id: m.army === 'Italian' ? 'moraleItalian' : 'moraleAustroHungarian', value: m.after, why: `${m.casualties} ${m.army} steps lost this GT: ${cost}, held within +2…−4 (10.3)` };
}

/** One army's morale for the log line: "Italian morale 0 → −1", or "−1 (no change)". */
function moraleSummary(m: MoraleTurnEnd): string {
  return `${m.army} morale ${signed(m.before)}${m.after === m.before ? ' (no change)' : ` → ${signed(m.after)}`}`;
}

function clampFindings(morale: readonly MoraleTurnEnd[]): Finding[] {
  return morale
    .filter((m) => m.before - m.loss < MORALE_MIN)
    .map((m) => ({ severity: 'info', rule: '10.3', text: `${m.army} morale would fall to ${signed(m.before - m.loss)}, but morale never goes below −4.` }));
}

/** 13.2: the RPs each nationality receives on a GT. */
function replacementLine(turn: number): string {
  const parts = nations.map((n) => `${n} ${replacementPoints(turn, n)}`);
  return `GT ${turn} Replacement Phase: ${parts.join(', ')} RP; RPs are used only by their own nationality and unused ones are forfeited (13.2).`;
}

/** 13.3: what the Withdrawals Chart asks for on a GT, Central Powers first (4.1). */
function withdrawalLine(turn: number): string {
  const of = (nation: 'Italian' | 'German') => withdrawalsChart[nation][turn] ?? 'none';
  return `GT ${turn} Withdrawal Phase, Central Powers first: German ${of('German')}; Austro-Hungarian: see your Withdrawals Chart (the rules text does not print that row legibly); Italian ${of('Italian')}; British and French none. A unit eliminated before its GT is not withdrawn (13.3).`;
}

/** 6.1, 6.2: the cup the next GT draws from. */
function cupLine(turn: number): string {
  const cup = cupFor(turn);
  const swap = turn === 7 ? ' First take the A events out of the cup and put the B events in (6.2).' : '';
  return `GT ${turn} Random Events Phase: draw one marker from the ${cup} cup (6.1, 6.2).${swap}`;
}

/** 17.1: a side that paused rolls for returning wounded in the next GT's Reinforcement Phase. */
function pauseRpLines(view: RulesView, next: number): string[] {
  const sides = [['pauseAllies', 'Allies'], ['pauseCentralPowers', 'Central Powers']].filter(([id]) => view.values[id] === true);
  return sides.map(([, side]) => `The ${side} paused this GT: in GT ${next}’s Reinforcement Phase they roll “${rollById('pause-rp')?.name}” (17.1).`);
}

/** The next GT's bookkeeping: turn marker, events, reinforcements, replacements, withdrawals. */
function nextTurnLines(view: RulesView, next: number): string[] {
  return [
    `GT ${next} begins: applying the change below moves the Game Turn marker (or sets the Game turn where there is no track) (4.1).`,
    cupLine(next),
    `GT ${next} Reinforcement Phase: place the units marked ${next} in a friendly supply source (13.1).`,
    replacementLine(next),
    ...(next <= 11 ? [withdrawalLine(next)] : []),
    ...pauseRpLines(view, next),
  ];
}

/** 4.1 End of Turn Phase: a) morale loss (10.3), b) casualty markers to 0, c) victory on GT 13 (5.2), then the next GT. */
function endOfTurnReport(view: RulesView): Report {
  const turn = numberValue(view, 'turn');
  const end = endOfTurn(view);
  const last = turn >= LAST_TURN;
  const ending = endingFlags.filter((f) => view.values[f.id] === true);
  const changes: Change[] = [
    ...end.morale.map(moraleChange),
    { id: 'casualtiesItalian', value: 0, why: 'Casualty markers return to 0 at the end of each GT (4.1 b)' },
    { id: 'casualtiesAustroHungarian', value: 0, why: 'Casualty markers return to 0 at the end of each GT (4.1 b)' },
    ...(last ? [] : [{ id: 'turn', value: turn + 1, why: `GT ${turn} is over; GT ${turn + 1} begins (4.0, 4.1)` }]),
    ...ending.map((f) => ({ id: f.id, value: false, why: `${f.name} ends with GT ${turn}: ${f.why}` })),
    ...clearRecord(view, { subPhase: 'the last sub-phase of the GT is over (11.3)', operations: `the Operations Phase of GT ${turn} is over: support units may be used again (16.1)` }),
  ];
  const moved = end.morale.some((m) => m.after !== m.before);
  const lines = [
    ...end.morale.map((m) => m.text),
    ...(moved ? ['Applying the changes below moves the Morale markers on the Morale Track (10.3).'] : []),
    'Return both Casualty markers to 0 on the Casualty Track (4.1 b).',
    ...ending.map((f) => `${f.name} ends with GT ${turn}: ${f.why}.`),
  ];
  const findings = clampFindings(end.morale);
  const moraleText = end.morale.map(moraleSummary).join(', ');
  if (last) {
    const vp = victoryPoints(after(view, end.changes));
    lines.push(`GT ${LAST_TURN} is the last GT: determine victory (4.1 c, 5.2).`, ...victoryLines(vp));
    findings.push(...victoryFindings(vp));
    return { summary: `End of GT ${turn}, the last (4.1): ${moraleText}; ${vp.summary}`, lines, findings, changes: effective(view, changes) };
  }
  lines.push(...nextTurnLines(view, turn + 1));
  return { summary: `End of GT ${turn} (4.1, 10.3): ${moraleText}; casualties back to 0; GT ${turn + 1} next`, lines, findings, changes: effective(view, changes) };
}

/** 5.2: one VP hex in words. */
function hexLine(h: VictoryPoints['hexes'][number]): string {
  return `VP hex ${h.why}: ${h.counts ? `1 VP to the ${h.controller}` : 'no VP'}.`;
}

/** 5.2, 5.3: the totals, every VP hex, the bonuses and the winner. */
function victoryLines(vp: VictoryPoints): string[] {
  const bonuses = vp.bonuses.length > 0 ? vp.bonuses : ['No bonus VP: Austro-Hungarian morale is above −3 and no Italian mobilization was declared (5.2).'];
  return [
    `Allies ${vp.allies} VP, Central Powers ${vp.centralPowers} VP (5.2).`,
    ...vp.hexes.map(hexLine),
    ...bonuses,
    `The ${vp.winner} win: the Allies need a total 8 or more above the Central Powers’ (5.3).`,
  ];
}

/** The VP hexes that do not count, to look at on the map; a warning when none are marked. */
function victoryFindings(vp: VictoryPoints): Finding[] {
  if (vp.hexes.length === 0) return [{ severity: 'warning', rule: '5.2', text: 'No VP hexes are marked: list them under Map → VP hexes in the assistant panel.' }];
  const plain = (why: string) => why.replace(/ \(5\.2, 14\.1\)$/, '');
  return vp.hexes.filter((h) => !h.counts).map((h) => ({ severity: 'info', rule: '5.2, 14.1', text: `VP hex ${plain(h.why)}: no VP.`, cells: [h.key] }));
}

/** 5.2, 5.3: the VP as they stand; before the end of GT 13 only a forecast. */
function victoryReport(view: RulesView): Report {
  const turn = numberValue(view, 'turn');
  const vp = victoryPoints(view);
  const early = turn < LAST_TURN
    ? [`VP are counted at the end of GT ${LAST_TURN}; this is GT ${turn}, so this is how it stands now, not the result (5.2). Sudden death at Venezia (5.1) is a roll of its own.`]
    : [];
  const summary = turn < LAST_TURN ? `Victory points on GT ${turn}, if the game ended now: ${vp.summary}` : `Victory points: ${vp.summary}`;
  return { summary, lines: [...early, ...victoryLines(vp)], findings: victoryFindings(vp) };
}

/** 6.1: the events of the cup drawn from this GT; none on GT 1. */
function eventChoices(view: RulesView): { value: string; label: string }[] {
  const cup = cupFor(numberValue(view, 'turn'));
  return randomEvents.filter((e) => e.cup === cup).map((e) => ({ value: e.name, label: e.onceOnly ? `${e.name} (removed after play)` : e.name }));
}

function valueLabel(id: string): string {
  return values.find((s) => s.id === id)?.label ?? id;
}

/** What an event changes, each with why: morale moves (held within +2…−4, 10.3) and flags set. */
function eventChanges(view: RulesView, event: RandomEvent): Change[] {
  const set = eventValueChanges(view, event);
  return event.changes.map((c) => {
    const value = set[c.id];
    if ('set' in c) return { id: c.id, value, why: `${event.name}: ${valueLabel(c.id)} for this GT (${event.rule})` };
    return { id: c.id, value, why: `${event.name}: ${valueLabel(c.id)} ${signed(c.add)}, held within +2…−4 (${event.rule}, 10.3)` };
  });
}

/** Why a change an event asks for changes nothing: morale already at the track's end (10.3), a flag already set. */
function heldLine(change: Change): string {
  if (typeof change.value !== 'number') return `${valueLabel(change.id)} is already set: nothing to change.`;
  return `${valueLabel(change.id)} is already ${signed(change.value)}, the end of the Morale Track: nothing to change (10.3).`;
}

/** Lines for an event's roll and extra RPs. */
function eventExtras(event: RandomEvent, turn: number): string[] {
  const out: string[] = [];
  const roll = event.roll ? rollById(event.roll) : undefined;
  if (roll) out.push(`Roll “${roll.name}” from the Rolls list (${roll.rule}).`);
  else out.push('No roll is needed.');
  if (event.name === 'Brest-Litovsk') {
    const rp = replacementPoints(turn, 'Austro-Hungarian');
    out.push(`Austro-Hungarian RPs this GT: ${rp} from the Replacement Chart + 2 = ${rp + 2} (13.2).`);
  }
  return out;
}

/** 6.0: what the marker drawn this GT does, which roll it asks for, and the values it changes. */
function randomEventReport(view: RulesView, choice?: string): Report {
  const turn = numberValue(view, 'turn');
  const cup = cupFor(turn);
  if (!choice) {
    if (cup === null) return { summary: `GT ${turn}: no random event is drawn (6.2)`, lines: [`No event marker is played on GT ${turn} (6.2): the first is drawn at the start of GT 2, from the A cup.`] };
    return { summary: `GT ${turn}: draw a random event from the ${cup} cup (6.2)`, lines: [`Draw one marker from the ${cup} cup (6.1, 6.2) and pick it above to see what it does.`] };
  }
  const event = eventByName(choice, turn);
  if (!event) {
    return { summary: `“${choice}” is not a random event`, lines: [], findings: [{ severity: 'warning', rule: '6.0', text: `“${choice}” is not on the Random Events Chart.` }] };
  }
  const changes = eventChanges(view, event);
  const kept = effective(view, changes);
  const held = changes.filter((c) => !kept.includes(c)).map(heldLine);
  return {
    summary: `GT ${turn} random event: ${event.name} (${event.cup}) — ${event.effect} (${event.rule})`,
    lines: [...explainEvent(event, turn), ...eventExtras(event, turn), ...held],
    changes: kept,
  };
}

/** Caporetto's reports, in the order the assistant panel lists them. */
export const reports: ReportSpec[] = [
  nextSubPhaseReport,
  { id: 'end-of-turn', name: 'End of turn', rule: '4.1, 10.3, 13.2', run: endOfTurnReport },
  { id: 'victory', name: 'Victory points', rule: '5.2, 5.3', run: victoryReport },
  { id: 'random-event', name: 'Random event drawn', rule: '6.0', choices: eventChoices, run: randomEventReport },
];
