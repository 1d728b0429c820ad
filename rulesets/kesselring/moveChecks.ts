/**
 * The rules a walked move is checked against besides its cost: the path itself (13.2, 11.2),
 * who may move — garrisons never (12.1), one contingent per action (13.2), one unit when Out of
 * Supply (13.1), no Allied unit on the mainland before Italy surrenders (27.1) — a port-to-port
 * move read as a Naval Transfer (14.1), stacking where the move ends (10.1), and with the optional
 * rules an Open City entered by the Allies (34.2) or a Major Objective first occupied (35.1).
 */
import { cellKey, formatMp, type Cell, type Finding, type WalkResult } from '../../src/rules/kit';
import { allSeaBetween, isMountainHex, isSea, straitBetween } from './costs';
import { locOf } from './logistics';
import { isMainland } from './occupation';
import { SIXTHS, type Mover } from './mover';
import { stackFindings } from './stacking';
import { majorEntered } from './majorObjectives';
import { openCityEntered } from './openCities';
import { ALLIES, AXIS, isGarrison, isGround, isMobile, sideOf } from './units';
import { flagValue, markedSet, scenarioOf } from './values';

const at = (m: Mover, cell: Cell): string => m.view.map.label(cell);

/** Why a hex may not be entered, in the players' words with the rule. */
function whyNot(m: Mover, from: Cell, to: Cell): string {
  const key = cellKey(to);
  if (m.enemyHexes.has(key)) return 'units may not enter an enemy-occupied hex (13.2)';
  if (isSea(m.view.map, to) || allSeaBetween(m.view.map, from, to)) return 'ground units may not enter the sea or cross an all-sea hexside (13.4.4); use Naval Transfer (14.1)';
  if (m.zoc.has(cellKey(from)) && m.zoc.has(key)) return 'a unit may never move directly from one EZOC to another (11.2)';
  if (m.mechanized && isMountainHex(m.view.map, to)) return 'mechanized units enter mountain and volcano hexes only along a road (13.4.1)';
  return 'the TEC prohibits it (13.2)';
}

function pathFindings(m: Mover, path: readonly Cell[], walk: WalkResult): Finding[] {
  const out: Finding[] = [];
  if (walk.notAdjacent !== null) out.push({ severity: 'illegal', rule: '13.0', text: `the path jumps to ${at(m, path[walk.notAdjacent])}: units move from hex to adjacent hex`, cells: [cellKey(path[walk.notAdjacent])] });
  if (walk.cannotEnter !== null) {
    const to = path[walk.cannotEnter];
    const from = walk.cannotEnter === 0 ? m.from : path[walk.cannotEnter - 1];
    out.push({ severity: 'illegal', rule: '13.2', text: `may not enter ${at(m, to)}: ${whyNot(m, from, to)}`, cells: [cellKey(to)] });
  }
  if (walk.stoppedAt !== null) out.push({ severity: 'illegal', rule: '11.2, 13.2', text: `entered an enemy zone of control at ${at(m, path[walk.stoppedAt])} and kept moving: units halt on entering an EZOC`, cells: [cellKey(path[walk.stoppedAt])] });
  if (walk.overAt !== null) out.push({ severity: 'illegal', rule: '13.2', text: `spent ${formatMp(walk.spent / SIXTHS)} MP of ${m.allowance}: past the printed MF at ${at(m, path[walk.overAt])}`, cells: [cellKey(path[walk.overAt])] });
  let here = m.from;
  for (const to of path) {
    if (straitBetween(m.view.map, here, to)) out.push({ severity: 'info', rule: '13.4.3', text: `crossed the Strait of Messina at ${at(m, to)}: 2 MP more; no attack, retreat or pursuit across it (15.9, 17.1.1, 17.2)`, cells: [cellKey(to)] });
    here = to;
  }
  return out;
}

/** Who may move in one Movement Action (13.1, 13.2, 12.1) and where (27.1). */
function whoFindings(m: Mover, end: Cell): Finding[] {
  const out: Finding[] = [];
  const garrisons = m.units.filter(isGarrison);
  if (garrisons.length > 0) out.push({ severity: 'illegal', rule: '12.1', text: `${garrisons.map((u) => u.name).join(', ')}: garrisons are static and never move`, pieces: garrisons.map((u) => u.id) });
  if (m.contingents.length > 1) out.push({ severity: 'illegal', rule: '13.2', text: `units of ${m.contingents.join(' and ')} moved together: units of different contingents may not move in the same Action` });
  const mobile = m.units.filter(isMobile);
  const cutOff = mobile.filter((u) => !locOf(m.view, u).inSupply);
  if (cutOff.length > 0 && mobile.length > 1) out.push({ severity: 'warning', rule: '13.1, 12.5', text: `${cutOff.map((u) => u.name).join(', ')} Out of Supply: one AP moves only one such unit`, pieces: cutOff.map((u) => u.id) });
  else if (cutOff.length > 0) out.push({ severity: 'info', rule: '13.1', text: `${cutOff[0].name} is Out of Supply: it moves alone for this AP` });
  // 27.1 special rule 4a: before Italy surrenders no Allied ground unit enters mainland Italy
  if (m.side === ALLIES && scenarioOf(m.view) === '1' && !flagValue(m.view, 'italianSurrender') && mobile.length > 0 && isMainland(m.view, cellKey(end)) && !isMainland(m.view, cellKey(m.from))) {
    out.push({ severity: 'illegal', rule: '27.1', text: `${at(m, end)} is on mainland Italy: before the Italian Surrender Allied ground units may not enter it`, cells: [cellKey(end)] });
  }
  if (m.zoc.has(cellKey(end)) && mobile.length > 0) out.push({ severity: 'info', rule: '13.1, 15.1', text: `ended in an EZOC at ${at(m, end)}: the units may attack an adjacent enemy hex at no further AP (move then attack, 12.5)` });
  return out;
}

/** 14.1: a functional port, one with a friendly garrison (7.3, 12.1). */
function functionalPort(m: Mover, cell: Cell): boolean {
  const key = cellKey(cell);
  return markedSet(m.view, 'ports').has(key) && m.view.units.some((u) => u.key === key && isGarrison(u) && sideOf(u) === m.side);
}

/** A move no ground movement could make, between functional ports, reads as a Naval Transfer (14.1). */
function transferFindings(m: Mover, end: Cell, walk: WalkResult): Finding[] {
  const overland = walk.cannotEnter === null && walk.notAdjacent === null && walk.overAt === null;
  if (overland || !functionalPort(m, m.from) || !functionalPort(m, end)) return [];
  const out: Finding[] = [{ severity: 'info', rule: '14.1', text: `${at(m, m.from)} and ${at(m, end)} are functional ports: as a Naval Transfer this costs 1 AP for up to three mobile units, and they may not move further or attack in this segment (14.1.1)` }];
  if (m.units.length > 3) out.push({ severity: 'warning', rule: '14.1', text: `${m.units.length} units: a Naval Transfer carries up to three` });
  if (m.side === AXIS && flagValue(m.view, 'interdiction')) out.push({ severity: 'illegal', rule: '14.2.2', text: 'Naval Interdiction is in effect: the Axis can no longer transfer by sea' });
  return out;
}

/** Every finding on a move besides its cost. */
export function moveFindings(m: Mover, path: readonly Cell[], walk: WalkResult): Finding[] {
  const end = path.length > 0 ? path[path.length - 1] : m.from;
  const moved = new Set(m.pieces.map((u) => u.id));
  const there = m.view.units.filter((u) => u.key === cellKey(end) && !moved.has(u.id));
  if (m.units.length === 0) return [];
  const transfer = transferFindings(m, end, walk);
  const walked = transfer.length > 0 ? [] : pathFindings(m, path, walk);
  const ground = m.units.some(isGround);
  const arrived = [...openCityEntered(m.view, m.side, ground, cellKey(end)), ...majorEntered(m.view, m.side, ground, cellKey(end))];
  return [...walked, ...transfer, ...whoFindings(m, end), ...stackFindings(m.view, [...there, ...m.pieces], 'the end of the move'), ...arrived];
}
