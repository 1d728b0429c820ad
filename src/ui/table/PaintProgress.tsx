/**
 * "Drawing counters…" with a bar, over the bottom-left of the table while the counter painter
 * still has sprites or tiles to paint (a cold open or a friend's table of thousands of counters,
 * a zoom to a new level). Shown only when the work lasts, so a small repaint never flickers it.
 * `data-waiting` carries what is left, for tests and the automation that wait for a settled table.
 */
import { useEffect, useRef, useState } from 'react';
import type { CounterPainter } from './counters/counterPainter';
import { useObservable } from './viewStore';

/** Painting that ends sooner than this shows no bar. */
const showAfterMs = 300;

export function PaintProgress({ painter }: { painter: CounterPainter }) {
  const { sprites, tiles } = useObservable(painter.progress);
  const waiting = sprites + tiles;
  // The most seen waiting since the painter was last idle: the bar's whole.
  const most = useRef(0);
  most.current = waiting ? Math.max(most.current, waiting) : 0;
  const [shown, setShown] = useState(false);
  const busy = waiting > 0;
  useEffect(() => {
    if (!busy) return setShown(false);
    const timer = setTimeout(() => setShown(true), showAfterMs);
    return () => clearTimeout(timer);
  }, [busy]);
  const done = most.current ? Math.round((100 * (most.current - waiting)) / most.current) : 100;
  return (
    <div className="paint-progress" data-testid="paint-progress" data-waiting={waiting} hidden={!shown || !busy} aria-live="polite">
      <span>Drawing counters… {done}%</span>
      <progress max={100} value={done} aria-label="Drawing counters" />
    </div>
  );
}
