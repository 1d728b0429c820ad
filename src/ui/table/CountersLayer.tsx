/**
 * The layer of all counters at rest: one Konva shape whose scene function is the counter painter
 * (counters/counterPainter.ts). React renders it once; a move, a drag or an arriving image asks
 * the painter to repaint what changed, and pans and zooms only blit its tiles. Pieces being dragged
 * are drawn by the drag layer instead.
 */
import { useEffect, useMemo, useRef } from 'react';
import type Konva from 'konva';
import { Group, Shape } from './konva';
import type { Context } from 'konva/lib/Context';
import { CounterPainter } from './counters/counterPainter';
import { useTable } from './tableContext';

interface Props {
  /** Hears the painter once it exists (for its progress). */
  onPainter?(painter: CounterPainter): void;
}

export function CountersLayer({ onPainter }: Props) {
  const { table, view, sprites, images, drawDirect: direct } = useTable();
  const shape = useRef<Konva.Shape>(null);
  const painter = useMemo(() => new CounterPainter({ table, view, sprites, images, redraw: () => shape.current?.getLayer()?.batchDraw() }, direct), [table, view, sprites, images, direct]);
  useEffect(() => {
    onPainter?.(painter);
    return painter.start();
  }, [painter, onPainter]);
  return (
    <Group listening={false}>
      <Shape ref={shape} listening={false} perfectDrawEnabled={false} sceneFunc={(ctx: Context) => painter.draw(ctx._context)} />
    </Group>
  );
}
