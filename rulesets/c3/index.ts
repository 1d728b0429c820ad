/**
 * The Operazione C3 rules assistant (Malta 1942): formations activated in turn by a roll-off,
 * stacking in points, a 2d6 Close Combat Table with shifts capped at three, bombardments, landings
 * and air drops. It advises and explains with rule numbers; it never moves a counter, never blocks
 * a move and never enforces the order of play. The text prints none of its tables' numbers: the
 * players type them in (the demo carries samples).
 */
import type { Ruleset } from '../../src/rules/types';
import { activation } from './activation';
import { checkTable } from './checks';
import { combat, resolveCombat } from './combat';
import { controlAfterMove } from './control';
import { checkMove, reach } from './movement';
import { reports } from './reports';
import { rolls } from './rolls';
import { tables } from './tables';
import { palette, sideFeatures } from './terrain';
import { attributes, sideOf } from './units';
import { values } from './values';

export const c3: Ruleset = {
  id: 'c3',
  name: 'Operazione C3',
  source: 'Operazione C3: the invasion of Malta, 1942',
  terrain: {
    palette,
    sideFeatures,
    notes: 'Paint Plain, Hill and Sea (a coastal hex is land if half of it or more is, or a road crosses it, 1.3.1); roads as links; the Victory Line along its hexsides. Mark towns, cities, ports, airfields, minefields and Valletta in the assistant panel. Type the TEC in from your chart.',
  },
  attributes,
  values,
  tables,
  rolls,
  reports,
  rollOffs: [activation],
  sideOf,
  reach,
  checkMove,
  combat,
  resolveCombat,
  checkTable,
  controlAfterMove,
};
