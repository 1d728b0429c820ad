/**
 * Zones of control (11): every ground unit, mobile or static, full or reduced, exerts one into
 * the six hexes around it, except across all-sea and strait hexsides (11.1); friendly units never
 * negate an enemy's (11.1). Built once per side per view.
 */
import { cellKey, remembered, zoneOfControl, type CellKey } from '../../src/rules/kit';
import type { RulesView } from '../../src/rules/types';
import { allSeaBetween, isSea, straitBetween } from './costs';
import { groundOf, otherSide } from './units';

/** The hexes in the ZOC of `side`'s ground units. */
export function zoneOf(view: RulesView, side: string): ReadonlySet<CellKey> {
  return remembered(view, `kw:zoc:${side}`, () =>
    zoneOfControl(view.map, groundOf(view, side).map((u) => u.cell), (from, into) => !isSea(view.map, into) && !allSeaBetween(view.map, from, into) && !straitBetween(view.map, from, into)),
  );
}

/** The enemy's zone as `side` meets it. */
export const enemyZoneOf = (view: RulesView, side: string | null): ReadonlySet<CellKey> => zoneOf(view, otherSide(side));

/** The hexes holding `side`'s enemy ground units. */
export function enemyHexesOf(view: RulesView, side: string | null): ReadonlySet<CellKey> {
  return remembered(view, `kw:enemyHexes:${side}`, () => new Set(groundOf(view, otherSide(side)).map((u) => cellKey(u.cell))));
}
