/**
 * Hex control (3.4): "control of hexes is attributed to the last player that entered that hex".
 * The app records the side of the last unit to enter a hex in `view.control`; a hex it has no
 * record of (a game set up before the assistant, a scenario import) is read from the units on the
 * map instead, and every reading says how it was made so a finding can admit a guess.
 */
import { cellKey, distanceOn, neighboursOn, onMap, sameCell, type Cell, type CellKey } from '../../src/rules/kit';
import type { MoveQuery, RulesView } from '../../src/rules/types';
import { remembered } from './memo';
import { ALLIES, CENTRAL_POWERS, groundUnits, isGroundUnit, sideOf, type Side } from './units';

/**
 * How a hex's controller was found: recorded by the app, read from the units in it, guessed from
 * the nearest units, or not known (no units anywhere, or both sides equally near).
 */
export type ControlSource = 'recorded' | 'occupied' | 'nearest' | 'unknown';

/** Who controls a hex and how that was decided. */
export interface ControlReading {
  side: Side | null;
  how: ControlSource;
}

/** Reads control of many hexes against one view: the nearest-unit guess is remembered per hex. */
export type ControlReader = (cell: Cell) => ControlReading;

const asSide = (value: string | undefined): Side | null => (value === ALLIES || value === CENTRAL_POWERS ? value : null);

/** The side of the ground units in a hex, when they are all of one side. */
function occupier(view: RulesView, key: CellKey): Side | null {
  const sides = new Set(groundUnits(view, undefined, key).map(sideOf));
  return sides.size === 1 ? [...sides][0] : null;
}

/** The side whose distance is smaller; equal distances (none anywhere included) are no answer. */
function closer(allies: number, centralPowers: number): Side | null {
  if (allies === centralPowers) return null;
  return allies < centralPowers ? ALLIES : CENTRAL_POWERS;
}

/** 3.4 guessed for one hex by measuring to every ground unit: cheap for a few hexes. */
function measuredSide(view: RulesView, cell: Cell): Side | null {
  const nearest = (side: Side) => groundUnits(view, side).reduce((best, unit) => Math.min(best, distanceOn(view.map, cell, unit.cell)), Infinity);
  return closer(nearest(ALLIES), nearest(CENTRAL_POWERS));
}

/** Map cells by index (row by row) and each one's on-map neighbours by index. */
const indexOf = (view: RulesView, cell: Cell): number => cell.row * view.map.grid.columns + cell.col;

function neighbourIndex(view: RulesView): number[][] {
  const { columns, rows } = view.map.grid;
  const out: number[][] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < columns; col++) out.push(neighboursOn(view.map, { col, row }).map((n) => indexOf(view, n)));
  }
  return out;
}

/**
 * Steps from every hex of the map to the nearest ground unit of a side (−1: none): one
 * breadth-first flood from all its units at once. The map is a rectangle of cells, so the shortest
 * walk over map cells is as long as the grid distance `distanceOn` measures (perView.test.ts
 * checks this on every kind of grid).
 */
function stepsToSide(view: RulesView, side: Side, around: readonly number[][]): Int32Array {
  const steps = new Int32Array(around.length).fill(-1);
  let layer: number[] = [];
  for (const unit of groundUnits(view, side)) {
    const i = indexOf(view, unit.cell);
    if (steps[i] === -1) layer.push(i);
    steps[i] = 0;
  }
  for (let depth = 1; layer.length > 0; depth++) {
    const next: number[] = [];
    for (const i of layer) {
      for (const n of around[i]) {
        if (steps[n] !== -1) continue;
        steps[n] = depth;
        next.push(n);
      }
    }
    layer = next;
  }
  return steps;
}

/** How many hexes of a view are measured unit by unit before the floods are made: a move's verdict asks a few, a strategic search hundreds. */
const measuredBeforeFlood = 8;

/**
 * The nearest-units reading of one view (memo.ts): hexes asked so far, and once more than a few
 * have been asked (a strategic move's search asks hundreds) both sides' floods. Which of the two
 * answers never changes what the answer is; no floods when a unit lies off the map.
 */
interface Nearest {
  asked: number;
  /** Every ground unit stands on the map, so the floods start from all of them. */
  unitsOnMap: boolean;
  floods: Record<Side, Int32Array> | null;
}

/**
 * 3.4 guessed: the side whose ground units are nearest; a tie is no answer. The first hexes asked
 * about a view are measured unit by unit; after that every hex is read from two floods made once
 * per view, not by measuring to every unit from every hex a search asks about.
 */
function nearestSide(view: RulesView, cell: Cell): Side | null {
  const nearest = remembered<Nearest>(view, 'control:nearest', () => ({ asked: 0, unitsOnMap: groundUnits(view).every((u) => onMap(view.map, u.cell)), floods: null }));
  if (!nearest.unitsOnMap || !onMap(view.map, cell) || (nearest.floods === null && ++nearest.asked <= measuredBeforeFlood)) return measuredSide(view, cell);
  if (!nearest.floods) {
    const around = neighbourIndex(view);
    nearest.floods = { [ALLIES]: stepsToSide(view, ALLIES, around), [CENTRAL_POWERS]: stepsToSide(view, CENTRAL_POWERS, around) } as Record<Side, Int32Array>;
  }
  const i = indexOf(view, cell);
  const steps = (side: Side) => (nearest.floods![side][i] === -1 ? Infinity : nearest.floods![side][i]);
  return closer(steps(ALLIES), steps(CENTRAL_POWERS));
}

/**
 * Who controls one hex (3.4): the side recorded when a unit last entered it, else the side of the
 * ground units in it, else the side of the nearest ground units (a tie is unknown, never friendly).
 */
export function controlOf(view: RulesView, cell: Cell): ControlReading {
  const key = cellKey(cell);
  const recorded = asSide(view.control[key]);
  if (recorded) return { side: recorded, how: 'recorded' };
  const occupied = occupier(view, key);
  if (occupied) return { side: occupied, how: 'occupied' };
  const nearest = nearestSide(view, cell);
  return nearest ? { side: nearest, how: 'nearest' } : { side: null, how: 'unknown' };
}

/**
 * A control reader for searches that ask about the same hexes many times (strategic movement,
 * bridges): one per view (memo.ts), so the lift's reach and the drop's verdict share its readings.
 */
export function controlReader(view: RulesView): ControlReader {
  return remembered(view, 'control:reader', () => {
    const seen = new Map<CellKey, ControlReading>();
    return (cell: Cell) => {
      const key = cellKey(cell);
      let reading = seen.get(key);
      if (!reading) {
        reading = controlOf(view, cell);
        seen.set(key, reading);
      }
      return reading;
    };
  });
}

/** Whether a reading makes the hex friendly to `side`: unknown control never does. */
export const isFriendly = (reading: ControlReading, side: Side): boolean => reading.side === side;

/** Whether a reading was guessed from nearby units rather than recorded or seen. */
export const isGuess = (reading: ControlReading): boolean => reading.how === 'nearest' || reading.how === 'unknown';

/**
 * The words a finding adds when control was not recorded, so players know to check it:
 * "control of 2718 not recorded: read as Allied from the nearest units (3.4)".
 */
export function guessNote(reading: ControlReading, label: string): string | null {
  if (reading.how === 'nearest') return `control of ${label} not recorded: read as ${reading.side} from the nearest units (3.4)`;
  if (reading.how === 'unknown') return `control of ${label} not recorded and not clear from the units around it (3.4)`;
  return null;
}

/**
 * The control the app should record after a move (3.4): every hex the move entered, destination
 * included, becomes the mover's side. When the path is unknown only the drop hex is certain to
 * have been entered, so only it is returned. Markers, support units and neutral pieces change nothing.
 */
export function controlAfterMove(view: RulesView, move: MoveQuery): Record<CellKey, Side> {
  const ids = new Set(move.pieceIds);
  const mover = view.units.find((u) => ids.has(u.id) && isGroundUnit(u));
  if (!mover || (move.path.length === 0 && sameCell(move.from, move.to))) return {};
  const side = sideOf(mover)!;
  const entered = move.path.length > 0 ? move.path : [move.to];
  const out: Record<CellKey, Side> = {};
  for (const cell of entered) out[cellKey(cell)] = side;
  return out;
}
