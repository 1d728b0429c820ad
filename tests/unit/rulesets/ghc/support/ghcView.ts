/**
 * A small German High Command table for the ruleset's tests: a 4 × 4 square board (the game is
 * played on areas, so the grid is never read), values by id, pieces on other boards (boxes), and
 * helpers to read the ruleset's rolls, symbol rolls and procedures by id.
 */
import { standardNumbering, type SquareGrid } from '../../../../../src/model/grid';
import type { AttributeValue } from '../../../../../src/model/records';
import { createRulesMap } from '../../../../../src/rules/kit';
import type { OffMapPiece, ProcedureAnswers, ProcedureSpec, RolledFace, RollSpec, RuleValue, RulesUnit, RulesView, SymbolRollSpec } from '../../../../../src/rules/types';
import { emptyTerrain } from '../../../../../src/terrain/terrain';
import { ghc } from '../../../../../rulesets/ghc';

const grid: SquareGrid = { kind: 'square', dx: 50, dy: 50, originX: 25, originY: 25, columns: 4, rows: 4, numbering: standardNumbering, showLines: false };
const map = createRulesMap('ghc', grid, emptyTerrain());

/** A view with these values, pieces on other boards and units on the map. */
export function ghcView(values: Record<string, RuleValue> = {}, offMap: OffMapPiece[] = [], units: RulesUnit[] = []): RulesView {
  return { map, units, values, tables: {}, control: {}, offMap, areas: ['Collapse of Germany', 'Germany'] };
}

/** A piece in a box (another board) by the box's name. */
export function inBox(id: string, boardName: string, attrs: Record<string, AttributeValue> = {}): OffMapPiece {
  return { id, name: id, boardId: boardName.toLowerCase().replace(/\s+/g, '-'), boardName, attrs };
}

/** A piece on the map standing in a named area. */
export function inArea(id: string, area: string, attrs: Record<string, AttributeValue> = {}): RulesUnit {
  return { id, name: id, kind: 'unit', cell: { col: 0, row: 0 }, key: '0,0', face: 0, attack: null, defence: null, movement: null, steps: 1, stepsLeft: 1, attrs, area };
}

/** Faces that came up: `faces('cross', 'cross', 'card')`. */
export const faces = (...symbols: string[]): RolledFace[] => symbols.map((symbol) => ({ label: symbol[0].toUpperCase() + symbol.slice(1), symbol }));

export const symbolRoll = (id: string): SymbolRollSpec => ghc.symbolRolls!.find((r) => r.id === id)!;
export const roll = (id: string): RollSpec => ghc.rolls.find((r) => r.id === id)!;
export const procedure = (id: string): ProcedureSpec => ghc.procedures!.find((p) => p.id === id)!;

/** The ids of the steps a procedure shows for these answers. */
export function shown(id: string, view: RulesView, answers: ProcedureAnswers = {}): string[] {
  return procedure(id).steps.filter((s) => !s.when || s.when(view, answers)).map((s) => s.id);
}

/** A step's words for these answers. */
export function textOf(id: string, step: string, view: RulesView, answers: ProcedureAnswers = {}): string {
  const s = procedure(id).steps.find((x) => x.id === step)!;
  return typeof s.text === 'string' ? s.text : s.text(view, answers);
}

/** The changes a `changes` step proposes, as id → value. */
export function proposed(id: string, step: string, view: RulesView, answers: ProcedureAnswers = {}): Record<string, RuleValue> {
  const s = procedure(id).steps.find((x) => x.id === step)!;
  return Object.fromEntries((s.changes?.(view, answers) ?? []).map((c) => [c.id, c.value]));
}

/** A step's default (an ask's reading of the table, a number's starting value). */
export function defaultOf(id: string, step: string, view: RulesView, answers: ProcedureAnswers = {}): boolean | number | undefined {
  return procedure(id).steps.find((x) => x.id === step)!.default?.(view, answers);
}

/** The dice a symbol roll throws by default, by die name. */
export function diceOf(id: string, view: RulesView, answers: ProcedureAnswers = {}): Record<string, number> {
  return Object.fromEntries(symbolRoll(id).dice.map((d) => [d.die, d.count(view, answers)]));
}

/** A roll's total DRM with the modifiers that are on. */
export const drmOf = (spec: RollSpec, view: RulesView, choice?: string): number => spec.modifiers(view, choice).filter((m) => m.on !== false).reduce((s, m) => s + m.value, 0);
/** A roll's changes as id → value. */
export const rollChanges = (spec: RollSpec, n: number, view: RulesView, choice?: string): Record<string, RuleValue> => Object.fromEntries((spec.changes?.(n, view, choice) ?? []).map((c) => [c.id, c.value]));
