import { describe, expect, test } from 'vitest';
import { problemsOfScenario } from '../../../../src/scenario/scenario';
import { moduleDice } from '../../../../src/vassal/import/dice';
import { withHiding } from '../../../../src/vassal/import/hiddenPieces';
import { moduleScenario } from '../../../../src/vassal/import/moduleScenario';
import { setupStackPieces } from '../../../../src/vassal/import/setupStacks';
import { layOutTable } from '../../../../src/vassal/import/tableLayout';
import type { VassalMap } from '../../../../src/vassal/module/model';
import { readModule } from '../../../../src/vassal/module/readModule';
import { piece } from '../support/pieces';
import { fixtureBytes } from '../support/fixtures';

const template = await readModule(fixtureBytes('jzhex-n-counters-template-v12-379.vmod'), 'jzhex-n-counters-template-v12-379.vmod');
const opened = moduleScenario(template);

describe('the counters template opened without a save', () => {
  test('is a scenario the ordinary import accepts', () => {
    expect(problemsOfScenario(opened.scenario)).toEqual([]);
  });

  test('makes its DrawPile a deck holding its three cards, face down as the module says', () => {
    const deck = opened.scenario.components!.find((c) => c.kind === 'deck')!;
    expect(deck).toMatchObject({ name: 'Draw', boardId: 'vassal-deck-1' });
    const cards = opened.scenario.pieces.filter((p) => p.board === deck.boardId);
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(card.face).toBe(0);
    expect(new Set(cards.map((c) => `${c.x},${c.y}`)).size).toBe(1);
  });

  test('lays every palette piece out in a tray per folder, below the table', () => {
    const trays = opened.scenario.components!.filter((c) => c.kind === 'box');
    expect(trays.length).toBeGreaterThan(0);
    const inTrays = opened.scenario.pieces.filter((p) => trays.some((t) => t.boardId === p.board));
    expect(inTrays).toHaveLength(template.pieceSlots.length);
    const map = opened.scenario.boards.find((b) => b.id === 'Map')!;
    for (const t of trays) expect(opened.scenario.boards.find((b) => b.id === t.boardId)!.y).toBeGreaterThan(map.height);
  });

  test('brings its symbol dice in as one six-sided custom die, and no longer lists dice buttons as left out', () => {
    expect(opened.scenario.dice).toEqual([{ id: 'vassal-die-1', name: '1d6', faces: ['1', '2', '3', '4', '5', '6'].map((label) => ({ label })) }]);
    expect(opened.leftOut.some((l) => /dice buttons?$/.test(l) || l.includes('decks'))).toBe(false);
  });
});

test('a plain dice button becomes a numbered die, its count and addition named in the summary', () => {
  const leftOut = new Map<string, number>();
  const dice = moduleDice([{ kind: 'DiceButton', attrs: { name: 'Attack', nDice: '2', nSides: '10', plus: '1' } }], leftOut);
  expect(dice).toEqual([{ id: 'vassal-die-1', name: 'Attack', faces: Array.from({ length: 10 }, (_, i) => ({ label: String(i + 1) })) }]);
  expect([...leftOut.keys()][0]).toMatch(/counts and additions/);
});

test('a dice button with more sides than a custom die can have is counted, not made', () => {
  const leftOut = new Map<string, number>();
  expect(moduleDice([{ kind: 'DiceButton', attrs: { nSides: '100' } }], leftOut)).toEqual([]);
  expect(leftOut.size).toBe(1);
});

describe('at-start stacks', () => {
  const map: VassalMap = { name: 'Main', kind: 'play', edgeWidth: 0, edgeHeight: 0, boards: [{ name: 'West', width: 500, height: 400, column: 0, row: 0, x: 20, y: 30, reversed: false, zones: [] }] };
  const table = layOutTable([map]);
  const slot = (name: string) => ({ name, path: [], text: `+/null/${piece([], ['piece;;;u.png;' + name, 'null;0;0;1;0']).type}/null;0;0;1;0` });

  test('are placed at x, y counted from the owning board’s corner, pieces in order', () => {
    const leftOut = new Map<string, number>();
    const placed = setupStackPieces([{ kind: 'SetupStack', map: 'Main', attrs: { owningBoard: 'West', x: '100', y: '50' }, pieces: [slot('A'), slot('B')] }], table, leftOut);
    expect(placed.map((p) => [p.map, p.x, p.y])).toEqual([['Main', 120, 80], ['Main', 120, 80]]);
    expect(placed.map((p) => p.type.endsWith('A') || p.type.includes(';A'))).toEqual([true, false]);
  });

  test('on a board not in use are left off, as VASSAL leaves them, and counted', () => {
    const leftOut = new Map<string, number>();
    expect(setupStackPieces([{ kind: 'SetupStack', map: 'Main', attrs: { owningBoard: 'East', x: '1', y: '1' }, pieces: [slot('A')] }], table, leftOut)).toEqual([]);
    expect([...leftOut.keys()][0]).toMatch(/not in use/);
  });

  test('with a grid location the board has no grid for fall back to x, y and are counted', () => {
    const leftOut = new Map<string, number>();
    const placed = setupStackPieces([{ kind: 'SetupStack', map: 'Main', attrs: { owningBoard: 'West', useGridLocation: 'true', location: '0101', x: '5', y: '6' }, pieces: [slot('A')] }], table, leftOut);
    expect(placed.map((p) => [p.x, p.y])).toEqual([[25, 36]]);
    expect([...leftOut.keys()][0]).toMatch(/locations/);
  });
});

test('a masked piece keeps whom VASSAL masked it for as attributes, first so the attribute limit never drops them', () => {
  const attrs = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`a${i}`, 'x']));
  const marked = withHiding(attrs, { hidden: { by: 'obscurable', owner: 'Allies' } });
  expect(marked).toMatchObject({ vassalHiddenFor: 'Allies', vassalHiding: 'masked' });
  expect(Object.keys(marked)).toHaveLength(100);
});
