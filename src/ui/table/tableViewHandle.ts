/** The table canvas's handle: what the screen around it may ask of the view it cannot reach by props. */
import type { Camera } from '../../geometry/camera';

/** What the screen around the canvas (toolbar, automation API) may ask of it. */
export interface TableViewHandle {
  camera(): Camera;
  /** Moves the view (the replay's shield pans and zooms a past moment this way). */
  setCamera(camera: Camera): void;
  zoom(factor: number): void;
  fit(): void;
  /** Fits the view to a rectangle of the table (zoom to selection). */
  zoomTo(rect: { x: number; y: number; width: number; height: number }): void;
  /** Page (CSS px) point of a table point. */
  pagePoint(tx: number, ty: number): { x: number; y: number };
  /** Table point under a page (CSS px) point. */
  tablePoint(px: number, py: number): { x: number; y: number };
  /** Where the canvas is on the page, for overlays drawn over it. */
  canvasRect(): { left: number; top: number; width: number; height: number };
  /** Page (CSS px) point of a point on the canvas (stage coordinates), e.g. where a right-click was. */
  pageOfStagePoint(sx: number, sy: number): { x: number; y: number };
  cancelGesture(): void;
  /** The open stack viewer's pieces and the page centre of each slot. */
  stackViewer(): { pieces: string[]; slots: { x: number; y: number }[]; title: string; panel: { x: number; y: number; width: number; height: number } } | null;
  setSpaceHeld(held: boolean): void;
}
