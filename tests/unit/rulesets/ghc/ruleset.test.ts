/**
 * The German High Command ruleset as a whole: its ids, roles and values as the app and the
 * procedures name them, the reports the table can answer (Coup 7.5, Influence 7.4), the whole-table
 * check, the side of a piece, and the neutral answers to the hex-map questions of an area game.
 */
import { describe, expect, it } from 'vitest';
import { ghc } from '../../../../rulesets/ghc';
import { ghcView, inArea, inBox } from './support/ghcView';
import { roleIdPattern } from '../../../../src/trust/seatRecords';

const ids = (xs: readonly { id: string }[] | undefined) => (xs ?? []).map((x) => x.id);

describe('the ruleset', () => {
  it('is German High Command (player aid)', () => {
    expect(ghc.id).toBe('ghc');
    expect(ghc.name).toBe('German High Command (player aid)');
  });

  it('names the six positions', () => {
    expect(ids(ghc.roles)).toEqual(['okw', 'personnel', 'operations', 'production', 'armyGroup', 'ob']);
    expect(ghc.roles!.find((r) => r.id === 'personnel')!.description).toMatch(/breaks appointment ties/);
  });

  it('gives each position an id that seat records and log lines can carry', () => {
    for (const role of ghc.roles!) expect(role.id).toMatch(roleIdPattern);
  });

  it('declares every value, the number ones read from a marker of the same id', () => {
    expect(ids(ghc.values)).toEqual(expect.arrayContaining([
      'turn', 'winter', 'airNavalWestern', 'airNavalEastern', 'airNavalSouthern', 'airNavalGermany', 'strategicWarfare', 'technology',
      'unrest', 'blackOrchestra', 'resources', 'fanatism', 'ussrAtWar', 'usaAtWar', 'ussrCommitment', 'usaCommitment', 'france', 'italy',
      'reorganized', 'prestige-okw', 'prestige-personnel', 'prestige-operations', 'prestige-production', 'prestige-armyGroup', 'prestige-ob',
      'replacementsWehrmacht', 'replacementsLuftwaffe', 'replacementsStrategic', 'paratroops',
    ]));
    for (const v of ghc.values.filter((s) => s.kind === 'number')) expect(v.marker).toBe(v.id);
    expect(ghc.values.find((v) => v.id === 'airNavalGermany')).toMatchObject({ min: 1, max: 5, default: 1 });
    expect(ghc.values.find((v) => v.id === 'prestige-ob')).toMatchObject({ default: 0 });
    expect(ghc.values.find((v) => v.id === 'italy')!.choices!.map((c) => c.value)).toEqual(['independence', 'intervention', 'occupation']);
  });

  it('has its rolls, symbol rolls and procedures under unique ids', () => {
    expect(ids(ghc.rolls)).toEqual(['port-check', 'okw-overrule', 'dismissal', 'paratroops']);
    expect(ids(ghc.symbolRolls)).toEqual(['strategic-warfare', 'strategic-western', 'allied-combat', 'axis-combat', 'amphibious', 'misfortune']);
    const procedures = ids(ghc.procedures);
    expect(new Set(procedures).size).toBe(procedures.length);
    expect(procedures).toHaveLength(29);
    for (const p of ghc.procedures!) {
      const steps = p.steps.map((s) => s.id);
      expect(new Set(steps).size, p.id).toBe(steps.length);
    }
  });

  it('points every roll step at a roll it has', () => {
    for (const p of ghc.procedures!) {
      for (const s of p.steps.filter((x) => x.kind === 'roll')) expect(ids(ghc.rolls), `${p.id}.${s.id}`).toContain(s.roll);
      for (const s of p.steps.filter((x) => x.kind === 'symbolRoll')) expect(ids(ghc.symbolRolls), `${p.id}.${s.id}`).toContain(s.roll);
    }
  });

  it('reads a piece\'s side from its side attribute', () => {
    expect(ghc.sideOf(inArea('6th Army', 'Ukraine', { side: 'Axis' }))).toBe('Axis');
    expect(ghc.sideOf(inArea('Disk', 'Ukraine', {}))).toBeNull();
  });

  it('answers the hex-map questions neutrally: moves and combats are procedures', () => {
    const view = ghcView();
    expect(ghc.reach(view, ['a'], { col: 0, row: 0 }).notes[0].text).toBe('moves and combats in this game are walked through as procedures (4.2, 6.0)');
    const verdict = ghc.checkMove(view, { pieceIds: ['a'], from: { col: 0, row: 0 }, path: [], to: { col: 1, row: 0 } });
    expect(verdict.legal).toBe(true);
    expect(verdict.findings[0].rule).toBe('4.2, 6.0');
  });
});

describe('the whole-table check', () => {
  it('flags a track outside its range and more Technology markers than dice', () => {
    const findings = ghc.checkTable(ghcView({ airNavalEastern: 7, strategicWarfare: 2, technology: 3 }));
    expect(findings.map((f) => f.text)).toEqual([
      'Eastern Front Air/Naval Control is 7, outside 1–5',
      '3 Technology markers for 2 Strategic Warfare dice: all 2 are grey',
    ]);
    expect(ghc.checkTable(ghcView({ airNavalEastern: 5 }))).toEqual([]);
  });
});

describe('the reports', () => {
  const report = (id: string) => ghc.reports!.find((r) => r.id === id)!;

  it('counts the Coup Value the boxes give: +2 per Control disk, +1 per Dissident in an AG or OB Head box', () => {
    const view = ghcView({ fanatism: 6 }, [
      inBox('Control disk', 'Collapse of Germany', { type: 'control' }),
      inBox('Guderian', 'Head of the OB', { type: 'general', dissident: true }),
      inBox('Dissident', 'AG Center'),
      inBox('Manstein', 'Reserve', { type: 'general', dissident: true }),
    ], [inArea('Soviet control disk', 'Collapse of Germany')]);
    const r = report('coup').run(view);
    expect(r.summary).toBe('Coup Value from the table: 6 (2 Control disks, 2 Dissidents) before the Black Orchestra cards');
    expect(r.lines).toContain('Fanatism 6: a Coup Value > 6 brings the Collapse of Germany; otherwise > 5 Hitler is assassinated (7.5).');
  });

  it('says when it finds no Collapse of Germany box', () => {
    const view = { ...ghcView(), areas: [] };
    expect(report('coup').run(view).lines).toContain('No box named "Collapse of Germany" was found on the table: type the disks in the Coup procedure.');
  });

  it('counts Influence: 2 in command, 1 activated, Dissidents apart', () => {
    const view = ghcView({}, [
      inBox('Halder', 'Personnel', { type: 'general', interest: 'Professionals', command: true }),
      inBox('Model', 'Army Group', { type: 'general', interest: 'Old Guard', activated: true }),
      inBox('Beck', 'Army Group', { type: 'general', interest: 'Professionals', activated: true, dissident: true }),
      inBox('Keitel', 'OKW', { type: 'general', interest: 'OKW' }),
    ]);
    expect(report('influence').run(view).summary).toBe('Influence Count: Dissidents 1, Professionals 2, Old Guard 1');
  });
});
