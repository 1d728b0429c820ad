/**
 * What a CRT result means (16.1), said for the players with the rules around it: step losses
 * chosen by the owner (16.2), retreats one or two hexes and where they may go (17.1), retreat
 * negation for elites and fortifications (17.1.2), garrisons eliminated instead of retreating
 * (12.1), invasions that fail (18.4), pursuit (17.2), and what becomes of eliminated units (8.1).
 */
import { cellKey, distanceOn, neighboursOn, type Cell } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { allSeaBetween, isMountainHex, isSea, straitBetween } from './costs';
import { overstacked } from './stacking';
import { AXIS, isElite, isFortified, isGarrison, isItalian, isMechanized, isMobile, isAirborne, sideOf, unitsOnly } from './units';
import { markedSet } from './values';
import { enemyHexesOf, enemyZoneOf } from './zoc';

/** 16.1 each result code's effects. */
export const resultCodes = {
  AA: { attackerSteps: 'one', defenderSteps: null, attackerRetreat: 0, defenderRetreat: 0, pursuit: false, text: 'Attacker Attrition: reduce one attacking ground unit one step' },
  AE: { attackerSteps: 'all-eliminated', defenderSteps: null, attackerRetreat: 0, defenderRetreat: 0, pursuit: false, text: 'Attacker Eliminated: eliminate all attacking ground units' },
  AD: { attackerSteps: 'all', defenderSteps: null, attackerRetreat: 2, defenderRetreat: 0, pursuit: false, text: 'Attacker Defeated: reduce all attacking ground units one step; survivors retreat two hexes' },
  AW: { attackerSteps: null, defenderSteps: null, attackerRetreat: 1, defenderRetreat: 0, pursuit: false, text: 'Attacker Withdrawal: surviving attackers retreat one hex' },
  BA: { attackerSteps: 'one', defenderSteps: 'one', attackerRetreat: 0, defenderRetreat: 0, pursuit: true, text: 'Mutual Attrition: reduce one defending and one attacking ground unit one step; the attacker may pursue' },
  DD: { attackerSteps: null, defenderSteps: 'all', attackerRetreat: 0, defenderRetreat: 2, pursuit: true, text: 'Defender Defeated: reduce all defending ground units one step; survivors retreat two hexes; the attacker may pursue' },
  DE: { attackerSteps: null, defenderSteps: 'all-eliminated', attackerRetreat: 0, defenderRetreat: 0, pursuit: true, text: 'Defender Eliminated: eliminate all defending ground units; the attacker may pursue' },
  DW: { attackerSteps: null, defenderSteps: null, attackerRetreat: 0, defenderRetreat: 1, pursuit: true, text: 'Defender Withdrawal: surviving defenders retreat one hex; the attacker may pursue' },
} as const;
export type ResultCode = keyof typeof resultCodes;

export const readCode = (cell: string): ResultCode | null => (Object.hasOwn(resultCodes, cell.trim().toUpperCase()) ? (cell.trim().toUpperCase() as ResultCode) : null);

/** 17.1.1: hexes a unit may retreat into (not enemy, not the sea, no all-sea hexside or Strait, no mountain for mechanized). */
function retreatStep(view: RulesView, u: RulesUnit, from: Cell, to: Cell): boolean {
  if (enemyHexesOf(view, sideOf(u)).has(cellKey(to)) || isSea(view.map, to)) return false;
  if (allSeaBetween(view.map, from, to) || straitBetween(view.map, from, to)) return false;
  return !(isMechanized(u) && isMountainHex(view.map, to));
}

/** Where a unit may end a retreat of `hexes` from its hex, each with the EZOC it crosses (a step lost each, 17.1.1). */
export function retreatOptions(view: RulesView, u: RulesUnit, hexes: number): { cell: Cell; ezoc: number }[] {
  const zoc = enemyZoneOf(view, sideOf(u));
  const out: { cell: Cell; ezoc: number }[] = [];
  const firsts = neighboursOn(view.map, u.cell).filter((n) => retreatStep(view, u, u.cell, n));
  if (hexes === 1) return firsts.map((cell) => ({ cell, ezoc: zoc.has(cellKey(cell)) ? 1 : 0 }));
  const best = new Map<string, { cell: Cell; ezoc: number }>();
  for (const first of firsts) {
    for (const second of neighboursOn(view.map, first)) {
      // 17.1.1 a two-hex retreat must end two hexes away from the start
      if (distanceOn(view.map, u.cell, second) !== 2 || !retreatStep(view, u, first, second)) continue;
      const ezoc = (zoc.has(cellKey(first)) ? 1 : 0) + (zoc.has(cellKey(second)) ? 1 : 0);
      const k = cellKey(second);
      if (!best.has(k) || best.get(k)!.ezoc > ezoc) best.set(k, { cell: second, ezoc });
    }
  }
  out.push(...best.values());
  return out;
}

/** The retreat in words for a group of units: who may ignore it, who dies, where the others may go. */
function retreatLines(view: RulesView, units: readonly RulesUnit[], hexes: number, who: string, fortified: boolean): string[] {
  const lines: string[] = [];
  const garrisons = units.filter(isGarrison);
  if (garrisons.length > 0) lines.push(`${garrisons.map((u) => u.name).join(', ')}: garrisons never retreat and are eliminated instead (12.1, 17.1.1).`);
  for (const u of units.filter(isMobile)) {
    const options = retreatOptions(view, u, hexes);
    const free = options.filter((o) => o.ezoc === 0).map((o) => view.map.label(o.cell));
    const costly = options.filter((o) => o.ezoc > 0).map((o) => `${view.map.label(o.cell)} (−${o.ezoc} step${o.ezoc > 1 ? 's' : ''})`);
    const negation = isElite(u) ? ' As an elite it may stay or shorten the retreat (17.1.2).' : fortified ? ' In a fortification it may stay or shorten the retreat (17.1.2).' : '';
    const axisHome = sideOf(u) === AXIS && markedSet(view, 'northEdge').has(u.key) ? ' It may retreat into the Axis Staging Area, which ends the retreat (17.1.1).' : '';
    if (options.length === 0 && !negation && !axisHome) lines.push(`${u.name} (${who}) has nowhere to retreat ${hexes} hex${hexes > 1 ? 'es' : ''}: eliminated (17.1.1).`);
    else lines.push(`${u.name} (${who}) retreats ${hexes} hex${hexes > 1 ? 'es' : ''}: ${[...free, ...costly].join(', ') || 'no hex'}${costly.length ? '; a step is lost for each EZOC entered' : ''}.${negation}${axisHome}`);
  }
  if (units.length > 0) lines.push('A retreat into an overstacked hex goes one hex further; friendly units do not negate EZOC (17.1.1).');
  return lines;
}

/** What happens to eliminated units (8.1.1, 8.1.3). */
function eliminationNote(units: readonly RulesUnit[], concentric: boolean): string {
  const permanent = units.filter((u) => isItalian(u) || (concentric && isMobile(u)));
  const replaced = units.filter((u) => !permanent.includes(u));
  const parts: string[] = [];
  if (replaced.length > 0) parts.push(`${replaced.map((u) => u.name).join(', ')}: roll for the replacement turn (8.1.1, Rolls)`);
  if (permanent.length > 0) parts.push(`${permanent.map((u) => u.name).join(', ')}: permanently eliminated (8.1.3${concentric ? ', concentric attack' : ', Italian'})`);
  return `Eliminated units — ${parts.join('; ')}.`;
}

export interface ResultContext {
  attackers: readonly RulesUnit[];
  defenders: readonly RulesUnit[];
  defenderCell: Cell;
  invasion: boolean;
  concentric: boolean;
}

/** The result in words, with the rules. */
export function explainResult(view: RulesView, code: ResultCode, ctx: ResultContext): string[] {
  const r = resultCodes[code];
  const out = [`${code}: ${r.text} (16.1); the owning side chooses which units take losses (16.2).`];
  const fortified = isFortified(view, cellKey(ctx.defenderCell));
  if (ctx.invasion && (r.attackerRetreat > 0 || code === 'AA' || code === 'BA' || code === 'AW')) {
    out.push('An invasion that does not clear the hex: every attacking unit loses one step and goes to the Allied Staging Area; retreat results are ignored (18.4).');
  } else if (r.attackerRetreat > 0) {
    const attackFromFort = ctx.attackers.some((u) => isFortified(view, u.key));
    out.push(...retreatLines(view, ctx.attackers, r.attackerRetreat, 'attacker', attackFromFort));
  }
  if (r.defenderRetreat > 0) out.push(...retreatLines(view, ctx.defenders, r.defenderRetreat, 'defender', fortified));
  if (r.attackerSteps === 'all-eliminated') out.push(eliminationNote(ctx.attackers, false));
  if (r.defenderSteps === 'all-eliminated') out.push(eliminationNote(ctx.defenders, ctx.concentric));
  if (r.pursuit) {
    const elites = ctx.attackers.filter(isElite).map((u) => `${u.name} ${isAirborne(u) ? 'one hex (airborne, 17.2.1)' : 'up to two hexes, the first into the cleared hex'}`);
    out.push(`If the hex is cleared the attackers may pursue into it at once, at no AP or MP, ignoring EZOC; static units never pursue; not across the Strait (17.2)${elites.length ? `; elites: ${elites.join(', ')} (17.2.1)` : ''}.`);
    if (ctx.invasion) out.push('Invading units that clear the hex must move into it; no further movement or combat (18.4).');
  }
  if (ctx.concentric && (r.defenderSteps !== null || r.defenderRetreat > 0)) out.push('A concentric attack: defending mobile units eliminated are permanently eliminated (8.1.3).');
  const afterRetreat = unitsOnly(view).filter((u) => u.key === cellKey(ctx.defenderCell));
  if (overstacked(afterRetreat)) out.push('Losses and retreats hit every unit in the overstacked hex (10.2).');
  out.push('Air and naval units are never affected by ground combat results (16.2). Roll for each committed SSU (23.4) and each CAS air unit (20.6) in Rolls.');
  return out;
}
