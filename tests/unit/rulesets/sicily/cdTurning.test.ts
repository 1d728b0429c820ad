/**
 * When coast defence units were turned, from the turn's records. CD 1.3: "CD units can be turned
 * from their Untried side to their Tried side during any Axis friendly Movement Phase by the Axis
 * player and they must be turned to their Tried side if they participate in combat." CD 1.6: "Once
 * in Tried mode, a CD unit cannot return to Untried mode."
 */
import { describe, expect, it } from 'vitest';
import { sicily } from '../../../../rulesets/sicily';
import type { RulesView } from '../../../../src/rules/types';
import { setTo, turnOf, turned } from '../support/digest';
import { sicilyBoard, triedCd, untriedCd, us } from './support/sicilyBoard';

const cdFindings = (view: RulesView, rule: string) => sicily.checkTable(view).filter((f) => f.rule === rule).map((f) => `${f.severity}: ${f.text}`);

describe('turning a CD unit Tried (CD 1.3)', () => {
  const b = sicilyBoard().place(triedCd('Bty 101', '1010'), us('3rd Inf', '1210'));
  const at = (...events: Parameters<typeof turnOf>) => ({ ...b.view(), turn: turnOf(...events) });

  it('is right in the Axis Movement Phase', () => {
    expect(cdFindings(at(setTo('Axis', 'phase', 'axis-movement'), turned('Axis', 'Bty 101', 1, 0, '1010')), 'CD 1.3')).toEqual([]);
  });

  it('warns when it happened in another phase, naming who turned it and the phase', () => {
    expect(cdFindings(at(setTo('Allies', 'phase', 'allied-movement'), turned('Axis', 'Bty 101', 1, 0, '1010')), 'CD 1.3')).toEqual([
      'warning: Axis turned Bty 101 at 1010 Tried in the Allied Movement Phase: CD units are turned from Untried to Tried during an Axis Movement Phase, or when they take part in a combat',
    ]);
  });

  it('reads the phase in effect at the time, not the phase now', () => {
    const view = { ...at(setTo('Axis', 'phase', 'allied-movement'), turned('Axis', 'Bty 101', 1, 0, '1010'), setTo('Axis', 'phase', 'axis-movement')), values: { phase: 'axis-movement' } };
    expect(cdFindings(view, 'CD 1.3')).toHaveLength(1);
  });

  it('accepts a unit the combat dialog turned for a combat it takes part in, whatever the phase', () => {
    expect(cdFindings(at(setTo('Allies', 'phase', 'allied-movement'), turned('Allies', 'Bty 101', 1, 0, '1010', 'showFaces')), 'CD 1.3')).toEqual([]);
  });

  it('only reminds in the Combat Phase, where a unit taking part must be turned', () => {
    expect(cdFindings(at(setTo('Axis', 'phase', 'combat'), turned('Axis', 'Bty 101', 1, 0, '1010')), 'CD 1.3')).toEqual(['info: Bty 101 at 1010 was turned Tried in the Combat Phase: right only if it takes part in a combat (then it must be turned)']);
  });

  it('judges by the phase set now when nobody changed it this turn', () => {
    const view = { ...at(turned('Axis', 'Bty 101', 1, 0, '1010')), values: { phase: 'replacements' } };
    expect(cdFindings(view, 'CD 1.3')[0]).toMatch(/^warning: .* in the Replacements Phase/);
  });
});

describe('never back to Untried (CD 1.6)', () => {
  it('flags a CD unit turned from its Tried front back to its Untried side', () => {
    const b = sicilyBoard().place(untriedCd('Bty 102', '1012'));
    const view = { ...b.view(), turn: turnOf(setTo('Axis', 'phase', 'axis-movement'), turned('Bob', 'Bty 102', 0, 1, '1012')) };
    expect(cdFindings(view, 'CD 1.6')).toEqual(['illegal: Bob turned Bty 102 at 1012 back to its Untried side: once in Tried mode, a CD unit cannot return to Untried mode']);
  });

  it('leaves other units’ flips alone', () => {
    const b = sicilyBoard().place(us('3rd Inf', '1210'));
    const view = { ...b.view(), turn: turnOf(setTo('Axis', 'phase', 'allied-movement'), turned('Bob', '3rd Inf', 0, 1, '1210')) };
    expect(sicily.checkTable(view).filter((f) => f.rule === 'CD 1.6' || f.rule === 'CD 1.3')).toEqual([]);
  });
});
