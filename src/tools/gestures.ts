/**
 * The gestures layer in front of the table's tools: mouse, pen and fingers arrive here as pointer
 * events, and what only fingers (or a pen held still) can mean is recognised once, for every tool:
 * - two fingers pinch-zoom and pan around their midpoint (the point under them stays under them),
 *   abandoning whatever the first finger had started;
 * - a finger or pen held still opens the menu, as the right button does.
 * Everything else passes to the current tool unchanged, so one finger drags a counter, pans the map
 * or taps a stack open exactly as the mouse does.
 */
import { pinchAt, type Camera } from '../geometry/camera';
import { clickSlop, fingerSlop, type PointerInput, type TableTool } from './tool';

/** What the gestures need of the table. */
export interface GestureHost {
  camera(): Camera;
  setCamera(camera: Camera): void;
}

/** Starts a timer, returning its cancel; injectable so tests step time themselves. */
export type StartTimer = (ms: number, fire: () => void) => () => void;

/** How long a finger or pen rests before the press opens the menu. */
export const longPressMs = 500;

const realTimer: StartTimer = (ms, fire) => {
  const id = setTimeout(fire, ms);
  return () => clearTimeout(id);
};

type Point = { x: number; y: number };

type Gesture =
  | { name: 'tool'; tool: TableTool }
  | { name: 'pinching'; mid: Point; distance: number }
  /** A long press opened the menu, or a pinch ended with fingers still down: the rest of the touch does nothing. */
  | { name: 'spent' }
  | { name: 'none' };

export class Gestures {
  private gesture: Gesture = { name: 'none' };
  private readonly fingers = new Map<number, Point>();
  private cancelLongPress: (() => void) | null = null;

  constructor(
    private readonly host: GestureHost,
    private readonly currentTool: () => TableTool,
    private readonly startTimer: StartTimer = realTimer,
  ) {}

  /** The state the table is in, for the cursor and tests: a pinch, or the tool's own. */
  get stateName(): string {
    if (this.gesture.name === 'pinching') return 'pinching';
    return this.gesture.name === 'tool' ? this.gesture.tool.stateName : this.currentTool().stateName;
  }

  down(e: PointerInput): void {
    if (e.kind === 'touch') this.fingers.set(e.pointerId, { x: e.sx, y: e.sy });
    if (this.fingers.size === 2) return this.startPinch();
    if (this.gesture.name !== 'none') return;
    const tool = this.currentTool();
    this.gesture = { name: 'tool', tool };
    tool.down(e);
    if (e.kind === 'touch' || e.kind === 'pen') this.armLongPress(e, tool);
  }

  move(e: PointerInput): void {
    if (this.fingers.has(e.pointerId)) this.fingers.set(e.pointerId, { x: e.sx, y: e.sy });
    const g = this.gesture;
    if (g.name === 'pinching') return this.pinchMove(g);
    if (g.name === 'spent') return;
    if (g.name === 'tool') this.keepLongPressWithin(e);
    (g.name === 'tool' ? g.tool : this.currentTool()).move(e);
  }

  up(e: PointerInput): void {
    this.fingers.delete(e.pointerId);
    this.disarmLongPress();
    const g = this.gesture;
    if (g.name === 'tool') g.tool.up(e);
    if (g.name !== 'tool' && this.fingers.size > 0) return;
    this.gesture = { name: 'none' };
  }

  /** Abandons whatever is under way (Escape, a lost pointer). */
  cancel(): void {
    this.disarmLongPress();
    if (this.gesture.name === 'tool') this.gesture.tool.cancel();
    else this.currentTool().cancel();
    this.fingers.clear();
    this.gesture = { name: 'none' };
  }

  wheel(sx: number, sy: number, deltaY: number, ctrl: boolean): void {
    this.currentTool().wheel(sx, sy, deltaY, ctrl);
  }

  leave(): void {
    if (this.gesture.name === 'none') this.currentTool().leave?.();
  }

  private startPinch(): void {
    this.disarmLongPress();
    if (this.gesture.name === 'tool') this.gesture.tool.cancel();
    const [a, b] = [...this.fingers.values()];
    this.gesture = { name: 'pinching', mid: midpoint(a, b), distance: Math.hypot(a.x - b.x, a.y - b.y) };
  }

  private pinchMove(g: Extract<Gesture, { name: 'pinching' }>): void {
    if (this.fingers.size < 2) return;
    const [a, b] = [...this.fingers.values()];
    const mid = midpoint(a, b);
    const distance = Math.hypot(a.x - b.x, a.y - b.y);
    const factor = g.distance > 0 && distance > 0 ? distance / g.distance : 1;
    this.host.setCamera(pinchAt(this.host.camera(), factor, g.mid, mid));
    this.gesture = { name: 'pinching', mid, distance };
  }

  private armLongPress(e: PointerInput, tool: TableTool): void {
    this.disarmLongPress();
    const at = { ...e };
    this.cancelLongPress = this.startTimer(longPressMs, () => {
      this.cancelLongPress = null;
      if (this.gesture.name !== 'tool' || this.gesture.tool !== tool) return;
      // Held still: the press was never a drag or a tap; it asks for the menu, as the right button does.
      tool.cancel();
      tool.down({ ...at, button: 2 });
      this.gesture = { name: 'spent' };
    });
    this.longPressFrom = at;
  }

  private longPressFrom: PointerInput | null = null;

  private keepLongPressWithin(e: PointerInput): void {
    const from = this.longPressFrom;
    if (!this.cancelLongPress || !from || e.pointerId !== from.pointerId) return;
    const slop = e.kind === 'touch' ? fingerSlop : clickSlop;
    if (Math.hypot(e.sx - from.sx, e.sy - from.sy) >= slop) this.disarmLongPress();
  }

  private disarmLongPress(): void {
    this.cancelLongPress?.();
    this.cancelLongPress = null;
    this.longPressFrom = null;
  }
}

function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
