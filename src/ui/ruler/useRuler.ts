/**
 * Whether the ruler is out, and where the pointer was when it was taken out with `M` (so it
 * starts from the hex under the pointer). Esc or `M` again puts it away.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface RulerState {
  /** Null while the ruler is put away. */
  out: { start: { x: number; y: number } | null } | null;
  toggle(): void;
  close(): void;
}

export function useRuler(): RulerState {
  const [out, setOut] = useState<RulerState['out']>(null);
  const pointer = useRef<{ x: number; y: number } | null>(null);
  useEffect(() => {
    const track = (e: PointerEvent) => (pointer.current = { x: e.clientX, y: e.clientY });
    window.addEventListener('pointermove', track, { passive: true });
    return () => window.removeEventListener('pointermove', track);
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
  const toggle = useCallback(() => setOut((o) => (o ? null : { start: pointer.current })), []);
  const close = useCallback(() => setOut(null), []);
  return { out, toggle, close };
}
