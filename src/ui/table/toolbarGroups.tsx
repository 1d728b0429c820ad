/**
 * The groups of the table's toolbar, in the order they are shown, each with the rank at which it
 * gives way to the "⋯" menu (least needed first: help, then the panel toggles, then File…) and
 * the same commands as menu items for that menu.
 */
import type { ReactNode, RefObject } from 'react';
import type { GameSession } from '../../doc/session';
import type { MenuItem } from '../menu/types';
import { menuGroup, type ToolbarGroup } from './Toolbar';
import type { TableViewHandle } from './tableViewHandle';
import { useTable } from './tableContext';
import { useSlice } from './viewStore';

/** The zoom in per cent, following every wheel notch (it reads the live viewport, so only it re-renders). */
function ZoomReadout() {
  const { viewport } = useTable();
  const scale = useSlice(viewport, (v) => v.scale);
  return (
    <span className="zoom" title="Zoom">
      {Math.round(scale * 100)}%
    </span>
  );
}

interface Options {
  session: GameSession;
  /** Undo or redo, telling the player what really happened. */
  undoStep(which: 'undo' | 'redo'): void;
  zoom: number;
  view: RefObject<TableViewHandle | null>;
  addItems: MenuItem[];
  componentItems: MenuItem[];
  fileItems: MenuItem[];
  net: ReactNode;
  panels: { rules: boolean; dice: boolean; log: boolean; ruler: boolean; history: boolean };
  toggle: { rules(): void; dice(): void; log(): void; help(): void; ruler(): void; history(): void };
}

function toggleGroup(key: string, rank: number, label: string, title: string, on: boolean, toggle: () => void): ToolbarGroup {
  return {
    key,
    rank,
    content: <button onClick={toggle} title={title} aria-pressed={on}>{label}</button>,
    overflow: [{ items: [{ id: key, label, title, checked: on, onSelect: toggle }] }],
  };
}

const historyTitle = 'History: step through the game, watch what a friend did, branch a what-if (B)';

export function tableToolbarGroups(o: Options): ToolbarGroup[] {
  const { undo } = o.session;
  const zoomBy = (f: number) => o.view.current?.zoom(f);
  const fit = () => o.view.current?.fit();
  return [
    {
      key: 'history',
      rank: 8,
      content: (
        <>
          <button onClick={() => o.undoStep('undo')} disabled={!undo.canUndo()} title={`Undo ${undo.undoLabel() ?? ''} (Ctrl+Z)`} aria-label="Undo">↶</button>
          <button onClick={() => o.undoStep('redo')} disabled={!undo.canRedo()} title={`Redo ${undo.redoLabel() ?? ''} (Ctrl+Shift+Z)`} aria-label="Redo">↷</button>
        </>
      ),
      overflow: [
        {
          items: [
            { id: 'undo', label: `Undo ${undo.undoLabel() ?? ''}`.trim(), shortcut: 'Ctrl+Z', disabled: !undo.canUndo(), onSelect: () => o.undoStep('undo') },
            { id: 'redo', label: `Redo ${undo.redoLabel() ?? ''}`.trim(), shortcut: 'Ctrl+Shift+Z', disabled: !undo.canRedo(), onSelect: () => o.undoStep('redo') },
          ],
        },
      ],
    },
    {
      key: 'zoom',
      rank: 7,
      content: (
        <>
          <button onClick={() => zoomBy(0.8)} title="Zoom out (−)" aria-label="Zoom out">−</button>
          <ZoomReadout />
          <button onClick={() => zoomBy(1.25)} title="Zoom in (+)" aria-label="Zoom in">+</button>
          <button onClick={fit} title="Fit the table (0)">Fit</button>
        </>
      ),
      overflow: [
        {
          title: `Zoom ${Math.round(o.zoom * 100)}%`,
          items: [
            { id: 'zoom-in', label: 'Zoom in', shortcut: '+', onSelect: () => zoomBy(1.25) },
            { id: 'zoom-out', label: 'Zoom out', shortcut: '−', onSelect: () => zoomBy(0.8) },
            { id: 'fit', label: 'Fit the table', shortcut: '0', onSelect: fit },
          ],
        },
      ],
    },
    menuGroup('add', 6, 'Add', "Add maps and counters; calibrate a map's grid", o.addItems),
    menuGroup('components', 5, 'Cups & decks', 'Draw from a cup; shuffle, draw or deal from a deck', o.componentItems, 'components-menu'),
    { key: 'net', rank: Infinity, content: o.net, overflow: [] },
    menuGroup('file', 4, 'File', 'Save the game to a file, or export its setup', o.fileItems),
    toggleGroup('rules', 3, 'Rules', 'Rules assistant: check moves, resolve combats, the game\'s tables (R)', o.panels.rules, o.toggle.rules),
    {
      // Gives way before the rules assistant's button: B opens it too.
      key: 'lookBack',
      rank: 2.5,
      content: <button onClick={o.toggle.history} title={historyTitle} aria-label="History" aria-pressed={o.panels.history}>◷</button>,
      overflow: [{ items: [{ id: 'look-back', label: 'History', shortcut: 'B', title: historyTitle, checked: o.panels.history, onSelect: o.toggle.history }] }],
    },
    toggleGroup('dice', 2, 'Dice', 'Roll dice (results go to the log)', o.panels.dice, o.toggle.dice),
    toggleGroup('ruler', 1.5, 'Ruler', 'Measure range and line of sight between two hexes (M)', o.panels.ruler, o.toggle.ruler),
    toggleGroup('log', 1, 'Log', 'Show or hide the log', o.panels.log, o.toggle.log),
    {
      key: 'help',
      rank: 0,
      content: <button onClick={o.toggle.help} title="Mouse and keyboard (?)" aria-label="Help">?</button>,
      overflow: [{ items: [{ id: 'help', label: 'Mouse and keyboard', shortcut: '?', onSelect: o.toggle.help }] }],
    },
  ];
}
