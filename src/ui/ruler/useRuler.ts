/**
 * Whether the ruler is out, where the pointer was when it was taken out with `M` (so it starts
 * from the hex under the pointer), and the line it lays. Esc or `M` again puts it away.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Observable } from '../../model/observable';
import type { RulerLine } from '../../tools/rulerTool';

export interface RulerState {
  /** Null while the ruler is put away. */
  out: { start: { x: number; y: number } | null } | null;
  /** The line laid on the table: written by the ruler tool, drawn by the overlay. */
  line: Observable<RulerLine | null>;
  toggle(): void;
  close(): void;
}

export function useRuler(): RulerState {
  const [out, setOut] = useState<RulerState['out']>(null);
  const pointer = useRef<{ x: number; y: number } | null>(null);
  useEffect(() => {
    // Only a mouse rests over a hex; a finger's or pen's last touch (on the button that took the
    // ruler out) is no start, even on a laptop whose mouse last rested over the map.
    const track = (e: PointerEvent) => (pointer.current = e.pointerType === 'mouse' ? { x: e.clientX, y: e.clientY } : null);
    window.addEventListener('pointermove', track, { passive: true });
    window.addEventListener('pointerdown', track, { passive: true, capture: true });
    return () => {
      window.removeEventListener('pointermove', track);
      window.removeEventListener('pointerdown', track, { capture: true });
    };
  }, []);
  useEffect(() => {
    if (!out) return;
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      setOut(null);
    };
    window.addEventListener('keydown', escape, true);
    return () => window.removeEventListener('keydown', escape, true);
  }, [out]);
  const [line] = useState(() => new Observable<RulerLine | null>(null));
  useEffect(() => {
    if (!out) line.set(null);
  }, [out]);
  const toggle = useCallback(() => setOut((o) => (o ? null : { start: pointer.current })), []);
  const close = useCallback(() => setOut(null), []);
  return { out, line, toggle, close };
}
