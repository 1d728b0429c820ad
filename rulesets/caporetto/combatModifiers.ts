/**
 * The column shifts and DRMs of one Caporetto combat (Combat Modifiers and GT 1/GT 2 reference
 * pages), each with its reason and rule. Support shifts are not here: each support unit is a
 * pre-roll (support.ts) whose granted shift the app adds when it succeeds.
 */
import { adjacentOn, sideBetween, signed, terrainOf, type Finding, type Modifier } from '../../src/rules/kit';
import type { RulesUnit } from '../../src/rules/types';
import { factorOf, hexesOf, nationsOf, type CombatContext } from './combatContext';
import { isBridge, isRiverSide } from './costs';
import { moraleOf } from './morale';
import { effectOf, hexMarkEffects } from './terrain';
import { CENTRAL_POWERS, isAssault, isMarkedOutOfSupply, nationalityOf } from './units';
import { flagValue, markedCells, phaseOf } from './values';
import { isGermanArtillery } from './support';

const shift = (id: string, value: number, reason: string, rule: string, extra: Partial<Modifier> = {}): Modifier => ({ id, kind: 'shift', value, reason, rule, ...extra });
const drm = (id: string, value: number, reason: string, rule: string, extra: Partial<Modifier> = {}): Modifier => ({ id, kind: 'drm', value, reason, rule, ...extra });

/**
 * TEC: the defender's hex terrain, town or city. Reading: the TEC gives one shift per hex, the
 * strongest single one (a town in mountain is 1L, alpine with a town 2L), as 7.7 reads the highest
 * single movement cost; the shifts are not added up.
 */
export function terrainShift(ctx: CombatContext): Modifier | null {
  const hex = effectOf(terrainOf(ctx.view.map, ctx.defenderCell));
  const found = [{ name: hex.name.toLowerCase(), value: hex.combatShift }];
  if (markedCells(ctx.view, 'towns').has(ctx.defenderKey)) found.push({ name: 'a town', value: hexMarkEffects.town.combatShift });
  if (markedCells(ctx.view, 'cities').has(ctx.defenderKey)) found.push({ name: 'a city', value: hexMarkEffects.city.combatShift });
  const shifting = found.filter((f) => f.value < 0);
  if (shifting.length === 0) return null;
  const strongest = shifting.reduce((a, b) => (b.value < a.value ? b : a));
  const reason = shifting.length > 1
    ? `defender in ${shifting.map((f) => f.name).join(' with ')}: the strongest single terrain shift counts, not their sum`
    : `defender in ${strongest.name}`;
  return shift('terrain', strongest.value, reason, 'TEC, 11.7.2');
}

/**
 * The water hexside, if any, an attacker strikes across: a river, bridged or not, or a lake.
 * 7.8: a bridge (a bridge hexside, or a railroad over the river) negates a river's effects on
 * movement, and only when both hexes are under friendly control; an attack goes into a hex the
 * enemy holds, so a bridged river still gives the defender its 1L. The TEC's "negates river
 * crossing penalty" is read the same way: the crossing cost, under 7.8's condition.
 */
function crossingOf(ctx: CombatContext, unit: RulesUnit): 'river' | 'lake' | null {
  if (isRiverSide(ctx.view, unit.cell, ctx.defenderCell)) return 'river';
  return sideBetween(ctx.view.map, unit.cell, ctx.defenderCell) === 'lake' ? 'lake' : null;
}

/** The attackers striking across one kind of water hexside. */
const across = (ctx: CombatContext, water: 'river' | 'lake'): RulesUnit[] => ctx.attackers.filter((u) => crossingOf(ctx, u) === water);

/** The attack factors of some attackers. */
const factorsOf = (ctx: CombatContext, units: readonly RulesUnit[]): number => units.reduce((s, u) => s + factorOf(ctx.view, u, 'attack'), 0);

/** 7.8 in words when some attackers cross the river at a bridge, which does not take the 1L away. */
function bridgeNote(ctx: CombatContext, crossing: readonly RulesUnit[]): string {
  const bridged = crossing.some((u) => isBridge(ctx.view, u.cell, ctx.defenderCell));
  return bridged ? '; a bridge does not help: it negates a river for movement between friendly hexes only (7.8)' : '';
}

/**
 * 11.7.2: 1L when at least half the attack factors attack across a river hexside, bridged or not
 * (7.8, {@link crossingOf}). When the attack is mixed the players see the split and may untick it.
 * The TEC and 11.7.2 give the 1L for rivers only; 7.10 pairs lakes with rivers for movement alone,
 * so a lake crossing is offered switched off, for the players to decide.
 */
export function riverShift(ctx: CombatContext): Modifier | null {
  if (ctx.attack === 0) return null;
  const crossing = across(ctx, 'river');
  const factors = factorsOf(ctx, crossing);
  if (factors === 0) {
    const lake = factorsOf(ctx, across(ctx, 'lake'));
    if (lake === 0) return null;
    const reason = `${lake} of ${ctx.attack} attack factors attack across a lake hexside: the TEC and 11.7.2 give 1L for rivers only (tick it if you read lakes like rivers)`;
    return shift('river', -1, reason, '11.7.2, TEC', { situational: true, on: false });
  }
  const bridge = bridgeNote(ctx, crossing);
  if (factors === ctx.attack) return shift('river', -1, `all attack factors attack across a river${bridge}`, '11.7.2, TEC');
  const reason = `${factors} of ${ctx.attack} attack factors attack across a river (1L only if at least half do)${bridge}`;
  return shift('river', -1, reason, '11.7.2, TEC', { situational: true, on: factors * 2 >= ctx.attack });
}

/** Attacking Austro-Hungarian units not stacked with an attacking German unit: 10.1 leaves only mixed stacks unaffected. */
function austriansAlone(ctx: CombatContext): RulesUnit[] {
  const germanHexes = new Set(ctx.attackers.filter((u) => nationalityOf(u) === 'German').map((u) => u.key));
  return ctx.attackers.filter((u) => nationalityOf(u) === 'Austro-Hungarian' && !germanHexes.has(u.key));
}

/**
 * 10.6: 1L when the attacking army's morale is −2 or below. Italians bring it to joint attacks
 * with British, French or Czech units; Austro-Hungarians bring it unless every one of them
 * attacks stacked with a German unit (10.1: mixed stacks are not affected by morale).
 */
export function attackerMoraleShift(ctx: CombatContext): Modifier | null {
  const nations = nationsOf(ctx.attackers);
  if (ctx.attackingSide === CENTRAL_POWERS) {
    const level = moraleOf(ctx.view, 'Austro-Hungarian');
    if (level > -2 || austriansAlone(ctx).length === 0) return null;
    const joint = nations.has('German') ? 'German and Austro-Hungarian units not stacked together; ' : '';
    return shift('morale', -1, `${joint}Austro-Hungarian morale ${signed(level)} (−2 or below)`, '10.6');
  }
  const level = moraleOf(ctx.view, 'Italian');
  if (level > -2 || !nations.has('Italian')) return null;
  const joint = nations.size > 1 ? 'joint attack with Italian units; ' : '';
  return shift('morale', -1, `${joint}Italian morale ${signed(level)} (−2 or below)`, '10.6');
}

/** 10.6 in words when a stacked German/Austro-Hungarian attack or defence escapes the morale penalty. */
export function moraleExemptions(ctx: CombatContext): Finding[] {
  const out: Finding[] = [];
  const ahLow = (limit: number) => moraleOf(ctx.view, 'Austro-Hungarian') <= limit;
  const ahAttack = ctx.attackers.some((u) => nationalityOf(u) === 'Austro-Hungarian');
  if (ctx.attackingSide === CENTRAL_POWERS && ahLow(-2) && ahAttack && austriansAlone(ctx).length === 0) {
    out.push({ severity: 'info', rule: '10.6, 10.1', text: 'German and Austro-Hungarian units attacking stacked together are not subject to the morale 1L.' });
  }
  if (ctx.attackingSide !== CENTRAL_POWERS && ahLow(-3) && jointStack(ctx.defenders)) {
    out.push({ severity: 'info', rule: '10.6, 10.1', text: 'Attacks against a joint German/Austro-Hungarian stack get no +1 DRM for Austro-Hungarian morale.' });
  }
  return out;
}

const jointStack = (units: readonly RulesUnit[]) => nationsOf(units).has('German') && nationsOf(units).has('Austro-Hungarian');

/** 11.7.2: on GT 1 every Central Powers attack gets 1R, on top of any other 1R (16.5). */
export function gt1Shift(ctx: CombatContext): Modifier | null {
  if (ctx.turn !== 1 || ctx.attackingSide !== CENTRAL_POWERS) return null;
  return shift('gt1-cp', 1, 'GT 1: all Central Powers attacks (the Italians were in offensive mode)', '11.7.2');
}

/** 16.5: on GTs 1–2 an attack supported by two or more German artillery units gets another 1R. */
export function germanArtilleryShift(ctx: CombatContext): Modifier | null {
  const guns = ctx.attackSupport.filter(isGermanArtillery).length;
  if (ctx.turn > 2 || guns < 2) return null;
  return shift('feuerwaltz', 1, `${guns} German artillery units support the attack on GT ${ctx.turn}`, '16.5');
}

/** 14.3: +2 against units out of supply; situational when only some defenders are marked. */
export function outOfSupplyDrm(ctx: CombatContext): Modifier | null {
  const oos = ctx.defenders.filter((u) => isMarkedOutOfSupply(ctx.view, u));
  if (oos.length === 0) return null;
  if (oos.length === ctx.defenders.length) return drm('oos', 2, 'defender out of supply', '14.3');
  return drm('oos', 2, `${oos.map((u) => u.name).join(', ')} out of supply (not every defender)`, '14.3', { situational: true, on: true });
}

/** 10.6: +1 when the defending army's morale is −3 or lower; never against a joint German/Austro-Hungarian stack (10.1). */
export function defenderMoraleDrm(ctx: CombatContext): Modifier | null {
  const nations = nationsOf(ctx.defenders);
  const army = nations.has('Italian') ? 'Italian' : nations.has('Austro-Hungarian') && !nations.has('German') ? 'Austro-Hungarian' : null;
  if (!army) return null;
  const level = moraleOf(ctx.view, army);
  return level <= -3 ? drm('enemy-morale', 1, `defending ${army} morale ${signed(level)} (−3 or lower)`, '10.6') : null;
}

/** 11.2: +1 for an attack from three or more sides, i.e. attackers in three or more different adjacent hexes. */
export function concentricDrm(ctx: CombatContext): Modifier | null {
  const hexes = hexesOf(ctx.attackers);
  if (hexes.length < 3) return null;
  const adjacent = hexesOf(ctx.attackers.filter((u) => adjacentOn(ctx.view.map, u.cell, ctx.defenderCell)));
  if (adjacent.length >= 3) return drm('concentric', 1, `attack from ${adjacent.length} sides`, '11.2');
  return drm('concentric', 1, `attackers in ${hexes.length} hexes, but only ${adjacent.length} adjacent: from three sides?`, '11.2', { situational: true, on: false });
}

/** 16.6: gas: +3 on GT 1, +2 on GT 2 for attacks supported by German artillery. */
export function gasDrm(ctx: CombatContext): Modifier | null {
  if (ctx.turn > 2 || !ctx.attackSupport.some(isGermanArtillery)) return null;
  return drm('gas', ctx.turn === 1 ? 3 : 2, `gas: German artillery supports the attack on GT ${ctx.turn}`, '16.6');
}

/** Rommel (6.0): in the 2nd Combat Sub-phase, +1 for attacks by German assault infantry. */
export function rommelDrm(ctx: CombatContext): Modifier | null {
  if (!flagValue(ctx.view, 'rommel') || phaseOf(ctx.view) !== 'combat2') return null;
  const assault = ctx.attackers.some((u) => nationalityOf(u) === 'German' && isAssault(u));
  return assault ? drm('rommel', 1, 'Rommel: German assault infantry attacks in the 2nd Combat Sub-phase', '6.0') : null;
}

/** Every shift and DRM of the combat except support, in the order the reference page lists them. */
export function combatModifiers(ctx: CombatContext): Modifier[] {
  const all = [
    terrainShift(ctx), riverShift(ctx), attackerMoraleShift(ctx), gt1Shift(ctx), germanArtilleryShift(ctx),
    outOfSupplyDrm(ctx), defenderMoraleDrm(ctx), concentricDrm(ctx), gasDrm(ctx), rommelDrm(ctx),
  ];
  return all.filter((m): m is Modifier => m !== null);
}
