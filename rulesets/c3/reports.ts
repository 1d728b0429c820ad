/**
 * Reports on the game as a whole: the sequence of play as a checklist (2, 2.1), the End of Turn
 * Phase (6), victory (8.2), and the checks before La Spezia drops (3.2.1) or reinforcements land
 * (4.2.1). None changes anything until a player applies its suggested changes.
 */
import { cellKey, distanceOn, keyCell, within } from '../../src/rules/kit';
import type { Report, ReportSpec, RulesView } from '../../src/rules/types';
import { chitName, chitsOf } from './activation';
import { controlOf } from './control';
import { AXIS, BRITISH, bonusOf, isAntiAircraft, isCoastal, isDisorganized, isDispersed, unitsOnly } from './units';
import { markedSet, segmentOf, segments, turnName, turnOf } from './values';
import { victoryReport } from './victory';

/** 2, 2.1: the segments of this turn, ticked up to the one set, and the step to the next. */
function sequenceReport(view: RulesView): Report {
  const turn = turnOf(view);
  const list = segments.filter((s) => turn === 0 || !s.sTurn);
  const at = list.findIndex((s) => s.value === segmentOf(view));
  const lines = list.map((s, i) => `${i < at ? '✓' : i === at ? '→' : '·'} ${s.label} (${s.rule})`);
  if (turn === 0) lines.push('Turn S: only Axis Formations are activated (2.1).');
  const current = list[at];
  if (current?.value === 'combat') return { summary: `sequence of play: ${turnName(turn)}, ${current.label}`, lines: [...lines, 'After combat the next Formation is chosen (return to A-1).'], changes: [{ id: 'phase', value: 'activation', why: 'the Operation ends: back to A-1 (5.7)' }] };
  const next = list[at + 1];
  if (!next) return { summary: `sequence of play: ${turnName(turn)}, end of turn`, lines, changes: [{ id: 'turn', value: turn + 1, why: 'next game turn (6)' }, { id: 'phase', value: 'activation', why: 'a turn begins with its Operations Phase (2)' }] };
  return { summary: `sequence of play: ${turnName(turn)}, ${current?.label ?? 'not set'}`, lines, changes: [{ id: 'phase', value: next.value, why: `next: ${next.label}` }] };
}

/** 6: what the End of Turn Phase does, with the values it changes. */
function endOfTurnReport(view: RulesView): Report {
  const turn = turnOf(view);
  const activated = [...chitsOf(view, AXIS), ...chitsOf(view, BRITISH)].filter((p) => p.boardName.trim().toLowerCase() === 'activated');
  const held = (mark: string) => [...markedSet(view, mark)].filter((k) => controlOf(view, keyCell(k)) === AXIS).map((k) => view.map.label(keyCell(k)));
  const ports = held('ports');
  const airfields = held('airfields');
  const lines = [
    `Remove every Activated marker and take back the chits in the Activated box${activated.length > 0 ? ` (${activated.map(chitName).join(', ')})` : ''} (6).`,
    `Airports and ports the Axis controls for the next turn: ${[...airfields, ...ports].join(', ') || 'none'} (6).`,
  ];
  if (turn >= 5) return { ...victoryReport(view), lines: [...lines, 'This is the last turn: victory points (8.2).', ...victoryReport(view).lines] };
  return {
    summary: `end of ${turnName(turn)}`,
    lines,
    changes: [
      { id: 'portsHeld', value: ports, why: 'ports held at the end of the turn (4.2.1)' },
      { id: 'airfieldsHeld', value: airfields, why: 'airfields held at the end of the turn (3.2.1)' },
      { id: 'turn', value: turn + 1, why: 'next game turn' },
      { id: 'phase', value: 'activation', why: 'the Operations Phase begins (2)' },
      { id: 'activeFormation', value: '', why: 'no Formation is active yet' },
      { id: 'lastActivator', value: 'none', why: 'a new turn' },
      { id: 'inARow', value: 0, why: 'a new turn' },
      { id: 'passed', value: 'none', why: 'a new turn' },
    ],
  };
}

const airfieldChoices = (view: RulesView) => [...markedSet(view, 'airfields')].map((k) => ({ value: k, label: view.map.label(keyCell(k)) }));

/** 3.2.1: may La Spezia drop on this airfield? */
function laSpeziaReport(view: RulesView, choice?: string): Report {
  if (!choice) return { summary: 'La Spezia: choose an airfield', lines: ['Choose the airfield.'] };
  const cell = keyCell(choice);
  const label = view.map.label(cell);
  const findings = [];
  if (turnOf(view) < 1) findings.push({ severity: 'illegal' as const, rule: '3.2.1', text: 'La Spezia comes into play from turn 1' });
  const aa = within(view.map, cell, 1).filter((c) => unitsOnly(view).some((u) => u.key === cellKey(c) && isAntiAircraft(u)));
  if (aa.length > 0) findings.push({ severity: 'illegal' as const, rule: '3.2.1', text: `anti-aircraft next to ${label}`, cells: aa.map(cellKey) });
  const loreto = unitsOnly(view).filter((u) => u.key === choice && bonusOf(u).toUpperCase() === 'A' && !isDispersed(view, u) && !isDisorganized(view, u));
  const heldTwice = markedSet(view, 'airfieldsHeld').has(choice) && controlOf(view, cell) === AXIS;
  if (loreto.length === 0 && !heldTwice) findings.push({ severity: 'illegal' as const, rule: '3.2.1', text: `${label} holds no Loreto unit (neither Dispersed nor Disorganized) and was not held for two consecutive turns` });
  const ok = findings.length === 0;
  return {
    summary: `La Spezia at ${label}: ${ok ? 'may land' : 'may not land'}`,
    lines: [ok ? `La Spezia may land at ${label} within its stacking limit, then move one hex; its units are Disrupted but may attack (3.2.1).` : `La Spezia may not land at ${label} (3.2.1).`],
    findings,
  };
}

const landingChoices = (view: RulesView) => [...new Set([...markedSet(view, 'ports'), ...markedSet(view, 'beachheads')])].map((k) => ({ value: k, label: view.map.label(keyCell(k)) }));

/** 4.2.1: where reinforcements may land. */
function reinforcementReport(view: RulesView, choice?: string): Report {
  if (!choice) return { summary: 'reinforcements: choose a hex', lines: ['Choose the port or landing hex.'] };
  const cell = keyCell(choice);
  const label = view.map.label(cell);
  const port = markedSet(view, 'ports').has(choice) && !markedSet(view, 'rubble').has(choice);
  const heldSince = markedSet(view, 'portsHeld').has(choice) && controlOf(view, cell) === AXIS;
  const batteries = unitsOnly(view).filter((u) => isCoastal(u) && distanceOn(view.map, u.cell, cell) <= 4 && u.attrs.side !== AXIS);
  const goodPort = port && heldSince && batteries.length === 0;
  const beach = markedSet(view, 'beachheads').has(choice);
  const lines: string[] = [];
  if (turnOf(view) < 1) lines.push('Reinforcements land from turn 1 (4.2.1).');
  lines.push(goodPort ? `${label} is a port held since the end of last turn with no coastal battery within 4 hexes: any units may land, tanks and artillery included, up to the stacking limit, then move one hex (4.2.1).` : `Tanks and artillery may not land at ${label}: they need a port held since the end of the previous turn with no coastal battery within 4 hexes${batteries.length > 0 ? ` (battery ${batteries.map((b) => view.map.label(b.cell)).join(', ')})` : ''} (4.2.1).`);
  if (!goodPort && beach) lines.push(`${label} was a successful landing hex in turn S: other units may land there, up to 4 stacking points, each rolling on the Amphibious Landing Table (4.2.1).`);
  if (!goodPort && !beach) lines.push(`${label} is not a successful landing hex of turn S: only a qualifying port takes reinforcements (4.2.1).`);
  return { summary: `reinforcements at ${label}: ${goodPort ? 'port open to all' : beach ? 'beach: no tanks or artillery' : 'no landing'}`, lines };
}

export const reports: readonly ReportSpec[] = [
  { id: 'sequence', name: 'Sequence of play', rule: '2, 2.1', run: sequenceReport },
  { id: 'end-of-turn', name: 'End of turn', rule: '6', run: endOfTurnReport },
  { id: 'victory', name: 'Victory points', rule: '8.2', run: victoryReport },
  { id: 'la-spezia', name: 'La Spezia drop check', rule: '3.2.1', choices: airfieldChoices, run: laSpeziaReport },
  { id: 'reinforcements', name: 'Landing reinforcements check', rule: '4.2.1', choices: landingChoices, run: reinforcementReport },
];
