/** The toolbar's Add menu: bring a map onto the table, calibrate a board's grid, add counters. */
import { useRef } from 'react';
import { useDropdown } from '../useDropdown';
import type { GameSession } from '../../doc/session';

interface Props {
  session: GameSession;
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
}

export function AddMenu({ session, onMapFile, onCalibrate, onCounterSheet, onPaintTerrain, onComponent, onNewCounters, onOrderOfBattle, onAreas }: Props) {
  const { open, setOpen, ref: menu } = useDropdown();
  const file = useRef<HTMLInputElement>(null);
  const boards = [...session.snapshot().boards.values()];
  return (
    <div className="add-menu" ref={menu}>
      <button aria-haspopup="menu" aria-expanded={open} title="Add maps and counters; calibrate a map's grid" onClick={() => setOpen((o) => !o)}>
        Add
      </button>
      <input
        ref={file}
        type="file"
        hidden
        accept="image/png,image/jpeg,image/webp,image/svg+xml,application/pdf,.png,.jpg,.jpeg,.webp,.svg,.pdf"
        data-testid="map-file"
        onChange={(e) => {
          const f = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (f) onMapFile(f);
        }}
      />
      {open && (
        <div className="context-menu add-menu-list" role="menu">
          <button role="menuitem" onClick={() => (setOpen(false), file.current?.click())} title="A scan or picture of a map (PNG, JPEG, WebP, SVG) or a page of a PDF; you can also drop or paste one on the table">
            <span>Map image…</span>
          </button>
          <button role="menuitem" onClick={() => (setOpen(false), onCounterSheet())} title="Cut a scanned counter sheet (front, and back if you have it) into two-sided counters">
            <span>Counters from a sheet…</span>
          </button>
          <button role="menuitem" disabled={boards.length === 0} onClick={() => (setOpen(false), onNewCounters())} title="Draw NATO-style counters or markers without any image: side colours, unit symbol, size, factors, a reduced side">
            <span>New counters…</span>
          </button>
          <button role="menuitem" disabled={boards.length === 0} onClick={() => (setOpen(false), onOrderOfBattle())} title="Make counters from a plain CSV or text order of battle (a header row, one counter per line), placed at their hexes">
            <span>Order of battle…</span>
          </button>
          <button role="menuitem" onClick={() => (setOpen(false), onComponent())} title="An off-map box (Eliminated, Reinforcements), a numbered track (turns, morale), a cup to draw from at random, a deck of cards or a player's hand">
            <span>Box, track, cup or deck…</span>
          </button>
          {boards.map((b) => (
            <button key={b.id} role="menuitem" onClick={() => (setOpen(false), onCalibrate(b.id))} title="Fit the hex or square grid to the map">
              <span>Calibrate grid of “{b.name}”…</span>
            </button>
          ))}
          {boards.map((b) => (
            <button key={`areas-${b.id}`} role="menuitem" onClick={() => (setOpen(false), onAreas(b.id))} title="Draw named areas that pieces snap into, for area-movement maps">
              <span>Areas of “{b.name}”…</span>
            </button>
          ))}
          {boards.filter((b) => b.grid.kind !== 'none').map((b) => (
            <button key={`terrain-${b.id}`} role="menuitem" onClick={() => (setOpen(false), onPaintTerrain(b.id))} title="Paint terrain, hexside features and roads on this map; rules assistants read them">
              <span>{boards.length > 1 ? `Paint terrain of “${b.name}”…` : 'Paint terrain…'}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
