/**
 * Moves on German High Command's area map, judged by 4.2 and 8.1:
 * - 4.2 "cannot move to or from an Isolated Area"; "cannot move the last army out of an Occupied
 *   Area with Partisans"; "Stacking limits are enforced at the end of each Movement step".
 * - 4.2.1 Operational Movement: "move up to # Air/Naval Control armies", "to an Area with Axis
 *   Control disk, on the same Front or adjacent", "1 army / Front may move to/from an Area with
 *   Naval Supply".
 * - 4.2.2 Strategic Movement: "move to/from the Strategic Movement space", "Satellite armies may
 *   only move to Eastern Front Areas", "up to # Germany Air/Naval Control movement actions".
 * - 8.1 Italy: "Independence: 0 German armies allowed"; "Intervention: 1 German army in 1 single
 *   Italy Home including Libya".
 *
 * Readings: a move to or from the area marked `strategic` is Strategic Movement, any other
 * Operational; the Air/Naval Control limits count armies over a whole Movement step, which one move
 * cannot see, so a move is illegal only when it alone moves more armies than the Front's control.
 * Stacking needs the limit the map prints (`stacking` on the area); the aid prints none.
 */
import { moveVerdict, noneIllegal, type Finding } from '../../src/rules/kit';
import type { MoveQuery, MoveVerdict, RulesUnit, RulesView } from '../../src/rules/types';
import { areaAtCell, armyKind, axisControlled, ghcAreas, isGermanArmy, italyHome, onFront, type GhcArea } from './areas';
import { numberValue, textValue } from './values';

const trackOfFront: Record<string, string> = { western: 'airNavalWestern', eastern: 'airNavalEastern', southern: 'airNavalSouthern' };
const cellsOf = (...areas: GhcArea[]) => areas.map((a) => `${a.col},0`);

/** 4.2 limits that hold for every kind of movement. */
function generalLimits(from: GhcArea, to: GhcArea, moved: number): Finding[] {
  const out: Finding[] = [];
  if (from.isolated) out.push({ severity: 'illegal', rule: '4.2', text: `cannot move from an Isolated Area (${from.name})`, cells: cellsOf(from) });
  if (to.isolated) out.push({ severity: 'illegal', rule: '4.2', text: `cannot move to an Isolated Area (${to.name})`, cells: cellsOf(to) });
  if (from.occupied && from.partisans && moved > 0 && from.armies.length <= moved) {
    out.push({ severity: 'illegal', rule: '4.2', text: `cannot move the last army out of an Occupied Area with Partisans (${from.name})`, cells: cellsOf(from) });
  }
  if (to.stacking !== null && to.armies.length + moved > to.stacking) {
    out.push({ severity: 'warning', rule: '4.2', text: `${to.name} holds ${to.armies.length + moved} armies, over its stacking limit of ${to.stacking}: stacking limits are enforced at the end of each Movement step`, cells: cellsOf(to) });
  }
  return out;
}

/** 4.2.1 Operational Movement from one area to another. */
function operational(view: RulesView, from: GhcArea, to: GhcArea, moved: number): Finding[] {
  const out: Finding[] = [];
  if (!axisControlled(to)) out.push({ severity: 'illegal', rule: '4.2.1', text: `Operational Movement goes to an Area with an Axis Control disk; ${to.name} has none`, cells: cellsOf(to) });
  const adjacent = from.neighbours.includes(to.name);
  const sameFront = from.front !== '' && onFront(to, from.front);
  if (!adjacent && !sameFront) {
    const fronts = from.front && to.front ? `${from.name} is on the ${from.front} Front, ${to.name} on the ${to.front}` : 'no Front typed for one of them';
    out.push({ severity: 'illegal', rule: '4.2.1', text: `Operational Movement goes to an Area on the same Front or adjacent: ${to.name} is not adjacent to ${from.name} and ${fronts}`, cells: cellsOf(from, to) });
  }
  const track = trackOfFront[from.front.toLowerCase().replace(/\s*front$/, '')];
  if (track) {
    const limit = numberValue(view, track);
    if (moved > limit) out.push({ severity: 'illegal', rule: '4.2.1', text: `${moved} armies moved at once; the ${from.front} Front's Air/Naval Control allows up to ${limit} in its Operational Movement` });
    else out.push({ severity: 'info', rule: '4.2.1', text: `up to ${limit} armies in the ${from.front} Front's Operational Movement (its Air/Naval Control), counted over the step` });
  }
  if ((from.navalSupply || to.navalSupply) && moved > 1) {
    out.push({ severity: 'illegal', rule: '4.2.1', text: `only 1 army per Front may move to or from an Area with Naval Supply (${from.navalSupply ? from.name : to.name}); ${moved} moved` });
  }
  return out;
}

/** 4.2.2 Strategic Movement, into or out of the Strategic Movement space. */
function strategic(view: RulesView, to: GhcArea, movers: readonly RulesUnit[]): Finding[] {
  const out: Finding[] = [{ severity: 'info', rule: '4.2.2', text: `Strategic Movement: up to ${numberValue(view, 'airNavalGermany')} movement actions (the Germany Air/Naval Control), counted over the step` }];
  const satellites = movers.filter((u) => armyKind(u) === 'satellite').length;
  if (!to.strategic && satellites > 0 && !onFront(to, 'Eastern')) {
    out.push({ severity: 'illegal', rule: '4.2.2', text: `Satellite armies may only move to Eastern Front Areas; ${to.name} is ${to.front ? `on the ${to.front} Front` : 'on no Front typed'}`, cells: cellsOf(to) });
  }
  return out;
}

/** 8.1 German armies in Italy Home areas (Libya included) after the move. */
function italyLimits(view: RulesView, from: GhcArea, to: GhcArea, germans: number): Finding[] {
  if (germans === 0 || !italyHome(to) || from.name === to.name) return [];
  const status = textValue(view, 'italy');
  if (status === 'independence') return [{ severity: 'illegal', rule: '8.1', text: `Italy's Independence: 0 German armies allowed in ${to.name}`, cells: cellsOf(to) }];
  if (status !== 'intervention') return [];
  const germansIn = (a: GhcArea) => a.armies.filter(isGermanArmy).length;
  const before = ghcAreas(view).filter(italyHome).reduce((n, a) => n + germansIn(a), 0);
  const after = before + (italyHome(from) ? 0 : germans);
  if (after > 1) return [{ severity: 'illegal', rule: '8.1', text: `Italy's Intervention: 1 German army in 1 single Italy Home including Libya; this makes ${after}`, cells: cellsOf(to) }];
  return [];
}

/**
 * Armies placed on the map from another board (the Army Pool): 3.1.2 Wehrmacht Replacements "not
 * in Isolated Areas", and 8.1's German armies in Italy. The view is the table after the placement,
 * so the placed armies already stand in the area.
 */
function judgePlacement(view: RulesView, to: GhcArea, placed: readonly RulesUnit[]): MoveVerdict {
  const findings: Finding[] = [];
  const germans = placed.filter(isGermanArmy).length;
  if (to.isolated && germans > 0) findings.push({ severity: 'illegal', rule: '3.1.2', text: `Wehrmacht Replacements are not placed in Isolated Areas (${to.name})`, cells: cellsOf(to) });
  if (germans > 0 && italyHome(to)) {
    const status = textValue(view, 'italy');
    const inItaly = ghcAreas(view).filter(italyHome).reduce((n, a) => n + a.armies.filter(isGermanArmy).length, 0);
    if (status === 'independence') findings.push({ severity: 'illegal', rule: '8.1', text: `Italy's Independence: 0 German armies allowed in ${to.name}`, cells: cellsOf(to) });
    if (status === 'intervention' && inItaly > 1) findings.push({ severity: 'illegal', rule: '8.1', text: `Italy's Intervention: 1 German army in 1 single Italy Home including Libya; this makes ${inItaly}`, cells: cellsOf(to) });
  }
  if (to.stacking !== null && to.armies.length > to.stacking) findings.push({ severity: 'warning', rule: '4.2', text: `${to.name} holds ${to.armies.length} armies, over its stacking limit of ${to.stacking}` });
  const what = placed.length === 1 ? placed[0].name : `${placed.length} pieces`;
  return moveVerdict({ head: `${what} placed in ${to.name}`, findings, spent: null, allowance: 0, cheapest: null, outcome: 'broken' });
}

/** The verdict on a move between two areas (or a placement in one); null when the move is not on an area map. */
export function judgeAreaMove(view: RulesView, move: MoveQuery): MoveVerdict | null {
  const from = areaAtCell(view, move.from.col);
  const to = areaAtCell(view, move.to.col);
  if (!from || !to) return null;
  if (move.placed) return judgePlacement(view, to, view.units.filter((u) => move.pieceIds.includes(u.id)));
  const movers = view.units.filter((u) => move.pieceIds.includes(u.id) && armyKind(u) !== null);
  const moved = movers.length;
  if (moved === 0) return { legal: true, spent: null, allowance: 0, cheapest: [move.to], findings: [{ severity: 'info', rule: '4.2', text: 'no army moved: the movement limits of 4.2 are about armies' }], summary: `${from.name} → ${to.name}: no army moved` };
  const isStrategic = from.strategic || to.strategic;
  const findings = [
    ...generalLimits(from, to, moved),
    ...(isStrategic ? strategic(view, to, movers) : operational(view, from, to, moved)),
    ...italyLimits(view, from, to, movers.filter(isGermanArmy).length),
  ];
  const kind = isStrategic ? 'Strategic Movement' : 'Operational Movement';
  const head = `${moved === 1 ? '1 army' : `${moved} armies`} ${from.name} → ${to.name} (${kind})`;
  return moveVerdict({ head, findings, spent: null, allowance: 0, cheapest: noneIllegal(findings) ? [move.to] : null, outcome: 'broken' });
}
