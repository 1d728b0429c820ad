/**
 * What a module brings beyond its boards and its set-up save: at-start stacks (when no save is
 * used, as in VASSAL), decks, the palette as trays, dice, and masked or hidden pieces marked with
 * whom VASSAL hid them for. Decks and trays go in rows below the table, apart from the play area.
 */
import type { TableComponent } from '../../components/model';
import { cryptoRandom, type CustomDie, type Random } from '../../dice/dice';
import type { ScenarioBoard } from '../../scenario/scenario';
import type { VassalPlacedPiece } from '../codec/position';
import { countLeftOut, leftOutKinds } from '../module/leftOut';
import type { VassalModule } from '../module/model';
import { addBacks, planDecks } from './decks';
import { moduleDice } from './dice';
import { mergePlaced } from './extraPieces';
import { markHidden } from './hiddenPieces';
import { planPalette } from './palette';
import { boardPoint, placePieces, type PlacedPieces } from './placePieces';
import { setupStackPieces } from './setupStacks';
import type { TableBoard } from './tableLayout';

export interface ModuleExtras {
  /** Deck and tray boards. */
  boards: ScenarioBoard[];
  components: TableComponent[];
  dice: CustomDie[];
  /** What of these could not come in, by kind. */
  leftOut: Map<string, number>;
}

/** The module's parts (buildFile class names) that come in here, so the summary no longer lists them. */
export const carriedKinds = ['DrawPile', 'SetupStack', 'DiceButton', 'SpecialDiceButton'].map((k) => leftOutKinds[k]);

/** Space between the table and the rows below it, and between those rows. */
const gap = 300;

/** The bottom edge of the boards. */
const bottomOf = (boards: readonly { y?: number; height: number }[], from: number) => Math.max(from, ...boards.map((b) => (b.y ?? 0) + b.height));

/**
 * Adds the extras' pieces to `placed` (the save's pieces, made of `positions`) and returns their
 * boards, components and dice. `fromSave`: the game starts from a saved game, which already holds
 * what at-start stacks and decks would put out.
 */
export function moduleExtras(module: VassalModule, fromSave: boolean, table: readonly TableBoard[], placed: PlacedPieces, positions: readonly VassalPlacedPiece[], random: Random = cryptoRandom): ModuleExtras {
  const leftOut = new Map<string, number>();
  const { images, prototypes } = module;
  const onTable = (tables: readonly TableBoard[]) => (p: VassalPlacedPiece) => p.map !== null && boardPoint(tables, p.map, p.x, p.y) !== null;
  const add = (pieces: VassalPlacedPiece[], tables: readonly TableBoard[], then?: (extra: PlacedPieces) => void, inPlay = true) => {
    const extra = placePieces(pieces, tables, images, prototypes);
    markHidden(extra.pieces, pieces, onTable(tables), prototypes);
    then?.(extra);
    mergePlaced(placed, extra, inPlay);
  };
  markHidden(placed.pieces, positions, onTable(table), prototypes);
  if (!fromSave) add(setupStackPieces(module.setupStacks ?? [], table, leftOut), table);
  const below = bottomOf(table.map((t) => ({ y: t.y, height: t.board.height })), 0) + gap;
  const decks = planDecks(module.decks, { x: 0, y: below }, random, !fromSave, leftOut);
  if (fromSave) countLeftOut(leftOut, 'decks made empty (the save holds their cards and puts them out)', module.decks.filter((d) => d.pieces?.length).length);
  add(decks.flatMap((d) => d.cards), decks.map((d) => d.table), (extra) => addBacks(extra, decks, images, prototypes));
  const trays = planPalette(module.pieceSlots, { x: 0, y: decks.length ? bottomOf(decks.map((d) => d.board), below) + gap : below }, images, prototypes, leftOut);
  add(trays.flatMap((t) => t.cards), trays.map((t) => t.table), undefined, false);
  return { boards: [...decks, ...trays].map((p) => p.board), components: [...decks, ...trays].map((p) => p.component), dice: moduleDice(module.dice, leftOut), leftOut };
}
