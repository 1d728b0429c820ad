/**
 * Ground movement (13): the reach shaded while a stack is dragged and the verdict after the drop.
 * A hex costs the highest single TEC cost among its terrain (13.4), mountain units pay 1 for rough
 * and 2 for mountains (24.2), rivers add 1 unless crossed by road (13.4.2), the Strait adds 2
 * (13.4.3), a road costs ½ whatever the terrain (13.5) and a third for Allied motorized infantry
 * (13.6: triple movement along roads); a unit stops on entering an EZOC and never moves from one
 * EZOC straight into another (11.2); one hex is always allowed (13.3).
 */
import { cellKey, moveHead, moveVerdict, mpMeasure, reachable, walkedSpent, walkPath, type Cell, type Finding, type StepRule } from '../../src/rules/kit';
import type { MoveQuery, MoveVerdict, Reach, RulesView } from '../../src/rules/types';
import { allSeaBetween, baseRowOf, featuresAt, highestCost, isMountainHex, isRoughHex, isSea, missingText, riverBetween, roadBetween, straitBetween } from './costs';
import { moveFindings } from './moveChecks';
import { moverOf, SIXTHS, type Mover } from './mover';
import { featureRows } from './terrain';

/** TEC rows a search found not typed in: each such hex counted 1 MP. */
interface Pricing {
  missing: Set<string>;
}

/** 13.4, 24.2: what entering a hex costs off road, in MP, or null when prohibited. */
function hexCost(m: Mover, to: Cell, pricing: Pricing): number | null {
  const view = m.view;
  // 13.4.1 mechanized units may not enter mountain or volcano hexes unless along a road
  if (m.mechanized && isMountainHex(view.map, to)) return null;
  const features = featuresAt(view, to).map((f) => featureRows[f]);
  const base = baseRowOf(view, to);
  // 24.2 mountain units pay one MP to enter rough terrain and two to enter mountains
  const mountainPrice = m.mountain && isRoughHex(view.map, to) ? 1 : m.mountain && isMountainHex(view.map, to) ? 2 : null;
  const read = highestCost(view, mountainPrice === null ? [base, ...features] : features);
  if (read.kind === 'prohibited') return null;
  if (read.kind === 'missing') {
    read.rows.forEach((r) => pricing.missing.add(r));
    return Math.max(1, mountainPrice ?? 1);
  }
  return mountainPrice === null ? read.value : Math.max(mountainPrice, features.length > 0 ? read.value : -Infinity);
}

/** The ground movement step rule, in sixths of an MP. */
export function groundStep(m: Mover, pricing: Pricing = { missing: new Set() }): StepRule {
  const view = m.view;
  return {
    cost(from, to) {
      const key = cellKey(to);
      // 13.2 units may not enter an enemy-occupied hex; 13.4.4 nor cross all-sea hexsides
      if (m.enemyHexes.has(key) || isSea(view.map, to) || allSeaBetween(view.map, from, to)) return null;
      // 11.2 a unit may never move directly from one EZOC to another
      if (m.zoc.has(cellKey(from)) && m.zoc.has(key)) return null;
      // 13.4.3 two additional MP to cross the Strait of Messina
      const strait = straitBetween(view.map, from, to) ? 2 * SIXTHS : 0;
      // 13.5 half an MP per connected road hex, whatever the terrain; 13.6 Allied motorized infantry triple it
      if (roadBetween(view.map, from, to)) return (m.motorized ? SIXTHS / 3 : SIXTHS / 2) + strait;
      const enter = hexCost(m, to, pricing);
      if (enter === null) return null;
      // 13.4.2 one additional MP to cross a river hexside, cumulative with the hex
      const river = riverBetween(view.map, from, to) ? SIXTHS : 0;
      return enter * SIXTHS + river + strait;
    },
    // 11.2 ground units halt on entering an EZOC
    stopsOn: (to) => m.zoc.has(cellKey(to)),
  };
}

/** Where the stack can go this Movement Action, each hex at its MP cost. */
export function reach(view: RulesView, pieceIds: readonly string[], from: Cell): Reach {
  const m = moverOf(view, pieceIds, from);
  const pricing: Pricing = { missing: new Set() };
  const found = reachable({ map: view.map, from, allowance: m.allowance * SIXTHS, step: groundStep(m, pricing), minimumMove: true });
  const cost = new Map([...found.cost].map(([k, c]) => [k, c / SIXTHS]));
  const notes: Finding[] = [];
  if (pricing.missing.size > 0) notes.push({ severity: 'warning', rule: '13.4', text: `${missingText([...pricing.missing], 'Movement')}; until then each such hex counts 1 MP` });
  if (m.units.length === 0 && m.pieces.length > 0) notes.push({ severity: 'info', rule: '20.1, 14.1', text: 'air, naval and special support units do not move by ground movement: they fly missions, sail, or deploy' });
  if (m.motorized) notes.push({ severity: 'info', rule: '13.6', text: 'Allied motorized infantry: triple movement along roads (a third of an MP a road hex)' });
  return { cost, stops: found.stops, allowance: m.allowance, pathTo: found.pathTo, notes };
}

/** The verdict on a move made: MP used of the MF, the cheapest path, and every rule broken or worth a look. */
export function checkMove(view: RulesView, move: MoveQuery): MoveVerdict {
  const m = moverOf(view, move.pieceIds, move.from);
  const shaded = reach(view, move.pieceIds, move.from);
  const cheapest = shaded.pathTo(move.to);
  const path = move.path.length > 0 ? move.path : (cheapest ?? [move.to]);
  const pricing: Pricing = { missing: new Set() };
  const walk = walkPath(view.map, move.from, path, groundStep(m, pricing), m.allowance * SIXTHS, { minimumMove: true });
  const findings: Finding[] = [...shaded.notes.filter((n) => n.rule !== '13.4'), ...moveFindings(m, path, walk)];
  if (pricing.missing.size > 0) findings.push({ severity: 'warning', rule: '13.4', text: `${missingText([...pricing.missing], 'Movement')}; each such hex was counted 1 MP` });
  const spent = walkedSpent({ ...walk, spent: walk.spent / SIXTHS });
  const bySea = findings.some((f) => f.rule === '14.1');
  const head = moveHead(view.map, m.pieces.map((u) => u.name), move.from, move.to);
  return moveVerdict({ head, measure: bySea ? 'Naval Transfer' : mpMeasure(spent, m.allowance), findings, spent, allowance: m.allowance, cheapest });
}
