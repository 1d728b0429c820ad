/**
 * The arithmetic of an action-point game (Kesselring's War 5.2, 6): what one action segment costs
 * each side — its action plus the extras paid beside it, such as the defender's interception —
 * what each side holds before and after, and a warning when a side spends more than it has. The
 * game's own rules (who acts next, once-a-turn limits) come from the spec.
 */
import type { ActionPointsSpec, ActionSpec, RulesView, SegmentPlan, SegmentVerdict, ValueChange } from '../types';
import type { Finding } from './types';
import { sameRuleValue } from './values';

/** The AP a side holds now: its value (a track marker, usually), 0 when unreadable. */
export function pointsHeld(view: RulesView, spec: ActionPointsSpec, side: string): number {
  const v = view.values[spec.pointsOf[side] ?? ''];
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

/** The actions a side may take as its segment's action (not the extras). */
export function mainActions(spec: ActionPointsSpec, side: string): ActionSpec[] {
  return spec.actions.filter((a) => !a.extra && (!a.sides || a.sides.includes(side)));
}

/** The extras either side may pay beside an action. */
export function extraActions(spec: ActionPointsSpec): ActionSpec[] {
  return spec.actions.filter((a) => a.extra === true);
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One line of what a side pays: "Movement 1 + Naval gunfire ×2 2". */
function bill(items: readonly { action: ActionSpec; count: number; cost: number }[]): string {
  return items.map((i) => `${i.action.name}${i.count > 1 ? ` ×${i.count}` : ''} ${i.cost} AP`).join(' + ');
}

/**
 * The verdict on one planned segment: each side's AP before, cost and after (never below zero,
 * 5.2), the findings of every action paid, the AP changes to apply and the spec's own bookkeeping.
 * Throws on an action id the spec does not know, so a typo never passes as a free action.
 */
export function judgeSegment(view: RulesView, spec: ActionPointsSpec, plan: SegmentPlan): SegmentVerdict {
  const find = (id: string): ActionSpec => {
    const a = spec.actions.find((x) => x.id === id);
    if (!a) throw new Error(`no action "${id}" in ${spec.name}`);
    return a;
  };
  const items: { side: string; action: ActionSpec; count: number; cost: number }[] = [];
  if (plan.action !== 'pass') {
    const a = find(plan.action);
    items.push({ side: plan.side, action: a, count: 1, cost: a.cost(view, plan.side) });
  }
  for (const extra of plan.extras) {
    if (extra.count <= 0) continue;
    const a = find(extra.action);
    items.push({ side: extra.side, action: a, count: extra.count, cost: a.cost(view, extra.side) * extra.count });
  }
  const findings: Finding[] = [];
  const changes: ValueChange[] = [];
  const lines: string[] = [];
  const spend: Record<string, { before: number; cost: number; after: number }> = {};
  const maximum = spec.maximum(view);
  for (const side of spec.sides) {
    const mine = items.filter((i) => i.side === side);
    const before = pointsHeld(view, spec, side);
    const cost = mine.reduce((s, i) => s + i.cost, 0);
    const after = Math.max(0, before - cost);
    spend[side] = { before, cost, after };
    for (const i of mine) {
      if (i.action.sides && !i.action.sides.includes(side)) findings.push({ severity: 'illegal', rule: i.action.rule, text: `${side} may not take ${i.action.name}: it is for ${i.action.sides.join(', ')}` });
      findings.push(...(i.action.check?.(view, side, i.count) ?? []));
      changes.push(...(i.action.changes?.(view, side, i.count) ?? []));
    }
    if (cost === 0) continue;
    lines.push(`${side}: ${bill(mine)} — ${before} → ${after} AP`);
    if (cost > before) findings.push({ severity: 'illegal', rule: spec.rule, text: `${side} spends ${plural(cost, 'AP')} but holds ${before}: a side never has fewer than zero AP` });
    if (maximum !== null && before > maximum) findings.push({ severity: 'warning', rule: spec.rule, text: `${side} holds ${before} AP, more than the track's ${maximum}` });
    changes.push({ id: spec.pointsOf[side], value: after, why: `${side} pays ${plural(cost, 'AP')}` });
  }
  const after = spec.afterSegment(view, plan, spend);
  const actionName = plan.action === 'pass' ? 'passes' : `takes ${find(plan.action).name}`;
  const extrasText = items.filter((i) => i.action.extra).map((i) => `${i.side} ${i.action.name}${i.count > 1 ? ` ×${i.count}` : ''}`);
  const totals = spec.sides.filter((s) => spend[s].cost > 0).map((s) => `${s} ${spend[s].before}→${spend[s].after} AP`);
  // A change to what a value already is says nothing: "Nobody → Nobody" is left out.
  const real = [...changes, ...after.changes].filter((c) => !sameRuleValue(view.values[c.id], c.value));
  return {
    spend,
    lines: [...lines, ...after.lines],
    findings: [...findings, ...after.findings],
    changes: real,
    summary: `${plan.side} ${actionName}${extrasText.length ? ` with ${extrasText.join(', ')}` : ''}${totals.length ? ` (${totals.join(', ')})` : ''}`,
  };
}
