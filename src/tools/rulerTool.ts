/**
 * The ruler as a tool: a press on a hex starts a line that follows the pointer to the hex where it
 * is let go; a tap (or click) on a hex starts a line that follows until the next tap sets its end,
 * which is how a finger measures. A ruler taken out with `M` starts following at once. Presses
 * off any gridded board, other buttons and the wheel go to the tool beneath, so the view pans and
 * zooms with the ruler out; two fingers pinch as everywhere (src/tools/gestures.ts).
 */
import type { PointerInput, TableTool } from './tool';
import { ToolOver } from './toolOver';

/** A cell of a gridded board under the pointer. */
export interface RulerCell {
  boardId: string;
  cell: { col: number; row: number };
}

/** The line on the table, and whether its end still follows the pointer. */
export interface RulerLine {
  boardId: string;
  from: { col: number; row: number };
  to: { col: number; row: number };
  following: boolean;
}

/** What the ruler reads of the table and where it keeps its line. */
export interface RulerHost {
  /** The cell under a stage point (on `onBoard` only, when given), or null off any gridded board. */
  cellAt(sx: number, sy: number, onBoard?: string): RulerCell | null;
  line(): RulerLine | null;
  setLine(line: RulerLine | null): void;
}

const sameCell = (a: RulerCell['cell'], b: RulerCell['cell']) => a.col === b.col && a.row === b.row;

export class RulerTool extends ToolOver {
  /** Whether the press under way belongs to the tool beneath (a pan, a menu). */
  private passedOn = false;

  constructor(
    beneath: TableTool,
    private readonly host: RulerHost,
  ) {
    super(beneath);
  }

  get stateName(): string {
    return this.passedOn ? this.beneath.stateName : 'ruler';
  }

  down(e: PointerInput): void {
    const line = this.host.line();
    // The press that ends a following line sets its end where it lands (a finger has no hover to follow).
    if (e.button === 0 && line?.following) return this.host.setLine({ ...line, to: this.host.cellAt(e.sx, e.sy, line.boardId)?.cell ?? line.to, following: false });
    const hit = e.button === 0 ? this.host.cellAt(e.sx, e.sy) : null;
    if (!hit) {
      this.passedOn = true;
      return this.beneath.down(e);
    }
    this.host.setLine({ boardId: hit.boardId, from: hit.cell, to: hit.cell, following: true });
  }

  move(e: PointerInput): void {
    if (this.passedOn) return this.beneath.move(e);
    const line = this.host.line();
    if (!line?.following) return this.beneath.move(e);
    const hit = this.host.cellAt(e.sx, e.sy, line.boardId);
    if (hit && !sameCell(hit.cell, line.to)) this.host.setLine({ ...line, to: hit.cell });
  }

  up(e: PointerInput): void {
    if (this.passedOn) {
      this.passedOn = false;
      return this.beneath.up(e);
    }
    const line = this.host.line();
    // A drag from hex to hex ends where it is let go; a tap leaves the end following until the next tap.
    if (line?.following && !sameCell(line.from, line.to)) this.host.setLine({ ...line, following: false });
  }

  cancel(): void {
    this.passedOn = false;
    this.beneath.cancel();
  }
}
