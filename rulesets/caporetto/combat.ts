/**
 * Caporetto combat (11.0): the dialog's content before the roll (strengths, odds column, shifts,
 * DRMs, support pre-rolls, findings, repeats of this sub-phase's combats) and the reading of the
 * roll on the CRT the players typed in.
 * The CRT's numbers are not in the rules text, so without a typed table the result is null and
 * the players are asked to type it in; everything else is still worked out.
 */
import { combatSetup, describeModifier, lookup, tableColumns, oddsColumn, ratioText, shiftColumn, shiftText, signed, totalDrm, totalShift, type Cell, type Finding, type Modifier } from '../../src/rules/kit';
import type { CombatOutcome, CombatSetup, RulesView } from '../../src/rules/types';
import { combatContext } from './combatContext';
import { combatModifiers, moraleExemptions } from './combatModifiers';
import { recordChanges, recordFindings } from './combatRecord';
import { explainResult } from './combatResults';
import { supportFindings, supportPreRolls } from './support';
import { CRT_ID, crtSpec } from './tables';

/** The CRT's columns: the players' typed table's (they may have edited them), else the shape's. */
export const crtColumns = (view: RulesView): string[] => tableColumns(view, crtSpec);

/** What the odds pick leaves for the players to decide, and a reminder when the CRT is not typed in. */
function oddsFindings(view: RulesView, pick: ReturnType<typeof oddsColumn>, columns: readonly string[]): Finding[] {
  const out: Finding[] = [];
  if (pick.below) out.push({ severity: 'warning', rule: '11.7', text: `The odds are worse than the first column (${columns[0]}): your CRT decides; the assistant reads the first column.` });
  if (pick.above) out.push({ severity: 'info', rule: '11.7', text: `The odds are better than the last column (${columns[columns.length - 1]}): the assistant reads the last column.` });
  if (!view.tables[CRT_ID]) out.push({ severity: 'info', rule: '11.7', text: 'The CRT is not typed in yet: type it in from your chart to read results.' });
  return out;
}

/**
 * The combat dialog's content for ground units (and the attacking side's support markers) in
 * `attackerIds` against every defending ground unit in `defenderCell`.
 */
export function combat(view: RulesView, attackerIds: readonly string[], defenderCell: Cell): CombatSetup {
  const ctx = combatContext(view, attackerIds, defenderCell);
  const columns = crtColumns(view);
  const pick = oddsColumn(ctx.attack, ctx.defence, columns);
  return combatSetup({
    attackers: ctx.attackers,
    defenders: ctx.defenders,
    defenderCell,
    attack: ctx.attack,
    defence: ctx.defence,
    strengthNotes: [...ctx.strengthNotes, `Odds ${ratioText(ctx.attack, ctx.defence)}, rounded in the defender’s favour: ${pick.label}.`],
    baseColumn: pick.label,
    columns,
    modifiers: combatModifiers(ctx),
    preRolls: supportPreRolls(ctx),
    findings: [...ctx.findings, ...recordFindings(ctx), ...oddsFindings(view, pick, columns), ...moraleExemptions(ctx), ...supportFindings(ctx)],
    tableId: CRT_ID,
  });
}

/** A roll's DRM for the log, after the roll: " +2", " −1", or nothing when there is none. */
const drmText = (drm: number) => (drm === 0 ? '' : ` ${signed(drm)}`);

/** The cell a roll reads on the typed CRT, or why there is none. */
function readCrt(view: RulesView, tableId: string, column: string, modifiedRoll: number): { cell: string | null; notes: string[] } {
  const typed = view.tables[tableId];
  if (!typed) return { cell: null, notes: ['The CRT is not typed in: type the CRT in from your chart (11.7).'] };
  const read = lookup(typed, column, modifiedRoll);
  if (!read) return { cell: null, notes: [`Your CRT has no column ${column} or no row for ${modifiedRoll}: type the CRT in from your chart (11.7).`] };
  const notes = read.clamped ? [`The modified roll ${modifiedRoll} is off the table: read on row ${read.row} (11.7).`] : [];
  if (read.cell === null) notes.push(`Column ${column}, row ${read.row} is empty: type the CRT in from your chart (11.7).`);
  return { cell: read.cell, notes };
}

/**
 * Reads the roll: the base column moved by the shifts that are on (held on the table, said so
 * when it is), the roll plus the DRMs that are on, and the typed CRT's cell, explained in words,
 * with the record of the combat (11.3, 16.1) as value changes the dialog sets with the log line.
 * `modifiers` are the setup's with the players' ticks applied and the granted support shifts added.
 */
export function resolveCombat(view: RulesView, setup: CombatSetup, modifiers: readonly Modifier[], roll: number): CombatOutcome {
  const columns = setup.columns.length ? setup.columns : crtColumns(view);
  const base = Math.max(0, columns.indexOf(setup.baseColumn));
  const shift = totalShift(modifiers).total;
  const drm = totalDrm(modifiers).total;
  const moved = shiftColumn(base, shift, columns.length);
  const column = columns[moved.index];
  const modifiedRoll = roll + drm;
  const read = readCrt(view, setup.tableId, column, modifiedRoll);
  const explanation = [
    ...modifiers.filter((m) => m.on !== false).map(describeModifier),
    `Column ${setup.baseColumn}, ${shiftText(shift)} → ${column}${moved.clamped ? ' (held at the edge of the table: shifts beyond it are lost)' : ''}.`,
    `Roll ${roll}${drmText(drm)} = ${modifiedRoll}.`,
    ...read.notes,
    ...(read.cell === null ? [] : explainResult(view, setup, read.cell)),
  ];
  const names = setup.attackers.map((id) => view.units.find((u) => u.id === id)?.name ?? id).join(', ');
  const summary = `${names} (${setup.attack}) attack ${view.map.label(setup.defenderCell)} (${setup.defence}): ${setup.baseColumn}, ${shiftText(shift)} → ${column}; roll ${roll}${drmText(drm)} = ${modifiedRoll}: ${read.cell ?? 'no result (CRT not typed in)'}`;
  // 11.3, 16.1: a combat read on the CRT is fought: the dialog records it with the log line.
  const changes = read.cell === null ? [] : recordChanges(view, setup);
  return { column, shift, drm, roll, modifiedRoll, result: read.cell, explanation, summary, ...(changes.length ? { changes } : {}) };
}
