/**
 * Checks every demo test makes the same way: that the generator writes the committed files byte
 * for byte, that every piece stands somewhere real, that the displays are drawn as the app draws
 * them, that the sample tables are complete and in the ruleset's shapes, that the scenario sets
 * only the ruleset's values, and that hexsides and links join neighbouring land hexes. Kept here
 * once so a demo's test reads as what is particular to that demo.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type * as Y from 'yjs';
import { boxBoard, cupBoard, deckBoard, trackBoard } from '../../../../src/components/layout';
import { readLog } from '../../../../src/doc/snapshot';
import { inBounds } from '../../../../src/geometry/hexGrid';
import { parseCellLabel } from '../../../../src/geometry/numbering';
import { isComplete, validateTable } from '../../../../src/rules/kit';
import type { TableSpec } from '../../../../src/rules/kit/types';
import type { ValueSpec } from '../../../../src/rules/types';
import type { ScenarioRules, ScenarioTerrain } from '../../../../src/scenario/extras';
import { problemsOfScenario, type Scenario } from '../../../../src/scenario/scenario';

/** Expects the demo to pass the app's own scenario checks, to go by `name`, and its map.svg to stay under `mapKb` KB. */
export function expectAShippableDemo(demo: Scenario, folder: string, name: string, mapKb: number): void {
  expect(problemsOfScenario(demo)).toEqual([]);
  expect(demo.name).toBe(name);
  expect(statSync(`${folder}/map.svg`).size).toBeLessThan(mapKb * 1024);
}

/**
 * Declares the test that runs a demo's generator (`scripts/make-<x>-demo.mjs`) twice, each time
 * into a fresh folder of its own (`--out`), and expects both runs to write the same map.svg and
 * scenario.json as the ones committed in `folder`, byte for byte.
 */
export function itWritesTheCommittedFiles(script: string, folder: string): void {
  it('is generated deterministically: two runs of the script write the committed files byte for byte', () => expectGeneratedAsCommitted(script, folder), 30_000);
}

function expectGeneratedAsCommitted(script: string, folder: string): void {
  const runs = [0, 1].map(() => {
    const out = mkdtempSync(join(tmpdir(), 'sandtable-demo-'));
    try {
      execFileSync(process.execPath, [script, '--out', out], { stdio: 'pipe' });
      return ['map.svg', 'scenario.json'].map((f) => readFileSync(join(out, f)));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
  for (const [k, file] of ['map.svg', 'scenario.json'].entries()) {
    expect(runs[0][k].equals(runs[1][k]), file).toBe(true);
    expect(runs[0][k].equals(readFileSync(`${folder}/${file}`)), `${file} as committed`).toBe(true);
  }
}

/** The pieces that do not stand in a cell of their board (a hex of the map, a box's or track's cell), as "name at board hex". */
export function misplacedPieces(demo: Scenario): string[] {
  const grids = new Map(demo.boards.map((b) => [b.id, b.grid]));
  return demo.pieces.filter((p) => {
    const g = grids.get(p.board);
    const at = g && g.kind !== 'none' ? parseCellLabel(g, String(p.hex)) : null;
    return !(g && at && inBounds(g, at));
  }).map((p) => `${p.name} at ${p.board} ${p.hex}`);
}

/** Expects the board of every track, box, cup and deck to be exactly what the app draws for a component of its kind and size. */
export function expectDisplaysDrawnAsTheAppDraws(demo: Scenario): void {
  for (const c of demo.components ?? []) {
    const board = demo.boards.find((b) => b.id === c.boardId)!;
    const at = { x: board.x ?? 0, y: board.y ?? 0 };
    const made = c.kind === 'track' ? trackBoard(c.id, c.name, { from: c.from, to: c.to, cell: board.width / (Math.abs(c.to - c.from) + 1), vertical: false }, at)
      : c.kind === 'cup' ? cupBoard(c.id, c.name, at, board.width / 2)
        : c.kind === 'deck' ? deckBoard(c.id, c.name, at, board.width / 3)
          : boxBoard(c.id, c.name, { width: board.width, height: board.height }, at);
    expect(board, c.id).toEqual(made);
  }
}

/** Expects the scenario's table for each spec to be a complete SAMPLE that validates against it, in its rows and columns. */
export function expectCompleteSamples(rules: ScenarioRules, specs: readonly TableSpec[]): void {
  for (const spec of specs) {
    const data = rules.tables?.[spec.id];
    expect(data, spec.id).toBeDefined();
    expect(data!.sample, spec.id).toBe(true);
    expect(validateTable(spec, data!), spec.id).toEqual([]);
    expect(isComplete(data!), spec.id).toBe(true);
    expect(data!.rows, spec.id).toEqual(spec.shape.rows);
    expect(data!.columns, spec.id).toEqual(spec.shape.columns);
  }
}

/** Expects every value the scenario sets to be one the ruleset knows, and the turn left to the Game Turn marker on its track. */
export function expectOnlyKnownValues(rules: ScenarioRules, values: readonly ValueSpec[]): void {
  const known = new Set(values.map((v) => v.id));
  for (const id of Object.keys(rules.values ?? {})) expect(known.has(id), id).toBe(true);
  expect(rules.values?.turn).toBeUndefined();
}

/** Expects every hexside and every link to join two neighbouring land hexes (`around` a hex's neighbours, `land` a land test). */
export function expectPairsOfNeighbouringLand(terrain: ScenarioTerrain, around: (l: string) => string[], land: (l: string) => boolean): void {
  for (const pair of [...Object.keys(terrain.hexsides ?? {}), ...Object.keys(terrain.links ?? {})]) {
    const [a, b] = pair.split('|');
    expect(around(a), pair).toContain(b);
    expect(land(a) && land(b), pair).toBe(true);
  }
}

/** The last line of the game's log (the setup's summary, on a fresh import). */
export const lastLogLine = (doc: Y.Doc): string => readLog(doc).map((e) => e.text).at(-1) ?? '';
