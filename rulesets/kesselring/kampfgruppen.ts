/**
 * Kampfgruppen and Task Forces (optional rule 31): detached forces that "operate as regiment/brigade
 * sized units of their contingents" (31.3). They may deploy as regular reinforcements or "on
 * friendly units" (31.2): armor on an armored division, infantry on an infantry division, motorized
 * infantry on a motorized infantry division, airborne on an airborne or parachute division,
 * mountain on a mountain division, each "of the same contingent"; "that division must be at full
 * strength", an Allied one "must be able to trace a LOC", an Axis one need not; and "KG and TF may
 * overstack when deploying (10.2)". An eliminated KG or TF "is returned to the Reinforcement display
 * and may be replaced regardless of its situation when eliminated"; none satisfies a withdrawal (31.3).
 *
 * A KG or TF is a counter whose `size` is `kampfgruppe` or `task-force` (KG, TF); the KG 100 SSU
 * "is not a KG for the purposes of this rule" (31.0), so special support units never are.
 * Parachute divisions carry the airborne type (2.3), so "airborne or parachute" reads the airborne type.
 */
import type { Finding } from '../../src/rules/kit';
import type { Report, ReportSpec, RulesUnit, RulesView } from '../../src/rules/types';
import { locOf } from './logistics';
import { notInUse } from './optional';
import { overstacked } from './stacking';
import { AXIS, contingentOf, isDivision, isReduced, isSsu, sideOf, textAttr, typeOf, unitsOnly } from './units';

type Piece = Pick<RulesUnit, 'name' | 'attrs'>;

/** 31.0: a Kampfgruppe or Task Force. */
export const isKgTf = (p: Pick<RulesUnit, 'attrs'>): boolean => !isSsu(p) && ['kampfgruppe', 'task-force', 'kg', 'tf'].includes(textAttr(p, 'size').toLowerCase());

/** 31.2 2): the division kinds a KG or TF of each kind deploys on. */
const hostKinds: Readonly<Record<string, string>> = {
  armor: 'armored division',
  infantry: 'infantry division',
  'motorized-infantry': 'motorized infantry division',
  airborne: 'airborne or parachute division',
  mountain: 'mountain division',
};

/** Why a division cannot take this KG or TF now, or null when it can (31.2 2, 3). */
function refusal(view: RulesView, kg: Piece, d: RulesUnit): string | null {
  if (!isDivision(d) || typeOf(d) !== typeOf(kg) || sideOf(d) !== sideOf(kg)) return 'not a division of its kind';
  if (contingentOf(d) !== contingentOf(kg)) return 'not of the same contingent';
  if (isReduced(d)) return 'not at full strength';
  if (sideOf(d) !== AXIS && !locOf(view, d).inSupply) return 'cannot trace a LOC';
  return null;
}

/** 31.2: the divisions on the map a KG or TF may deploy on, and those of its kind it may not, with why. */
export function deploymentHosts(view: RulesView, kg: Piece): { hosts: RulesUnit[]; refused: { unit: RulesUnit; why: string }[] } {
  const hosts: RulesUnit[] = [];
  const refused: { unit: RulesUnit; why: string }[] = [];
  for (const d of unitsOnly(view)) {
    const why = refusal(view, kg, d);
    if (why === null) hosts.push(d);
    else if (why !== 'not a division of its kind') refused.push({ unit: d, why });
  }
  return { hosts, refused };
}

const where = (view: RulesView, u: RulesUnit): string => `${u.name} (${view.map.label(u.cell)})`;

/** The deployment report for one KG or TF (31.2, 31.3). */
export function kgReport(view: RulesView, choice?: string): Report {
  const off = notInUse(view, 'kampfgruppen', 'Deploying a KG or TF');
  const kg = [...view.offMap, ...unitsOnly(view)].find((p) => p.id === choice && isKgTf(p));
  if (!kg) return { summary: 'KG and TF: pick one', lines: ['Pick the KG or TF to deploy: a counter whose size is kampfgruppe or task-force.'], findings: off };
  const kind = hostKinds[typeOf(kg)];
  const lines = [`${kg.name} deploys as a regular reinforcement (31.2 1, 7.2)${kind ? ', or' : '.'}`];
  if (kind) {
    const { hosts, refused } = deploymentHosts(view, kg);
    lines.push(hosts.length > 0 ? `on a full-strength ${kind} of the ${contingentOf(kg) ?? 'same'} contingent: ${hosts.map((d) => where(view, d)).join(', ')} (31.2 2, 3).` : `on a full-strength ${kind} of the same contingent: none on the map can take it now (31.2 2, 3).`);
    if (refused.length > 0) lines.push(`Not now: ${refused.map((r) => `${where(view, r.unit)} — ${r.why}`).join('; ')} (31.2 3).`);
  } else lines.push(`Its type (${typeOf(kg) || 'not typed'}) has no division to deploy on in 31.2 2 (armor, infantry, motorized infantry, airborne, mountain).`);
  lines.push('KG and TF may overstack when deploying (31.2 4); 10.2 applies while the hex is overstacked. They never satisfy withdrawals; an eliminated one returns to the Reinforcement display and may be replaced whatever its situation when eliminated (31.3).');
  return { summary: `${kg.name}: where it may deploy`, lines, findings: off };
}

export const kgSpec: ReportSpec = {
  id: 'kampfgruppen', name: 'KG and TF deployment', rule: '31.2, 31.3',
  choices: (view) => [...view.offMap, ...unitsOnly(view)].filter(isKgTf).map((p) => ({ value: p.id, label: p.name })),
  run: kgReport,
};

/** The whole-table check: KG and TF on the map without the rule, and their overstacking (31.2 4). */
export function kgFindings(view: RulesView, hexes: ReadonlyMap<string, readonly RulesUnit[]>): Finding[] {
  const out: Finding[] = [];
  const all = unitsOnly(view).filter(isKgTf);
  if (all.length === 0) return out;
  const off = notInUse(view, 'kampfgruppen', `${all.map((u) => u.name).join(', ')} (KG or TF)`, { pieces: all.map((u) => u.id) });
  if (off.length > 0) return off;
  for (const units of hexes.values()) {
    const kgs = units.filter(isKgTf);
    if (kgs.length > 0 && overstacked(units)) out.push({ severity: 'info', rule: '31.2, 10.2', text: `${kgs.map((u) => u.name).join(', ')} overstack ${view.map.label(units[0].cell)}: KG and TF may overstack when deploying; while the hex is overstacked only one unit attacks and one plus a garrison defends`, cells: [units[0].key] });
  }
  return out;
}
