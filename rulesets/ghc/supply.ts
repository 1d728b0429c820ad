/**
 * 4.7.2 Supply Check over the area map: "Areas with a Festung Sector always have Land Supply. An
 * area has Land Supply if it is connected to a Festung Sector through a Land Line chain of adjacent
 * Areas with Axis Control disk. An area has Naval Supply if it has or is connected to an Open Port
 * through a continuous chain of adjacent Areas under Axis Control. Areas with only Naval Supply must
 * be marked. Mark other Areas as Isolated, -1 Resource if Resource."
 *
 * Readings: the areas checked are those under Axis Control (an Axis Control disk); the neighbours
 * recorded on the map are its Land Lines; a Festung or Open Port area passes supply on while it is
 * under Axis Control itself.
 */
import { remembered } from '../../src/rules/kit';
import type { Finding } from '../../src/rules/kit';
import type { RulesView } from '../../src/rules/types';
import { axisControlled, ghcAreas, type GhcArea } from './areas';

export type SupplyState = 'land' | 'naval' | 'isolated';

/** The areas reached from `sources` through adjacent areas under Axis Control, sources included. */
function flood(areas: readonly GhcArea[], sources: readonly GhcArea[]): Set<string> {
  const byName = new Map(areas.map((a) => [a.name, a]));
  const seen = new Set(sources.map((a) => a.name));
  const queue = [...sources];
  while (queue.length) {
    const here = queue.shift()!;
    for (const name of here.neighbours) {
      const next = byName.get(name);
      if (!next || seen.has(name) || !axisControlled(next)) continue;
      seen.add(name);
      queue.push(next);
    }
  }
  return seen;
}

/** Each area under Axis Control with its supply by 4.7.2, in the order drawn. Once per view. */
export function supplyOf(view: RulesView): ReadonlyMap<string, SupplyState> {
  return remembered(view, 'ghc-supply', () => {
    const areas = ghcAreas(view);
    const held = areas.filter(axisControlled);
    const land = flood(areas, held.filter((a) => a.festung));
    const naval = flood(areas, held.filter((a) => a.openPort));
    return new Map(held.map((a) => [a.name, land.has(a.name) ? 'land' : naval.has(a.name) ? 'naval' : 'isolated'] as const));
  });
}

/** What the Supply Check finds: the areas by supply, the Resource lost, and markers out of step. */
export interface SupplyReading {
  land: string[];
  naval: string[];
  isolated: string[];
  /** Isolated areas with a Resource: −1 Resource each (4.7.2). */
  resourcesLost: string[];
  findings: Finding[];
}

export function supplyCheck(view: RulesView): SupplyReading {
  const supply = supplyOf(view);
  const areas = ghcAreas(view);
  const named = (state: SupplyState) => areas.filter((a) => supply.get(a.name) === state);
  const cells = (a: GhcArea) => [`${a.col},0`];
  const findings: Finding[] = [];
  for (const a of named('naval')) if (!a.navalSupply) findings.push({ severity: 'warning', rule: '4.7.2', text: `${a.name} has only Naval Supply: "Areas with only Naval Supply must be marked"`, cells: cells(a) });
  for (const a of named('isolated')) if (!a.isolated) findings.push({ severity: 'warning', rule: '4.7.2', text: `${a.name} has neither Land nor Naval Supply: mark it Isolated`, cells: cells(a) });
  for (const a of areas) if (a.isolated && supply.has(a.name) && supply.get(a.name) !== 'isolated') findings.push({ severity: 'info', rule: '4.7.2', text: `${a.name} is marked Isolated but has ${supply.get(a.name) === 'land' ? 'Land' : 'Naval'} Supply now`, cells: cells(a) });
  const isolated = named('isolated');
  return {
    land: named('land').map((a) => a.name),
    naval: named('naval').map((a) => a.name),
    isolated: isolated.map((a) => a.name),
    resourcesLost: isolated.filter((a) => a.resource).map((a) => a.name),
    findings,
  };
}
