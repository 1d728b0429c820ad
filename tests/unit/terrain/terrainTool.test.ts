import { describe, expect, it } from 'vitest';
import { demoGrid } from '../support/grids';
import { createGameDoc } from '../../../src/doc/gameDoc';
import { addToTable, type Actor } from '../../../src/doc/operations';
import { readLog, readSnapshot } from '../../../src/doc/snapshot';
import { readTerrain, setHexside, setPalette } from '../../../src/doc/terrainOps';
import { cellCentre } from '../../../src/geometry/hexGrid';
import { parseCellLabel } from '../../../src/geometry/numbering';
import type { HexGrid } from '../../../src/model/grid';
import { Observable } from '../../../src/model/observable';
import { hexsideBetween, linked, sideEdge, terrainAt } from '../../../src/terrain/terrain';
import { cancelTerrainStroke, handleTerrainPointer, initialTerrainTool, type TerrainSession, type TerrainTool } from '../../../src/ui/terrain/terrainTool';

const grid: HexGrid = demoGrid;
const hex = (label: string) => parseCellLabel(grid, label)!;
const centre = (label: string) => cellCentre(grid, hex(label));

function setUp(mode: TerrainTool['mode'], patch: Partial<TerrainTool> = {}) {
  const doc = createGameDoc('game-1', 'Test game');
  const actor: Actor = { doc, name: 'Alice' };
  addToTable(actor, { boards: [{ id: 'valli', name: 'Valli', fill: '#ccc', width: 1980, height: 1605, x: 500, y: 300, grid }] });
  setPalette(actor, 'valli', [{ id: 'forest', name: 'Forest', colour: '#2e7d32' }]);
  const session: TerrainSession = { actor, snapshot: () => readSnapshot(doc) };
  const tool = new Observable<TerrainTool>(initialTerrainTool({ mode, terrainId: 'forest', ...patch }));
  const log = () => readLog(doc).map((e) => e.text);
  const send = (event: 'down' | 'move' | 'up', p: { x: number; y: number }) => handleTerrainPointer(event, p, tool, session, 'valli');
  /** A drag in small steps, as a mouse makes. */
  const drag = (from: { x: number; y: number }, to: { x: number; y: number }, steps = 12) => {
    expect(send('down', from)).toBe(true);
    for (let i = 1; i <= steps; i++) expect(send('move', { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps })).toBe(true);
    expect(send('up', to)).toBe(true);
  };
  return { doc, actor, tool, log, send, drag };
}

describe('the paint tool', () => {
  it('paints every hex a drag crosses as one operation, showing the stroke while it lasts', () => {
    const { doc, tool, log, send, drag } = setUp('paint');
    const before = log().length;
    const a = centre('0505');
    const b = centre('0705');
    send('down', { x: a.x, y: a.y + 8 });
    send('move', { x: (a.x + b.x) / 2, y: a.y + 8 });
    expect(tool.get().stroke).toMatchObject({ kind: 'cells', cells: [hex('0505'), hex('0605')] });
    expect(readTerrain(doc, 'valli').hexes).toEqual({});
    send('up', { x: b.x, y: b.y + 8 });
    expect(tool.get().stroke).toBeNull();
    const layer = readTerrain(doc, 'valli');
    expect(Object.keys(layer.hexes).sort()).toEqual(['4,4', '5,4', '6,4']);
    expect(log().length).toBe(before + 1);
    // A click paints one hex.
    drag(centre('1010'), centre('1010'), 1);
    expect(terrainAt(readTerrain(doc, 'valli'), hex('1010'))?.name).toBe('Forest');
  });

  it('erases with the erase tool', () => {
    const { doc, tool, drag } = setUp('paint');
    drag(centre('0505'), centre('0508'));
    expect(Object.keys(readTerrain(doc, 'valli').hexes)).toHaveLength(4);
    tool.set({ ...tool.get(), mode: 'erase' });
    drag(centre('0506'), centre('0507'));
    expect(Object.keys(readTerrain(doc, 'valli').hexes).sort()).toEqual(['4,4', '4,7']);
  });

  it('leaves presses off the board, and every press with no tool, to the select tool', () => {
    const { tool, send } = setUp('paint');
    expect(send('down', { x: -300, y: -300 })).toBe(false);
    tool.set({ ...tool.get(), mode: 'off' });
    expect(send('down', centre('0505'))).toBe(false);
    expect(send('move', centre('0506'))).toBe(false);
    expect(send('up', centre('0506'))).toBe(false);
  });

  it('highlights the hex under the pointer without taking the move', () => {
    const { tool, send } = setUp('paint');
    expect(send('move', centre('0505'))).toBe(false);
    expect(tool.get().hover).toEqual({ kind: 'cell', cell: hex('0505') });
  });

  it('asks for a terrain type when none is chosen, and writes nothing', () => {
    const { doc, tool, drag } = setUp('paint', { terrainId: null });
    drag(centre('0505'), centre('0705'));
    expect(readTerrain(doc, 'valli').hexes).toEqual({});
    expect(tool.get().message).toMatch(/Choose a terrain type/);
  });

  it('writes nothing when the stroke is cancelled', () => {
    const { doc, tool, send } = setUp('paint');
    send('down', centre('0505'));
    send('move', centre('0705'));
    cancelTerrainStroke(tool);
    expect(send('up', centre('0705'))).toBe(false);
    expect(readTerrain(doc, 'valli').hexes).toEqual({});
  });
});

/** A point on the side of hex `a` facing `b`, 10 % of the way in towards `a`'s centre. */
function nearSide(a: string, b: string) {
  const [p, q] = sideEdge(grid, hex(a), hex(b))!;
  const c = centre(a);
  return { x: ((p.x + q.x) / 2) * 0.9 + c.x * 0.1, y: ((p.y + q.y) / 2) * 0.9 + c.y * 0.1 };
}

describe('the hexside tool', () => {
  it('marks the side clicked near, and a second click takes it off', () => {
    const { doc, actor, drag, log } = setUp('hexside', { featureId: 'river' });
    drag(nearSide('0505', '0605'), nearSide('0505', '0605'), 1);
    expect(hexsideBetween(readTerrain(doc, 'valli'), hex('0605'), hex('0505'))?.id).toBe('river');
    expect(log().at(-1)).toBe('mark River on hexside 0505/0605');
    drag(nearSide('0605', '0505'), nearSide('0605', '0505'), 1);
    expect(readTerrain(doc, 'valli').hexsides).toEqual({});
    // With another feature there, a click replaces it.
    setHexside(actor, 'valli', hex('0505'), hex('0605'), 'border');
    drag(nearSide('0505', '0605'), nearSide('0505', '0605'), 1);
    expect(hexsideBetween(readTerrain(doc, 'valli'), hex('0605'), hex('0505'))?.id).toBe('river');
  });

  it('marks every side a drag passes near', () => {
    const { doc, drag } = setUp('hexside', { featureId: 'border' });
    // Along the south side of 0505 and on up its south-west side (0405 is its SW neighbour: odd columns sit half a hex lower).
    drag(nearSide('0505', '0506'), nearSide('0505', '0405'), 20);
    const layer = readTerrain(doc, 'valli');
    expect(hexsideBetween(layer, hex('0505'), hex('0506'))?.id).toBe('border');
    expect(hexsideBetween(layer, hex('0505'), hex('0405'))?.id).toBe('border');
    expect(Object.keys(layer.hexsides)).toHaveLength(2);
  });

  it('takes a press in the middle of a hex without marking anything', () => {
    const { doc, send } = setUp('hexside', { featureId: 'river' });
    expect(send('down', centre('0505'))).toBe(true);
    expect(send('up', centre('0505'))).toBe(true);
    expect(readTerrain(doc, 'valli').hexsides).toEqual({});
  });
});

describe('the road tool', () => {
  it('joins each hex a drag passes through to the one before, and drawing it again removes it', () => {
    const { doc, tool, drag, log } = setUp('link', { linkType: 'road' });
    const before = log().length;
    drag(centre('0505'), centre('0805'), 18);
    let layer = readTerrain(doc, 'valli');
    expect(linked(layer, hex('0505'), hex('0605'), 'road') || linked(layer, hex('0505'), hex('0604'), 'road')).toBe(true);
    expect(Object.keys(layer.links)).toHaveLength(3);
    expect(log().length).toBe(before + 1);
    expect(tool.get().stroke).toBeNull();
    drag(centre('0505'), centre('0805'), 18);
    layer = readTerrain(doc, 'valli');
    expect(layer.links).toEqual({});
  });

  it('backs up when the pointer goes back, and joins nothing on a click', () => {
    const { doc, drag, send } = setUp('link', { linkType: 'railroad' });
    send('down', centre('0505'));
    send('move', centre('0506'));
    send('move', centre('0507'));
    send('move', centre('0506'));
    send('up', centre('0506'));
    expect(readTerrain(doc, 'valli').links).toEqual({ '4,4|4,5': 'railroad' });
    drag(centre('1010'), centre('1010'), 1);
    expect(Object.keys(readTerrain(doc, 'valli').links)).toHaveLength(1);
  });
});
