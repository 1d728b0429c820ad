/**
 * Exporting a game's setup as a scenario file: what is on the table now — boards with their grids,
 * faces, and every piece by hex label (or point), stacks in order — so a set-up can be shared,
 * edited by hand and imported again. The pair of `scenarioToSetup`.
 */
import type { TableSnapshot } from '../model/records';
import { groupStacks } from '../model/stacks';
import { cellAt, inBounds } from '../geometry/hexGrid';
import { cellLabel } from '../geometry/numbering';
import { cellRestingPoint } from '../geometry/places';
import { areaAt, areaRestingPoint } from '../geometry/areas';
import { knownNeighbours } from '../geometry/areaNeighbours';
import { scenarioVersion, type Scenario, type ScenarioPiece } from './scenario';

const extensions: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/svg+xml': 'svg', 'image/gif': 'gif' };

/** The file name an image gets in an exported bundle: its own name when unique, else name plus part of its hash. */
export function bundleFileNames(table: TableSnapshot): Map<string, string> {
  const names = new Map<string, string>();
  const used = new Set<string>();
  for (const asset of table.assets.values()) {
    const ext = extensions[asset.mime] ?? 'img';
    let name = /^[\w .-]+$/.test(asset.name) ? asset.name : `image.${ext}`;
    if (used.has(name)) name = `${name.replace(/\.[^.]+$/, '')}-${asset.hash.slice(0, 8)}.${ext}`;
    used.add(name);
    names.set(asset.hash, name);
  }
  return names;
}

/** The scenario describing a table; `fileNames` maps image hashes to the names used in the bundle. */
export function tableToScenario(table: TableSnapshot, fileNames = bundleFileNames(table)): Scenario {
  const boards = [...table.boards.values()].map((b) => ({
    id: b.id,
    name: b.name,
    ...(b.image ? { image: fileNames.get(b.image) } : {}),
    fill: b.fill,
    width: b.width,
    height: b.height,
    x: b.x,
    y: b.y,
    grid: b.grid,
    ...(b.areas?.length ? { areas: knownNeighbours(b.areas) } : {}),
  }));
  const faces = Object.fromEntries(
    [...table.faces].map(([id, face]) => [id, face.kind === 'image' ? { ...face, asset: fileNames.get(face.asset) ?? face.asset } : face]),
  );
  const pieces: ScenarioPiece[] = [];
  for (const stack of groupStacks(table.pieces.values()).values()) {
    const board = table.boards.get(stack.board);
    const grid = board?.grid;
    const cell = grid && grid.kind !== 'none' ? cellAt(grid, stack.x, stack.y) : null;
    const onCell = grid && grid.kind !== 'none' && cell && inBounds(grid, cell) && (() => {
      const rest = cellRestingPoint(grid, cell);
      return rest.x === stack.x && rest.y === stack.y;
    })();
    // A stack gathered in an area (at its resting point) is written by the area's name, when no other area of the board shares it.
    const area = board?.areas?.length ? areaAt(board, stack.x, stack.y) : null;
    const inArea = area && board!.areas!.filter((a) => a.name === area.name).length === 1 && (() => {
      const rest = areaRestingPoint(area);
      return rest.x === stack.x && rest.y === stack.y;
    })();
    for (const p of stack.pieces) {
      pieces.push({
        name: p.name,
        ...(p.kind === 'marker' ? { kind: 'marker' as const } : {}),
        faces: p.faces,
        ...(p.face ? { face: p.face } : {}),
        ...(p.rot ? { rot: p.rot } : {}),
        board: stack.board,
        ...(inArea && area ? { area: area.name } : onCell && grid && cell ? { hex: cellLabel(grid, cell) } : { x: stack.x, y: stack.y }),
        size: p.size,
        ...(Object.keys(p.attrs).length ? { attrs: p.attrs } : {}),
      });
    }
  }
  return { sandtableScenario: scenarioVersion, name: table.meta.name, boards, faces, pieces };
}
