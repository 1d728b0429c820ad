/**
 * Victory (3.0). Sudden Death (3.1): the Allies when their ground units occupy every Objective;
 * the Axis when the Allies control no port or airfield at the end of GT 2 (Scenario I), no port,
 * airfield or Axis supply hex at the end of GT 4 (Scenario II). End Game Victory (3.2, 3.3): VP for
 * the Objective hexes each side occupies and the enemy's mechanized or airborne divisions in its
 * Permanently Eliminated display; the difference gives the level.
 *
 * With optional rule 36 or 37 in use, their conditions decide at the end of GT 8 (optionalVictory.ts).
 *
 * Control is a friendly ground unit, mobile or static, in the hex (3.2); air and naval units and
 * SSU never control. The Permanently Eliminated display is any board whose name says so.
 */
import { markedSet, type CellKey } from '../../src/rules/kit';
import type { Report, ReportSpec, RulesView } from '../../src/rules/types';
import { hexList, objectiveKeys, occupiedBy, piecesIn } from './occupation';
import { optionalVictory } from './optionalVictory';
import { lastTurnOf } from './scenarios';
import { ALLIES, AXIS, isAirborne, isDivision, isMechanized, otherSide, sideOf } from './units';
import { scenarioOf, turnOf } from './values';

/** 3.3 victory levels by the difference of the totals. */
export const victoryLevels = [
  { upTo: 3, name: 'Draw' },
  { upTo: 7, name: 'Marginal Victory' },
  { upTo: 11, name: 'Operational Victory' },
  { upTo: Infinity, name: 'Strategic Victory' },
] as const;

export const levelOf = (difference: number): string => victoryLevels.find((l) => Math.abs(difference) <= l.upTo)!.name;

/** 3.3: what each scoring hex is worth; Monte Cassino scores though it is not an Objective. */
export function scoringHexes(view: RulesView): { key: CellKey; name: string; vp: number }[] {
  const out = new Map<CellKey, { key: CellKey; name: string; vp: number }>();
  for (const key of objectiveKeys(view)) out.set(key, { key, name: 'Objective', vp: 1 });
  for (const key of markedSet(view, 'monteCassino')) out.set(key, { key, name: 'Monte Cassino', vp: 1 });
  for (const key of markedSet(view, 'sanBenedetto')) out.set(key, { key, name: 'San Benedetto', vp: 4 });
  for (const key of markedSet(view, 'roma')) out.set(key, { key, name: 'Roma', vp: 8 });
  return [...out.values()];
}

export interface SideScore {
  side: string;
  hexes: { name: string; label: string; vp: number }[];
  /** Enemy pieces in the Permanently Eliminated display worth 1 VP each. */
  eliminated: string[];
  total: number;
}

/** 3.3: one side's VP as the table stands. */
export function scoreOf(view: RulesView, side: string): SideScore {
  const held = new Set(occupiedBy(view, side, scoringHexes(view).map((h) => h.key)));
  const hexes = scoringHexes(view).filter((h) => held.has(h.key)).map((h) => ({ name: h.name, label: hexList(view, [h.key]), vp: h.vp }));
  const eliminated = piecesIn(view, 'eliminated', otherSide(side)).filter((p) => isDivision(p) && (isMechanized(p) || isAirborne(p))).map((p) => p.name);
  return { side, hexes, eliminated, total: hexes.reduce((s, h) => s + h.vp, 0) + eliminated.length };
}

/** 3.1: a side meeting Sudden Death now (Allies any time; the Axis at the end of its scenario's GT), with why. */
export function suddenDeath(view: RulesView): { side: string | null; lines: string[] } {
  const lines: string[] = [];
  const objectives = [...objectiveKeys(view)];
  const alliedHeld = occupiedBy(view, ALLIES, objectives);
  if (objectives.length === 0) lines.push('No Objective hexes are marked: mark them in the panel to check the Allied Sudden Death (3.1).');
  else if (alliedHeld.length === objectives.length) return { side: ALLIES, lines: [`Allied ground units occupy all ${objectives.length} Objectives: the Allies win a Strategic Victory (3.1).`] };
  else lines.push(`Allied Sudden Death: Allied ground units occupy ${alliedHeld.length} of ${objectives.length} Objectives (3.1).`);

  const two = scenarioOf(view) === '2';
  const gt = two ? 4 : 2;
  const marks = two ? ['ports', 'airfields', 'supplySources'] : ['ports', 'airfields'];
  const what = two ? 'ports, airfields or Axis supply hexes' : 'ports or airfields';
  const places = [...new Set(marks.flatMap((m) => [...markedSet(view, m)]))];
  const held = occupiedBy(view, ALLIES, places);
  const turn = turnOf(view);
  if (places.length === 0) lines.push(`No ${what} are marked: mark them in the panel to check the Axis Sudden Death (3.1).`);
  else if (turn > gt) lines.push(`Axis Sudden Death was checked at the end of GT ${gt} (3.1).`);
  else if (held.length === 0 && turn === gt) return { side: AXIS, lines: [...lines, `At the end of GT ${gt} the Allies control no ${what}: the Axis win a Strategic Victory (3.1).`] };
  else lines.push(`Axis Sudden Death: at the end of GT ${gt} the Allies must control at least one of the ${what}; now ${held.length > 0 ? hexList(view, held) : 'none'} (3.1).`);
  return { side: null, lines };
}

const scoreLine = (s: SideScore): string => {
  const hexes = s.hexes.map((h) => `${h.name} ${h.label} ${h.vp}`).join(', ');
  const dead = s.eliminated.length > 0 ? `; enemy divisions permanently eliminated ${s.eliminated.length} (${s.eliminated.join(', ')})` : '';
  return `${s.side}: ${s.total} VP — hexes occupied: ${hexes || 'none'}${dead} (3.3).`;
};

/** The victory check: Sudden Death, then the VP as they stand, with the level (3.1–3.3). */
export function victoryReport(view: RulesView): Report {
  const sudden = suddenDeath(view);
  if (sudden.side) return { summary: `victory: Sudden Death, ${sudden.side} Strategic Victory`, lines: sudden.lines };
  // 36.3, 37.2 decide the game at the End of Turn of GT 8 when in use: one verdict, stated once
  const optional = optionalVictory(view);
  if (optional.verdict) return { summary: `victory: ${optional.verdict} (optional rules 36, 37)`, lines: [...sudden.lines, ...optional.lines] };
  const allies = scoreOf(view, ALLIES);
  const axis = scoreOf(view, AXIS);
  const difference = allies.total - axis.total;
  const winner = difference > 0 ? ALLIES : AXIS;
  const level = levelOf(difference);
  const verdict = level === 'Draw' ? 'Draw' : `${winner === ALLIES ? 'Allied' : 'Axis'} ${level}`;
  const last = lastTurnOf(view);
  const lines = [
    ...sudden.lines,
    scoreLine(allies),
    scoreLine(axis),
    `Difference ${Math.abs(difference)}: ${verdict} (3.3: 3 or less Draw, 4–7 Marginal, 8–11 Operational, 12 or more Strategic).`,
  ];
  lines.push(...optional.lines);
  if (turnOf(view) < last) lines.push(`End Game Victory is determined at the end of GT ${last} (3.2): this is the count as the table stands.`);
  const unknown = piecesIn(view, 'eliminated').filter((p) => sideOf(p) === null);
  if (unknown.length > 0) lines.push(`Not counted, side unknown: ${unknown.map((p) => p.name).join(', ')}.`);
  return { summary: `victory points: Allies ${allies.total}, Axis ${axis.total}: ${verdict}`, lines };
}

export const victorySpec: ReportSpec = { id: 'victory', name: 'Victory', rule: '3.1, 3.2, 3.3', run: victoryReport };
