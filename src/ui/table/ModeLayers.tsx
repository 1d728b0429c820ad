/**
 * What the table's current mode draws (see tableTools.ts, which gives the same modes their tools):
 * the terrain panel's painting with the map, the calibration's hex centres and grid over the
 * counters. The table view draws this at its two levels and knows no mode itself; a new mode adds
 * its picture here and its tool there.
 */
import type { GameSession } from '../../doc/session';
import { CalibrationLayer } from '../setup/CalibrationLayer';
import { TerrainLayerView } from '../terrain/TerrainLayerView';
import type { TableModes } from './tableTools';

interface Props {
  modes: TableModes;
  session: GameSession;
  scale: number;
  /** `map`: drawn with the boards, under the counters; `over`: above the counters. */
  level: 'map' | 'over';
}

export function ModeLayers({ modes, session, scale, level }: Props) {
  if (level === 'map') return modes.terrain ? <TerrainLayerView session={session} boardId={modes.terrain.boardId} tool={modes.terrain.tool} scale={scale} /> : null;
  return modes.calibration ? <CalibrationLayer calibration={modes.calibration} scale={scale} /> : null;
}
