/** The invented example game of docs/rulesets.md works as the doc says, built only from kit helpers. */
import { describe, expect, it } from 'vitest';
import type { TableData } from '../../../../src/rules/kit';
import { at, boardWith, keyOf, labelsOf, unit } from '../../rulesets/caporetto/support/board';
import { ridgeLine } from './support/ridgeLine';

const tec: TableData = { columns: ['Movement', 'Combat'], rows: ['Clear', 'Forest', 'River'], cells: [['1', '0'], ['2', '1L'], ['1', '0']] };
const crt: TableData = { columns: ['1:1', '2:1', '3:1'], rows: ['1', '2', '3', '4', '5', '6'], cells: [['-', 'DR', 'DE'], ['-', 'DR', 'DE'], ['-', '-', 'DR'], ['AR', '-', 'DR'], ['AR', 'AR', '-'], ['AE', 'AR', '-']] };
const red = (name: string, label: string) => unit(name, label, { side: 'Red', attack: 4, defence: 4, movement: 3 });
const blue = (name: string, label: string) => unit(name, label, { side: 'Blue', attack: 2, defence: 2, movement: 3 });
const table = () => boardWith(ridgeLine.terrain.palette, ridgeLine.terrain.sideFeatures).table('tec', tec).table('crt', crt);

describe('Ridge Line, the example game', () => {
  it('prices a move from the typed TEC and says so in one line', () => {
    const view = table().paint('forest', '1011').place(red('Red 1', '1010')).view();
    const v = ridgeLine.checkMove(view, { pieceIds: ['Red 1'], from: at('1010'), path: [at('1011'), at('1012')], to: at('1012') });
    expect(v).toMatchObject({ legal: true, spent: 3, allowance: 3, summary: 'Red 1 1010→1012: 3 of 3 MP, legal' });
  });

  it('finds a walk past the allowance illegal, and shades only what the allowance pays for', () => {
    const b = table().paint('forest', '1011', '1012').place(red('Red 1', '1010'));
    const view = b.view();
    const v = ridgeLine.checkMove(view, { pieceIds: ['Red 1'], from: at('1010'), path: [at('1011'), at('1012')], to: at('1012') });
    expect(v).toMatchObject({ legal: false, spent: 4, summary: 'Red 1 1010→1012: 4 of 3 MP, not legal' });
    const reach = ridgeLine.reach(view, ['Red 1'], at('1010'));
    expect(reach.cost.get(keyOf('1011'))).toBe(2);
    expect(reach.cost.has(keyOf('1012'))).toBe(false);
    expect(labelsOf(reach.pathTo(at('1011')))).toEqual(['1011']);
  });

  it('sets up a combat with the defender’s terrain shift and reads the typed CRT', () => {
    const view = table().paint('forest', '1011').place(red('Red 1', '1010'), red('Red 2', '1009'), blue('Blue 1', '1011')).view();
    const setup = ridgeLine.combat(view, ['Red 1'], at('1011'));
    expect(setup).toMatchObject({ attackers: ['Red 1'], defenders: ['Blue 1'], attack: 4, defence: 2, baseColumn: '2:1', tableId: 'crt' });
    expect(setup.modifiers).toEqual([{ id: 'terrain', kind: 'shift', value: -1, reason: 'defender in Forest', rule: '5' }]);
    const out = ridgeLine.resolveCombat(view, setup, setup.modifiers, 1);
    expect(out).toMatchObject({ column: '1:1', result: '-', summary: 'attack 1011 (4 v 2): 2:1, 1L → 1:1; roll 1: -' });
  });

  it('answers the whole-table check it left out neutrally', () => {
    expect(ridgeLine.checkTable(table().view())).toEqual([]);
  });
});
