/**
 * The select tool as a small state chart: every pointer gesture on the table (click, drag a stack,
 * marquee, pan, pinch) is a transition between named states. It knows nothing of React or Konva;
 * it talks to the table through a `ToolHost`, so it can be read, and tested, on its own.
 */
import { toTable, zoomAt, type Camera } from '../geometry/camera';

/** What the tool may ask of the table. */
export interface ToolHost {
  camera(): Camera;
  setCamera(camera: Camera): void;
  /** Topmost piece under a stage point, with the ids of its whole stack (bottom to top). */
  pieceAt(sx: number, sy: number): { id: string; stack: string[] } | null;
  /** The piece under a stage point in the open stack viewer, if any. */
  fanItemAt(sx: number, sy: number): string | null;
  /** Opens the stack viewer for the stack holding `pieceId` (null closes it). */
  showFan(pieceId: string | null): void;
  selection(): ReadonlySet<string>;
  select(ids: Iterable<string>): void;
  piecesInRect(x1: number, y1: number, x2: number, y2: number): string[];
  showMarquee(rect: { x1: number; y1: number; x2: number; y2: number } | null): void;
  /**
   * Lifts pieces. `grab` is where the press was when it was on a counter drawn in the stack viewer:
   * that counter is lifted from where the viewer drew it, so it stays under the pointer. `lead` is
   * the counter pressed: the drag shows where it would land.
   */
  beginDrag(ids: string[], grab?: { pieceId: string; sx: number; sy: number }, lead?: string): void;
  /** Moves the dragged pieces so they sit `dx, dy` table units from where they started. */
  dragTo(dx: number, dy: number): void;
  endDrag(commit: boolean): void;
  openMenu(sx: number, sy: number): void;
  hover(sx: number, sy: number): void;
}

/** A pointer event, in stage CSS pixels, with its modifiers. */
export interface PointerInput {
  sx: number;
  sy: number;
  button: number;
  pointerId: number;
  shift: boolean;
  alt: boolean;
  ctrl: boolean;
}

type State =
  | { name: 'idle' }
  | { name: 'pointingPiece'; sx: number; sy: number; ids: string[]; toggled: boolean; pieceId: string; fromFan: boolean }
  | { name: 'dragging'; sx: number; sy: number }
  | { name: 'pointingCanvas'; sx: number; sy: number; marquee: boolean }
  | { name: 'marquee'; x1: number; y1: number; additive: boolean }
  | { name: 'panning'; lastX: number; lastY: number }
  | { name: 'pinching'; distance: number };

/** Pixels the pointer must travel before a press becomes a drag. */
const dragThreshold = 4;

/** The select tool: create one per table view. */
export class SelectTool {
  private state: State = { name: 'idle' };
  private spaceHeld = false;
  private touches = new Map<number, { x: number; y: number }>();

  constructor(private host: ToolHost) {}

  /** Name of the current state, for the cursor and for tests. */
  get stateName(): State['name'] {
    return this.state.name;
  }

  setSpaceHeld(held: boolean): void {
    this.spaceHeld = held;
  }

  down(e: PointerInput): void {
    this.touches.set(e.pointerId, { x: e.sx, y: e.sy });
    if (this.touches.size === 2) {
      if (this.state.name === 'dragging') this.host.endDrag(false);
      this.host.showMarquee(null);
      this.state = { name: 'pinching', distance: this.pinchDistance() };
      return;
    }
    if (e.button === 1 || (e.button === 0 && this.spaceHeld)) {
      this.state = { name: 'panning', lastX: e.sx, lastY: e.sy };
      return;
    }
    if (e.button === 2) {
      const hit = this.host.fanItemAt(e.sx, e.sy) ?? this.host.pieceAt(e.sx, e.sy)?.id ?? null;
      if (hit && !this.host.selection().has(hit)) this.host.select(this.host.fanItemAt(e.sx, e.sy) ? [hit] : this.host.pieceAt(e.sx, e.sy)!.stack);
      this.host.openMenu(e.sx, e.sy);
      return;
    }
    if (e.button !== 0) return;
    const fanItem = this.host.fanItemAt(e.sx, e.sy);
    if (fanItem) {
      if (!e.shift && !e.ctrl) this.host.select([fanItem]);
      this.press(e, [fanItem], fanItem, true);
      return;
    }
    const hit = this.host.pieceAt(e.sx, e.sy);
    if (hit) {
      // Alt takes only the counter under the pointer, even when its whole stack is selected.
      if (e.alt && !e.shift && !e.ctrl) this.host.select([hit.id]);
      const ids = e.alt ? [hit.id] : hit.stack;
      this.press(e, ids, hit.id, false);
      return;
    }
    this.host.showFan(null);
    this.state = { name: 'pointingCanvas', sx: e.sx, sy: e.sy, marquee: e.shift || e.ctrl };
  }

  private press(e: PointerInput, ids: string[], pieceId: string, fromFan: boolean) {
    const selection = this.host.selection();
    const allSelected = ids.every((id) => selection.has(id));
    let toggled = false;
    if (e.shift || e.ctrl) {
      const next = new Set(selection);
      if (allSelected) ids.forEach((id) => next.delete(id));
      else ids.forEach((id) => next.add(id));
      this.host.select(next);
      toggled = true;
    } else if (!allSelected) this.host.select(ids);
    this.state = { name: 'pointingPiece', sx: e.sx, sy: e.sy, ids, toggled, pieceId, fromFan };
  }

  move(e: PointerInput): void {
    if (this.touches.has(e.pointerId)) this.touches.set(e.pointerId, { x: e.sx, y: e.sy });
    const s = this.state;
    const cam = this.host.camera();
    switch (s.name) {
      case 'idle':
        this.host.hover(e.sx, e.sy);
        return;
      case 'pinching': {
        const d = this.pinchDistance();
        const mid = this.pinchMidpoint();
        if (s.distance > 0 && d > 0) this.host.setCamera(zoomAt(cam, d / s.distance, mid.x, mid.y));
        s.distance = d;
        return;
      }
      case 'panning':
        this.host.setCamera({ ...cam, x: cam.x + e.sx - s.lastX, y: cam.y + e.sy - s.lastY });
        this.state = { ...s, lastX: e.sx, lastY: e.sy };
        return;
      case 'pointingPiece':
        if (Math.hypot(e.sx - s.sx, e.sy - s.sy) < dragThreshold) return;
        if (s.toggled && !this.host.selection().has(s.pieceId)) {
          this.state = { name: 'idle' };
          return;
        }
        this.host.beginDrag([...this.host.selection()], s.fromFan ? { pieceId: s.pieceId, sx: s.sx, sy: s.sy } : undefined, s.pieceId);
        this.host.showFan(null);
        this.state = { name: 'dragging', sx: s.sx, sy: s.sy };
        this.host.dragTo((e.sx - s.sx) / cam.scale, (e.sy - s.sy) / cam.scale);
        return;
      case 'dragging':
        this.host.dragTo((e.sx - s.sx) / cam.scale, (e.sy - s.sy) / cam.scale);
        return;
      case 'pointingCanvas': {
        if (Math.hypot(e.sx - s.sx, e.sy - s.sy) < dragThreshold) return;
        if (s.marquee) {
          const start = toTable(cam, s.sx, s.sy);
          this.state = { name: 'marquee', x1: start.x, y1: start.y, additive: true };
        } else this.state = { name: 'panning', lastX: s.sx, lastY: s.sy };
        this.move(e);
        return;
      }
      case 'marquee': {
        const p = toTable(cam, e.sx, e.sy);
        this.host.showMarquee({ x1: s.x1, y1: s.y1, x2: p.x, y2: p.y });
        const inside = this.host.piecesInRect(s.x1, s.y1, p.x, p.y);
        this.host.select(inside);
        return;
      }
    }
  }

  up(e: PointerInput): void {
    this.touches.delete(e.pointerId);
    const s = this.state;
    switch (s.name) {
      case 'pointingPiece':
        if (!s.toggled) {
          this.host.select(s.ids);
          this.host.showFan(s.pieceId);
        }
        break;
      case 'dragging':
        this.host.endDrag(true);
        break;
      case 'pointingCanvas':
        if (!s.marquee) this.host.select([]);
        break;
      case 'marquee':
        this.host.showMarquee(null);
        break;
      case 'pinching':
        if (this.touches.size > 0) return;
        break;
      default:
        break;
    }
    this.state = { name: 'idle' };
  }

  /** Aborts the gesture in progress (Escape, lost pointer capture). */
  cancel(): void {
    if (this.state.name === 'dragging') this.host.endDrag(false);
    if (this.state.name === 'marquee') this.host.showMarquee(null);
    this.touches.clear();
    this.state = { name: 'idle' };
  }

  /** Mouse wheel: zoom around the pointer; with a trackpad pinch the browser sends wheel + ctrl. */
  wheel(sx: number, sy: number, deltaY: number, ctrl: boolean): void {
    const factor = Math.exp(-deltaY * (ctrl ? 0.01 : 0.0015));
    this.host.setCamera(zoomAt(this.host.camera(), factor, sx, sy));
  }

  private pinchDistance(): number {
    const [a, b] = [...this.touches.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  }

  private pinchMidpoint(): { x: number; y: number } {
    const [a, b] = [...this.touches.values()];
    return a && b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : { x: 0, y: 0 };
  }
}
