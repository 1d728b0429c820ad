/**
 * VASSAL decks (DrawPile with its CardSlots) as Sandtable decks: one deck component each, its
 * cards stacked on the draw pile in the buildFile's order, shuffled when the module shuffles
 * (`shuffle="Always"`) and face down when its contents are always face down (`faceDown="Always"`).
 * A card's back is the picture of its Mask (Obscurable) trait, else a plain back with the deck's
 * name; by Sandtable's deck convention the back is face 0 and the front face 1.
 */
import { deckBoard, deckCells, cellPoint } from '../../components/layout';
import type { DeckComponent } from '../../components/model';
import { maxComponentName } from '../../components/model';
import { shuffled } from '../../components/random';
import type { Random } from '../../dice/dice';
import type { Board, DrawnFace } from '../../model/records';
import { bounds } from '../../model/validate';
import type { ScenarioBoard } from '../../scenario/scenario';
import type { VassalPlacedPiece } from '../codec/position';
import type { VassalImage, VassalRawComponent } from '../module/model';
import { countLeftOut } from '../module/leftOut';
import { decodeTraits, expandPrototypes } from '../pieces/traits';
import { componentMap, componentTable, slotAt } from './extraPieces';
import type { PlacedPieces } from './placePieces';
import type { TableBoard } from './tableLayout';

/** One deck to make: its board and component, and its cards on the board's draw pile. */
export interface DeckPlan {
  board: ScenarioBoard;
  component: DeckComponent;
  table: TableBoard;
  cards: VassalPlacedPiece[];
  faceDown: boolean;
}

/** A board record as a scenario board (scenarios carry the same fields, the grid included). */
export const scenarioBoardOf = (b: Board): ScenarioBoard => ({ id: b.id, name: b.name, fill: b.fill, width: b.width, height: b.height, x: b.x, y: b.y, grid: b.grid });

/**
 * The module's decks, side by side from `at`, cards shuffled with `random` where the module says.
 * `withCards` false (a saved game holds the cards) makes the decks empty.
 */
export function planDecks(decks: readonly VassalRawComponent[], at: { x: number; y: number }, random: Random, withCards: boolean, leftOut: Map<string, number>): DeckPlan[] {
  let x = at.x;
  return decks.map((deck, i) => {
    const id = `vassal-deck-${i + 1}`;
    const name = (deck.attrs.name ?? '').replace(/\s+/g, ' ').trim().slice(0, maxComponentName) || `Deck ${i + 1}`;
    const board = scenarioBoardOf(deckBoard(id, name, { x, y: at.y }));
    x += board.width + 80;
    const pile = cellPoint({ ...board, fill: board.fill ?? '', x: board.x ?? 0, y: board.y ?? 0 }, deckCells.pile);
    const cards = withCards ? (deck.pieces ?? []).flatMap((slot) => slotAt(slot, componentMap(id), pile.x, pile.y) ?? (countLeftOut(leftOut, 'deck cards that could not be read'), [])) : [];
    return { board, component: { id, kind: 'deck', name, boardId: id }, table: componentTable(board), cards: deck.attrs.shuffle === 'Always' ? shuffled(cards, random) : cards, faceDown: deck.attrs.faceDown === 'Always' };
  });
}

/** The picture of a card's Mask trait: what VASSAL shows of it face down. */
export function maskImage(type: string, prototypes: ReadonlyMap<string, string>): string | undefined {
  try {
    const mask = expandPrototypes(decodeTraits(type), prototypes).traits.find((t) => t.id === 'obs');
    return mask?.type[1] || undefined;
  } catch {
    return undefined;
  }
}

/** A plain card back with the deck's name. */
const plainBack = (name: string): DrawnFace => ({ kind: 'drawn', fill: '#3f5e4b', ink: '#ffffff', symbol: 'none', size: '', name: name.slice(0, 40), factors: '' });

/**
 * Gives each placed card (in `placed`, one per card of `plans`, in order) its back as face 0,
 * showing the back when its deck is face down and its front otherwise.
 */
export function addBacks(placed: PlacedPieces, plans: readonly DeckPlan[], images: ReadonlyMap<string, VassalImage>, prototypes: ReadonlyMap<string, string>): void {
  let i = 0;
  for (const plan of plans) {
    for (const card of plan.cards) {
      const piece = placed.pieces[i++];
      if (!piece) return;
      const file = maskImage(card.type, prototypes);
      let back: string;
      if (file && images.has(file)) {
        back = `back:${file}`.slice(0, 100);
        placed.faces[back] ??= { kind: 'image', asset: file };
        placed.images.add(file);
      } else {
        back = `back:${plan.component.id}`;
        placed.faces[back] ??= plainBack(plan.component.name);
      }
      const front = piece.face ?? 0;
      piece.faces = [back, ...piece.faces].slice(0, bounds.faces);
      piece.face = plan.faceDown ? 0 : Math.min(front + 1, piece.faces.length - 1);
    }
  }
}
