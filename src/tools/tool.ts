/**
 * The form every table mode takes: a tool is a small state chart fed pointer events in stage
 * pixels. The table view forwards its input to the current tool and nothing else, so a new mode is
 * a new tool, not a new branch in the view (see src/tools/README.md).
 */

/** What made a pointer event: the gestures layer treats fingers differently from a mouse. */
export type PointerKind = 'mouse' | 'touch' | 'pen';

/** A pointer event, in stage CSS pixels, with its modifiers. */
export interface PointerInput {
  sx: number;
  sy: number;
  button: number;
  pointerId: number;
  shift: boolean;
  alt: boolean;
  ctrl: boolean;
  /** Mouse when left out (tests and synthetic input). */
  kind?: PointerKind;
}

/** One mode of the table's pointer input. */
export interface TableTool {
  /** Name of the state the tool is in: the table's cursor follows it, tests read it. */
  readonly stateName: string;
  down(e: PointerInput): void;
  move(e: PointerInput): void;
  up(e: PointerInput): void;
  /** Abandons the gesture under way, writing nothing (Escape, a second finger, a long press). */
  cancel(): void;
  /** Mouse wheel or trackpad pinch (`ctrl`) at a stage point. */
  wheel(sx: number, sy: number, deltaY: number, ctrl: boolean): void;
  /** The pointer left the table: drop what only hovering showed. */
  leave?(): void;
}

/** Pixels a pointer may travel between press and release and still make a click (or a tap). */
export const clickSlop = 4;

/** How far a finger may drift and still tap or rest (fingers are broader than a mouse's click slop). */
export const fingerSlop = 10;

/** Whether a press at `from` released at `to` is a click rather than a drag. */
export function isClick(from: { sx: number; sy: number }, to: { sx: number; sy: number }): boolean {
  return Math.hypot(to.sx - from.sx, to.sy - from.sy) < clickSlop;
}
