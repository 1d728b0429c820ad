/**
 * German High Command's symbol rolls: Strategic Warfare (4.1), the combat dice (6.0), the
 * amphibious landing (6.9) and Misfortune (7.0). The dice are the players' (dice tray); the
 * counting rules are the aid's.
 */
import type { SymbolRollSpec } from '../../src/rules/types';
import { amphibiousRoll } from './amphibiousRoll';
import { alliedCombatRoll, axisCombatRoll } from './combatRolls';
import { misfortuneRoll, strategicWarfareRoll, strategicWesternRoll } from './strategicRolls';

export const symbolRolls: readonly SymbolRollSpec[] = [strategicWarfareRoll, strategicWesternRoll, alliedCombatRoll, axisCombatRoll, amphibiousRoll, misfortuneRoll];
