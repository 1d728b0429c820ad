/**
 * The Caporetto rules assistant (Caporetto: The Italian Front 1917–18, Strategy & Tactics 337).
 * It advises and explains with rule numbers; it never moves a counter and never blocks a move.
 */
import type { Ruleset } from '../../src/rules/types';
import { palette, sideFeatures } from './terrain';
import { attributes, sideOf } from './units';
import { values } from './values';
import { reach, checkMove } from './movement';
import { checkTable } from './checks';
import { combat, resolveCombat } from './combat';
import { tables } from './tables';
import { rolls } from './rolls';
import { reports } from './reports';
import { controlAfterMove } from './control';

export const caporetto: Ruleset = {
  id: 'caporetto',
  name: 'Caporetto',
  source: 'Caporetto: The Italian Front 1917–18 (Strategy & Tactics 337)',
  terrain: {
    palette,
    sideFeatures,
    notes: 'Paint hexes with the TEC terrain; mark towns, cities, VP hexes and supply sources in the assistant panel. Railroads are links; a river hexside crossed by a railroad is a bridge (7.8).',
  },
  attributes,
  values,
  tables,
  rolls,
  reports,
  sideOf,
  reach,
  checkMove,
  combat,
  resolveCombat,
  checkTable,
  controlAfterMove,
};
