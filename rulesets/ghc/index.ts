/**
 * The German High Command rules assistant, after the German player aid (3–5 players, each holding
 * positions of the High Command). An area game of procedures rather than hexes: it counts the
 * symbol dice (Strategic Warfare, combat, landings, Misfortune), rolls the aid's d6 checks, walks
 * every section of the aid as a checklist with rule numbers, and proposes the track changes the
 * players apply. It never moves a piece; the dice's faces are the players' own.
 */
import { defineRuleset } from '../../src/rules/kit';
import type { RulesUnit, Ruleset } from '../../src/rules/types';
import { attributes, isControlDisk, textAttr } from './pieces';
import { procedures } from './procedures';
import { reports } from './reports';
import { roles } from './roles';
import { rolls } from './rolls';
import { symbolRolls } from './symbolRolls';
import { checkMove, checkTable, PROCEDURES_NOTE, reach } from './table';
import { values } from './values';

/**
 * The `side` attribute (Axis, Allied, Soviet, Western…), or null for a neutral piece. A Control disk
 * or a marker (an alignment, Isolated…) fights for no side: moving one is not a move to judge.
 */
export function sideOf(unit: RulesUnit): string | null {
  const side = unit.attrs.side;
  if (isControlDisk({ ...unit, place: unit.area ?? '' }) || textAttr(unit, 'marker') !== '' || textAttr(unit, 'alignment') !== '') return null;
  return typeof side === 'string' && side.trim() !== '' ? side.trim() : null;
}

export const ghc: Ruleset = defineRuleset({
  id: 'ghc',
  name: 'German High Command (player aid)',
  source: 'German High Command: the German player aid (procedures with rule numbers)',
  terrain: {
    palette: [],
    sideFeatures: [],
    notes: 'An area map: name the areas as the game\'s map does, derive their neighbours in the Areas panel, and type what the map prints for each (front=Eastern; home=Italy; terrain=Rough; festung; resource; bonus; strategic; stacking=N). Isolated, Partisans, Occupied, Open Port, Naval Supply and Landing are markers in the area (marker=isolated…) or typed the same way. Define the grey, white, blue, red, black, yellow and green dice in the dice tray from your own dice.',
  },
  attributes,
  values,
  tables: [],
  rolls,
  reports,
  symbolRolls,
  procedures,
  roles,
  areaCombat: { procedure: 'combat', areaStep: 'area' },
  judgesPlacement: true,
  sideOf,
  reach,
  checkMove,
  checkTable,
}, { rule: '4.2, 6.0', text: PROCEDURES_NOTE });
