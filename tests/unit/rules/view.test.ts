import { describe, expect, it } from 'vitest';
import { addTrack, readComponents } from '../../../src/doc/componentOps';
import { movePieces } from '../../../src/doc/operations';
import { setAttributes } from '../../../src/doc/pieceOps';
import { emptyRulesState, type RulesState } from '../../../src/doc/rulesOps';
import { readSnapshot } from '../../../src/doc/snapshot';
import { cellPoint } from '../../../src/components/layout';
import { parseCellLabel } from '../../../src/geometry/numbering';
import { keyBetween } from '../../../src/model/order';
import type { AttributeValue, Board, DrawnFace, Face, Piece, TableSnapshot } from '../../../src/model/records';
import type { ValueSpec } from '../../../src/rules/types';
import { buildRulesView, cellOfPiece, trackValuesFromTable, unitsAt } from '../../../src/rules/view';
import { emptyTerrain } from '../../../src/terrain/terrain';
import { board, grid, hexPoint, tableWith } from '../support/table';

const drawn = (factors: string): DrawnFace => ({ kind: 'drawn', fill: '#ccc', ink: '#000', symbol: 'infantry', size: 'XX', name: 'X', factors });
const plain: Board = { id: 'plain', name: 'Plain', fill: '#ccc', width: 400, height: 400, x: 0, y: 2000, grid: { kind: 'none' } };

interface Spec {
  hex?: string;
  at?: { x: number; y: number };
  board?: string;
  faces?: string[];
  face?: number;
  kind?: Piece['kind'];
  attrs?: Record<string, AttributeValue>;
}

/** A plain table snapshot: the test map, a gridless board, faces by id, and pieces named by id. */
function snapshot(pieces: Record<string, Spec>, faces: Record<string, Face> = {}): TableSnapshot {
  const placed = new Map<string, Piece>();
  let z: string | null = null;
  for (const [id, s] of Object.entries(pieces)) {
    z = keyBetween(z, null);
    const point = s.at ?? hexPoint(s.hex ?? '0101');
    placed.set(id, { id, name: id, kind: s.kind ?? 'unit', faces: s.faces ?? ['f0'], face: s.face ?? 0, rot: 0, size: 50, at: { b: s.board ?? 'map', ...point, z }, attrs: s.attrs ?? {} });
  }
  return {
    meta: { id: 'g', name: 'Test', schemaVersion: 1, createdAt: 0 },
    boards: new Map([['map', board], ['plain', plain]]),
    faces: new Map(Object.entries({ f0: drawn(''), ...faces })),
    assets: new Map(),
    pieces: placed,
  };
}

function view(table: TableSnapshot, more: { rules?: Partial<RulesState>; values?: ValueSpec[]; trackValues?: Record<string, number>; boardId?: string } = {}) {
  return buildRulesView({
    table,
    boardId: more.boardId ?? 'map',
    terrain: emptyTerrain(),
    rules: { ...emptyRulesState(), ...more.rules },
    values: more.values ?? [],
    trackValues: more.trackValues,
  });
}

const cell = (label: string) => parseCellLabel(grid, label)!;
const unit = (table: TableSnapshot, id: string) => view(table).units.find((u) => u.id === id)!;

describe('the rules view of a board', () => {
  it('reads the board through the kit map: printed labels both ways', () => {
    const v = view(snapshot({}));
    expect(v.map.boardId).toBe('map');
    expect(v.map.label(cell('2718'))).toBe('2718');
    expect(v.map.cellOf('0305')).toEqual(cell('0305'));
  });

  it('reads a board of named areas as an area map: each unit says which area it stands in', () => {
    const europe: Board = { ...plain, id: 'europe', name: 'Europe', areas: [
      { id: 'a5', name: '5 Poland', points: [0, 0, 100, 0, 100, 100, 0, 100] },
      { id: 'a21', name: '21 Southern France', points: [200, 0, 300, 0, 300, 100, 200, 100] },
    ] };
    const table = snapshot({ army: { board: 'europe', at: { x: 250, y: 50 } }, disk: { board: 'europe', at: { x: 40, y: 40 } }, stray: { board: 'europe', at: { x: 150, y: 300 } } });
    (table.boards as Map<string, Board>).set('europe', europe);
    const v = view(table, { boardId: 'europe' });
    expect(v.areas).toEqual(['5 Poland', '21 Southern France']);
    expect(v.units.map((u) => [u.id, u.area])).toEqual([['disk', '5 Poland'], ['army', '21 Southern France']]);
  });

  it('gives each area its neighbours both ways, by name, and its attributes', () => {
    const europe: Board = { ...plain, id: 'europe', name: 'Europe', areas: [
      { id: 'a5', name: '5 Poland', points: [0, 0, 100, 0, 100, 100, 0, 100], neighbours: ['a6', 'gone'], attrs: { front: 'Eastern' } },
      { id: 'a6', name: '6 Ukraine', points: [100, 0, 200, 0, 200, 100, 100, 100] },
      { id: 'a21', name: '21 Southern France', points: [200, 200, 300, 200, 300, 300, 200, 300] },
    ] };
    const table = snapshot({});
    (table.boards as Map<string, Board>).set('europe', europe);
    expect(view(table, { boardId: 'europe' }).areaInfo).toEqual([
      { name: '5 Poland', cell: { col: 0, row: 0 }, neighbours: ['6 Ukraine'], attrs: { front: 'Eastern' } },
      { name: '6 Ukraine', cell: { col: 1, row: 0 }, neighbours: ['5 Poland'], attrs: {} },
      { name: '21 Southern France', cell: { col: 2, row: 0 }, neighbours: [], attrs: {} },
    ]);
  });

  it('shows a sealed piece as unknown: no factors, only the attributes its seal left readable', () => {
    const table = snapshot({ cd: { hex: '0305', faces: ['f1'], attrs: { side: 'Axis', type: 'cd' } } }, { f1: drawn('2-3-1') });
    (table.pieces as Map<string, Piece>).set('cd', { ...table.pieces.get('cd')!, sealed: { by: 'k', deck: 'd', card: 0 } });
    const cd = unit(table, 'cd');
    expect(cd).toMatchObject({ hidden: true, attack: null, defence: null, movement: null, attrs: { side: 'Axis', type: 'cd' } });
    expect(unit(snapshot({ open: { hex: '0305', faces: ['f1'] } }, { f1: drawn('2-3-1') }), 'open').hidden).toBeUndefined();
  });

  it('refuses a board without a grid, or one that is gone, with a sentence for the players', () => {
    expect(() => view(snapshot({}), { boardId: 'plain' })).toThrow('The rules assistant needs a hex or square grid, or named areas, on "Plain": calibrate its grid or draw its areas first.');
    expect(() => view(snapshot({}), { boardId: 'moon' })).toThrow(/no longer on the table/);
  });

  it('lists the units of that board in their cells, each stack bottom first with markers on top', () => {
    const table = snapshot({
      m: { hex: '0505', kind: 'marker' },
      a: { hex: '0505' },
      b: { hex: '0505' },
      c: { hex: '0303' },
      margin: { at: { x: -200, y: -200 } },
      elsewhere: { board: 'plain', at: { x: 10, y: 10 } },
    });
    const v = view(table);
    expect(v.units.map((u) => u.id)).toEqual(['c', 'a', 'b', 'm']);
    expect(v.units[0]).toMatchObject({ cell: cell('0303'), key: '2,2', kind: 'unit', name: 'c', face: 0 });
    expect(unitsAt(v, cell('0505')).map((u) => u.id)).toEqual(['a', 'b', 'm']);
    expect(unitsAt(v, cell('0909'))).toEqual([]);
    expect(cellOfPiece(table, 'a')).toEqual(cell('0505'));
    expect(cellOfPiece(table, 'margin')).toBeNull();
    expect(cellOfPiece(table, 'elsewhere')).toBeNull();
    expect(cellOfPiece(table, 'nobody')).toBeNull();
  });

  it('lists the readable pieces of the other boards with their board’s name, sealed ones left out', () => {
    const table = snapshot({
      onMap: { hex: '0505' },
      chit: { board: 'plain', at: { x: 10, y: 10 }, attrs: { chit: 'formation', formation: 'Folgore' } },
      hidden: { board: 'plain', at: { x: 20, y: 10 } },
    });
    table.pieces.get('hidden')!.sealed = { by: 'someone', deck: 'd', card: 0 };
    expect(view(table).offMap).toEqual([{ id: 'chit', name: 'chit', boardId: 'plain', boardName: 'Plain', attrs: { chit: 'formation', formation: 'Folgore' } }]);
  });

  it('finds a piece off the centre of its hex in that hex', () => {
    const p = hexPoint('0606');
    expect(unit(snapshot({ a: { at: { x: p.x + 12, y: p.y - 9 } } }), 'a').cell).toEqual(cell('0606'));
  });
});

describe('factors of the face shown', () => {
  const faces = { front: drawn('6-6-4'), back: drawn('3-3-4'), blankBack: drawn(''), onlyCombat: drawn('2') };

  it('the front reads the attributes, else its printed factors, factor by factor', () => {
    const table = snapshot(
      {
        typed: { faces: ['front', 'back'], attrs: { attack: 7, defence: '5', movement: 3 } },
        printed: { faces: ['front', 'back'] },
        mixed: { faces: ['front', 'back'], attrs: { attack: 9 } },
        none: { faces: ['f0'] },
      },
      faces,
    );
    expect(unit(table, 'typed')).toMatchObject({ attack: 7, defence: 5, movement: 3 });
    expect(unit(table, 'printed')).toMatchObject({ attack: 6, defence: 6, movement: 4 });
    expect(unit(table, 'mixed')).toMatchObject({ attack: 9, defence: 6, movement: 4 });
    expect(unit(table, 'none')).toMatchObject({ attack: null, defence: null, movement: null });
  });

  it('a flipped face reads its printed factors, else the reduced attributes, else the front', () => {
    const reduced = { attack: 6, defence: 6, movement: 4, reducedAttack: 3, reducedDefence: 2 };
    const table = snapshot(
      {
        printedBack: { faces: ['front', 'back'], face: 1, attrs: { attack: 6, defence: 6, movement: 4 } },
        reducedAttrs: { faces: ['front', 'blankBack'], face: 1, attrs: reduced },
        frontOnly: { faces: ['front', 'blankBack'], face: 1, attrs: { attack: 5, defence: 4, movement: 3 } },
        partlyPrinted: { faces: ['front', 'onlyCombat'], face: 1 },
      },
      faces,
    );
    expect(unit(table, 'printedBack')).toMatchObject({ face: 1, attack: 3, defence: 3, movement: 4 });
    expect(unit(table, 'reducedAttrs')).toMatchObject({ attack: 3, defence: 2, movement: 4 });
    expect(unit(table, 'frontOnly')).toMatchObject({ attack: 5, defence: 4, movement: 3 });
    expect(unit(table, 'partlyPrinted')).toMatchObject({ attack: 2, defence: 2, movement: 4 });
  });

  it('counts steps from the attribute, and steps left from the face shown', () => {
    const table = snapshot({
      one: {},
      two: { attrs: { steps: 2 } },
      twoReduced: { faces: ['f0', 'f0'], face: 1, attrs: { steps: 2 } },
      threeOnLast: { faces: ['f0', 'f0', 'f0'], face: 2, attrs: { steps: 3 } },
      hq: { faces: ['f0', 'f0'], face: 1, attrs: { steps: 1 } },
      odd: { attrs: { steps: 'many' } },
    });
    expect(unit(table, 'one')).toMatchObject({ steps: 1, stepsLeft: 1 });
    expect(unit(table, 'two')).toMatchObject({ steps: 2, stepsLeft: 2 });
    expect(unit(table, 'twoReduced')).toMatchObject({ steps: 2, stepsLeft: 1 });
    expect(unit(table, 'threeOnLast')).toMatchObject({ steps: 3, stepsLeft: 1 });
    expect(unit(table, 'hq')).toMatchObject({ steps: 1, stepsLeft: 1 });
    expect(unit(table, 'odd')).toMatchObject({ steps: 1, stepsLeft: 1 });
  });

  it('keeps every attribute as typed', () => {
    const attrs = { side: 'Allies', mountain: true, marker: 'turn' };
    expect(unit(snapshot({ a: { attrs } }), 'a').attrs).toEqual(attrs);
  });
});

describe('values, tables and control', () => {
  const specs: ValueSpec[] = [
    { id: 'turn', label: 'Game turn', kind: 'number', default: 1, marker: 'turn' },
    { id: 'morale', label: 'Italian morale', kind: 'number', default: 0, marker: 'morale' },
    { id: 'rain', label: 'Rain', kind: 'flag', default: false },
    { id: 'marked', label: 'Towns', kind: 'hexes', default: [] },
  ];

  it('reads what the players set, else what a track marker shows, else the default', () => {
    const v = view(snapshot({}), { values: specs, rules: { values: { morale: -2, rain: 'yes', extra: 'kept' } }, trackValues: { turn: 4, morale: 1 } });
    expect(v.values).toEqual({ turn: 4, morale: -2, rain: false, marked: [], extra: 'kept' });
  });

  it('passes the typed-in tables and this board’s hex control through', () => {
    const crt = { columns: ['1:1'], rows: ['1'], cells: [['1/1']] };
    const v = view(snapshot({}), { rules: { tables: { crt }, control: { map: { '4,4': 'Allies' }, other: { '1,1': 'Central Powers' } } } });
    expect(v.tables).toEqual({ crt });
    expect(v.control).toEqual({ '4,4': 'Allies' });
    expect(view(snapshot({}), { rules: { control: { other: { '1,1': 'x' } } } }).control).toEqual({});
  });
});

describe('track markers', () => {
  it('read the value printed in the box of a track their marker sits in', () => {
    const { doc, actor } = tableWith({ unit: '0101' });
    const turns = addTrack(actor, 'Turn', { from: 1, to: 10, marker: 'Turn' });
    const morale = addTrack(actor, 'Morale', { from: 2, to: -4, vertical: true, marker: 'Morale' });
    const markerOn = (b: string) => [...readSnapshot(doc).pieces.values()].find((p) => p.at.b === b)!.id;
    const turnMarker = markerOn(turns);
    const moraleMarker = markerOn(morale);
    setAttributes(actor, [turnMarker], { marker: 'turn' });
    setAttributes(actor, [moraleMarker], { marker: 'morale' });
    setAttributes(actor, ['id-unit'], { marker: 'stray' });
    const snap = () => readSnapshot(doc);
    const to = (b: string, c: { col: number; row: number }) => ({ b, ...cellPoint(snap().boards.get(b)!, c) });
    expect(trackValuesFromTable(snap(), readComponents(doc))).toEqual({ turn: 1, morale: 2 });
    movePieces(actor, [{ id: turnMarker, to: to(turns, { col: 3, row: 0 }) }]);
    movePieces(actor, [{ id: moraleMarker, to: to(morale, { col: 0, row: 5 }) }]);
    expect(trackValuesFromTable(snap(), readComponents(doc))).toEqual({ turn: 4, morale: -3 });
    expect(trackValuesFromTable(snap(), [])).toEqual({});
  });
});
