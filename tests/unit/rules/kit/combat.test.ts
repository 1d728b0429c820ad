/** The combat set-up and its reading as the kit assembles them for every CRT game. */
import { describe, expect, it } from 'vitest';
import { attackSummary, columnPath, combatSetup, readTyped, tableColumns, typedTable, type TableData, type TableSpec } from '../../../../src/rules/kit';
import type { RulesView } from '../../../../src/rules/types';

const crt: TableSpec = { id: 'crt', name: 'CRT', rule: '9', die: '1d6', columnKind: 'odds', shape: { columns: ['1:1', '2:1', '3:1'], rows: ['1', '2', '3'] }, codes: [] };
const typed: TableData = { columns: ['1:1', '2:1', '3:1', '4:1'], rows: ['1', '2', '3'], cells: [['A', 'B', 'C', 'D'], ['E', '', 'G', 'H'], ['I', 'J', 'K', 'L']] };
const viewWith = (tables: Record<string, TableData>) => ({ tables, map: { label: () => '0806' } }) as unknown as RulesView;
const here = { col: 8, row: 6 };

describe('the combat set-up', () => {
  it('reads the players’ typed table by id, never a name inherited by every object', () => {
    expect(typedTable(viewWith({ crt: typed }), 'crt')).toBe(typed);
    expect(typedTable(viewWith({}), 'crt')).toBeUndefined();
    expect(typedTable(viewWith({}), 'constructor')).toBeUndefined();
  });

  it('takes the columns of the players’ chart when typed, else the shape’s', () => {
    expect(tableColumns(viewWith({ crt: typed }), crt)).toEqual(['1:1', '2:1', '3:1', '4:1']);
    expect(tableColumns(viewWith({}), crt)).toEqual(['1:1', '2:1', '3:1']);
    expect(tableColumns(viewWith({ crt: { ...typed, columns: [] } }), crt)).toEqual(['1:1', '2:1', '3:1']);
  });

  it('gives the dialog the pieces’ ids and reads the roll on the CRT unless told another table', () => {
    const parts = {
      attackers: [{ id: 'a1', name: 'x' }, { id: 'a2' }], defenders: [{ id: 'd1' }], defenderCell: here, attack: 12, defence: 4,
      strengthNotes: ['12 v 4'], baseColumn: '3:1', columns: ['1:1', '2:1', '3:1'],
      modifiers: [{ id: 'terrain', kind: 'shift' as const, value: -1, reason: 'defender in forest', rule: '9.2' }], findings: [],
    };
    const setup = combatSetup(parts);
    expect(setup).toEqual({ ...parts, attackers: ['a1', 'a2'], defenders: ['d1'], tableId: 'crt' });
    expect(combatSetup({ ...parts, tableId: 'morale' }).tableId).toBe('morale');
  });
});

describe('reading the combat roll', () => {
  it('says how the column moved, and nothing more when no shift applies', () => {
    expect(columnPath('2:1', 0, '2:1')).toBe('2:1');
    expect(columnPath('2:1', 1, '3:1')).toBe('2:1, 1R → 3:1');
    expect(columnPath('2:1', -2, '1:2')).toBe('2:1, 2L → 1:2');
  });

  it('reads the typed cell, and says what to type when the table or the cell is missing', () => {
    const words = { untyped: 'Type the CRT in.' };
    expect(readTyped(viewWith({ crt: typed }), 'crt', 2, '3:1', 3, words)).toEqual({ cell: 'K', notes: [] });
    expect(readTyped(viewWith({}), 'crt', 2, '3:1', 3, words)).toEqual({ cell: null, notes: ['Type the CRT in.'] });
    expect(readTyped(viewWith({ crt: typed }), 'crt', 1, '2:1', 2, words)).toEqual({ cell: null, notes: ['The 2:1 column has nothing typed for 2.'] });
  });

  it('reads a roll past the rows on the last row, saying so only when the game asks', () => {
    expect(readTyped(viewWith({ crt: typed }), 'crt', 0, '1:1', 5, { untyped: '' })).toEqual({ cell: 'I', notes: [] });
    expect(readTyped(viewWith({ crt: typed }), 'crt', 0, '1:1', 5, { untyped: '', sayClamped: true })).toEqual({ cell: 'I', notes: ['5 is off the rows typed: read on row 3 (check your chart).'] });
  });

  it('writes the log line with the hex, the strengths, the column, the roll and the result', () => {
    const setup = combatSetup({ attackers: [], defenders: [], defenderCell: here, attack: 12, defence: 4, strengthNotes: [], baseColumn: '3:1', columns: [], modifiers: [], findings: [] });
    expect(attackSummary(viewWith({}), setup, '3:1, 1R → 4:1', '5', 'DR')).toBe('attack 0806 (12 v 4): 3:1, 1R → 4:1; roll 5: DR');
    expect(attackSummary(viewWith({}), setup, '3:1', '5 +1 = 6', null)).toBe('attack 0806 (12 v 4): 3:1; roll 5 +1 = 6: not typed in');
  });
});
