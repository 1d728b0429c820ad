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
import type { Observable } from '../../model/observable';
import type { TableComponent } from '../../components/model';

interface Props {
  /** Hears the painter once it exists (for its progress). */
  onPainter?(painter: CounterPainter): void;
  /** The table's components, so what lies in a cup is never painted. */
  components?: Observable<readonly TableComponent[]>;
}

export function CountersLayer({ onPainter, components }: Props) {
  const { table, view, sprites, images, drawDirect: direct } = useTable();
  const shape = useRef<Konva.Shape>(null);
  const painter = useMemo(() => new CounterPainter({ table, view, sprites, images, components, redraw: () => shape.current?.getLayer()?.batchDraw() }, direct), [table, view, sprites, images, components, direct]);
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
