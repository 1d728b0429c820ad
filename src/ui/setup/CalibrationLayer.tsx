/** The live overlay of a calibration: the fitted grid over the board and a mark on every clicked hex. */
import { Group, Line, Shape } from '../table/konva';
import { TextNode } from '../table/textNodes';
import { strokeGrid } from '../table/gridPath';
import type { Observable } from '../../model/observable';
import { useTable } from '../table/tableContext';
import { useObservable } from '../table/viewStore';
import { currentFit, type Calibration } from './calibration';

export function CalibrationLayer({ calibration, scale }: { calibration: Observable<Calibration>; scale: number }) {
  const { table } = useTable();
  const c = useObservable(calibration);
  const board = table.snapshot().boards.get(c.boardId);
  if (!board) return null;
  const fit = currentFit(c, board);
  const grid = fit?.grid;
  return (
    <Group listening={false}>
      <Group x={board.x} y={board.y}>
        {grid && (
          <Shape
            perfectDrawEnabled={false}
            sceneFunc={(ctx) => strokeGrid(ctx, grid, board, { colour: 'rgba(255,40,160,0.85)', width: 1.5 / scale })}
          />
        )}
        {c.points.map((p, i) => (
          <Group key={i} x={p.x} y={p.y} scaleX={1 / scale} scaleY={1 / scale}>
            <Line points={[-10, 0, 10, 0]} stroke="#ff2aa0" strokeWidth={2} />
            <Line points={[0, -10, 0, 10]} stroke="#ff2aa0" strokeWidth={2} />
            <TextNode x={8} y={6} text={p.label || `#${i + 1}`} fontSize={13} fontStyle="bold" fill="#ff2aa0" />
          </Group>
        ))}
      </Group>
    </Group>
  );
}
