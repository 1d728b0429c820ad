/**
 * German High Command's procedures, one guided checklist per section of the player aid, in the
 * aid's order. Each step cites its rule; changes are proposed, never applied by themselves.
 */
import type { ProcedureSpec } from '../../../src/rules/types';
import { advance, amphibious, reduction, retreat } from './afterCombat';
import { combat } from './combat';
import { appointments, dismissals, generalCards, okwOverrule, plotExposed, reorganization, sectionCards, victory } from './command';
import { activateNeutral, activateSatellite, france, franceSurrenders, italy, occupy } from './countries';
import { coup, eventCards, influenceProcedure, ussrActivation } from './events';
import { movement, replacements, strategicWarfare } from './strategic';
import { landings, portCheck, supplyProcedure } from './supply';

export const procedures: readonly ProcedureSpec[] = [
  replacements, strategicWarfare, movement, occupy, activateNeutral, franceSurrenders, activateSatellite,
  dismissals, appointments, landings, reorganization, plotExposed, combat, amphibious, advance, retreat,
  reduction, eventCards, ussrActivation, influenceProcedure, coup, supplyProcedure, portCheck, italy, france,
  okwOverrule, victory, sectionCards, generalCards,
];
