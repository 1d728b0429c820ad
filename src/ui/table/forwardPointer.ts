/**
 * The table element's pointer, wheel and menu events, forwarded to the gestures layer (and through
 * it to the current tool) in stage pixels. Nothing here knows the modes; it only shows the state
 * the tools are in, for the cursor.
 */
import type { Gestures } from '../../tools/gestures';
import type { PointerInput, PointerKind } from '../../tools/tool';
import type { Observable } from '../../model/observable';
import type { ViewStore } from './viewStore';

/** What the forwarding needs besides the tools: the menu to close, the hover label and piece hit tests. */
export interface PointerTargets {
  view: Pick<ViewStore, 'get' | 'patch'>;
  hoverLabel: Observable<string | null>;
  host: { pieceAt(sx: number, sy: number): unknown; fanItemAt(sx: number, sy: number): unknown; leave(): void };
}

const kindOf = (e: PointerEvent): PointerKind => (e.pointerType === 'touch' || e.pointerType === 'pen' ? e.pointerType : 'mouse');

/** Listens on `el` until the returned function is called. */
export function forwardPointer(el: HTMLElement, gestures: Gestures, { view, hoverLabel, host }: PointerTargets): () => void {
  const input = (e: PointerEvent): PointerInput => {
    const r = el.getBoundingClientRect();
    const shift = e.shiftKey || view.get().adding;
    return { sx: e.clientX - r.left, sy: e.clientY - r.top, button: e.button, pointerId: e.pointerId, shift, alt: e.altKey, ctrl: e.ctrlKey || e.metaKey, kind: kindOf(e) };
  };
  /** Shows the gesture under way (the cursor follows it), writing the page only when it changed: not on every move of a drag. */
  const showState = () => {
    const state = gestures.stateName;
    if (el.dataset.state !== state) el.dataset.state = state;
  };
  const down = (e: PointerEvent) => {
    if (view.get().menu) view.patch({ menu: null });
    if (view.get().input !== kindOf(e)) view.patch({ input: kindOf(e) });
    el.setPointerCapture(e.pointerId);
    gestures.down(input(e));
    showState();
  };
  const move = (e: PointerEvent) => {
    const i = input(e);
    gestures.move(i);
    showState();
    if (i.kind === 'mouse' && gestures.stateName === 'idle') el.dataset.over = host.pieceAt(i.sx, i.sy) || host.fanItemAt(i.sx, i.sy) ? 'piece' : '';
  };
  const up = (e: PointerEvent) => {
    gestures.up(input(e));
    showState();
  };
  /** The browser took the pointer (a system gesture): whatever it started is abandoned, not finished. */
  const cancel = () => {
    gestures.cancel();
    showState();
  };
  const wheel = (e: WheelEvent) => {
    e.preventDefault();
    const r = el.getBoundingClientRect();
    gestures.wheel(e.clientX - r.left, e.clientY - r.top, e.deltaY * (e.deltaMode === 1 ? 16 : 1), e.ctrlKey);
  };
  const leave = () => {
    gestures.leave();
    hoverLabel.set(null);
    host.leave();
  };
  const menu = (e: Event) => e.preventDefault();
  const listeners: [string, EventListener, AddEventListenerOptions?][] = [
    ['pointerdown', down as EventListener],
    ['pointermove', move as EventListener],
    ['pointerup', up as EventListener],
    ['pointercancel', cancel],
    ['pointerleave', leave],
    ['wheel', wheel as EventListener, { passive: false }],
    ['contextmenu', menu],
  ];
  for (const [type, fn, options] of listeners) el.addEventListener(type, fn, options);
  return () => {
    for (const [type, fn] of listeners) el.removeEventListener(type, fn);
  };
}
