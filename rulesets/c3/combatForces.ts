/**
 * Who fights in a close combat and with what (5.5, 5.5.1): attackers adjacent through passable
 * terrain (or along a road, then at most 2 stacking points plus one armoured unit), at most the
 * defender's combat stacking from each attacking hex, the defender up to that limit per hexside
 * attacked (free units always defend, 1.3.6); each unit's Combat Value halved, rounded up per
 * unit (1.3.9), when Disorganized (5.5.1), landing from the sea (4.2) or out of resupply (7.5).
 * Inside one hex (3.2, inHexCombat.ts): units dropped onto enemy units, and attacks on Dispersed units.
 */
import { adjacentOn, cellKey, fillToLimit, type Cell, type Finding } from '../../src/rules/kit';
import type { RulesUnit, RulesView } from '../../src/rules/types';
import { hexValue, isFlat, isImpassableSide, isSea, missingText, roadBetween, stackingLimit } from './costs';
import { halfUp } from './mover';
import { outOfResupply, resupplyTarget } from './resupply';
import { combatValue, freeKind, isAntiAircraft, isArmour, isCoastal, isDefendOnly, isDisorganized, isMarker, sideOf, stackingPoints } from './units';
import { enemiesInHex, inHexKind, inHexNotes, inHexRefusal, type InHexKind } from './inHexCombat';

/** One unit's part in the combat: its value and why it is what it is. */
export interface Fighter {
  unit: RulesUnit;
  value: number;
  notes: string[];
}

export interface Forces {
  side: string | null;
  attackers: Fighter[];
  defenders: Fighter[];
  /** Attacking hexes, by cell key. */
  attackHexes: Cell[];
  findings: Finding[];
  strengthNotes: string[];
  /** An attacker stands in a sea hex: a landing attack (4.2: an Ar is its elimination). */
  fromSea: boolean;
}

/** A unit's Combat Value with every halving that applies (1.3.9: each halving rounds up, per unit). */
export function fighter(view: RulesView, unit: RulesUnit, attacking: boolean): Fighter {
  let value = combatValue(unit);
  const notes: string[] = [];
  const halve = (why: string) => {
    value = halfUp(value);
    notes.push(why);
  };
  if (isDisorganized(view, unit)) halve('Disorganized, halved (5.5.1)');
  if (attacking && isSea(view, unit.cell)) halve('landing from the sea, halved (4.2)');
  if (outOfResupply(view, unit)) halve(`cannot trace to ${resupplyTarget(unit)}, halved (7.5)`);
  return { unit, value, notes };
}

/** 5.5: the stacking points that may attack from one hex or defend through one hexside. */
export function combatLimit(view: RulesView, defenderCell: Cell): { points: number | null; note: string | null } {
  const typed = hexValue(view, defenderCell, 'Combat stacking');
  if (typed.kind === 'number') return { points: typed.value, note: null };
  const limit = stackingLimit(view, defenderCell);
  if (limit.kind !== 'number') return { points: null, note: `combat stacking not checked: ${missingText(typed, 'Combat stacking')}` };
  // 5.5 half the stack limit of the defender's hex, except in plains
  const points = isFlat(view, defenderCell) ? limit.value : halfUp(limit.value);
  return { points, note: `combat stacking ${points} read from the Stacking column (5.5: half the limit, except in plains)` };
}

const byStrength = (a: RulesUnit, b: RulesUnit) => combatValue(b) - combatValue(a);

/**
 * The attackers inside the defender's hex (3.2): after a drop every non-Dispersed unit there, each
 * at a halved Combat Value; against Dispersed units those within the hex's combat stacking limit.
 */
function insideAttackers(view: RulesView, units: RulesUnit[], kind: InHexKind, points: number | null, strengthNotes: string[]): Fighter[] {
  if (kind === 'drop') {
    return units.map((u) => {
      const f = fighter(view, u, true);
      return { unit: u, value: halfUp(f.value), notes: [...f.notes, 'dropped onto the occupants, halved (3.2)'] };
    });
  }
  const free = units.filter((u) => freeKind(u) !== null);
  const counted = units.filter((u) => freeKind(u) === null).sort(byStrength);
  const fill = points === null ? { within: counted, excess: [] as RulesUnit[] } : fillToLimit(counted, points, stackingPoints);
  if (fill.excess.length > 0) strengthNotes.push(`${fill.excess.map((u) => u.name).join(', ')}: over the hex's combat stacking limit of ${points}; they do not take part (3.2)`);
  return [...fill.within, ...free].map((u) => fighter(view, u, true));
}

/**
 * Where a unit attacks from: next to the defender (5.5), inside its hex (3.2), or not at all, with
 * the rule that says so (a warning lets it attack all the same).
 */
function attackFrom(view: RulesView, u: RulesUnit, defenderCell: Cell, kind: InHexKind | null): { from: 'adjacent' | 'inside' | null; finding: Finding | null } {
  const label = (c: Cell) => view.map.label(c);
  if (isDefendOnly(u) || isCoastal(u) || isAntiAircraft(u)) {
    return { from: null, finding: { severity: 'illegal', rule: isDefendOnly(u) ? '5.5' : '7.3', text: `${u.name} cannot attack: ${isDefendOnly(u) ? 'its Combat Value is in parentheses' : 'coastal and anti-aircraft units only defend'}`, pieces: [u.id] } };
  }
  if (u.key === cellKey(defenderCell)) {
    const refusal = inHexRefusal(view, u, kind, label(defenderCell));
    return { from: refusal?.severity === 'illegal' ? null : 'inside', finding: refusal };
  }
  if (!adjacentOn(view.map, u.cell, defenderCell)) return { from: null, finding: { severity: 'illegal', rule: '5.5', text: `${u.name} at ${label(u.cell)} is not adjacent to ${label(defenderCell)}`, pieces: [u.id] } };
  if (kind === 'dispersed') return { from: null, finding: { severity: 'illegal', rule: '3.2', text: `${u.name} at ${label(u.cell)} is outside ${label(defenderCell)}: Dispersed units are attacked only by enemy units in the same hex`, pieces: [u.id] } };
  return { from: 'adjacent', finding: null };
}

/** Sorts out attackers and defenders, with every rule that leaves a unit out. */
export function forcesOf(view: RulesView, attackerIds: readonly string[], defenderCell: Cell): Forces {
  const ids = new Set(attackerIds);
  const chosen = view.units.filter((u) => ids.has(u.id) && !isMarker(u));
  const side = chosen.map(sideOf).find((s) => s !== null) ?? null;
  const findings: Finding[] = [];
  const strengthNotes: string[] = [];
  const label = (c: Cell) => view.map.label(c);
  const { all: inHex, present } = enemiesInHex(view, defenderCell, side);
  const kind = inHexKind(view, defenderCell, side);
  const limit = combatLimit(view, defenderCell);
  if (limit.note) strengthNotes.push(limit.note);

  const byHex = new Map<string, RulesUnit[]>();
  const inside: RulesUnit[] = [];
  for (const u of chosen) {
    const { from, finding } = attackFrom(view, u, defenderCell, kind);
    if (finding) findings.push(finding);
    if (from === 'inside') inside.push(u);
    else if (from === 'adjacent') byHex.set(u.key, [...(byHex.get(u.key) ?? []), u]);
  }
  const attackers: Fighter[] = [];
  const attackHexes: Cell[] = [];
  for (const units of byHex.values()) {
    const from = units[0].cell;
    attackHexes.push(from);
    if (isImpassableSide(view, from, defenderCell) || isSea(view, defenderCell)) {
      findings.push({ severity: 'illegal', rule: '5.5', text: `${label(from)} attacks through terrain it cannot move through: units attack only where they can move` });
      continue;
    }
    const prohibited = hexValue(view, defenderCell, 'Movement').kind === 'prohibited';
    const road = roadBetween(view, from, defenderCell);
    let points = limit.points;
    if (prohibited && road) {
      // 5.5 along a road into terrain forbidden to them: 2 stacking points plus one armoured unit
      points = 2;
      strengthNotes.push(`${label(from)} attacks along a road into prohibited terrain: at most 2 stacking points plus one armoured unit (5.5)`);
    } else if (prohibited) findings.push({ severity: 'illegal', rule: '5.5', text: `${label(from)} attacks into terrain it may not enter, and not along a road` });
    const free = units.filter((u) => freeKind(u) !== null || (prohibited && road && isArmour(u)));
    const counted = units.filter((u) => !free.includes(u)).sort(byStrength);
    const fill = points === null ? { within: counted, excess: [] as RulesUnit[] } : fillToLimit(counted, points, stackingPoints);
    if (fill.excess.length > 0) strengthNotes.push(`${fill.excess.map((u) => u.name).join(', ')} at ${label(from)}: over the ${points} stacking points that may attack from one hex; they do not take part and suffer nothing (5.5)`);
    for (const u of [...fill.within, ...free]) attackers.push(fighter(view, u, true));
  }

  if (inside.length > 0 && kind) {
    findings.push(inHexNotes(kind, label(defenderCell)));
    attackers.push(...insideAttackers(view, inside, kind, limit.points, strengthNotes));
  }

  const defenders: Fighter[] = [];
  // 3.2: Dispersed units defend only against units in their own hex
  const pool = inside.length > 0 && kind === 'dispersed' ? inHex : present;
  const freeDefenders = pool.filter((u) => freeKind(u) !== null);
  const countedDefenders = pool.filter((u) => freeKind(u) === null).sort(byStrength);
  // Inside the hex no hexside is attacked through: every unit there may defend.
  const defendPoints = limit.points === null || attackHexes.length === 0 ? null : limit.points * attackHexes.length;
  const fill = defendPoints === null ? { within: countedDefenders, excess: [] as RulesUnit[] } : fillToLimit(countedDefenders, defendPoints, stackingPoints);
  if (fill.excess.length > 0) strengthNotes.push(`${fill.excess.map((u) => u.name).join(', ')}: over the ${defendPoints} stacking points that may defend through ${attackHexes.length} hexside(s); they do not defend but suffer the results (5.5)`);
  for (const u of [...fill.within, ...freeDefenders]) defenders.push(fighter(view, u, false));
  if (defenders.length > 1) strengthNotes.push('the defender may withhold units as long as one defends; all suffer the results (5.5)');

  for (const f of [...attackers, ...defenders]) if (f.notes.length > 0) strengthNotes.push(`${f.unit.name} ${combatValue(f.unit)} → ${f.value}: ${f.notes.join('; ')}`);
  return { side, attackers, defenders, attackHexes, findings, strengthNotes, fromSea: attackers.some((f) => isSea(view, f.unit.cell)) };
}
