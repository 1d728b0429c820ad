/**
 * A tool whose clicks are points: a grid calibration's hex centres, an area's corners, the hex a
 * rules dialog asks for. Any other gesture (a drag to pan, the wheel, the menu) belongs to the tool
 * beneath it, so the view can be moved while points are being placed.
 */
import { isClick, type PointerInput, type TableTool } from './tool';
import { ToolOver } from './toolOver';

/** Takes a click as a point; false when the click is not one (off the board being worked on). */
export type TakePoint = (e: PointerInput) => boolean;

export class PointTool extends ToolOver {
  private pressed: PointerInput | null = null;

  constructor(
    beneath: TableTool,
    private readonly takePoint: TakePoint,
  ) {
    super(beneath);
  }

  down(e: PointerInput): void {
    this.pressed = e.button === 0 ? e : null;
    this.beneath.down(e);
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
}
