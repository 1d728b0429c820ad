/**
 * "Ridge Line": an INVENTED example game, not a real one, written against the smaller ruleset
 * contract for docs/rulesets.md (which quotes this file). Its rules: a unit pays the typed TEC's
 * Movement to enter a hex, a river adds its Movement; a defender gets its hex's Combat shift; odds
 * on a CRT the players type in. Every number is the players' to type: nothing here is a chart.
 */
import {
  attackSummary, cellKey, columnPath, combatSetup, defineRuleset, defineTec, moveHead, moveVerdict, mpMeasure, oddsColumn, readTyped,
  reachable, shiftColumn, sideBetween, sideFeaturePalette, tableColumns, terrainOf, terrainPalette, totalShift, walkPath, walkedSpent,
  type Cell, type Finding, type StepRule, type TableSpec,
} from '../../../../../src/rules/kit';
import type { Ruleset, RulesUnit, RulesView } from '../../../../../src/rules/types';

const tec = defineTec({
  rule: '4', rows: ['Clear', 'Forest', 'River'], columns: ['Movement', 'Combat'],
  meanings: { number: 'MP to enter; the river adds', shift: 'the defender’s shift' },
});
const crt: TableSpec = {
  id: 'crt', name: 'Combat Results Table', rule: '5', die: '1d6', columnKind: 'odds',
  shape: { columns: ['1:1', '2:1', '3:1'], rows: ['1', '2', '3', '4', '5', '6'] }, editableShape: true,
  codes: [{ pattern: '.{1,8}', example: 'DR', meaning: 'as printed on your chart' }],
};
const rowOf = (view: RulesView, cell: Cell) => (terrainOf(view.map, cell) === 'forest' ? 'Forest' : 'Clear');
const movers = (view: RulesView, ids: readonly string[]) => view.units.filter((u) => ids.includes(u.id));
const allowanceOf = (units: readonly RulesUnit[]) => Math.min(...units.map((u) => u.movement ?? 0));

/** 4: the hex's Movement, the river's added; a hex whose cell is not typed counts 1. */
function step(view: RulesView): StepRule {
  return {
    cost(from, to) {
      const rows = [rowOf(view, to), ...(sideBetween(view.map, from, to) === 'river' ? ['River'] : [])];
      const sum = tec.sum(tec.typed(view), rows, 'Movement');
      return sum.kind === 'prohibited' ? null : sum.kind === 'number' ? sum.value : 1;
    },
  };
}

export const ridgeLine: Ruleset = defineRuleset({
  id: 'ridge-line', name: 'Ridge Line (example)', source: 'an invented example game',
  terrain: { palette: terrainPalette({ clear: ['Clear', '#e6dfb0'], forest: ['Forest', '#2e7d32'] }), sideFeatures: sideFeaturePalette({ river: ['River', '#1e88e5'] }) },
  attributes: [{ name: 'side', description: 'Red or Blue', kind: 'text' }], values: [], tables: [tec.spec, crt], rolls: [],
  sideOf: (u) => (typeof u.attrs.side === 'string' ? u.attrs.side : null),
  reach(view, ids, from) {
    const r = reachable({ map: view.map, from, allowance: allowanceOf(movers(view, ids)), step: step(view) });
    return { ...r, allowance: allowanceOf(movers(view, ids)), notes: [] };
  },
  checkMove(view, move) {
    const units = movers(view, move.pieceIds);
    const allowance = allowanceOf(units);
    const walk = walkPath(view.map, move.from, move.path, step(view), allowance);
    const findings: Finding[] = walk.overAt === null ? [] : [{ severity: 'illegal', rule: '4', text: 'over the Movement Allowance', cells: [cellKey(move.path[walk.overAt])] }];
    const spent = walkedSpent(walk);
    const head = moveHead(view.map, units.map((u) => u.name), move.from, move.to);
    return moveVerdict({ head, measure: mpMeasure(spent, allowance), findings, spent, allowance, cheapest: null });
  },
  combat(view, ids, hex) {
    const attackers = movers(view, ids);
    const defenders = view.units.filter((u) => cellKey(u.cell) === cellKey(hex));
    const [attack, defence] = [attackers, defenders].map((us) => us.reduce((s, u) => s + (u.attack ?? u.defence ?? 0), 0));
    const columns = tableColumns(view, crt);
    const terrain = tec.read(view, rowOf(view, hex), 'Combat');
    const modifiers = terrain.kind === 'number' && terrain.value !== 0 ? [{ id: 'terrain', kind: 'shift' as const, value: terrain.value, reason: `defender in ${rowOf(view, hex)}`, rule: '5' }] : [];
    return combatSetup({ attackers, defenders, defenderCell: hex, attack, defence, strengthNotes: [], baseColumn: oddsColumn(attack, defence, columns).label, columns, modifiers, findings: [] });
  },
  resolveCombat(view, setup, modifiers, roll) {
    const shift = totalShift(modifiers).total;
    const moved = shiftColumn(setup.columns.indexOf(setup.baseColumn), shift, setup.columns.length);
    const column = setup.columns[moved.index];
    const read = readTyped(view, 'crt', moved.index, column, roll, { untyped: 'Type the CRT in from your chart.' });
    const path = columnPath(setup.baseColumn, shift, column);
    return { column, shift, drm: 0, roll, modifiedRoll: roll, result: read.cell, explanation: read.notes, summary: attackSummary(view, setup, path, `${roll}`, read.cell) };
  },
});
