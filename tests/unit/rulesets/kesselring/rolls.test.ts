/**
 * Kesselring's War's rolls besides ground combat: Action Points received (5.2.1) and at the start
 * (27.1, 27.2), Naval Interdiction (14.2.1), replacements (8.1), the recycling of air units (20.6)
 * and SSU (23.4), airborne drops (19.2), and the scenario rolls: the Allied Air Offensive, the
 * Italian Surrender (27.1 SR 3) and Operation Achse (30.1, 30.2).
 */
import { describe, expect, it } from 'vitest';
import { rolls } from '../../../../rulesets/kesselring/rolls';
import type { RollSpec, RulesView } from '../../../../src/rules/types';
import { garrison, german, kwBoard, us } from './support/kwBoard';

const roll = (id: string): RollSpec => rolls.find((r) => r.id === id)!;
const drm = (spec: RollSpec, view: RulesView, choice?: string) => spec.modifiers(view, choice).filter((m) => m.on !== false).reduce((s, m) => s + m.value, 0);
const changes = (spec: RollSpec, n: number, view: RulesView, choice?: string) => Object.fromEntries((spec.changes?.(n, view, choice) ?? []).map((c) => [c.id, c.value]));

describe('the roll list', () => {
  it('has one roll per id', () => {
    const ids = rolls.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['events-allies', 'events-axis', 'action-points', 'interdiction', 'replacement', 'air-mission', 'ssu-recycling', 'airborne-drop', 'bombardment', 'interception', 'air-offensive', 'surrender-axis', 'surrender-allies', 'achse', 'achse-ap']));
  });
});

describe('Action Points received (5.2.1)', () => {
  const twoGarrisoned = () =>
    kwBoard().set({ turn: 2, objectives: ['2027', '1609', '3321'], apAllies: 0 })
      .place(garrison('G1', '2027', 'Allies'), garrison('G2', '1609', 'Allies', {}, 1), us('1st Inf', '3321'));

  it('gives the worked example: a roll of 3, two garrisoned Objectives and the Staging Area make 11 AP', () => {
    const view = twoGarrisoned().view();
    expect(roll('action-points').modifiers(view, 'Allies').map((m) => [m.id, m.value])).toEqual([['staging', 6], ['garrisons', 2]]);
    const total = 3 + drm(roll('action-points'), view, 'Allies');
    expect(total).toBe(11);
    expect(changes(roll('action-points'), total, view, 'Allies')).toEqual({ apAllies: 11 });
    expect(roll('action-points').outcome(total, view, 'Allies')).toMatch(/^Allies receive 11 AP: 0 → 11 \(5\.2\.1\)/);
  });

  it('counts a reduced garrison but not a mobile unit on an Objective, and gives the Axis 2 for its Staging Area', () => {
    const b = kwBoard().set({ turn: 4, objectives: ['2027', '3112'] }).place(garrison('G', '2027', 'Axis', {}, 1), german('29 PzG', '3112'));
    expect(roll('action-points').modifiers(b.view(), 'Axis').map((m) => [m.id, m.value])).toEqual([['staging', 2], ['garrisons', 1]]);
  });

  it('adds to what the side holds, never above the AP track typed in', () => {
    const view = twoGarrisoned().set({ apAllies: 15, apMax: 20 }).view();
    const c = roll('action-points').changes!(11, view, 'Allies');
    expect(c).toEqual([{ id: 'apAllies', value: 20, why: expect.stringMatching(/never above the track's 20 \(5\.2\)$/) }]);
  });

  it('gives starting AP instead on GT 1 of Scenario I: 14 or 8 plus the die, set rather than added (27.1)', () => {
    const view = kwBoard().set({ scenario: '1', turn: 1, apAxis: 3 }).view();
    expect(roll('action-points').modifiers(view, 'Allies').map((m) => [m.id, m.value])).toEqual([['starting', 14]]);
    expect(roll('action-points').modifiers(view, 'Axis').map((m) => [m.id, m.value])).toEqual([['starting', 8]]);
    expect(changes(roll('action-points'), 12, view, 'Axis')).toEqual({ apAxis: 12 });
  });

  it('leaves the Staging Area out on GT 3 of Scenario II (27.2)', () => {
    const view = kwBoard().set({ scenario: '2', turn: 3, objectives: ['2027'] }).place(garrison('G', '2027', 'Axis')).view();
    expect(roll('action-points').modifiers(view, 'Axis').map((m) => m.id)).toEqual(['garrisons']);
    expect(roll('action-points').outcome(4, view, 'Axis')).toMatch(/No AP for the Staging Area on GT 3: the starting 2 AP stand for them \(27\.2\)/);
  });

  it('asks for the side first', () => {
    expect(roll('action-points').outcome(3, kwBoard().view())).toBe('Choose the side first.');
    expect(roll('action-points').changes!(3, kwBoard().view())).toEqual([]);
  });
});

describe('Naval Interdiction (14.2.1)', () => {
  it('succeeds when the roll is at most the turn number, and records the attempt', () => {
    const view = kwBoard().set({ turn: 3 }).view();
    expect(roll('interdiction').outcome(3, view)).toMatch(/^3 ≤ GT 3: Interdiction succeeds/);
    expect(changes(roll('interdiction'), 3, view)).toEqual({ interdiction: true, interdictionTried: 3 });
    expect(roll('interdiction').outcome(4, view)).toMatch(/^4 > GT 3: Interdiction fails/);
    expect(changes(roll('interdiction'), 4, view)).toEqual({ interdictionTried: 3 });
  });

  it('needs no roll once in effect, and notes an attempt already recorded this GT', () => {
    expect(roll('interdiction').outcome(1, kwBoard().set({ turn: 5, interdiction: true }).view())).toMatch(/already in effect/);
    expect(roll('interdiction').changes!(1, kwBoard().set({ turn: 5, interdiction: true }).view())).toEqual([]);
    expect(roll('interdiction').outcome(6, kwBoard().set({ turn: 5, interdictionTried: 5 }).view())).toMatch(/a second attempt this GT is not allowed \(14\.2\.1\)/);
  });
});

describe('replacements (8.1)', () => {
  it('puts the unit on the TRT the rolled number of GT later: eliminated on GT 3, a 2 → GT 5', () => {
    expect(roll('replacement').outcome(2, kwBoard().set({ turn: 3 }).view(), 'combat')).toMatch(/^Eliminated on GT 3, rolled 2: Place it on the friendly TRT on GT 5/);
  });

  it('sends it to the Withdrawn display past the scenario’s last GT (8.1.1)', () => {
    expect(roll('replacement').outcome(3, kwBoard().set({ turn: 6 }).view(), 'combat')).toMatch(/GT 9 is after the scenario's last GT 8: place it in the Withdrawn display/);
  });

  it('never replaces Italians or mobile units eliminated in a concentric attack (8.1.3)', () => {
    expect(roll('replacement').outcome(2, kwBoard().view(), 'italian')).toMatch(/^No replacement: Italian units cannot be replaced; place it in the Permanently Eliminated display \(8\.1\.3\)/);
    expect(roll('replacement').outcome(2, kwBoard().view(), 'concentric')).toMatch(/concentric attack \(15\.8\)/);
    expect(roll('replacement').outcome(2, kwBoard().view(), 'garrison')).toMatch(/Reinforcement display/);
  });
});

describe('recycling air units (20.6) and SSU (23.4)', () => {
  it('keeps an air unit on 1–4 and recycles it to the next GT on 5–6', () => {
    const view = kwBoard().set({ turn: 4 }).view();
    expect(roll('air-mission').outcome(4, view)).toMatch(/^4: the air unit may be used again this GT/);
    expect(roll('air-mission').outcome(5, view)).toMatch(/^5: Place it on the friendly TRT on GT 5/);
    expect(roll('air-mission').outcome(6, kwBoard().set({ turn: 8 }).view())).toMatch(/Withdrawn display/);
  });

  it('keeps an SSU on 1–3, sends it to the next GT on 4–6, and never recycles leaders', () => {
    const view = kwBoard().set({ turn: 4 }).view();
    expect(roll('ssu-recycling').outcome(3, view)).toMatch(/^3: the SSU remains available/);
    expect(roll('ssu-recycling').outcome(4, view)).toMatch(/^4: the SSU is not available until the following GT \(23\.4\)\. Place it on the friendly TRT on GT 5/);
    expect(roll('ssu-recycling').outcome(1, view)).toMatch(/Leaders .* are not subject to recycling/);
  });
});

describe('airborne drops (19.2)', () => {
  it('reads the drop table the players typed, and asks for it when missing', () => {
    const cells = [['Scattered'], ['Scattered'], ['Landed'], ['Landed'], ['Landed'], ['Landed']];
    const typed = kwBoard().table('drop', { columns: ['Result'], rows: ['1', '2', '3', '4', '5', '6'], cells });
    expect(roll('airborne-drop').outcome(2, typed.view())).toMatch(/^Scattered\./);
    expect(roll('airborne-drop').outcome(2, kwBoard().view())).toMatch(/^Type the Airborne Drop Table in/);
    expect(roll('airborne-drop').outcome(5, typed.view())).toMatch(/optional rule 33 \(2 AP, 33\.1\)/);
  });
});

describe('the scenario rolls (27.1, 27.2, 30)', () => {
  it('reduces as many Axis garrisons as rolled after set-up, counting those on the map', () => {
    const view = kwBoard().place(garrison('G1', '2027', 'Axis'), garrison('G2', '2028', 'Axis', {}, 1)).view();
    expect(roll('air-offensive').outcome(3, view)).toBe('Reduce 3 Axis Garrisons by one step each, once, after the initial set-up (27.1, 27.2); 2 Axis garrisons on the map (1 at full strength). A reduced garrison has no flak (12.1).');
  });

  it('lists the island Objectives open to the surrender’s Allied garrisons: not Axis occupied (27.1 SR 3c)', () => {
    const b = kwBoard().set({ objectives: ['2027', '2026', '1609', '3112'], sicily: ['2027', '2026'], sardinia: ['1609'] }).place(german('HG', '2026'));
    expect(roll('surrender-allies').outcome(2, b.view())).toMatch(/Open now: 1609, 2027\.$/);
    expect(roll('surrender-axis').outcome(2, b.set({ achse: true }).view())).toMatch(/Operation Achse\) is in use and replaces this special rule/);
  });

  it('reads the Operation Achse Table with its +1s ticked by the players (30.1)', () => {
    const b = kwBoard().set({ achse: true, roma: ['3112'] }).place(german('HG', '3112', { type: 'armor' }));
    const mods = roll('achse').modifiers(b.view());
    expect(mods.map((m) => [m.id, m.value, m.situational, m.on])).toEqual([['cities', 1, true, false], ['fjv', 1, true, false]]);
    expect(mods[0].reason).toMatch(/\(Roma: yes\)$/);
    expect(roll('achse').outcome(2, b.view())).toMatch(/^2: Failure \(row 1-2, 30\.1\)\. AP: Allies roll 1d6; Axis garrison reductions: Yes, 2× 1d6 — reduce/);
    expect(roll('achse').outcome(7, b.view())).toMatch(/^7: Total Success/);
    expect(roll('achse').outcome(5, b.view())).toMatch(/Axis RSI reinforcements: Yes — Aslto/);
  });

  it('adds the Achse AP roll to the chosen side (30.2)', () => {
    expect(changes(roll('achse-ap'), 4, kwBoard().set({ apAxis: 3 }).view(), 'Axis')).toEqual({ apAxis: 7 });
  });
});
