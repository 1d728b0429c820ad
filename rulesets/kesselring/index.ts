/**
 * The Kesselring's War rules assistant (World at War 94; Italy 1943–44): action points instead of
 * phases, lines of communication, percentile combat, air, naval and special support units, and
 * staging areas. It advises and explains with rule numbers; it never moves a counter, never blocks
 * a move and never enforces the order of play. Where the text prints no numbers (the CRT, the Air
 * Combat Table, the TEC) the players type them in; the demo carries samples labelled as samples.
 */
import type { Ruleset } from '../../src/rules/types';
import { actionPoints } from './actions';
import { checkTable } from './checks';
import { combat, resolveCombat } from './combat';
import { checkMove, reach } from './movement';
import { reports } from './reports';
import { optionalRules } from './optional';
import { rolls } from './rolls';
import { tables } from './tables';
import { palette, sideFeatures } from './terrain';
import { attributes, sideOf } from './units';
import { values } from './values';

export const kesselring: Ruleset = {
  id: 'kesselring',
  name: "Kesselring's War",
  source: "Kesselring's War: Decision in Italy 1943–1944 (World at War 94)",
  terrain: {
    palette,
    sideFeatures,
    notes: 'Paint Open, Rough, Mountain, Volcano and Sea; rivers, the Strait of Messina and all-sea hexsides as hexsides; roads as links. Mark towns, cities, ports, airfields, Objectives, Roma, San Benedetto, Monte Cassino, both islands and the north map edge in the assistant panel. Type the TEC and the CRT in from your charts.',
  },
  attributes,
  values,
  tables,
  rolls,
  reports,
  actionPoints,
  optionalRules,
  sideOf,
  reach,
  checkMove,
  combat,
  resolveCombat,
  checkTable,
};
