/**
 * The toolbar's Add menu, as items: bring a map onto the table, calibrate a board's grid, add
 * counters, boxes and terrain. The toolbar shows them under its Add button, or in its "⋯" menu
 * when the window is too narrow for the button.
 */
import { useRef, type ReactElement, type RefObject } from 'react';
import type { GameSession } from '../../doc/session';
import type { MenuItem } from '../menu/types';
import { componentsOf } from '../components/componentsStore';

export interface AddMenuHandlers {
  onMapFile(file: File): void;
  onCalibrate(boardId: string): void;
  onCounterSheet(): void;
  /** Opens the Areas panel for a board (area-movement maps). */
  onAreas(boardId: string): void;
  onNewCounters(): void;
  onOrderOfBattle(): void;
  /** Opens the dialog that adds a box, track, cup, deck or hand. */
  onComponent(): void;
  onPaintTerrain(boardId: string): void;
  /** Opens the list of boards, to rename, move or remove one. */
  onBoards(): void;
  /** Opens the dialog that makes counters from many images. */
  onCounterImages(): void;
}

/** The Add menu's items for the table as it is now, and the hidden file input its first item opens. */
export function useAddMenu(session: GameSession, h: AddMenuHandlers): { items: MenuItem[]; fileInput: RefObject<HTMLInputElement | null>; input: ReactElement } {
  const file = useRef<HTMLInputElement>(null);
  const boards = [...session.snapshot().boards.values()];
  const noBoard = boards.length === 0;
  // Boxes, tracks, cups and decks are drawn as boards but are not maps: nothing to calibrate, draw areas on or paint.
  const components = new Set(componentsOf(session).get().map((c) => c.boardId));
  const maps = boards.filter((b) => !components.has(b.id));
  const items: MenuItem[] = [
    { id: 'map', label: 'Map image…', title: 'A scan or picture of a map (PNG, JPEG, WebP, SVG) or a page of a PDF; you can also drop or paste one on the table', onSelect: () => file.current?.click() },
    { id: 'sheet', label: 'Counters from a sheet…', title: 'Cut a scanned counter sheet (front, and back if you have it) into two-sided counters', onSelect: h.onCounterSheet },
    { id: 'images', label: 'Counters from images…', disabled: noBoard, title: 'Many counter images at once, each one counter; fronts pair with backs by file name', onSelect: h.onCounterImages },
    { id: 'new-counters', label: 'New counters…', disabled: noBoard, title: 'Draw NATO-style counters or markers without any image: side colours, unit symbol, size, factors, a reduced side', onSelect: h.onNewCounters },
    { id: 'oob', label: 'Order of battle…', disabled: noBoard, title: 'Make counters from a plain CSV or text order of battle (a header row, one counter per line), placed at their hexes', onSelect: h.onOrderOfBattle },
    { id: 'component', label: 'Box, track, cup or deck…', title: 'An off-map box (Eliminated, Reinforcements), a numbered track (turns, morale), a cup to draw from at random, a deck of cards or a player\'s hand', onSelect: h.onComponent },
    { id: 'boards', label: 'Boards…', disabled: noBoard, title: 'Rename, move or remove the maps and boards on the table', onSelect: h.onBoards },
    ...maps.map((b) => ({ id: `calibrate-${b.id}`, label: `Calibrate grid of “${b.name}”…`, title: 'Fit the hex or square grid to the map', onSelect: () => h.onCalibrate(b.id) })),
    ...maps.map((b) => ({ id: `areas-${b.id}`, label: `Areas of “${b.name}”…`, title: 'Draw named areas that pieces snap into, for area-movement maps', onSelect: () => h.onAreas(b.id) })),
    ...maps
      .filter((b) => b.grid.kind !== 'none')
      .map((b) => ({ id: `terrain-${b.id}`, label: maps.length > 1 ? `Paint terrain of “${b.name}”…` : 'Paint terrain…', title: 'Paint terrain, hexside features and roads on this map; rules assistants read them', onSelect: () => h.onPaintTerrain(b.id) })),
  ];
  const input = (
    <input
      ref={file}
      type="file"
      hidden
      accept="image/png,image/jpeg,image/webp,image/svg+xml,application/pdf,.png,.jpg,.jpeg,.webp,.svg,.pdf"
      data-testid="map-file"
      onChange={(e) => {
        const f = e.currentTarget.files?.[0];
        e.currentTarget.value = '';
        if (f) h.onMapFile(f);
      }}
    />
  );
  return { items, fileInput: file, input };
}
