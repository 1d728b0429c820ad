/**
 * A tool whose clicks are points: a grid calibration's hex centres, an area's corners, the hex a
 * rules dialog asks for. Any other gesture (a drag to pan, the wheel, the menu) belongs to the tool
 * beneath it, so the view can be moved while points are being placed.
 */
import { isClick, type PointerInput, type TableTool } from './tool';

/** Takes a click as a point; false when the click is not one (off the board being worked on). */
export type TakePoint = (e: PointerInput) => boolean;

export class PointTool implements TableTool {
  private pressed: PointerInput | null = null;

  constructor(
    private readonly beneath: TableTool,
    private readonly takePoint: TakePoint,
  ) {}

  get stateName(): string {
    return this.beneath.stateName;
  }

  down(e: PointerInput): void {
    this.pressed = e.button === 0 ? e : null;
    this.beneath.down(e);
  }

  move(e: PointerInput): void {
    this.beneath.move(e);
  }

  up(e: PointerInput): void {
    const click = this.pressed !== null && isClick(this.pressed, e);
    this.pressed = null;
    if (click && this.takePoint(e)) this.beneath.cancel();
    else this.beneath.up(e);
  }

  cancel(): void {
    this.pressed = null;
    this.beneath.cancel();
  }

  wheel(sx: number, sy: number, deltaY: number, ctrl: boolean): void {
    this.beneath.wheel(sx, sy, deltaY, ctrl);
  }

  leave(): void {
    this.beneath.leave?.();
  }
}
