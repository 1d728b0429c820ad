/**
 * Artillery, air and naval support (16.0): one employment pre-roll per support marker taking part,
 * with its DRMs, or automatic where 16.3 and 16.5 say no roll is needed; and findings for the
 * limits on how much support a combat may have (16.2, 16.4, 16.7, 14.3, 17.2) and when it arrives (3.2).
 */
import { distanceOn, keyCell, type Finding, type Modifier } from '../../src/rules/kit';
import type { CombatSetup, PreRoll, RulesUnit } from '../../src/rules/types';
import type { CombatContext } from './combatContext';
import { ALLIES, CENTRAL_POWERS, hqMode, is14thArmyHq, isHq, isMarkedOutOfSupply, nationalityOf, sideOf, type Nationality, type Side } from './units';
import { flagValue, markedCells } from './values';

const supportType = (u: RulesUnit) => String(u.attrs.type ?? '').toLowerCase();
/** 2.4: support markers by type; 16.5, 16.6 and 17.2 count artillery, 16.7 limits the naval unit. */
export const isArtillery = (u: RulesUnit) => supportType(u) === 'artillery';
/** 16.7: the Austro-Hungarian naval unit. */
export const isNaval = (u: RulesUnit) => supportType(u) === 'naval';
/** 16.5, 16.6: German artillery drives the Feuerwaltz shift and the gas DRM on GTs 1–2. */
export const isGermanArtillery = (u: RulesUnit) => isArtillery(u) && nationalityOf(u) === 'German';

/** 16.3: a modified roll of 3–6 employs the support unit. */
export const SUPPORT_SUCCEEDS_FROM = 3;

type Role = 'attack' | 'defence';

const describe = (u: RulesUnit) => `${u.name} (${[nationalityOf(u), supportType(u)].filter(Boolean).join(' ')})`;

/** 16.3: why a support unit needs no roll, or null when it rolls. */
function automaticBecause(ctx: CombatContext, unit: RulesUnit, role: Role): { reason: string; rule: string } | null {
  const nation = nationalityOf(unit);
  if (nation === 'German' && ctx.turn <= 2) return { reason: 'German support on GT 1–2 needs no roll', rule: '16.3' };
  if (role === 'attack' && ctx.turn === 1 && nation === 'Austro-Hungarian' && (isArtillery(unit) || isNaval(unit)) && near14thArmy(ctx, unit)) {
    return { reason: 'Feuerwaltz: Austro-Hungarian artillery or naval unit within 3 hexes of the 14th Army HQ on GT 1', rule: '16.5' };
  }
  return null;
}

/** 16.5. Reading: "firing within 3 hexes" is measured from the support marker's own hex. */
function near14thArmy(ctx: CombatContext, unit: RulesUnit): boolean {
  return ctx.view.units.some((u) => is14thArmyHq(u) && distanceOn(ctx.view.map, u.cell, unit.cell) <= 3);
}

/** 16.3, 16.8: the DRMs of one support unit's employment roll. */
function employmentDrms(ctx: CombatContext, unit: RulesUnit, role: Role): Modifier[] {
  const nation = nationalityOf(unit);
  const mods: Modifier[] = [];
  if (nation === 'German' || nation === 'British' || nation === 'French') mods.push({ id: 'nation', kind: 'drm', value: 1, reason: `${nation} support unit`, rule: '16.3' });
  if (nation === 'Italian' && ctx.turn <= 2) mods.push({ id: 'italian-gt12', kind: 'drm', value: -2, reason: `Italian support unit on GT ${ctx.turn}`, rule: '16.3' });
  if (role === 'attack' && markedCells(ctx.view, 'airRecon').has(ctx.defenderKey)) {
    mods.push({ id: 'air-recon', kind: 'drm', value: 1, reason: 'air recon succeeded over the defender hex', rule: '16.8' });
  }
  return mods;
}

/** A support unit's employment pre-roll (and the shift it grants) is named by this and the unit's id. */
const PRE_ROLL_PREFIX = 'support-';

/** 16.1: the support units a combat committed, attacking and defending, read back from its pre-rolls. */
export function committedSupport(setup: Pick<CombatSetup, 'preRolls'>): string[] {
  return (setup.preRolls ?? []).filter((p) => p.id.startsWith(PRE_ROLL_PREFIX)).map((p) => p.id.slice(PRE_ROLL_PREFIX.length));
}

function preRoll(ctx: CombatContext, unit: RulesUnit, role: Role): PreRoll {
  const auto = automaticBecause(ctx, unit, role);
  const value = role === 'attack' ? 1 : -1;
  const grants: Modifier = {
    id: `${PRE_ROLL_PREFIX}${unit.id}`, kind: 'shift', value,
    reason: `${describe(unit)} employed in ${role === 'attack' ? 'attack' : 'defence'}`, rule: auto?.rule ?? '16.3',
  };
  return {
    id: `${PRE_ROLL_PREFIX}${unit.id}`,
    label: auto ? `${describe(unit)}: automatic (${auto.reason})` : `${describe(unit)}: employed on 3–6`,
    rule: auto?.rule ?? '16.3',
    die: '1d6',
    modifiers: auto ? [] : employmentDrms(ctx, unit, role),
    succeedsFrom: SUPPORT_SUCCEEDS_FROM,
    ...(auto ? { automatic: true } : {}),
    grants,
  };
}

/**
 * One pre-roll per support unit taking part: attacking support (support markers of the attacking
 * side among the attacker ids) grants 1R when employed, defending support (the defending side's
 * support markers in the defender hex) 1L (16.1–16.3).
 */
export function supportPreRolls(ctx: CombatContext): PreRoll[] {
  return [...ctx.attackSupport.map((u) => preRoll(ctx, u, 'attack')), ...ctx.defenceSupport.map((u) => preRoll(ctx, u, 'defence'))];
}

/** 15.1.2, 15.2, 16.2: an HQ that can give support: friendly, in support mode, not out of supply. */
function supportingHqs(ctx: CombatContext, side: Side | null): RulesUnit[] {
  return ctx.view.units.filter((u) => isHq(u) && sideOf(u) === side && hqMode(u) === 'support' && !isMarkedOutOfSupply(ctx.view, u));
}

/** 16.2: more than one support unit only when every supported unit is within 3 hexes of such an HQ. */
function hqRangeFinding(ctx: CombatContext, role: Role, support: readonly RulesUnit[], supported: readonly RulesUnit[], side: Side | null): Finding[] {
  if (support.length < 2) return [];
  const hqs = supportingHqs(ctx, side);
  const cells = role === 'attack' ? supported.map((u) => u.cell) : [keyCell(ctx.defenderKey)];
  const outOfRange = cells.some((c) => !hqs.some((hq) => distanceOn(ctx.view.map, hq.cell, c) <= 3));
  if (!outOfRange) return [];
  const who = role === 'attack' ? 'attacking units' : 'defending units';
  return [{ severity: 'warning', rule: '16.2, 15.1.2', text: `${support.length} support units in ${role}, but the ${who} are not all within 3 hexes of a friendly HQ in support mode that is in supply: only one support unit counts.` }];
}

/** 16.4: the nationalities each support nationality may support. */
const mayHelp: Readonly<Record<Nationality, readonly Nationality[]>> = {
  Italian: ['Italian', 'Czech'],
  French: ['Italian', 'French'],
  British: ['Italian', 'British'],
  Czech: ['Czech'],
  German: ['German', 'Austro-Hungarian'],
  'Austro-Hungarian': ['German', 'Austro-Hungarian'],
};

/** 16.4. Reading: every ground unit of the supported attack or defence must be of a nationality the support may help. */
function nationalityFindings(support: readonly RulesUnit[], supported: readonly RulesUnit[]): Finding[] {
  return support.flatMap((s): Finding[] => {
    const nation = nationalityOf(s);
    if (!nation) return [{ severity: 'warning', rule: '16.4', text: `${s.name} has no nationality typed: the assistant cannot check whom it may support.`, pieces: [s.id] }];
    const refused = supported.filter((u) => !isHq(u) && !mayHelp[nation].includes(nationalityOf(u) ?? nation));
    if (refused.length === 0) return [];
    return [{ severity: 'illegal', rule: '16.4', text: `${nation} support may support only ${mayHelp[nation].join(' or ')} units, not ${refused.map((u) => u.name).join(', ')}.`, pieces: [s.id, ...refused.map((u) => u.id)] }];
  });
}

/** 16.7: the naval unit supports only German/Austro-Hungarian attacks on Allied units within 3 hexes of a coastal hex. */
function navalFindings(ctx: CombatContext): Finding[] {
  const out: Finding[] = [];
  const defending = ctx.defenceSupport.filter(isNaval);
  if (defending.length) out.push({ severity: 'illegal', rule: '16.7', text: 'Naval gunfire supports attacks only, not a defence.', pieces: defending.map((u) => u.id) });
  const attacking = ctx.attackSupport.filter(isNaval);
  if (attacking.length === 0) return out;
  if (ctx.attackingSide !== CENTRAL_POWERS) out.push({ severity: 'illegal', rule: '16.7', text: 'Only the Austro-Hungarian naval unit gives naval gunfire support, to German and Austro-Hungarian attacks.' });
  const coast = [...markedCells(ctx.view, 'coastal')];
  if (coast.length === 0) out.push({ severity: 'info', rule: '16.7', text: 'No coastal hexes are marked: mark them in the panel to check naval gunfire range.' });
  else if (!coast.some((k) => distanceOn(ctx.view.map, keyCell(k), ctx.defenderCell) <= 3)) {
    out.push({ severity: 'illegal', rule: '16.7', text: 'Naval gunfire may support only attacks on Allied units within 3 hexes of a coastal hex.', cells: [ctx.defenderKey], pieces: attacking.map((u) => u.id) });
  }
  return out;
}

/** 14.3: out-of-supply units cannot receive artillery or air support (read here as any support). */
function supplyFindings(ctx: CombatContext, support: readonly RulesUnit[], supported: readonly RulesUnit[]): Finding[] {
  const oos = supported.filter((u) => isMarkedOutOfSupply(ctx.view, u));
  if (support.length === 0 || oos.length === 0) return [];
  return [{ severity: 'illegal', rule: '14.3', text: `${oos.map((u) => u.name).join(', ')} ${oos.length === 1 ? 'is' : 'are'} out of supply and cannot receive support.`, pieces: oos.map((u) => u.id) }];
}

/** 17.2: a side in an Operational Pause uses no more than two artillery support units. */
function pauseFindings(ctx: CombatContext, support: readonly RulesUnit[], side: Side | null): Finding[] {
  const paused = side === ALLIES ? flagValue(ctx.view, 'pauseAllies') : side === CENTRAL_POWERS && flagValue(ctx.view, 'pauseCentralPowers');
  const guns = support.filter(isArtillery).length;
  if (!paused || guns <= 2) return [];
  return [{ severity: 'illegal', rule: '17.2', text: `${side} are in an Operational Pause: no more than two artillery support units this GT, and this combat alone uses ${guns}.` }];
}

/** 3.2: the first GT each nationality's support units are available; Italian, German and Austro-Hungarian support from GT 1 (3.2, 3.3). */
const supportArrives: Readonly<Partial<Record<Nationality, number>>> = { British: 3, French: 3 };

/** 3.2: British and French support units used before GT 3, attacking or defending, are not in play yet. */
function arrivalFindings(ctx: CombatContext): Finding[] {
  const early = [...ctx.attackSupport, ...ctx.defenceSupport].filter((u) => ctx.turn < (supportArrives[nationalityOf(u) ?? 'Italian'] ?? 1));
  if (early.length === 0) return [];
  const names = early.map(describe).join(', ');
  return [{ severity: 'warning', rule: '3.2', text: `${names}: British and French support units are available from GT 3, and this is GT ${ctx.turn} (3.2).`, pieces: early.map((u) => u.id) }];
}

/** Every support limit broken by this combat, for both sides. */
export function supportFindings(ctx: CombatContext): Finding[] {
  const sides: [Role, RulesUnit[], RulesUnit[], Side | null][] = [
    ['attack', ctx.attackSupport, ctx.attackers, ctx.attackingSide],
    ['defence', ctx.defenceSupport, ctx.defenders, ctx.defendingSide],
  ];
  return [
    ...sides.flatMap(([role, support, supported, side]) => [
      ...hqRangeFinding(ctx, role, support, supported, side),
      ...nationalityFindings(support, supported),
      ...supplyFindings(ctx, support, supported),
      ...pauseFindings(ctx, support, side),
    ]),
    ...navalFindings(ctx),
    ...arrivalFindings(ctx),
  ];
}
