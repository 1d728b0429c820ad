/**
 * The set-up modes of a board: calibrating its grid, drawing its areas, painting its terrain. At
 * most one is on at a time (starting one ends the others), each with its panel beside the table and
 * what it draws over the map, so the table screen holds none of their state.
 */
import { useState, type ReactNode } from 'react';
import type { GameSession } from '../../doc/session';
import { startCalibration, type Calibration } from '../setup/calibration';
import type { AreaDraft } from '../setup/areaDraft';
import { initialTerrainTool, type TerrainTool } from '../terrain/terrainTool';
import { Observable } from './viewStore';
import * as parts from './lazyParts';

/** What the table view draws for the mode that is on. */
export interface SetupModeLayers {
  calibration: Observable<Calibration> | null;
  areaDraft: Observable<AreaDraft> | null;
  terrain: { boardId: string; tool: Observable<TerrainTool> } | null;
}

interface SetupModes {
  layers: SetupModeLayers;
  /** Starts calibrating a board's grid (a new map's calibration comes ready made). */
  calibrate(boardId: string, calibration?: Observable<Calibration>): void;
  drawAreas(boardId: string): void;
  paintTerrain(boardId: string): void;
  /** The panel of the mode that is on, else null. */
  panel: ReactNode;
}

export function useSetupModes(session: GameSession): SetupModes {
  const [calibration, setCalibration] = useState<Observable<Calibration> | null>(null);
  const [terrain, setTerrain] = useState<SetupModeLayers['terrain']>(null);
  const [areasOf, setAreasOf] = useState<string | null>(null);
  const [areaDraft, setAreaDraft] = useState<Observable<AreaDraft> | null>(null);
  const endAll = () => {
    setCalibration(null);
    setTerrain(null);
    setAreaDraft(null);
    setAreasOf(null);
  };
  const panel = (
    <>
      {terrain && <parts.TerrainPanel session={session} boardId={terrain.boardId} tool={terrain.tool} onClose={() => setTerrain(null)} />}
      {areasOf && <parts.AreasPanel session={session} boardId={areasOf} draft={areaDraft} onDraft={setAreaDraft} onClose={endAll} />}
      {calibration && <parts.CalibratePanel session={session} calibration={calibration} onClose={() => setCalibration(null)} />}
    </>
  );
  return {
    layers: { calibration, areaDraft, terrain },
    calibrate: (boardId, ready) => {
      endAll();
      setCalibration(ready ?? startCalibration(boardId, session.snapshot().boards.get(boardId)));
    },
    drawAreas: (boardId) => {
      endAll();
      setAreasOf(boardId);
    },
    paintTerrain: (boardId) => {
      endAll();
      setTerrain({ boardId, tool: new Observable(initialTerrainTool()) });
    },
    panel,
  };
}
