import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../../src/rules/kit/types';
import type { MoveVerdict } from '../../../../src/rules/types';
import type { TableComponent } from '../../../../src/components/model';
import type { Board, TableSnapshot } from '../../../../src/model/records';
import { checkLogLine, findingCells, findingsBeyondSummary, groupFindings, verdictLogLine } from '../../../../src/ui/rules/findingText';
import { formatMp } from '../../../../src/rules/kit/format';
import { mainMapBoardId } from '../../../../src/ui/rules/mainMap';
import { demoGrid } from '../../support/grids';

const over: Finding = { severity: 'illegal', rule: '8.1', text: 'overstacked in 0605', cells: ['4,4'] };
const ezoc: Finding = { severity: 'warning', rule: '7.4', text: '1st Division sits in an enemy zone of control', pieces: ['p1'] };
const note: Finding = { severity: 'info', rule: '14.1', text: 'all units in supply' };

describe('findings as the panel shows them', () => {
  it('groups them by severity, most serious first, leaving empty groups out', () => {
    expect(groupFindings([note, over, ezoc, note]).map((g) => [g.severity, g.findings.length])).toEqual([
      ['illegal', 1],
      ['warning', 1],
      ['info', 2],
    ]);
    expect(groupFindings([ezoc]).map((g) => g.title)).toEqual(['Worth a look']);
  });

  it('turns the cell keys a finding names into cells, skipping bad keys', () => {
    expect(findingCells({ ...over, cells: ['4,4', 'nonsense', '0,-1'] })).toEqual([
      { col: 4, row: 4 },
      { col: 0, row: -1 },
    ]);
    expect(findingCells(note)).toEqual([]);
  });
});

describe('the log line of a check', () => {
  it('says when nothing was found', () => {
    expect(checkLogLine('Caporetto', [])).toBe('Table check (Caporetto): no problems found');
  });

  it('counts by severity and quotes the serious findings with their rules', () => {
    expect(checkLogLine('Caporetto', [note, ezoc, over])).toBe(
      'Table check (Caporetto): 1 against the rules, 1 warning, 1 note — overstacked in 0605 (8.1); 1st Division sits in an enemy zone of control (7.4)',
    );
  });

  it('does not repeat a rule the finding’s text already ends with', () => {
    const line = checkLogLine('Caporetto', [{ severity: 'warning', rule: '14.3', text: 'no supply line (14.1) — place an OOS marker (14.3)' }]);
    expect(line).toBe('Table check (Caporetto): 1 warning — no supply line (14.1) — place an OOS marker (14.3)');
  });

  it('quotes three at most and counts the rest', () => {
    const line = checkLogLine('Caporetto', [over, over, over, over, over]);
    expect(line).toMatch(/; and 2 more$/);
  });

  it('writes a move verdict’s summary with what it broke', () => {
    const verdict: MoveVerdict = { legal: false, spent: 5, allowance: 4, cheapest: null, findings: [over, note], summary: '1st Infantry 0604→0806: 5 of 4 MP' };
    expect(verdictLogLine(verdict)).toBe('1st Infantry 0604→0806: 5 of 4 MP — overstacked in 0605 (8.1)');
    expect(verdictLogLine({ ...verdict, findings: [note] })).toBe(verdict.summary);
  });
});

describe('the main map the assistant reads', () => {
  const boardOf = (id: string, width: number, gridded = true): Board => ({ id, name: id, fill: '#ccc', width, height: 100, x: 0, y: 0, grid: gridded ? demoGrid : { kind: 'none' } });
  const tableOf = (...boards: Board[]) => ({ boards: new Map(boards.map((b) => [b.id, b])) }) as unknown as TableSnapshot;

  it('is the largest board with a grid', () => {
    expect(mainMapBoardId(tableOf(boardOf('small', 100), boardOf('big', 900), boardOf('plain', 5000, false)), [])).toBe('big');
  });

  it('is never a track, box, cup or deck', () => {
    const track = { id: 'turns', kind: 'track', name: 'Turns', boardId: 'turns', from: 1, to: 13, vertical: false } as TableComponent;
    expect(mainMapBoardId(tableOf(boardOf('map', 100), boardOf('turns', 2000)), [track])).toBe('map');
  });

  it('is null when no board has a grid', () => {
    expect(mainMapBoardId(tableOf(boardOf('plain', 100, false)), [])).toBeNull();
  });
});

describe('what a verdict says once', () => {
  const broken = { severity: 'illegal' as const, rule: '7.4', text: 'started in an enemy zone of control at 1807: may not move (7.4)' };
  const stacked = { severity: 'warning' as const, rule: '8.1', text: 'overstacked at the end: 5 in clear, limit 4 (8.1)' };
  const verdict = { legal: false, spent: null, allowance: 6, cheapest: null, findings: [broken, stacked], summary: `46 Div 1807→1507: no legal path within 6 MP, ${broken.text}` };

  it('leaves out of the list a finding the summary already spells out', () => {
    expect(findingsBeyondSummary(verdict)).toEqual([stacked]);
  });

  it('writes the log line with the summary and only the findings it does not contain', () => {
    const line = verdictLogLine(verdict);
    expect(line.split(broken.text)).toHaveLength(2);
    expect(line).toContain('limit 4 (8.1)');
  });

  it('writes movement points with halves as players do', () => {
    expect([formatMp(0.5), formatMp(2), formatMp(2.5), formatMp(0)]).toEqual(['½', '2', '2½', '0']);
  });
});
