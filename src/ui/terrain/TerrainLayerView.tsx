/**
 * The terrain layer drawn over a board, under the counters: painted hexes as translucent fills,
 * hexside features as thick coloured edges, roads and railroads as lines between hex centres, and
 * the stroke in progress and the hex or side under the pointer. It only draws (listening off).
 */
import { useMemo, useSyncExternalStore } from 'react';
import type Konva from 'konva';
import { Group, Shape } from '../table/konva';
import { cellCentre, cellCorners, type CellGrid } from '../../geometry/hexGrid';
import type { Cell } from '../../model/grid';
import { Observable } from '../../model/observable';
import { linkStyles, parseCellKey, parsePairKey, sideEdge, type TerrainLayer } from '../../terrain/terrain';
import { useTable } from '../table/tableContext';
import { useObservable } from '../table/viewStore';
import { initialTerrainTool, type TerrainSession, type TerrainTool } from './terrainTool';
import { useTerrain } from './useTerrain';

interface Props {
  session: TerrainSession;
  boardId: string;
  /** The camera's zoom, so outlines stay a couple of screen pixels wide. */
  scale: number;
  /** The panel's tools: their stroke and highlight are drawn, and their opacity used unless `opacity` is given. */
  tool?: Observable<TerrainTool> | null;
  /** Opacity of the whole layer, 0 to 1. */
  opacity?: number;
}

/** Alpha of painted hexes within the layer, so the printed map shows through. */
const fillAlpha = 0.55;
const accent = '#ffb300';

function tracePolygon(ctx: Konva.Context, points: { x: number; y: number }[]): void {
  ctx.moveTo(points[0].x, points[0].y);
  for (let i = 1; i < points.length; i++) ctx.lineTo(points[i].x, points[i].y);
  ctx.closePath();
}

function drawFills(ctx: Konva.Context, grid: CellGrid, layer: TerrainLayer, opacity: number): void {
  const byType = new Map<string, Cell[]>();
  for (const [key, id] of Object.entries(layer.hexes)) {
    const cell = parseCellKey(key);
    if (!cell) continue;
    const list = byType.get(id) ?? [];
    list.push(cell);
    byType.set(id, list);
  }
  // Konva sets globalAlpha from the node's opacity before drawing; the layer's own opacity is applied here instead.
  ctx.globalAlpha = fillAlpha * opacity;
  for (const type of layer.palette) {
    const cells = byType.get(type.id);
    if (!cells) continue;
    ctx.beginPath();
    for (const c of cells) tracePolygon(ctx, cellCorners(grid, c));
    ctx.fillStyle = type.colour;
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

function drawSidesAndLinks(ctx: Konva.Context, grid: CellGrid, layer: TerrainLayer, opacity: number): void {
  const unit = Math.min(grid.dx, grid.dy);
  ctx.globalAlpha = opacity;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const colours = new Map(layer.sideFeatures.map((f) => [f.id, f.colour]));
  ctx.lineWidth = unit * 0.12;
  for (const [key, id] of Object.entries(layer.hexsides)) {
    const cells = parsePairKey(key);
    const edge = cells && sideEdge(grid, cells[0], cells[1]);
    if (!edge) continue;
    ctx.beginPath();
    ctx.moveTo(edge[0].x, edge[0].y);
    ctx.lineTo(edge[1].x, edge[1].y);
    ctx.strokeStyle = colours.get(id) ?? '#9e9e9e';
    ctx.stroke();
  }
  ctx.lineWidth = unit * 0.09;
  for (const [key, type] of Object.entries(layer.links)) {
    const cells = parsePairKey(key);
    const style = linkStyles[type];
    if (!cells || !style) continue;
    const a = cellCentre(grid, cells[0]);
    const b = cellCentre(grid, cells[1]);
    ctx.setLineDash(style.dash ? style.dash.map((d) => d * unit) : []);
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.strokeStyle = style.colour;
    ctx.stroke();
  }
  ctx.setLineDash([]);
  ctx.globalAlpha = 1;
}

function drawTool(ctx: Konva.Context, grid: CellGrid, layer: TerrainLayer, tool: TerrainTool, scale: number): void {
  const unit = Math.min(grid.dx, grid.dy);
  const stroke = tool.stroke;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  if (stroke?.kind === 'cells') {
    const colour = tool.mode === 'paint' ? (layer.palette.find((t) => t.id === tool.terrainId)?.colour ?? null) : '#151a16';
    if (colour) {
      ctx.beginPath();
      for (const c of stroke.cells) tracePolygon(ctx, cellCorners(grid, c));
      ctx.globalAlpha = tool.mode === 'paint' ? 0.8 : 0.45;
      ctx.fillStyle = colour;
      ctx.fill();
      ctx.globalAlpha = 1;
    }
  } else if (stroke?.kind === 'sides') {
    const colour = layer.sideFeatures.find((f) => f.id === tool.featureId)?.colour ?? '#151a16';
    ctx.lineWidth = unit * 0.14;
    ctx.strokeStyle = colour;
    for (const [a, b] of stroke.sides) {
      const edge = sideEdge(grid, a, b);
      if (!edge) continue;
      ctx.beginPath();
      ctx.moveTo(edge[0].x, edge[0].y);
      ctx.lineTo(edge[1].x, edge[1].y);
      ctx.stroke();
    }
  } else if (stroke?.kind === 'path') {
    const points = stroke.cells.map((c) => cellCentre(grid, c));
    ctx.lineWidth = unit * 0.1;
    ctx.strokeStyle = tool.linkType ? linkStyles[tool.linkType].colour : '#151a16';
    ctx.globalAlpha = 0.85;
    ctx.beginPath();
    ctx.moveTo(points[0].x, points[0].y);
    for (const p of points.slice(1)) ctx.lineTo(p.x, p.y);
    ctx.stroke();
    // A thin line on to the pointer shows where the next hex will be joined.
    ctx.lineWidth = 2 / scale;
    ctx.setLineDash([6 / scale, 4 / scale]);
    ctx.beginPath();
    ctx.moveTo(points[points.length - 1].x, points[points.length - 1].y);
    ctx.lineTo(stroke.pointer.x, stroke.pointer.y);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.globalAlpha = 1;
  }
  const hover = tool.hover;
  if (hover?.kind === 'cell') {
    ctx.beginPath();
    tracePolygon(ctx, cellCorners(grid, hover.cell));
    ctx.lineWidth = 2 / scale;
    ctx.strokeStyle = accent;
    ctx.stroke();
  } else if (hover?.kind === 'side') {
    const edge = sideEdge(grid, hover.cell, hover.neighbour);
    if (edge) {
      ctx.beginPath();
      ctx.moveTo(edge[0].x, edge[0].y);
      ctx.lineTo(edge[1].x, edge[1].y);
      ctx.lineWidth = Math.max(4 / scale, unit * 0.06);
      ctx.strokeStyle = accent;
      ctx.stroke();
    }
  }
}

/** Draws one board's terrain; mount it between the boards layer and the counters. */
export function TerrainLayerView({ session, boardId, scale, tool, opacity }: Props) {
  const { table } = useTable();
  const board = useSyncExternalStore(table.subscribe, () => table.snapshot().boards.get(boardId));
  const layer = useTerrain(session, boardId);
  const fallback = useMemo(() => new Observable<TerrainTool>(initialTerrainTool()), []);
  const state = useObservable(tool ?? fallback);
  if (!board || board.grid.kind === 'none') return null;
  const grid = board.grid;
  const shown = Math.max(0, Math.min(1, opacity ?? state.opacity));
  if (shown <= 0 && !state.stroke && !state.hover) return null;
  return (
    <Group listening={false}>
      <Group x={board.x} y={board.y}>
        {shown > 0 && <Shape perfectDrawEnabled={false} sceneFunc={(ctx) => drawFills(ctx, grid, layer, shown)} />}
        {shown > 0 && <Shape perfectDrawEnabled={false} sceneFunc={(ctx) => drawSidesAndLinks(ctx, grid, layer, shown)} />}
        <Shape perfectDrawEnabled={false} sceneFunc={(ctx) => drawTool(ctx, grid, layer, state, scale)} />
      </Group>
    </Group>
  );
}
