/**
 * Priorities read from Prestige (5.2 Section cards, 5.3 General cards): in reverse order of
 * Prestige, the lowest first, ties broken by the Head of OKW (5.2) or the Head of Personnel (5.3);
 * for General cards the Head of Personnel takes the first priority; after the Reorganization of the
 * High Command the OKW keeps its Section card. Also the Influence Count (7.4) and victory's tie
 * order (11.0).
 */
import type { Report, RulesView } from '../../src/rules/types';
import { flagAttr, isDissident, isGeneral, piecesOf, textAttr } from './pieces';
import { positions, roleName } from './roles';
import { flagValue, numberValue, prestigeOf } from './values';

/** Positions in reverse order of Prestige, tied positions grouped. */
export function reversePrestige(view: RulesView, leave: readonly string[] = []): { prestige: number; ids: string[] }[] {
  const groups = new Map<number, string[]>();
  for (const p of positions.filter((q) => !leave.includes(q.id))) {
    const n = numberValue(view, prestigeOf(p.id));
    groups.set(n, [...(groups.get(n) ?? []), p.id]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([prestige, ids]) => ({ prestige, ids }));
}

/** "Head of Production (0); Head of OKW = Head of the OB (2, tie: Head of OKW breaks it)". */
export function orderText(view: RulesView, tieBreaker: string, leave: readonly string[] = []): string {
  return reversePrestige(view, leave)
    .map((g) => `${g.ids.map(roleName).join(' = ')} (${g.prestige}${g.ids.length > 1 ? `, tie: ${roleName(tieBreaker)} breaks it` : ''})`)
    .join('; ');
}

/** 5.2 the Section card order now. */
export function sectionOrder(view: RulesView): string {
  const kept = flagValue(view, 'reorganized');
  return `${orderText(view, 'okw', kept ? ['okw'] : [])}${kept ? '. The Head of OKW keeps its Section card (Reorganized High Command)' : ''} (5.2).`;
}

/** 5.3 the General card order now. */
export const generalOrder = (view: RulesView): string => `${roleName('personnel')} first; then ${orderText(view, 'personnel', ['personnel'])} (5.3).`;

/** 11.0 ties are resolved with this priority. */
export const victoryTiePriority = ['Dissidents', 'Professionals', 'Sympathizers', 'Old Guard', 'OKW'] as const;

/** 7.4 Influence Points by Interest Group: in command 2, activated 1; Dissidents belong to the Dissidents. */
export function influenceCount(view: RulesView): Map<string, number> {
  const out = new Map<string, number>();
  for (const g of piecesOf(view).filter(isGeneral)) {
    // Reading: a General in command grants 2, not 2 + 1 for being activated as well.
    const points = flagAttr(g, 'command') ? 2 : flagAttr(g, 'activated') ? 1 : 0;
    if (points === 0) continue;
    const group = isDissident(g) ? 'Dissidents' : textAttr(g, 'interest') || 'no Interest Group typed';
    out.set(group, (out.get(group) ?? 0) + points);
  }
  return out;
}

export function influenceReport(view: RulesView): Report {
  const count = influenceCount(view);
  const groups = [...victoryTiePriority.filter((g) => count.has(g)), ...[...count.keys()].filter((g) => !(victoryTiePriority as readonly string[]).includes(g))];
  const lines = groups.map((g) => `${g}: ${count.get(g)} Influence Point${count.get(g) === 1 ? '' : 's'}`);
  lines.push('Read from Generals (type `general`) with `command` (2) or `activated` (1) and their `interest`; Dissidents count for the Dissidents (7.4).');
  return { summary: `Influence Count: ${groups.length > 0 ? groups.map((g) => `${g} ${count.get(g)}`).join(', ') : 'no activated General on the table'}`, lines };
}

export function prioritiesReport(view: RulesView): Report {
  return {
    summary: 'card priorities in reverse order of Prestige',
    lines: [`Section cards: ${sectionOrder(view)}`, `General cards: ${generalOrder(view)}`, `Victory ties: ${victoryTiePriority.join(', ')} (11.0).`],
  };
}
