/**
 * A tool that paints strokes (the terrain tools): a press its painter takes starts a stroke that
 * owns the pointer until release; a press it does not take (off its board, Space held to pan, the
 * right button) goes to the tool beneath.
 */
import type { PointerInput, TableTool } from './tool';
import { ToolOver } from './toolOver';

/** What a stroke tool paints with; each call returns true when it took the event. */
export interface StrokePainter {
  stroke(kind: 'down' | 'move' | 'up', e: PointerInput): boolean;
  /** Abandons the stroke under way, writing nothing. */
  abandon(): void;
  /** The pointer left the table: clear the hover highlight. */
  leave(): void;
}

export class StrokeTool extends ToolOver {
  private stroking = false;

  constructor(
    beneath: TableTool,
    private readonly painter: StrokePainter,
    private readonly spaceHeld: () => boolean,
  ) {
    super(beneath);
  }

  get stateName(): string {
    return this.stroking ? 'terrain' : this.beneath.stateName;
  }

  down(e: PointerInput): void {
    if (e.button === 0 && !this.spaceHeld() && this.painter.stroke('down', e)) this.stroking = true;
    else this.beneath.down(e);
  }

  move(e: PointerInput): void {
    if (!this.painter.stroke('move', e)) this.beneath.move(e);
  }

  up(e: PointerInput): void {
    if (this.painter.stroke('up', e)) this.stroking = false;
    else this.beneath.up(e);
  }

  cancel(): void {
    if (this.stroking) this.painter.abandon();
    this.stroking = false;
    this.beneath.cancel();
  }

  leave(): void {
    this.painter.leave();
    this.beneath.leave?.();
  }
}
