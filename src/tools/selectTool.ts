/**
 * The select tool as a small state chart: every pointer gesture on the table (click, drag a stack,
 * marquee, pan) is a transition between named states. It knows nothing of React or Konva; it talks
 * to the table through a `ToolHost`, so it can be read, and tested, on its own. Two-finger pinches
 * and long presses are recognised before it, in src/tools/gestures.ts.
 */
import { toTable, zoomAt, type Camera } from '../geometry/camera';
import { clickSlop, fingerSlop, type PointerInput, type TableTool } from './tool';

export type { PointerInput } from './tool';

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

type State =
  | { name: 'idle' }
  | { name: 'pointingPiece'; sx: number; sy: number; ids: string[]; toggled: boolean; pieceId: string; fromFan: boolean }
  | { name: 'dragging'; sx: number; sy: number }
  | { name: 'pointingCanvas'; sx: number; sy: number; marquee: boolean }
  | { name: 'marquee'; x1: number; y1: number; additive: boolean }
  | { name: 'panning'; lastX: number; lastY: number };

/** Pixels the pointer must travel before a press becomes a drag: a finger wobbles more than a mouse. */
const dragThreshold = (e: PointerInput) => (e.kind === 'touch' ? fingerSlop : clickSlop);

/** The select tool: create one per table view. */
export class SelectTool implements TableTool {
  private state: State = { name: 'idle' };
  private spaceHeld = false;

  constructor(private host: ToolHost) {}

  /** Name of the current state, for the cursor and for tests. */
  get stateName(): State['name'] {
    return this.state.name;
  }

  setSpaceHeld(held: boolean): void {
    this.spaceHeld = held;
  }

  down(e: PointerInput): void {
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
    const s = this.state;
    const cam = this.host.camera();
    switch (s.name) {
      case 'idle':
        this.host.hover(e.sx, e.sy);
        return;
      case 'panning':
        this.host.setCamera({ ...cam, x: cam.x + e.sx - s.lastX, y: cam.y + e.sy - s.lastY });
        this.state = { ...s, lastX: e.sx, lastY: e.sy };
        return;
      case 'pointingPiece':
        if (Math.hypot(e.sx - s.sx, e.sy - s.sy) < dragThreshold(e)) return;
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
        if (Math.hypot(e.sx - s.sx, e.sy - s.sy) < dragThreshold(e)) return;
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

  up(_released?: PointerInput): void {
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
      default:
        break;
    }
    this.state = { name: 'idle' };
  }

  /** Aborts the gesture in progress (Escape, lost pointer capture). */
  cancel(): void {
    if (this.state.name === 'dragging') this.host.endDrag(false);
    if (this.state.name === 'marquee') this.host.showMarquee(null);
    this.state = { name: 'idle' };
  }

  /** Mouse wheel: zoom around the pointer; with a trackpad pinch the browser sends wheel + ctrl. */
  wheel(sx: number, sy: number, deltaY: number, ctrl: boolean): void {
    const factor = Math.exp(-deltaY * (ctrl ? 0.01 : 0.0015));
    this.host.setCamera(zoomAt(this.host.camera(), factor, sx, sy));
  }
}
