/**
 * A tool laid over another: what it does not take itself goes to the tool beneath (the select
 * tool), so every mode keeps panning, zooming and the menu without saying so. Subclasses override
 * only the events they take.
 */
import type { PointerInput, TableTool } from './tool';

export abstract class ToolOver implements TableTool {
  constructor(protected readonly beneath: TableTool) {}

  get stateName(): string {
    return this.beneath.stateName;
  }

  down(e: PointerInput): void {
    this.beneath.down(e);
  }

  move(e: PointerInput): void {
    this.beneath.move(e);
  }

  up(e: PointerInput): void {
    this.beneath.up(e);
  }

  cancel(): void {
    this.beneath.cancel();
  }

  wheel(sx: number, sy: number, deltaY: number, ctrl: boolean): void {
    this.beneath.wheel(sx, sy, deltaY, ctrl);
  }

  leave(): void {
    this.beneath.leave?.();
  }
}
