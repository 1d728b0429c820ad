/**
 * Hex control (3.4): "control of hexes is attributed to the last player that entered that hex".
 * The app records the side of the last unit to enter a hex in `view.control`; a hex it has no
 * record of (a game set up before the assistant, a scenario import) is read from the units on the
 * map instead, and every reading says how it was made so a finding can admit a guess.
 */
import { cellKey, distanceOn, sameCell, type Cell, type CellKey } from '../../src/rules/kit';
import type { MoveQuery, RulesView } from '../../src/rules/types';
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

/** 3.4 guessed: the side whose ground units are nearest; a tie is no answer. */
function nearestSide(view: RulesView, cell: Cell): Side | null {
  const best: Record<Side, number> = { [ALLIES]: Infinity, [CENTRAL_POWERS]: Infinity };
  for (const unit of groundUnits(view)) {
    const side = sideOf(unit)!;
    best[side] = Math.min(best[side], distanceOn(view.map, cell, unit.cell));
  }
  if (best[ALLIES] === best[CENTRAL_POWERS]) return null;
  return best[ALLIES] < best[CENTRAL_POWERS] ? ALLIES : CENTRAL_POWERS;
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

/** A control reader for searches that ask about the same hexes many times (strategic movement, bridges). */
export function controlReader(view: RulesView): ControlReader {
  const seen = new Map<CellKey, ControlReading>();
  return (cell) => {
    const key = cellKey(cell);
    let reading = seen.get(key);
    if (!reading) {
      reading = controlOf(view, cell);
      seen.set(key, reading);
    }
    return reading;
  };
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
