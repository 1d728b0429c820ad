/**
 * Victory points at the end of GT 13 (5.2) and who wins by them (5.3). Sudden death at Venezia
 * (5.1) needs a die roll and is left to the players.
 */
import { keyCell, type CellKey } from '../../src/rules/kit';
import type { RulesView } from '../../src/rules/types';
import { controlOf, guessNote } from './control';
import { suppliedAt, supplyNet, type SupplyNet } from './supply';
import { ALLIES, CENTRAL_POWERS, groundUnits, type Side } from './units';
import { markedCells, numberValue, turnsValue } from './values';

/** One VP hex: who controls it, whether it counts for them, and why. */
export interface VpHex {
  key: CellKey;
  label: string;
  controller: Side | null;
  counts: boolean;
  why: string;
}

/** Both sides' VP with every hex and bonus explained, and the winner by 5.3. */
export interface VictoryPoints {
  allies: number;
  centralPowers: number;
  hexes: VpHex[];
  /** The bonuses added, in words with rule numbers. */
  bonuses: string[];
  winner: Side;
  summary: string;
}

/** 5.3: the Allies need a total 8 or more above the Central Powers'. */
export const alliedMargin = 8;

/**
 * 5.2: a VP hex counts for the side that controls it (3.4) when a supply line can be traced from
 * it. The rule asks that "the unit(s) occupying the VP hex" trace supply; a hex nobody occupies
 * is read as counting for its controller when a line could be traced from it, as a unit there
 * would trace it — an empty hex behind the lines counts, one cut off does not.
 */
function vpHex(view: RulesView, key: CellKey, nets: Record<Side, SupplyNet>): VpHex {
  const cell = keyCell(key);
  const label = view.map.label(cell);
  const reading = controlOf(view, cell);
  const guessed = guessNote(reading, label);
  const side = reading.side;
  if (!side) return { key, label, controller: null, counts: false, why: `${label}: ${guessed ?? 'controlled by nobody'} (3.4)` };
  const occupied = groundUnits(view, side, key).length > 0;
  const supplied = suppliedAt(view, nets[side], cell);
  const who = guessed ? `${side} (${guessed})` : side;
  const line = supplied ? (occupied ? 'its occupants trace supply' : 'unoccupied, a supply line can be traced from it') : occupied ? 'its occupants cannot trace supply' : 'unoccupied and no supply line can be traced from it';
  return { key, label, controller: side, counts: supplied, why: `${label}: controlled by ${who}; ${line} (5.2, 14.1)` };
}

/**
 * Both sides' victory points (5.2): the VP hexes each controls with supply, +1 to the Allies when
 * Austro-Hungarian morale is −3 or lower, +1 to the Central Powers for each Italian mobilization
 * (13.2.1). The winner follows 5.3 as it must mean (the printed second line is garbled): the Allies
 * win with a total 8 or more above the Central Powers', otherwise the Central Powers win.
 */
export function victoryPoints(view: RulesView): VictoryPoints {
  const nets = { [ALLIES]: supplyNet(view, ALLIES), [CENTRAL_POWERS]: supplyNet(view, CENTRAL_POWERS) } as Record<Side, SupplyNet>;
  const hexes = [...markedCells(view, 'vpHexes')].map((key) => vpHex(view, key, nets));
  const count = (side: Side) => hexes.filter((h) => h.counts && h.controller === side).length;
  const bonuses: string[] = [];
  let allies = count(ALLIES);
  let centralPowers = count(CENTRAL_POWERS);
  if (numberValue(view, 'moraleAustroHungarian') <= -3) {
    allies += 1;
    bonuses.push('+1 Allies: Austro-Hungarian morale is −3 or lower (5.2)');
  }
  const mobilizations = turnsValue(view, 'mobilizations').length;
  if (mobilizations > 0) {
    centralPowers += mobilizations;
    bonuses.push(`+${mobilizations} Central Powers: ${mobilizations} Italian mobilization${mobilizations > 1 ? 's' : ''} (5.2, 13.2.1)`);
  }
  const winner: Side = allies >= centralPowers + alliedMargin ? ALLIES : CENTRAL_POWERS;
  const summary = `Allies ${allies} VP, Central Powers ${centralPowers} VP: ${winner} win (5.3: the Allies need ${alliedMargin} or more above the Central Powers)`;
  return { allies, centralPowers, hexes, bonuses, winner, summary };
}
