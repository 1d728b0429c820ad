/**
 * The pieces every kind of move verdict is built from: a reach from the kit's search, the
 * findings of a walked path, what the destination's stacking says, notes on guessed bridge
 * control, VP hexes captured (10.5), and the one-line summary ("2nd Inf. Div. 2604→2806: 3 of 4 MP, legal").
 */
import { adjacentOn, cellKey, illegal, info, moveVerdict, reachable, sameCell, walkPath, type Cell, type CellKey, type Finding, type ReachResult, type StepRule } from '../../src/rules/kit';
import type { MoveQuery, MoveVerdict, Reach } from '../../src/rules/types';
import { isBridge } from './costs';
import { guessNote, isGuess } from './control';
import { destinationBar, labels, mpText, namesOf, stepBar, type Mover } from './mover';
import { countsForStacking, stackFindings } from './stacking';
import { ALLIES } from './units';
import { markedCells } from './values';

/** What a sub-phase's rules say about one move, before the summary line is written. */
export interface Judgement {
  findings: Finding[];
  spent: number | null;
  allowance: number;
  cheapest: Cell[] | null;
  /** Words that replace "3 of 4 MP" in the summary when the move spends no MP ("strategic movement"). */
  measure?: string;
}


/** A kit search result as the app's Reach. `keep` drops cells that may be passed but not ended in. */
export function asReach(result: ReachResult, allowance: number, notes: readonly Finding[], keep?: (key: CellKey) => boolean): Reach {
  const cost = keep ? new Map([...result.cost].filter(([key]) => keep(key))) : result.cost;
  return {
    cost,
    stops: new Set([...result.stops].filter((key) => cost.has(key))),
    allowance,
    pathTo: (cell) => (cost.has(cellKey(cell)) ? result.pathTo(cell) : null),
    notes,
  };
}

/** The reach of a stack that may not move: only its own hex. */
export function stayPut(m: Mover, allowance: number, notes: readonly Finding[]): Reach {
  const start = cellKey(m.from);
  return { cost: new Map([[start, 0]]), stops: new Set(), allowance, pathTo: (cell) => (cellKey(cell) === start ? [] : null), notes };
}

/** MP spent on a move, when known, and the rules it broke. */
export interface Moved {
  spent: number | null;
  findings: Finding[];
}

/** How the walked-path check words a stop that the path went past. */
export interface WalkWords {
  minimumMove?: boolean;
  /** The rule that makes the stack stop on entering an EZOC ("7.4", "11.8"). */
  stopRule: string;
  /** The rule that sets the allowance ("7.1"; "11.8" for infiltration's half MF). Default 7.1. */
  allowanceRule?: string;
}

/**
 * Every rule a walked path breaks: gaps in the path (7.1), hexes that may not be entered (8.1,
 * 7.9, 7.11, TEC), going on after entering an EZOC, and spending past the allowance (7.1).
 */
export function walkFindings(m: Mover, path: readonly Cell[], step: StepRule, allowance: number, words: WalkWords): Moved {
  const walk = walkPath(m.view.map, m.from, path, step, allowance, { minimumMove: words.minimumMove });
  const findings: Finding[] = [];
  let here = m.from;
  for (const to of path) {
    const label = m.view.map.label(to);
    if (!adjacentOn(m.view.map, here, to)) findings.push(illegal('7.1', `the path jumps from ${m.view.map.label(here)} to ${label}: a move follows contiguous hexes (7.1)`, [here, to]));
    else {
      const bar = stepBar(m, here, to);
      if (bar) findings.push(illegal(bar.rule, `${bar.text}: ${label} (${bar.rule})`, [to]));
    }
    here = to;
  }
  if (walk.stoppedAt !== null) {
    const at = path[walk.stoppedAt];
    findings.push(illegal(words.stopRule, `entered an enemy zone of control at ${m.view.map.label(at)} and kept moving (${words.stopRule})`, [at]));
  }
  const allowanceRule = words.allowanceRule ?? '7.1';
  if (walk.overAt !== null) findings.push(illegal(allowanceRule, `over the movement allowance (${allowanceRule})`, [path[walk.overAt]]));
  return { spent: walk.spent, findings };
}

/**
 * A move known only from→to: legal when the reach holds the hex; else why not: the hex may not be
 * entered (8.1, 7.9, TEC), every path costs too much (7.1), or none avoids the stops and bars.
 * `words` names the rules of the sub-phase (infiltration: 11.8 for both).
 */
export function unwalked(m: Mover, to: Cell, reach: Reach, step: StepRule, words: WalkWords = { stopRule: '7.4' }): Moved {
  const known = reach.cost.get(cellKey(to));
  if (known !== undefined) return { spent: known, findings: [] };
  const label = m.view.map.label(to);
  const bar = destinationBar(m, to);
  if (bar) return { spent: null, findings: [illegal(bar.rule, `${bar.text}: ${label} (${bar.rule})`, [to])] };
  const unlimited = reachable({ map: m.view.map, from: m.from, allowance: Infinity, step });
  const cost = unlimited.cost.get(cellKey(to));
  const allowanceRule = words.allowanceRule ?? '7.1';
  if (cost !== undefined) return { spent: cost, findings: [illegal(allowanceRule, `over the movement allowance (${allowanceRule})`, [to])] };
  const stop = words.stopRule;
  const through = throughZoc(m, to, step);
  if (through) {
    const over = through.cost > reach.allowance ? [illegal(allowanceRule, `over the movement allowance (${allowanceRule})`, [to])] : [];
    const text = `entered an enemy zone of control at ${m.view.map.label(through.enters)} and kept moving (${stop}): every path to ${label} does`;
    return { spent: through.cost, findings: [illegal(stop, text, [through.enters]), ...over] };
  }
  return { spent: null, findings: [illegal(stop, `no path reaches ${label}: enemy units, their zones of control or prohibited terrain bar every way (${stop}, 8.1, 7.9, TEC)`, [to])] };
}

/**
 * When only zones of control stand between a stack and a hex: the cheapest path that ignores
 * them, its cost, and the first enemy-controlled hex it enters before the end (7.4).
 */
function throughZoc(m: Mover, to: Cell, step: StepRule): { cost: number; enters: Cell } | null {
  if (!step.stopsOn) return null;
  const free = reachable({ map: m.view.map, from: m.from, allowance: Infinity, step: { cost: step.cost } });
  const cost = free.cost.get(cellKey(to));
  const path = cost === undefined ? null : free.pathTo(to);
  const enters = path?.slice(0, -1).find((cell) => step.stopsOn!(cell));
  return cost !== undefined && enters ? { cost, enters } : null;
}

/** The ground units that will share the destination with the movers: those there now, movers aside. */
export function othersAt(m: Mover, to: Cell): Mover['units'] {
  const moving = new Set(m.units.map((u) => u.id));
  return m.view.units.filter((u) => u.key === cellKey(to) && countsForStacking(u) && !moving.has(u.id));
}

/**
 * 8.1, 8.5: stacking at the end of the move (overstacking is a warning: limits bind at the end of
 * the sub-phase). An enemy-held destination is already a finding of its own (8.1).
 */
export function destinationFindings(m: Mover, to: Cell): Finding[] {
  if (sameCell(m.from, to) || m.enemyCells.has(cellKey(to))) return [];
  return stackFindings(m.view, to, [...othersAt(m, to), ...m.units], true);
}

/** 3.4, 7.8: a note for each bridge on the path whose friendly control was guessed, not recorded. */
export function bridgeNotes(m: Mover, path: readonly Cell[]): Finding[] {
  const notes: Finding[] = [];
  let here = m.from;
  for (const to of path) {
    if (isBridge(m.view, here, to)) {
      for (const end of [here, to]) {
        const reading = m.control(end);
        const note = isGuess(reading) ? guessNote(reading, m.view.map.label(end)) : null;
        if (note) notes.push(info('3.4', `bridge ${labels(m.view, [here, to])}: ${note}; a bridge negates the river only between friendly hexes (7.8)`, [end]));
      }
    }
    here = to;
  }
  return notes;
}

/**
 * 10.5: a note for each VP hex the move enters that was not its side's: entering it raises the
 * Italian (Allied units) or Austro-Hungarian (Central Powers units) morale by 1. Reading: the
 * rule is headed "Capturing VP Hexes", so entering a hex the side already controls (3.4) gains nothing.
 */
export function vpCaptureNotes(m: Mover, entered: readonly Cell[]): Finding[] {
  const vp = markedCells(m.view, 'vpHexes');
  const army = m.side === ALLIES ? 'Italian' : 'Austro-Hungarian';
  const seen = new Set<CellKey>();
  return entered.flatMap((cell) => {
    const key = cellKey(cell);
    const reading = m.control(cell);
    if (!vp.has(key) || seen.has(key) || reading.side === m.side) return [];
    seen.add(key);
    const label = m.view.map.label(cell);
    const guess = isGuess(reading) ? `; ${guessNote(reading, label)}` : '';
    return [info('10.5', `entered the VP hex ${label}, not held by the ${m.side}: ${army} morale +1, held at +2 (10.5)${guess}`, [cell])];
  });
}

/** The verdict with its summary line: "2nd Inf. Div. 2604→2806: 3 of 4 MP, legal". */
export function verdictOf(m: Mover, move: MoveQuery, judged: Judgement): MoveVerdict {
  const entered = move.path.length > 0 ? move.path : sameCell(move.from, move.to) ? [] : (judged.cheapest ?? [move.to]);
  const j = { ...judged, findings: [...judged.findings, ...vpCaptureNotes(m, entered)] };
  const head = `${namesOf(m.units)} ${m.view.map.label(move.from)}→${m.view.map.label(move.to)}`;
  const measure = j.measure ?? (j.spent === null ? `no legal path within ${mpText(j.allowance)} MP` : `${mpText(j.spent)} of ${mpText(j.allowance)} MP`);
  const pieces = m.units.map((u) => u.id);
  const findings = j.findings.map((f) => ({ ...f, pieces: f.pieces ?? pieces }));
  return moveVerdict({ head, measure, findings, spent: j.spent, allowance: j.allowance, cheapest: j.cheapest, outcome: 'first' });
}
