/**
 * The rules assistant for the Sicily module's special rules: Italian coast defence units (CD 1),
 * Allied national restrictions (NR 2), the Fall of Mussolini (FM 3) and the Allied theater reserves
 * (TR 4). Rules are cited by the module's section and position: "CD 1.3" is the third rule of
 * section 1. The module prints no CRT, no terrain costs and no Fall of Mussolini Table numbers: the
 * tables ship as shapes for the players to type in, and movement costs are left to the game.
 */
import type { Ruleset } from '../../src/rules/types';
import { checkTable } from './checks';
import { combat, resolveCombat } from './combat';
import { checkMove, reach } from './movement';
import { reports } from './reports';
import { rolls } from './rolls';
import { tables } from './tables';
import { palette, sideFeatures, terrainNotes } from './terrain';
import { attributes, sideOf } from './units';
import { values } from './values';

export const sicily: Ruleset = {
  id: 'sicily',
  name: 'Sicily: coast defence and the Fall of Mussolini',
  source: 'Sicily module special rules (coast defence, national restrictions, Fall of Mussolini, theater reserves), cited CD 1.1–1.6, NR 2.1–2.3, FM 3.1–3.4 and TR 4 by section and position',
  terrain: { palette, sideFeatures, notes: terrainNotes },
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
};
