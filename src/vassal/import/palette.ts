/**
 * The module's piece palette as trays: one box per palette folder (its PieceSlots in the
 * buildFile's order), laid out in rows so every counter can be seen and dragged onto the table.
 * Sandtable has no drag-a-copy palette yet, so each slot gives one counter: dragging it out takes
 * that counter, as taking a counter from a counter sheet would.
 */
import { boxBoard } from '../../components/layout';
import { maxComponentName, type BoxComponent } from '../../components/model';
import type { VassalPlacedPiece } from '../codec/position';
import type { VassalImage, VassalPieceSlot } from '../module/model';
import { countLeftOut } from '../module/leftOut';
import { pieceFromTraits } from '../pieces/traits';
import { scenarioBoardOf, type DeckPlan } from './decks';
import { componentMap, componentTable, slotAt, slotPiece } from './extraPieces';

/** Counters in a row of a tray. */
const perRow = 10;

/** One tray to make: its board, its box, and its counters on it. */
export type TrayPlan = Omit<DeckPlan, 'component' | 'faceDown'> & { component: BoxComponent };

/** The slots grouped by folder (`Pieces / Aesir`), in the order the folders first appear. */
export function paletteFolders(slots: readonly VassalPieceSlot[]): Map<string, VassalPieceSlot[]> {
  const folders = new Map<string, VassalPieceSlot[]>();
  for (const slot of slots) {
    const folder = slot.path.join(' / ') || 'Palette';
    folders.set(folder, [...(folders.get(folder) ?? []), slot]);
  }
  return folders;
}

/** The side of the square each of the slots' counters gets: the largest shown image, with room. */
function cellSide(slots: readonly VassalPieceSlot[], images: ReadonlyMap<string, VassalImage>, prototypes: ReadonlyMap<string, string>): number {
  let side = 50;
  for (const slot of slots) {
    const p = slotPiece(slot);
    const piece = p ? pieceFromTraits(p.type, p.state, prototypes) : undefined;
    const image = piece ? images.get(piece.faces[piece.face] ?? '') : undefined;
    if (image) side = Math.max(side, image.width, image.height);
  }
  return Math.min(side, 400) + 20;
}

/** The palette's trays in a row from `at`, each counter in its own square of the tray. */
export function planPalette(slots: readonly VassalPieceSlot[], at: { x: number; y: number }, images: ReadonlyMap<string, VassalImage>, prototypes: ReadonlyMap<string, string>, leftOut: Map<string, number>): TrayPlan[] {
  let x = at.x;
  return [...paletteFolders(slots)].map(([folder, inFolder], i) => {
    const id = `vassal-palette-${i + 1}`;
    const name = `Palette: ${folder}`.slice(0, maxComponentName);
    const cell = cellSide(inFolder, images, prototypes);
    const size = { width: Math.min(inFolder.length, perRow) * cell, height: Math.ceil(inFolder.length / perRow) * cell };
    const board = scenarioBoardOf(boxBoard(id, name, size, { x, y: at.y }));
    x += board.width + 80;
    const cards: VassalPlacedPiece[] = inFolder.flatMap((slot, n) => slotAt(slot, componentMap(id), (n % perRow) * cell + cell / 2, Math.floor(n / perRow) * cell + cell / 2) ?? (countLeftOut(leftOut, 'palette pieces that could not be read'), []));
    return { board, component: { id, kind: 'box', name, boardId: id }, table: componentTable(board), cards };
  });
}
