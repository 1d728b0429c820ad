/**
 * 5.3.1's limit, counted from the turn's records: "A maximum of three Bombardments can be
 * performed per hex for each Operation." Each Bombardment roll the assistant made names its
 * target hex; an Operation begins when the active Formation is set (5.1, the activation roll-off
 * sets it) or the Game Turn changes, so the rolls since then are this Operation's. And 5.3.3,
 * 5.3.4: "the total number of bombardments allowable is equal to the modified roll of a die" —
 * the Bombardment rolls after an Air or Naval Operation's missions roll, against what it allowed.
 */
import { assistantRolls, eventsSinceSet, type Finding } from '../../src/rules/kit';
import type { RollEvent, RulesView } from '../../src/rules/types';

/** 5.3.1: at most three bombardments per hex for each Operation. */
export const bombardmentsPerHex = 3;

/** The Bombardment roll's name, as its log line states it (rolls.ts). */
export const bombardmentName = 'Bombardment';

/** The missions rolls (rolls.ts) and the rules that make their modified roll the bombardments allowed. */
export const missionRolls = [
  { name: 'Air Operation: missions', rule: '5.3.3', operation: 'Air Operation' },
  { name: 'Naval Operation: missions', rule: '5.3.4', operation: 'Naval Operation' },
] as const;

/** 3.1, 4.1, 5.3.3: the missions a modified roll gives, never fewer than one nor more than six. */
export const missionsOf = (roll: number): number => Math.min(6, Math.max(1, roll));

/** The hex label a Bombardment roll names: its pick reads "0203 — 2nd Bn, …". */
const targetOf = (roll: RollEvent): string | null => roll.about?.split(' — ')[0].trim() || null;

/** This Operation's Bombardment rolls, by the target hex's label. */
export function bombardmentsThisOperation(view: RulesView): Map<string, RollEvent[]> {
  const out = new Map<string, RollEvent[]>();
  for (const roll of assistantRolls(eventsSinceSet(view, ['activeFormation', 'turn']), bombardmentName)) {
    const hex = targetOf(roll);
    if (hex) out.set(hex, [...(out.get(hex) ?? []), roll]);
  }
  return out;
}

/** The hexes bombarded more than three times in this Operation. */
export function bombardmentFindings(view: RulesView): Finding[] {
  const out: Finding[] = [];
  for (const [hex, rolls] of bombardmentsThisOperation(view)) {
    if (rolls.length <= bombardmentsPerHex) continue;
    const key = view.map.cellOf(hex);
    out.push({ severity: 'illegal', rule: '5.3.1', text: `${hex} was bombarded ${rolls.length} times in this Operation (by ${[...new Set(rolls.map((r) => r.who))].join(', ')}): a maximum of three Bombardments can be performed per hex for each Operation`, ...(key ? { cells: [`${key.col},${key.row}`] } : {}) });
  }
  return out;
}

/** 5.3.3, 5.3.4: more Bombardment rolls after this Operation's missions roll than it allowed. */
export function missionFindings(view: RulesView): Finding[] {
  const events = eventsSinceSet(view, ['activeFormation', 'turn']);
  let last = -1;
  for (let i = events.length - 1; i >= 0 && last < 0; i--) {
    const e = events[i];
    if (e.kind === 'roll' && e.assistant && e.total !== null && missionRolls.some((m) => m.name === e.purpose)) last = i;
  }
  if (last < 0) return [];
  const roll = events[last] as RollEvent;
  const spec = missionRolls.find((m) => m.name === roll.purpose)!;
  const allowed = missionsOf(roll.total!);
  const made = assistantRolls(events.slice(last + 1), bombardmentName).length;
  if (made <= allowed) return [];
  return [{ severity: 'illegal', rule: spec.rule, text: `${made} bombardments after the ${spec.operation}'s missions roll of ${roll.total}, which allowed ${allowed}: the total number of bombardments allowable is equal to the modified roll of a die` }];
}

/** What the next Bombardment of a hex would be in this Operation, for the roll's outcome. */
export function nextBombardmentText(view: RulesView, hex: string): string {
  const next = (bombardmentsThisOperation(view).get(hex)?.length ?? 0) + 1;
  if (next > bombardmentsPerHex) return `This is bombardment ${next} of ${hex} in this Operation: a maximum of three Bombardments can be performed per hex for each Operation (5.3.1).`;
  return `Bombardment ${next} of at most ${bombardmentsPerHex} against ${hex} in this Operation (5.3.1).`;
}
