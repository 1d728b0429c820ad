/**
 * Where a module's boards go on Sandtable's table. VASSAL shows each map in its own window; here
 * the play maps stand side by side, each keeping its boards where its BoardPicker puts them, and
 * the charts stand in a row below, set apart from the play area.
 */
import { isRecordId } from '../../model/validate';
import type { VassalBoard, VassalMap } from '../module/model';

/** Space between maps, and between the play area and the charts. */
const gap = 200;

/** A board of the module with where it goes on the table and the id it gets. */
export interface TableBoard {
  id: string;
  name: string;
  map: VassalMap;
  board: VassalBoard;
  x: number;
  y: number;
}

const mapWidth = (m: VassalMap) => Math.max(...m.boards.map((b) => b.x + b.width)) + m.edgeWidth;
const mapHeight = (m: VassalMap) => Math.max(...m.boards.map((b) => b.y + b.height)) + m.edgeHeight;

/** The board's name as a player reads it: the map's name when it is the map's only board, else both. */
function boardName(map: VassalMap, board: VassalBoard): string {
  const name = map.boards.length === 1 || map.name === board.name ? map.name || board.name : `${map.name}: ${board.name}`;
  return name.slice(0, 200) || 'Board';
}

/** Ids VASSAL gives (the board's name) where they are usable and unique, else made from the map's name or the board's place. */
function uniqueId(wanted: string[], taken: Set<string>, index: number): string {
  const id = wanted.find((w) => isRecordId(w) && !taken.has(w)) ?? `board-${index + 1}`;
  taken.add(id);
  return id;
}

/** Every board of the maps, placed on the table: play maps in a row, charts in a row beneath. */
export function layOutTable(maps: readonly VassalMap[]): TableBoard[] {
  const play = maps.filter((m) => m.kind !== 'chart' && m.boards.length);
  const charts = maps.filter((m) => m.kind === 'chart' && m.boards.length);
  const out: TableBoard[] = [];
  const taken = new Set<string>();
  const row = (row: readonly VassalMap[], top: number) => {
    let left = 0;
    for (const map of row) {
      for (const board of map.boards) {
        const id = uniqueId([board.name, `${map.name} ${board.name}`], taken, out.length);
        out.push({ id, name: boardName(map, board), map, board, x: left + board.x, y: top + board.y });
      }
      left += mapWidth(map) + gap;
    }
  };
  row(play, 0);
  row(charts, play.length ? Math.max(...play.map(mapHeight)) + gap * 2 : 0);
  return out;
}
