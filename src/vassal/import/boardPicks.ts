/**
 * Which boards a saved game chose for each map, and where. A module only offers boards (and may
 * name a default choice); the BoardPicker's choice is stored in every save as
 * `<map>BoardPicker\t<board>\t<column>\t<row>…`, one triple per board, the board written
 * `<name>/rev` when it is reversed (turned half a turn). VASSAL then puts each board after the
 * widths of the boards before it in its row and below the heights of those above it in its column.
 */
import type { VassalCommand } from '../codec/commands';
import { decodeSequence } from '../codec/sequenceEncoder';
import type { VassalBoard, VassalMap } from '../module/model';

/** A board the save puts on a map: its name, column and row, and whether it is reversed. */
export interface BoardPick {
  name: string;
  column: number;
  row: number;
  reversed?: boolean;
}

const PICKER = 'BoardPicker';

/** The boards one BoardPicker command (or a module's default set-up text) chooses, or null when it is not one. */
export function picksOf(text: string): { map: string; boards: BoardPick[] } | null {
  const [head, ...tokens] = decodeSequence(text, '\t');
  if (!head.endsWith(PICKER) || head === PICKER) return null;
  const boards: BoardPick[] = [];
  for (let i = 0; i + 2 < tokens.length; i += 3) {
    const [name, flag] = decodeSequence(tokens[i], '/');
    boards.push({ name, column: Number(tokens[i + 1]) || 0, row: Number(tokens[i + 2]) || 0, ...(flag === 'rev' ? { reversed: true } : {}) });
  }
  return { map: head.slice(0, -PICKER.length), boards };
}

/** The save's board choices by map name (maps the save does not mention are absent). */
export function boardPicks(commands: readonly VassalCommand[]): Map<string, BoardPick[]> {
  const picks = new Map<string, BoardPick[]>();
  for (const c of commands) {
    const found = c.kind === 'unknown' ? picksOf(c.text) : null;
    if (found) picks.set(found.map, found.boards);
  }
  return picks;
}

/** The map with the save's boards in the save's places (the module's own layout when the save names none it has). */
export function withPicks(map: VassalMap, picks: readonly BoardPick[] | undefined): VassalMap {
  const chosen = (picks ?? []).flatMap((p) => {
    const board = map.boards.find((b) => b.name === p.name);
    return board ? [{ ...board, column: p.column, row: p.row, reversed: p.reversed === true }] : [];
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
