/**
 * The areas of German High Command's map as its rules read them. What the map prints for an area
 * is typed in the Areas panel as the area's attributes (`front=Eastern; festung; terrain=Rough;
 * home=Italy; resource`); what changes in play is a marker in the area (a piece whose `marker` is
 * `isolated`, `partisans`, `occupied`, `openPort`, `navalSupply`, `landing`) or a Control disk
 * (type `control` with its side). Either way works, so an area may carry a state as an attribute
 * until its marker is placed.
 */
import { remembered } from '../../src/rules/kit';
import type { RulesArea, RulesUnit, RulesView } from '../../src/rules/types';
import { isControlDisk, textAttr } from './pieces';

type AttributeValue = RulesArea['attrs'][string];

/** The kinds of army the aid names (3.1.2: Reduced, Regular, Panzer; 3.3.2: Satellite). */
export type ArmyKind = 'panzer' | 'regular' | 'reduced' | 'satellite';

/** One area with everything 4.2, 4.7.2, 6.0 and 8.1 read of it. */
export interface GhcArea {
  name: string;
  col: number;
  neighbours: readonly string[];
  /** The Front it lies on (`front`: Western, Eastern or Southern), '' when not typed. */
  front: string;
  /** The home country (`home`: Italy, Libya…), '' when none. */
  home: string;
  terrain: string;
  festung: boolean;
  resource: boolean;
  /** The Strategic Movement space (4.2.2). */
  strategic: boolean;
  /** An Allied Bonus symbol (6.0). */
  bonus: boolean;
  /** A Base (4.7.2, 6.9): the `base` attribute; rolls.ts also reads "(base)" in the name. */
  base: boolean;
  /** A stacking limit the players typed from the map (`stacking`), or null: the aid prints none. */
  stacking: number | null;
  isolated: boolean;
  partisans: boolean;
  occupied: boolean;
  /** Alignment Disputed (6.7.2: retreats go to Areas controlled by the Axis or Disputed). */
  disputed: boolean;
  openPort: boolean;
  navalSupply: boolean;
  landing: boolean;
  /** Sides with a Control disk in the area ("Axis", "Western", "Soviet"…). */
  control: readonly string[];
  armies: readonly RulesUnit[];
}

const yes = (v: AttributeValue | undefined): boolean => v === true || (typeof v === 'string' && /^(yes|true)$/i.test(v.trim()));
const text = (v: AttributeValue | undefined): string => (typeof v === 'string' ? v.trim() : '');

/** The kind of army a unit is, from its `type`, or null for Generals, disks and markers. */
export function armyKind(u: Pick<RulesUnit, 'attrs'>): ArmyKind | null {
  const t = text(u.attrs.type).toLowerCase();
  return t === 'panzer' || t === 'regular' || t === 'reduced' || t === 'satellite' ? t : null;
}

/**
 * A German army, the armies 8.1 limits in Italy: `nationality` German when typed, else an Axis army
 * that is not a Satellite's.
 */
export function isGermanArmy(u: Pick<RulesUnit, 'attrs'>): boolean {
  const kind = armyKind(u);
  const nationality = text(u.attrs.nationality);
  if (kind === null) return false;
  return nationality ? /^german$/i.test(nationality) : /^axis$/i.test(text(u.attrs.side)) && kind !== 'satellite';
}

/** Whether a state holds in an area: its attribute says so, or a piece in it is that marker. */
function hasState(area: RulesArea, pieces: readonly RulesUnit[], state: string): boolean {
  return yes(area.attrs[state]) || pieces.some((p) => textAttr(p, 'marker').toLowerCase() === state.toLowerCase());
}

function readArea(area: RulesArea, pieces: readonly RulesUnit[]): GhcArea {
  const stacking = area.attrs.stacking;
  const alignment = text(area.attrs.alignment) || pieces.map((p) => textAttr(p, 'alignment')).find(Boolean) || '';
  return {
    name: area.name,
    col: area.cell.col,
    neighbours: area.neighbours,
    front: text(area.attrs.front),
    home: text(area.attrs.home),
    terrain: text(area.attrs.terrain),
    festung: yes(area.attrs.festung),
    resource: yes(area.attrs.resource),
    strategic: yes(area.attrs.strategic),
    bonus: yes(area.attrs.bonus),
    base: yes(area.attrs.base),
    stacking: typeof stacking === 'number' && stacking >= 0 ? stacking : null,
    isolated: hasState(area, pieces, 'isolated'),
    partisans: hasState(area, pieces, 'partisans'),
    occupied: /^occupied$/i.test(alignment) || hasState(area, pieces, 'occupied'),
    disputed: /^disputed$/i.test(alignment) || hasState(area, pieces, 'disputed'),
    openPort: hasState(area, pieces, 'openPort'),
    navalSupply: hasState(area, pieces, 'navalSupply'),
    landing: hasState(area, pieces, 'landing'),
    control: [...new Set(pieces.filter((p) => isControlDisk({ ...p, place: area.name })).map((p) => textAttr(p, 'side')).filter(Boolean))],
    armies: pieces.filter((p) => armyKind(p) !== null),
  };
}

/** Every area of the map as the rules read it, in the order drawn; empty on a map without areas. Once per view. */
export function ghcAreas(view: RulesView): readonly GhcArea[] {
  return remembered(view, 'ghc-areas', () => (view.areaInfo ?? []).map((a) => readArea(a, view.units.filter((u) => u.cell.col === a.cell.col && u.area === a.name))));
}

/** The area in a cell of the area map, or null. */
export const areaAtCell = (view: RulesView, col: number): GhcArea | null => ghcAreas(view).find((a) => a.col === col) ?? null;

/** The area of that name, or null. */
export const areaNamed = (view: RulesView, name: string): GhcArea | null => ghcAreas(view).find((a) => a.name === name) ?? null;

/** An area under Axis Control: it holds an Axis Control disk (4.2.1, 4.7.2). */
export const axisControlled = (a: GhcArea): boolean => a.control.some((s) => /^axis$/i.test(s));

/** 8.1 "Italy Home including Libya": areas whose home is Italy or Libya. */
export const italyHome = (a: GhcArea): boolean => /^(italy|libya)$/i.test(a.home);

/** Whether an area lies on the Front named (`Eastern`), read loosely ("Eastern Front" too). */
export const onFront = (a: GhcArea, front: string): boolean => a.front.toLowerCase().replace(/\s*front$/, '') === front.toLowerCase();

/** The Axis armies of an area. */
export const axisArmies = (a: GhcArea): readonly RulesUnit[] => a.armies.filter((u) => /^axis$/i.test(text(u.attrs.side)));

/** The areas next to `area`, in the order drawn. */
export const neighboursOf = (view: RulesView, area: GhcArea): GhcArea[] => ghcAreas(view).filter((a) => area.neighbours.includes(a.name));

/** Steps from each area to the nearest area with a Festung Sector, over the neighbours (6.7.2 "closest to a Festung Sector"). */
export function festungDistance(view: RulesView): ReadonlyMap<string, number> {
  return remembered(view, 'ghc-festung-distance', () => {
    const areas = ghcAreas(view);
    const byName = new Map(areas.map((a) => [a.name, a]));
    const dist = new Map(areas.filter((a) => a.festung).map((a) => [a.name, 0]));
    const queue = areas.filter((a) => a.festung);
    while (queue.length) {
      const here = queue.shift()!;
      for (const n of here.neighbours) {
        if (dist.has(n) || !byName.has(n)) continue;
        dist.set(n, dist.get(here.name)! + 1);
        queue.push(byName.get(n)!);
      }
    }
    return dist;
  });
}
