/** The Sicily ruleset as a whole: its id and contract with the app, and that it imports only the rules kit and types. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sicily } from '../../../../rulesets/sicily';
import { sicilyBoard, unit, untriedCd } from './support/sicilyBoard';

const folder = join(__dirname, '../../../../rulesets/sicily');

describe('the Sicily ruleset', () => {
  it('declares the values the app reads, by id', () => {
    const ids = sicily.values.map((v) => v.id);
    expect(ids).toEqual(expect.arrayContaining(['turn', 'phase', 'cdPositions', 'mussoliniTurns', 'mussoliniFallen', 'romeBombings', 'storm', 'italianDemoralization', 'fascistRevival']));
    const kinds = Object.fromEntries(sicily.values.map((v) => [v.id, v.kind]));
    expect(kinds).toMatchObject({ cdPositions: 'hexes', mussoliniTurns: 'turns', mussoliniFallen: 'flag', romeBombings: 'number', storm: 'flag' });
    const phases = sicily.values.find((v) => v.id === 'phase')!.choices!.map((c) => c.value);
    expect(phases).toEqual(expect.arrayContaining(['axis-movement', 'allied-movement', 'combat', 'special-events']));
  });

  it('declares the counter attributes it reads', () => {
    expect(sicily.attributes.map((a) => a.name)).toEqual(expect.arrayContaining(['side', 'nationality', 'type', 'er']));
  });

  it('reads the side from the side attribute, else the nationality', () => {
    const b = sicilyBoard().place(untriedCd('Bty 1', '1010'), unit('4th Tabor', '1011', { nationality: 'French' }), unit('HG', '1012', { nationality: 'German' }));
    expect(b.view().units.map((u) => sicily.sideOf(u))).toEqual(['Axis', 'Allied', 'Axis']);
  });

  it('imports only the rules kit and the rules types', () => {
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(join(folder, file), 'utf8');
      for (const [, from] of text.matchAll(/from '([^']+)'/g)) {
        expect([`${file}: ${from}`]).toEqual([`${file}: ${from.startsWith('./') ? from : from === '../../src/rules/kit' || from === '../../src/rules/types' ? from : 'not allowed'}`]);
      }
      expect(text.split('\n').length, `${file} is over 200 lines`).toBeLessThanOrEqual(200);
    }
  });
});
