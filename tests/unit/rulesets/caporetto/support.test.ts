import { describe, expect, it } from 'vitest';
import { totalShift, totalDrm } from '../../../../src/rules/kit';
import type { CombatSetup, PreRoll, RulesUnit } from '../../../../src/rules/types';
import { combat } from '../../../../rulesets/caporetto/combat';
import { at, austrian, british, combatBoard, czech, french, german, gun, hq, italian, oosMarker, type BoardSpec } from './support/combatBoard';

const D = '0606';
const [N, NE, SE] = ['0605', '0706', '0707'];

function setupOf(attackers: RulesUnit[], others: RulesUnit[], spec: BoardSpec = {}): CombatSetup {
  const view = combatBoard({ ...spec, units: [...attackers, ...others, ...(spec.units ?? [])] });
  return combat(view, attackers.map((u) => u.id), at(D));
}

const rollsOf = (setup: CombatSetup): PreRoll[] => [...(setup.preRolls ?? [])];
const drmOf = (p: PreRoll) => totalDrm(p.modifiers).total;
const rules = (setup: CombatSetup) => setup.findings.map((f) => f.rule);

describe('Caporetto support employment rolls', () => {
  it('makes each attacking support unit a 1d6 pre-roll that succeeds from 3 and grants 1R', () => {
    const [roll] = rollsOf(setupOf([austrian(N), gun(N, 'Austro-Hungarian')], [italian(D)]));
    expect(roll).toMatchObject({ die: '1d6', succeedsFrom: 3, rule: '16.3', grants: { kind: 'shift', value: 1, rule: '16.3' } });
    expect(roll.automatic).toBeUndefined();
  });

  it('reads the defending side’s support units stacked in the defender hex as defending support granting 1L', () => {
    const setup = setupOf([austrian(N)], [italian(D), gun(D, 'Italian'), gun(N, 'Italian')]);
    expect(rollsOf(setup)).toHaveLength(1);
    expect(rollsOf(setup)[0].grants.value).toBe(-1);
  });

  it('gives German, British and French support +1 to employ', () => {
    expect(drmOf(rollsOf(setupOf([german(N), gun(N, 'German')], [italian(D)]))[0])).toBe(1);
    expect(drmOf(rollsOf(setupOf([british(N), gun(N, 'British')], [austrian(D)]))[0])).toBe(1);
    expect(drmOf(rollsOf(setupOf([french(N), gun(N, 'French', 'air')], [austrian(D)]))[0])).toBe(1);
    expect(drmOf(rollsOf(setupOf([austrian(N), gun(N, 'Austro-Hungarian')], [italian(D)]))[0])).toBe(0);
  });

  it('gives Italian support −2 to employ on GTs 1–2 only', () => {
    const italianGun = (turn: number) => drmOf(rollsOf(setupOf([austrian(N)], [italian(D), gun(D, 'Italian')], { values: { turn } }))[0]);
    expect(italianGun(1)).toBe(-2);
    expect(italianGun(2)).toBe(-2);
    expect(italianGun(3)).toBe(0);
  });

  it('gives attacking support +1 to employ after a successful air recon over the defender hex', () => {
    const setup = setupOf([austrian(N), gun(N, 'Austro-Hungarian')], [italian(D), gun(D, 'Italian')], { values: { airRecon: [D] } });
    const [attacking, defending] = rollsOf(setup);
    expect(attacking.modifiers).toEqual([expect.objectContaining({ value: 1, rule: '16.8' })]);
    expect(drmOf(defending)).toBe(0);
  });

  it('employs German support automatically on GTs 1–2, attacking or defending, and rolls it on GT 3', () => {
    expect(rollsOf(setupOf([german(N), gun(N, 'German')], [italian(D)], { values: { turn: 2 } }))[0].automatic).toBe(true);
    expect(rollsOf(setupOf([italian(N)], [german(D), gun(D, 'German')], { values: { turn: 1 } }))[0].automatic).toBe(true);
    expect(rollsOf(setupOf([german(N), gun(N, 'German')], [italian(D)], { values: { turn: 3 } }))[0].automatic).toBeUndefined();
  });

  it('employs Austro-Hungarian artillery and the naval unit within 3 hexes of the 14th Army HQ automatically on GT 1 (16.5)', () => {
    const army14 = hq('0603', 'German', { army14: true });
    const setup = setupOf([austrian(N), gun(N, 'Austro-Hungarian'), gun(N, 'Austro-Hungarian', 'naval')], [italian(D)], { values: { turn: 1, coastal: ['0808'] }, units: [army14] });
    expect(rollsOf(setup).map((p) => [p.automatic, p.rule])).toEqual([[true, '16.5'], [true, '16.5']]);
  });

  it('rolls Austro-Hungarian artillery beyond 3 hexes of the 14th Army HQ, or after GT 1', () => {
    const far = hq('0101', 'German', { army14: true });
    expect(rollsOf(setupOf([austrian(N), gun(N, 'Austro-Hungarian')], [italian(D)], { values: { turn: 1 }, units: [far] }))[0].automatic).toBeUndefined();
    const near = hq('0603', 'German', { army14: true });
    expect(rollsOf(setupOf([austrian(N), gun(N, 'Austro-Hungarian')], [italian(D)], { values: { turn: 2 }, units: [near] }))[0].automatic).toBeUndefined();
  });
});

describe('Caporetto support rulebook examples', () => {
  it('nets 2R for three employed Austro-Hungarian artillery against one employed Italian artillery (16.3 example)', () => {
    const ahHq = hq('0604', 'Austro-Hungarian');
    const setup = setupOf(
      [austrian(N), gun(N, 'Austro-Hungarian'), gun(N, 'Austro-Hungarian'), gun(N, 'Austro-Hungarian')],
      [italian(D), gun(D, 'Italian'), hq('0608', 'Italian')],
      { units: [ahHq] },
    );
    const granted = rollsOf(setup).map((p) => p.grants);
    expect(totalShift(granted).total).toBe(2);
    expect(rules(setup)).not.toContain('16.2, 15.1.2');
  });

  it('adds three right shifts for two German artillery units supporting a GT 1 attack, besides the GT 1 Central Powers 1R (16.5 example)', () => {
    const setup = setupOf([german(N), gun(N, 'German'), gun(N, 'German')], [italian(D)], { values: { turn: 1 }, units: [hq('0604', 'German')] });
    const automatic = rollsOf(setup).filter((p) => p.automatic);
    expect(automatic.map((p) => p.grants.value)).toEqual([1, 1]);
    const feuerwaltz = setup.modifiers.filter((m) => m.id === 'feuerwaltz');
    expect(totalShift([...automatic.map((p) => p.grants), ...feuerwaltz]).total).toBe(3);
    expect(setup.modifiers.find((m) => m.id === 'gt1-cp')).toMatchObject({ value: 1, rule: '11.7.2' });
  });
});

describe('Caporetto support limits', () => {
  it('counts only one support unit when the supported units are not within 3 hexes of an HQ in support mode (16.2)', () => {
    const twoGuns = [austrian(N), gun(N, 'Austro-Hungarian'), gun(N, 'Austro-Hungarian')];
    expect(rules(setupOf(twoGuns, [italian(D)]))).toContain('16.2, 15.1.2');
    expect(rules(setupOf([austrian(N), gun(N, 'Austro-Hungarian')], [italian(D)]))).not.toContain('16.2, 15.1.2');
  });

  it('accepts several support units within 3 hexes of a friendly HQ in support mode that is in supply', () => {
    const guns = () => [austrian(N), gun(N, 'Austro-Hungarian'), gun(N, 'Austro-Hungarian')];
    expect(rules(setupOf(guns(), [italian(D)], { units: [hq('0603', 'Austro-Hungarian')] }))).not.toContain('16.2, 15.1.2');
    expect(rules(setupOf(guns(), [italian(D)], { units: [hq('0603', 'Austro-Hungarian', { face: 1 })] }))).toContain('16.2, 15.1.2');
    expect(rules(setupOf(guns(), [italian(D)], { units: [hq('0603', 'Austro-Hungarian'), oosMarker('0603')] }))).toContain('16.2, 15.1.2');
    expect(rules(setupOf(guns(), [italian(D)], { units: [hq('0601', 'Austro-Hungarian')] }))).toContain('16.2, 15.1.2');
  });

  it('checks whom each nationality’s support may help (16.4)', () => {
    expect(rules(setupOf([british(N), gun(N, 'Italian')], [austrian(D)]))).toContain('16.4');
    expect(rules(setupOf([czech(N), gun(N, 'Italian')], [austrian(D)]))).not.toContain('16.4');
    expect(rules(setupOf([italian(N), gun(N, 'French')], [austrian(D)]))).not.toContain('16.4');
    expect(rules(setupOf([italian(N), british(NE), gun(N, 'French')], [austrian(D)]))).toContain('16.4');
    expect(rules(setupOf([austrian(N), gun(N, 'German')], [italian(D)]))).not.toContain('16.4');
  });

  it('allows naval gunfire only against Allied units within 3 hexes of a coastal hex (16.7)', () => {
    const naval = () => [austrian(N), gun(N, 'Austro-Hungarian', 'naval')];
    expect(rules(setupOf(naval(), [italian(D)], { values: { coastal: ['0609'] } }))).not.toContain('16.7');
    expect(rules(setupOf(naval(), [italian(D)], { values: { coastal: ['0612'] } }))).toContain('16.7');
    expect(setupOf(naval(), [italian(D)]).findings.find((f) => f.rule === '16.7')?.severity).toBe('info');
  });

  it('refuses naval gunfire in defence (16.7)', () => {
    expect(rules(setupOf([italian(N)], [austrian(D), gun(D, 'Austro-Hungarian', 'naval')]))).toContain('16.7');
  });

  it('says out-of-supply units cannot receive support (14.3)', () => {
    expect(rules(setupOf([austrian(N), gun(N, 'Austro-Hungarian'), oosMarker(N)], [italian(D)]))).toContain('14.3');
    expect(rules(setupOf([austrian(N)], [italian(D), gun(D, 'Italian'), oosMarker(D)]))).toContain('14.3');
  });

  it('allows a side in an Operational Pause no more than two artillery support units (17.2)', () => {
    const guns = (n: number) => [austrian(N), ...Array.from({ length: n }, () => gun(N, 'Austro-Hungarian'))];
    const spec = { values: { pauseCentralPowers: true }, units: [hq('0604', 'Austro-Hungarian')] };
    expect(rules(setupOf(guns(3), [italian(D)], spec))).toContain('17.2');
    const two = setupOf(guns(2), [italian(D)], spec).findings.filter((f) => f.rule === '17.2');
    expect(two.map((f) => f.severity)).toEqual(['info']);
  });

  it('warns when British or French support is used before GT 3, attacking or defending (3.2)', () => {
    const early = (turn: number) => ({ values: { turn } });
    const attacking = setupOf([italian(N), gun(N, 'British', 'air', { name: 'RFC 14 Wing' })], [austrian(D)], early(2)).findings.find((f) => f.rule === '3.2');
    expect(attacking).toMatchObject({ severity: 'warning' });
    expect(attacking!.text).toBe('RFC 14 Wing (British air): British and French support units are available from GT 3, and this is GT 2 (3.2).');
    expect(rules(setupOf([austrian(N)], [italian(D), gun(D, 'French')], early(1)))).toContain('3.2');
  });

  it('lets British and French support in from GT 3, and Italian and Central Powers support from GT 1 (3.2, 3.3)', () => {
    expect(rules(setupOf([italian(N), gun(N, 'French')], [austrian(D)], { values: { turn: 3 } }))).not.toContain('3.2');
    expect(rules(setupOf([italian(N), gun(N, 'Italian')], [austrian(D)], { values: { turn: 1 } }))).not.toContain('3.2');
    expect(rules(setupOf([austrian(N), gun(N, 'German')], [italian(D), gun(D, 'Italian')], { values: { turn: 1 } }))).not.toContain('3.2');
  });

  it('does not let the defending side’s support marker support the attack', () => {
    const setup = setupOf([austrian(N), gun(SE, 'Italian')], [italian(D)]);
    expect(rollsOf(setup)).toHaveLength(0);
    expect(rules(setup)).toContain('16.1');
  });

  it('keeps support markers and their rolls out of the attackers and defenders lists', () => {
    const g = gun(NE, 'Austro-Hungarian');
    const setup = setupOf([austrian(N), g], [italian(D)]);
    expect(setup.attackers).not.toContain(g.id);
  });
});
