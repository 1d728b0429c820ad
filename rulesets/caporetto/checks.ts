/**
 * Whole-table checks, for the assistant panel: overstacked and mixed hexes (8.1, 8.5), units out
 * of supply and OOS markers that disagree with the map (14.1, 14.3), units in enemy zones of
 * control (9, 7.4) and lone HQs caught in one (15.2). Each finding names its hexes and pieces.
 */
import type { CellKey, Finding } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { stackingFindings, stacksOf } from './stacking';
import { supplyStatus } from './supply';
import { ALLIES, CENTRAL_POWERS, isHq, isMarkedOutOfSupply, sideOf, type Side } from './units';
import { enemyZoc, isLoneHq } from './zoc';

const finding = (severity: Finding['severity'], rule: string, text: string, key: CellKey, units: readonly RulesUnit[]): Finding => ({
  severity,
  rule,
  text,
  cells: [key],
  pieces: units.map((u) => u.id),
});

const names = (units: readonly RulesUnit[]) => units.map((u) => u.name).join(', ');

/** 14.1, 14.3: a stack out of supply, and whether its OOS marker says so. */
function supplyFindings(view: RulesView, key: CellKey, units: readonly RulesUnit[], status: Map<string, boolean>): Finding[] {
  const label = view.map.label(units[0].cell);
  const cut = units.filter((u) => status.get(u.id) === false);
  const marked = units.some((u) => isMarkedOutOfSupply(view, u));
  if (cut.length > 0 && marked) return [finding('info', '14.1', `${names(cut)} at ${label}: out of supply, OOS marker in place (14.1, 14.3)`, key, cut)];
  if (cut.length > 0) return [finding('warning', '14.3', `${names(cut)} at ${label}: no supply line (14.1) — place an OOS marker in the Supply Sub-phase (14.3)`, key, cut)];
  if (marked) return [finding('warning', '14.3', `${names(units)} at ${label}: in supply again (14.1) — remove the OOS marker in the Supply Sub-phase (14.3)`, key, units)];
  return [];
}

/** 9, 7.4, 15.2: a stack in an enemy zone of control; a lone HQ there is eliminated. */
function zocFindings(view: RulesView, key: CellKey, units: readonly RulesUnit[], zones: Record<Side, ReadonlySet<CellKey>>): Finding[] {
  const side = sideOf(units[0]);
  if (!side || !zones[side].has(key)) return [];
  const label = view.map.label(units[0].cell);
  if (units.every((u) => isHq(u) && isLoneHq(view, u))) {
    return [finding('illegal', '15.2', `${names(units)} at ${label}: an HQ caught alone in an enemy zone of control is eliminated (15.2)`, key, units)];
  }
  return [finding('info', '9.1', `${names(units)} at ${label}: in an enemy zone of control (9.1) — may not move in the Movement Sub-phase (7.4)`, key, units)];
}

/** Units the assistant cannot judge: no nationality or side it knows (2.3.3), so they are left out of every check. */
function unreadableUnits(view: RulesView): Finding[] {
  const unknown = view.units.filter((u) => u.kind === 'unit' && sideOf(u) === null);
  if (!unknown.length) return [];
  const shown = unknown.slice(0, 6).map((u) => `${u.name} at ${view.map.label(u.cell)}`).join(', ');
  const more = unknown.length > 6 ? ` and ${unknown.length - 6} more` : '';
  return [
    {
      severity: 'warning',
      rule: '2.3.3',
      text: `${unknown.length} counter${unknown.length === 1 ? ' has' : 's have'} no nationality the assistant knows (${shown}${more}): set it with Attributes (A) — Italian, British, French, Czech, Austro-Hungarian or German — or they are left out of every check (2.3.3)`,
      cells: [...new Set(unknown.map((u) => u.key))],
      pieces: unknown.map((u) => u.id),
    },
  ];
}

/**
 * Everything on the table that breaks or needs a rule now: stacking (8.1, 8.5), supply and OOS
 * markers (14.1, 14.3), units in enemy zones of control (9.1) and lone HQs in them (15.2).
 */
export function checkTable(view: RulesView): Finding[] {
  const status = supplyStatus(view);
  const zones = { [ALLIES]: enemyZoc(view, ALLIES), [CENTRAL_POWERS]: enemyZoc(view, CENTRAL_POWERS) } as Record<Side, ReadonlySet<CellKey>>;
  const perHex = [...stacksOf(view)].flatMap(([key, units]) => [...supplyFindings(view, key, units, status), ...zocFindings(view, key, units, zones)]);
  return [...unreadableUnits(view), ...stackingFindings(view), ...perHex];
}
