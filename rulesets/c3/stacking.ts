/**
 * Stacking (1.3.6, 5.2.1, 7.3): steps count against the hex's TEC limit; one coastal battery,
 * one anti-aircraft unit and one armoured/anti-tank unit per hex stack free. Overstacking is
 * allowed during movement; a hex still overstacked at the end of a unit's move has all its units
 * Disrupted.
 */
import { cellKey, doubledFreeKinds, type Cell, type Finding } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { missingText, stackingLimit } from './costs';
import { countUnits, isMarker } from './units';

/** The findings on one hex's stack: over the limit, or two of a free kind. */
export function stackFindings(view: RulesView, cell: Cell, units: readonly RulesUnit[], when: 'end of move' | 'table'): Finding[] {
  const count = countUnits(units.filter((u) => !isMarker(u)));
  const label = view.map.label(cell);
  const out: Finding[] = [];
  for (const { kind, units: same } of doubledFreeKinds(count)) {
    out.push({ severity: 'illegal', rule: '1.3.6, 7.3', text: `${label} holds ${same.length} of one kind that stacks free (${kind}): only one of each per hex`, cells: [cellKey(cell)], pieces: same.map((u) => u.id) });
  }
  const limit = stackingLimit(view, cell);
  if (limit.kind === 'missing') {
    if (count.points > 0 && when === 'end of move') out.push({ severity: 'warning', rule: '1.3.6', text: `stacking at ${label} not checked: ${missingText(limit, 'Stacking')}` });
  } else if (limit.kind === 'number' && count.points > limit.value) {
    const text = when === 'end of move'
      ? `${label} holds ${count.points} stacking points over its limit of ${limit.value}: a hex overstacked at the end of a move has all its units Disrupted (5.2.1)`
      : `${label} holds ${count.points} stacking points over its limit of ${limit.value} (1.3.6, 5.2.1)`;
    out.push({ severity: 'warning', rule: '5.2.1', text, cells: [cellKey(cell)], pieces: count.counted.map((u) => u.id) });
  }
  return out;
}
