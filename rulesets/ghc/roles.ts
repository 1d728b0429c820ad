/**
 * The positions of German High Command's 3–5 players, as the player aid names them, each with what
 * the aid has it do: who breaks ties, who appoints, who rolls, who is Questioned. Shown to all so
 * everyone knows whose decision a step of a procedure is.
 */
import type { RoleSpec } from '../../src/rules/types';

export const roles: readonly RoleSpec[] = [
  {
    id: 'okw', name: 'Head of OKW', rule: '10.0, 5.2, 3.3.1, 3.3.3, 7.5',
    description: 'May overrule the other players (+1 Unrest; the overruled player may lose Prestige, 10.0) but not appointments (4.3.2) nor a Leading General\'s activation (6.0); breaks Section card ties and keeps its Section card after the Reorganization (5.2), when it takes the OKW Agenda card (3.3.1); may give the Traitor marker when a Plot is exposed (3.3.3); processes the Black Orchestra cards in a Coup (7.5).',
  },
  {
    id: 'personnel', name: 'Head of Personnel', rule: '4.3.2, 5.3, 6.0, 4.5.1',
    description: 'Orders the filling of Vacancies, breaks appointment ties, designates a player for an undesired position and may replace a General with one of his own of higher Seniority (4.3.2); takes the first General card priority and breaks its ties (5.3); breaks Leading General ties and appoints one when none is proposed (6.0); rolls for a Landing Threat (4.5.1).',
  },
  {
    id: 'operations', name: 'Head of Operations', rule: '6.0, 6.7.1, 6.7.2, 8.2',
    description: 'Breaks ties between Heads of Army Group and rolls the combat dice when neither a Leading General nor a Head of Army Group does; makes combat decisions after the Head of Army Group (6.0); moves the armies that advance (6.7.1) and retreat (6.7.2); moves a German army into Area 21 under the Forces Françaises Libres (8.2).',
  },
  {
    id: 'production', name: 'Head of Production', rule: '4.1',
    description: 'Gains +1 Prestige when the Axis Strategic Warfare hits exceed the Western hits (4.1).',
  },
  {
    id: 'armyGroup', name: 'Head of Army Group', rule: '6.0, 6.9, 6.7.1',
    description: 'The one with the highest Seniority in the Area is activated for a combat, rolls after the Leading General and makes the combat decisions: which Reduction or Retreat, a 2nd advance (6.0); is Questioned after a lost or drawn defence and a failed landing (6.0, 6.9); moves into the combat Area after an advance of 2+ armies (6.7.1).',
  },
  {
    id: 'ob', name: 'Head of the OB', rule: '6.0, 6.7.2',
    description: 'Is Questioned too when a defence loses by more than the Head of Army Group answers for (6.0); is dismissed when the last armies of a Festung Sector are eliminated (6.7.2).',
  },
];

/** The positions, in the aid's order, for prestige values and choices. */
export const positions: readonly { id: string; name: string }[] = roles.map(({ id, name }) => ({ id, name }));

export const roleName = (id: string): string => positions.find((p) => p.id === id)?.name ?? id;
