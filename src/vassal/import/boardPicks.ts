/**
 * Which boards a saved game chose for each map, and where. A module only offers boards; the
 * BoardPicker's choice is stored in every save as `<map>BoardPicker\t<board>\t<column>\t<row>…`,
 * one name-column-row triple per board. VASSAL then puts each board after the widths of the
 * boards before it in its row and below the heights of those above it in its column.
 */
import type { VassalCommand } from '../codec/commands';
import type { VassalBoard, VassalMap } from '../module/model';

/** A board the save puts on a map: its name, column and row. */
export interface BoardPick {
  name: string;
  column: number;
  row: number;
}

const PICKER = 'BoardPicker\t';

/** The save's board choices by map name (maps the save does not mention are absent). */
export function boardPicks(commands: readonly VassalCommand[]): Map<string, BoardPick[]> {
  const picks = new Map<string, BoardPick[]>();
  for (const c of commands) {
    if (c.kind !== 'unknown') continue;
    const at = c.text.indexOf(PICKER);
    if (at <= 0) continue;
    const tokens = c.text.slice(at + PICKER.length).split('\t');
    const boards: BoardPick[] = [];
    for (let i = 0; i + 2 < tokens.length; i += 3) boards.push({ name: tokens[i], column: Number(tokens[i + 1]) || 0, row: Number(tokens[i + 2]) || 0 });
    picks.set(c.text.slice(0, at), boards);
  }
  return picks;
}

/** The map with the save's boards in the save's places (the module's own layout when the save names none it has). */
export function withPicks(map: VassalMap, picks: readonly BoardPick[] | undefined): VassalMap {
  const chosen = (picks ?? []).flatMap((p) => {
    const board = map.boards.find((b) => b.name === p.name);
    return board ? [{ ...board, column: p.column, row: p.row }] : [];
  });
  if (!chosen.length) return map;
  return { ...map, boards: chosen.map((b) => placed(b, chosen, map)) };
}

/** VASSAL's place for a board: after the boards left of it in its row, below those above it in its column. */
function placed(board: VassalBoard, all: readonly VassalBoard[], map: VassalMap): VassalBoard {
  const x = all.filter((b) => b.row === board.row && b.column < board.column).reduce((sum, b) => sum + b.width, 0);
  const y = all.filter((b) => b.column === board.column && b.row < board.row).reduce((sum, b) => sum + b.height, 0);
  return { ...board, x: map.edgeWidth + x, y: map.edgeHeight + y };
}
