import { readFileSync } from 'node:fs';
import { demoGrid } from '../support/grids';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createGameDoc, typesOf } from '../../../src/doc/gameDoc';
import { addToTable, type Actor } from '../../../src/doc/operations';
import { LocalOrigin } from '../../../src/doc/origin';
import { readLog } from '../../../src/doc/snapshot';
import {
  deleteSideFeature,
  deleteTerrainType,
  importTerrain,
  paintHexes,
  readAllTerrain,
  readTerrain,
  setHexside,
  setHexsides,
  setLink,
  setLinks,
  setPalette,
  setSideFeatures,
  TerrainError,
  watchTerrain,
} from '../../../src/doc/terrainOps';
import { parseCellLabel } from '../../../src/geometry/numbering';
import type { Cell, HexGrid } from '../../../src/model/grid';
import type { Board } from '../../../src/model/records';
import { hexsideBetween, linked, problemsOfTerrainLayer, terrainAt } from '../../../src/terrain/terrain';

const grid: HexGrid = demoGrid;
const valli: Board = { id: 'valli', name: 'Valli del Nord', fill: '#ccc', width: 1980, height: 1605, x: 0, y: 0, grid };
const other: Board = { ...valli, id: 'valli:2', name: 'Second map', x: 2100 };
const plain: Board = { id: 'plain', name: 'Plain', fill: '#ccc', width: 400, height: 400, x: 0, y: 2000, grid: { kind: 'none' } };
const hex = (label: string): Cell => parseCellLabel(grid, label)!;
const forest = { id: 'forest', name: 'Forest', colour: '#2e7d32' };
const clear = { id: 'clear', name: 'Clear', colour: '#e6dfb0' };

function game(player = 'Alice'): { doc: Y.Doc; actor: Actor } {
  const doc = createGameDoc('game-1', 'Test game');
  const actor: Actor = { doc, name: player };
  addToTable(actor, { boards: [valli, other, plain] });
  return { doc, actor };
}

const logTexts = (doc: Y.Doc) => readLog(doc).map((e) => e.text);

describe('painting hexes', () => {
  it('paints a stroke of hexes as one logged operation', () => {
    const { doc, actor } = game();
    setPalette(actor, 'valli', [forest, clear]);
    const before = logTexts(doc).length;
    expect(paintHexes(actor, 'valli', [hex('0505'), hex('0605'), hex('0705'), hex('0605')], 'forest')).toBe(3);
    expect(logTexts(doc).length).toBe(before + 1);
    expect(logTexts(doc).at(-1)).toBe('paint Forest in 0505, 0605, 0705');
    const layer = readTerrain(doc, 'valli');
    expect(layer.hexes).toEqual({ '4,4': 'forest', '5,4': 'forest', '6,4': 'forest' });
    expect(terrainAt(layer, hex('0605'))?.name).toBe('Forest');
  });

  it('writes nothing for hexes already so or off the board', () => {
    const { doc, actor } = game();
    setPalette(actor, 'valli', [forest]);
    paintHexes(actor, 'valli', [hex('0505')], 'forest');
    const before = logTexts(doc).length;
    expect(paintHexes(actor, 'valli', [hex('0505'), { col: 40, row: 3 }, { col: -1, row: 0 }], 'forest')).toBe(0);
    expect(paintHexes(actor, 'plain', [{ col: 0, row: 0 }], 'forest')).toBe(0);
    expect(paintHexes(actor, 'nowhere', [{ col: 0, row: 0 }], 'forest')).toBe(0);
    expect(logTexts(doc).length).toBe(before);
  });

  it('erases, and refuses a type the board does not have', () => {
    const { doc, actor } = game();
    setPalette(actor, 'valli', [forest]);
    paintHexes(actor, 'valli', [hex('0505'), hex('0606'), hex('0707'), hex('0808')], 'forest');
    expect(paintHexes(actor, 'valli', [hex('0505'), hex('0606'), hex('0707'), hex('0808'), hex('0909')], null)).toBe(4);
    expect(logTexts(doc).at(-1)).toBe('erase the terrain of 0505, 0606, 0707 +1 more');
    expect(readTerrain(doc, 'valli').hexes).toEqual({});
    expect(() => paintHexes(actor, 'valli', [hex('0505')], 'jungle')).toThrow(TerrainError);
  });

  it('keeps each board to its own layer, whatever its id', () => {
    const { doc, actor } = game();
    setPalette(actor, 'valli', [forest]);
    setPalette(actor, 'valli:2', [clear]);
    paintHexes(actor, 'valli', [hex('0101')], 'forest');
    paintHexes(actor, 'valli:2', [hex('0202')], 'clear');
    expect(readTerrain(doc, 'valli').hexes).toEqual({ '0,0': 'forest' });
    expect(readTerrain(doc, 'valli').palette).toEqual([forest]);
    expect(readTerrain(doc, 'valli:2').hexes).toEqual({ '1,1': 'clear' });
    expect([...readAllTerrain(doc).keys()].sort()).toEqual(['valli', 'valli:2']);
  });
});

describe('hexsides and links', () => {
  it('marks a hexside once, whichever side it is marked from', () => {
    const { doc, actor } = game();
    expect(setHexside(actor, 'valli', hex('0505'), hex('0605'), 'river')).toBe(true);
    expect(logTexts(doc).at(-1)).toBe('mark River on hexside 0505/0605');
    expect(setHexside(actor, 'valli', hex('0605'), hex('0505'), 'river')).toBe(false);
    const layer = readTerrain(doc, 'valli');
    expect(Object.keys(layer.hexsides)).toEqual(['4,4|5,4']);
    expect(hexsideBetween(layer, hex('0605'), hex('0505'))?.name).toBe('River');
    setHexside(actor, 'valli', hex('0605'), hex('0505'), 'bridge');
    expect(hexsideBetween(readTerrain(doc, 'valli'), hex('0505'), hex('0605'))?.id).toBe('bridge');
    setHexside(actor, 'valli', hex('0605'), hex('0505'), null);
    expect(readTerrain(doc, 'valli').hexsides).toEqual({});
  });

  it('ignores pairs that are not neighbours, and marks a run of sides as one operation', () => {
    const { doc, actor } = game();
    expect(setHexside(actor, 'valli', hex('0505'), hex('0507'), 'river')).toBe(false);
    const before = logTexts(doc).length;
    const n = setHexsides(actor, 'valli', [
      [hex('0505'), hex('0605')],
      [hex('0505'), hex('0506')],
      [hex('0506'), hex('0505')],
    ], 'border');
    expect(n).toBe(2);
    expect(logTexts(doc).length).toBe(before + 1);
    expect(() => setHexside(actor, 'valli', hex('0505'), hex('0605'), 'moat')).toThrow(TerrainError);
  });

  it('joins neighbouring hexes with roads and railroads', () => {
    const { doc, actor } = game();
    expect(setLink(actor, 'valli', hex('0505'), hex('0605'), 'road')).toBe(true);
    expect(logTexts(doc).at(-1)).toBe('draw road 0505–0605');
    expect(setLink(actor, 'valli', hex('0505'), hex('0707'), 'road')).toBe(false);
    const layer = readTerrain(doc, 'valli');
    expect(linked(layer, hex('0605'), hex('0505'), 'road')).toBe(true);
    expect(linked(layer, hex('0605'), hex('0505'), 'railroad')).toBe(false);
    const before = logTexts(doc).length;
    expect(setLinks(actor, 'valli', [[hex('0605'), hex('0705')], [hex('0705'), hex('0805')]], 'railroad')).toBe(2);
    expect(logTexts(doc).length).toBe(before + 1);
    setLink(actor, 'valli', hex('0605'), hex('0505'), null);
    expect(logTexts(doc).at(-1)).toBe('remove road 0605–0505');
    expect(readTerrain(doc, 'valli').links).toEqual({ '5,4|6,4': 'railroad', '6,4|7,4': 'railroad' });
  });
});

describe('terrain types and features', () => {
  it('refuses an unsound palette with a sentence, writing nothing', () => {
    const { doc, actor } = game();
    expect(() => setPalette(actor, 'valli', [forest, { ...forest, name: 'Woods' }])).toThrow(/terrain types cannot be saved: terrain types.1.id is used twice/);
    expect(() => setPalette(actor, 'valli', [{ ...forest, colour: 'green' }])).toThrow(TerrainError);
    expect(readTerrain(doc, 'valli').palette).toEqual([]);
  });

  it('deletes a type and every hex painted with it in one step', () => {
    const { doc, actor } = game();
    setPalette(actor, 'valli', [forest, clear]);
    paintHexes(actor, 'valli', [hex('0101'), hex('0102')], 'forest');
    paintHexes(actor, 'valli', [hex('0103')], 'clear');
    deleteTerrainType(actor, 'valli', 'forest');
    const layer = readTerrain(doc, 'valli');
    expect(layer.palette).toEqual([clear]);
    expect(layer.hexes).toEqual({ '0,2': 'clear' });
  });

  it('lets players add hexside features and delete them with their sides', () => {
    const { doc, actor } = game();
    const canal = { id: 'canal', name: 'Canal', colour: '#00897b' };
    setSideFeatures(actor, 'valli', [...readTerrain(doc, 'valli').sideFeatures, canal]);
    setHexside(actor, 'valli', hex('0505'), hex('0605'), 'canal');
    expect(hexsideBetween(readTerrain(doc, 'valli'), hex('0505'), hex('0605'))?.name).toBe('Canal');
    deleteSideFeature(actor, 'valli', 'canal');
    expect(readTerrain(doc, 'valli').hexsides).toEqual({});
    expect(readTerrain(doc, 'valli').sideFeatures.map((f) => f.id)).toEqual(['river', 'bridge', 'border', 'all-sea']);
  });
});

describe('importing terrain by printed hex number', () => {
  it('loads the demo terrain table in one operation, creating its types', () => {
    const { doc, actor } = game();
    setPalette(actor, 'valli', [{ id: 'woods', name: 'Forest', colour: '#00ff00' }]);
    const table = JSON.parse(readFileSync('assets/demo/terrain.json', 'utf8')) as { hexes: Record<string, string> };
    const before = logTexts(doc).length;
    const result = importTerrain(actor, 'valli', table.hexes);
    expect(logTexts(doc).length).toBe(before + 1);
    expect(result.painted).toBe(704);
    expect(result.skipped).toEqual([]);
    expect(result.created.map((t) => t.id).sort()).toEqual(['alpine', 'clear', 'lake', 'marsh', 'mountain', 'rough']);
    const layer = readTerrain(doc, 'valli');
    // "forest" matched the existing type by name.
    expect(terrainAt(layer, hex('1004'))).toEqual({ id: 'woods', name: 'Forest', colour: '#00ff00' });
    expect(terrainAt(layer, hex('1021'))?.name).toBe('Lake');
    expect(problemsOfTerrainLayer(layer, grid)).toEqual([]);
    // Again: nothing changes, nothing is written.
    expect(importTerrain(actor, 'valli', table.hexes).painted).toBe(0);
    expect(logTexts(doc).length).toBe(before + 1);
  });

  it('reports labels that name no hex, and refuses a board without a grid', () => {
    const { actor } = game();
    const result = importTerrain(actor, 'valli', { '0101': 'clear', '9999': 'clear', nonsense: 'clear', '0102': '' });
    expect(result.painted).toBe(1);
    expect(result.skipped.sort()).toEqual(['0102', '9999', 'nonsense']);
    expect(() => importTerrain(actor, 'plain', { '0101': 'clear' })).toThrow(TerrainError);
  });
});

describe('sharing and undo', () => {
  it('merges two players painting a fresh board at the same time', () => {
    const alice = game('Alice');
    const bob = { doc: new Y.Doc(), name: 'Bob' };
    Y.applyUpdate(bob.doc, Y.encodeStateAsUpdate(alice.doc));
    // Both define the palette and paint while apart (offline, or before either update arrives).
    setPalette(alice.actor, 'valli', [forest]);
    paintHexes(alice.actor, 'valli', [hex('0101'), hex('0102')], 'forest');
    setPalette(bob, 'valli', [forest]);
    paintHexes(bob, 'valli', [hex('0505')], 'forest');
    setLink(bob, 'valli', hex('0505'), hex('0506'), 'road');
    Y.applyUpdate(bob.doc, Y.encodeStateAsUpdate(alice.doc));
    Y.applyUpdate(alice.doc, Y.encodeStateAsUpdate(bob.doc));
    const a = readTerrain(alice.actor.doc, 'valli');
    expect(a).toEqual(readTerrain(bob.doc, 'valli'));
    expect(Object.keys(a.hexes).sort()).toEqual(['0,0', '0,1', '4,4']);
    expect(linked(a, hex('0505'), hex('0506'))).toBe(true);
  });

  it('is undone a stroke at a time once the terrain map is in the undo scope', () => {
    const { doc, actor } = game();
    const undo = new Y.UndoManager([typesOf(doc).terrain], { trackedOrigins: new Set<unknown>([LocalOrigin]), captureTimeout: 0 });
    setPalette(actor, 'valli', [forest]);
    paintHexes(actor, 'valli', [hex('0101'), hex('0102')], 'forest');
    paintHexes(actor, 'valli', [hex('0103')], 'forest');
    undo.undo();
    expect(Object.keys(readTerrain(doc, 'valli').hexes)).toEqual(['0,0', '0,1']);
    undo.undo();
    expect(readTerrain(doc, 'valli').hexes).toEqual({});
    undo.redo();
    expect(Object.keys(readTerrain(doc, 'valli').hexes).sort()).toEqual(['0,0', '0,1']);
  });

  it("tells watchers of a board about its changes only, a friend's included", () => {
    const { doc, actor } = game();
    setPalette(actor, 'valli', [forest]);
    setPalette(actor, 'valli:2', [forest]);
    let valliChanges = 0;
    let anyChanges = 0;
    const stop = watchTerrain(doc, 'valli', () => valliChanges++);
    const stopAll = watchTerrain(doc, null, () => anyChanges++);
    paintHexes(actor, 'valli', [hex('0101'), hex('0202')], 'forest');
    paintHexes(actor, 'valli:2', [hex('0101')], 'forest');
    const friend = new Y.Doc();
    Y.applyUpdate(friend, Y.encodeStateAsUpdate(doc));
    paintHexes({ doc: friend, name: 'Bob' }, 'valli', [hex('0303')], 'forest');
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(friend));
    expect(valliChanges).toBe(2);
    expect(anyChanges).toBe(3);
    stop();
    stopAll();
    paintHexes(actor, 'valli', [hex('0404')], 'forest');
    expect(valliChanges).toBe(2);
  });

  it('reads foreign junk in the terrain map as nothing', () => {
    const { doc } = game();
    doc.transact(() => {
      const t = typesOf(doc).terrain;
      t.set('valli:hex:4,4', 7);
      t.set('valli:hex:nonsense', 'forest');
      t.set('valli:side:5,4|4,4', 'river');
      t.set('valli:link:4,4|4,5', 'canal');
      t.set('valli:palette', [{ id: 'forest', name: 'Forest', colour: 'bad' }, null, { id: 'forest', name: 'Again' }]);
      t.set('valli:features', 'river');
    });
    const layer = readTerrain(doc, 'valli');
    expect(layer.hexes).toEqual({});
    expect(layer.hexsides).toEqual({});
    expect(layer.links).toEqual({});
    expect(layer.palette).toEqual([{ id: 'forest', name: 'Forest', colour: '#9e9e9e' }]);
    expect(layer.sideFeatures.map((f) => f.id)).toEqual(['river', 'bridge', 'border', 'all-sea']);
  });
});
