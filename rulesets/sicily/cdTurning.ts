/**
 * When CD units were turned, read from the turn's records (`view.turn`):
 * - CD 1.3: "CD units can be turned from their Untried side to their Tried side during any Axis
 *   friendly Movement Phase by the Axis player and they must be turned to their Tried side if they
 *   participate in combat." A CD unit turned Tried (face 1 → 0) in the Axis Movement Phase is
 *   right; in the Combat Phase it is right if it takes part in a combat; in any other phase it is not.
 * - CD 1.6: "Once in Tried mode, a CD unit cannot return to Untried mode." A CD unit turned from
 *   its Tried front (0) to its Untried back (1) breaks it.
 * The phase a unit was turned in is the one last set before the turning this turn, else the one now
 * when it was not changed since. A unit the combat dialog turns (`showFaces`, CD 1.3's "must be
 * turned") is right in any phase; a sealed unit's reveal is not a turning.
 */
import { valueWhen, type Finding } from '../../src/rules/kit';
import type { FlipEvent, RulesView } from '../../src/rules/types';
import { isCd } from './units';
import { phaseLabel, phases, type Phase } from './values';

const untried = 1;
const tried = 0;

/** The phase in effect when the event happened, or null when the records cannot tell. */
function phaseWhen(view: RulesView, index: number): Phase | null {
  const value = valueWhen(view, 'phase', index);
  return phases.find((p) => p.value === value)?.value ?? null;
}

/** One turning of a CD unit judged against CD 1.3 and CD 1.6; null when it breaks neither. */
function judgeTurning(view: RulesView, e: FlipEvent, name: string): Finding | null {
  const where = e.cell ? ` at ${view.map.label(e.cell)}` : '';
  const pieces = [e.pieceId];
  if (e.fromFace === tried && e.toFace === untried) return { severity: 'illegal', rule: 'CD 1.6', text: `${e.who} turned ${name}${where} back to its Untried side: once in Tried mode, a CD unit cannot return to Untried mode`, pieces };
  if (e.fromFace !== untried || e.toFace !== tried) return null;
  // Turned by the combat dialog for a combat it takes part in: "they must be turned".
  if (e.op === 'showFaces') return null;
  const phase = phaseWhen(view, e.index);
  if (phase === 'axis-movement') return null;
  if (phase === 'combat') return { severity: 'info', rule: 'CD 1.3', text: `${name}${where} was turned Tried in the Combat Phase: right only if it takes part in a combat (then it must be turned)`, pieces };
  if (phase === null) return { severity: 'info', rule: 'CD 1.3', text: `${name}${where} was turned Tried; the phase it was turned in is not in this turn's records: CD units are turned Tried only during an Axis Movement Phase, or when they take part in a combat`, pieces };
  return { severity: 'warning', rule: 'CD 1.3', text: `${e.who} turned ${name}${where} Tried in the ${phaseLabel(phase)}: CD units are turned from Untried to Tried during an Axis Movement Phase, or when they take part in a combat`, pieces };
}

/** The turnings of CD units this turn that CD 1.3 or CD 1.6 do not allow. */
export function cdTurningFindings(view: RulesView): Finding[] {
  const units = new Map(view.units.map((u) => [u.id, u]));
  const out: Finding[] = [];
  for (const e of view.turn?.events ?? []) {
    const unit = e.kind === 'flip' ? units.get(e.pieceId) : undefined;
    if (e.kind !== 'flip' || !unit || !isCd(unit)) continue;
    const found = judgeTurning(view, e, unit.hidden ? 'a sealed CD unit' : unit.name);
    if (found) out.push(found);
  }
  return out;
}
