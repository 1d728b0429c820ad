/**
 * `window.sandtable.rules`: what the rules assistant says about the open table, in hex labels, so
 * tests and power users can read the shading of a drag, the verdict on the last move, or judge a
 * move without making it. It changes nothing.
 */
import type { Cell } from '../model/grid';
import type { Finding } from '../rules/kit/types';
import { keyCell } from '../rules/kit/hex';
import type { MoveVerdict, RulesView } from '../rules/types';
import type { RulesOnTable } from '../ui/table/useRulesOnTable';

/** A verdict as the API reports it: hexes by their printed labels. */
export interface VerdictInfo {
  legal: boolean;
  spent: number | null;
  allowance: number;
  summary: string;
  cheapest: string[] | null;
  findings: { severity: Finding['severity']; rule: string; text: string; hexes: string[] }[];
}

export interface RulesApi {
  /** Id of the ruleset chosen for the open game, or null. */
  ruleset(): string | null;
  /** While counters are dragged with an assistant on: the hexes shaded as reachable, those where they must stop, and the hex under the pointer with the cheapest path's cost. */
  reach(): { board: string; hexes: string[]; stops: string[]; allowance: number; hover: { hex: string; cost: number | null; path: string[] } | null } | null;
  /** The verdict on the last move dropped on this screen. */
  lastVerdict(): VerdictInfo | null;
  /** Judges moving these pieces (one stack) to a hex of the main map, without moving them. */
  checkMove(pieceIds: string[], toHex: string): VerdictInfo | null;
  /** Whole-table checks: overstacked hexes, units out of supply, units in an enemy zone of control. */
  checkTable(): VerdictInfo['findings'];
}

function findingsInfo(view: RulesView, findings: readonly Finding[]): VerdictInfo['findings'] {
  return findings.map((f) => ({ severity: f.severity, rule: f.rule, text: f.text, hexes: (f.cells ?? []).map((k) => view.map.label(keyCell(k))) }));
}

function verdictInfo(view: RulesView, v: MoveVerdict): VerdictInfo {
  return {
    legal: v.legal,
    spent: v.spent,
    allowance: v.allowance,
    summary: v.summary,
    cheapest: v.cheapest?.map((c) => view.map.label(c)) ?? null,
    findings: findingsInfo(view, v.findings),
  };
}

/** The rules part of the automation API, reading the open table's assistant through `rules`. */
export function rulesAutomation(rules: () => RulesOnTable | null): RulesApi {
  return {
    ruleset: () => rules()?.source.ruleset()?.id ?? null,
    reach() {
      const r = rules();
      const shade = r?.drag.shade.get();
      const view = r && shade ? r.source.view(shade.boardId) : null;
      if (!shade || !view) return null;
      const label = (c: Cell) => view.map.label(c);
      const hexes = [...shade.reach.cost.keys()].filter((k) => !shade.reach.stops.has(k)).map((k) => label(keyCell(k)));
      const stops = [...shade.reach.stops].map((k) => label(keyCell(k)));
      const hover = shade.hover && { hex: label(shade.hover.cell), cost: shade.hover.cost, path: shade.hover.path.map(label) };
      return { board: shade.boardId, hexes, stops, allowance: shade.reach.allowance, hover };
    },
    lastVerdict() {
      const move = rules()?.lastMove();
      return move ? verdictInfo(move.view, move.verdict) : null;
    },
    checkMove(pieceIds, toHex) {
      const r = rules();
      const ruleset = r?.source.ruleset();
      const view = r?.boardId ? r.source.view(r.boardId) : null;
      const to = view?.map.cellOf(toHex);
      const first = view?.units.find((u) => pieceIds.includes(u.id));
      if (!ruleset || !view || !to || !first) return null;
      return verdictInfo(view, ruleset.checkMove(view, { pieceIds, from: first.cell, path: [], to }));
    },
    checkTable() {
      const r = rules();
      const ruleset = r?.source.ruleset();
      const view = r?.boardId ? r.source.view(r.boardId) : null;
      return ruleset && view ? findingsInfo(view, ruleset.checkTable(view)) : [];
    },
  };
}
