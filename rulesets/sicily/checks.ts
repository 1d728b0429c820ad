/**
 * The whole-table check: coast defence units (CD 1.3–1.5; Tried units with MA 0 held to their
 * positions, cdFixed.ts; when they were turned this turn, CD 1.3 and 1.6, cdTurning.ts) and CCNN
 * units left on the map under
 * Italian Demoralization (FM 3.3). Stacking, supply and zones of control are the game's own rules.
 */
import type { Finding } from '../../src/rules/kit';
import type { RulesView } from '../../src/rules/types';
import { fixedTriedFindings } from './cdFixed';
import { cdTableFindings } from './coastDefence';
import { cdTurningFindings } from './cdTurning';
import { isCcnn, unitsOnly } from './units';
import { flagValue } from './values';

export function checkTable(view: RulesView): Finding[] {
  const findings = [...cdTableFindings(view), ...fixedTriedFindings(view), ...cdTurningFindings(view)];
  // 3.3 remove any surviving CCNN units immediately
  const ccnn = unitsOnly(view).filter(isCcnn);
  if (flagValue(view, 'italianDemoralization') && ccnn.length > 0) findings.push({ severity: 'illegal', rule: 'FM 3.3', text: `Italian Demoralization is in effect: remove ${ccnn.map((u) => u.name).join(', ')} (CCNN) at once`, pieces: ccnn.map((u) => u.id), cells: ccnn.map((u) => u.key) });
  return findings;
}
