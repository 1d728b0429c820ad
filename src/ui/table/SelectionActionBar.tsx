/**
 * The selection's commands as a bar of finger-sized buttons beside it, for a player on a tablet or
 * phone with no keyboard: shown while something is selected and the table was last pressed by a
 * finger or pen. Each button is a registered action, so it does what its key and menu item do.
 */
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { actions, type Action, type ActionContext } from '../../actions/registry';
import { piecesExtent } from '../../geometry/selectionBounds';
import type { TableViewHandle } from './tableViewHandle';
import { useTable } from './tableContext';
import { useSlice } from './viewStore';
import { actionBarPlace } from './actionBarPlace';

/** The bar's buttons: an action id and the short text a finger-sized button holds. */
const buttons: readonly { id: string; text: string }[] = [
  { id: 'flip', text: 'Flip' },
  { id: 'rotateLeft', text: '⟲' },
  { id: 'rotateRight', text: '⟳' },
  { id: 'toTop', text: 'Top' },
  { id: 'toBottom', text: 'Bottom' },
  { id: 'duplicate', text: 'Copy' },
  { id: 'hide', text: 'Hide' },
  { id: 'delete', text: 'Delete' },
  { id: 'undo', text: '↶' },
  { id: 'redo', text: '↷' },
];

const actionOf = (id: string): Action => actions.find((a) => a.id === id)!;

interface Props {
  context: ActionContext;
  table: RefObject<TableViewHandle | null>;
  /** The zoom as React last heard it: the bar moves with the view once a pan or zoom settles. */
  zoom: number;
  onRoll(): void;
}

export function SelectionActionBar({ context, table, zoom, onRoll }: Props) {
  const { table: store, view } = useTable();
  const selection = useSlice(view, (s) => s.selection);
  // Out of the way while a drag is under way or the counter menu (a long press) is open.
  const busy = useSlice(view, (s) => s.dragging.size > 0 || s.menu !== null);
  const touch = useSlice(view, (s) => s.input !== 'mouse');
  const adding = useSlice(view, (s) => s.adding);
  const snapshot = useSyncExternalStore(store.subscribe, () => store.snapshot());
  const bar = useRef<HTMLDivElement>(null);
  // With nothing selected the bar (and its Select + switch) is gone: the switch goes off with it.
  useEffect(() => {
    if (!selection.size && view.get().adding) view.patch({ adding: false });
  }, [selection.size]);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const r = bar.current?.getBoundingClientRect();
    if (r && (r.width !== size.width || r.height !== size.height)) setSize({ width: r.width, height: r.height });
  });
  const handle = table.current;
  const extent = touch && !busy && handle ? piecesExtent([...selection].flatMap((id) => snapshot.pieces.get(id) ?? []), snapshot.boards) : null;
  if (!extent || !handle) return null;
  const a = handle.pagePoint(extent.x1, extent.y1);
  const b = handle.pagePoint(extent.x2, extent.y2);
  const at = actionBarPlace({ left: a.x, top: a.y, right: b.x, bottom: b.y }, handle.canvasRect(), size);
  return (
    <div ref={bar} className={at.width === undefined ? 'action-bar' : 'action-bar docked'} role="toolbar" aria-label="Selection" data-zoom={zoom} style={{ left: at.left, top: at.top, width: at.width }}>
      {buttons.map(({ id, text }) => {
        const action = actionOf(id);
        return (
          <button key={id} type="button" aria-label={action.label} title={`${action.label} (${action.keys[0]})`} disabled={!action.enabled(context)} onClick={() => action.perform(context)}>
            {text}
          </button>
        );
      })}
      <button type="button" aria-label="Roll dice" title="Open the dice tray" onClick={onRoll}>
        Roll
      </button>
      <button type="button" aria-label="Select more" aria-pressed={adding} title="While on, taps add or remove stacks and a drag on the empty map draws a box around more (as Shift does)" onClick={() => view.patch({ adding: !adding })}>
        {adding ? 'Adding…' : 'Select +'}
      </button>
    </div>
  );
}
