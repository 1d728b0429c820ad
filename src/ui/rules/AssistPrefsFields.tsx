/** The panel's two switches for how much the assistant says while this player moves counters. */
import type { Observable } from '../../model/observable';
import { useObservable } from '../table/viewStore';
import type { AssistPrefs } from './assistPrefs';

export function AssistPrefsFields({ prefs }: { prefs: Observable<AssistPrefs> }) {
  const current = useObservable(prefs);
  const set = (patch: Partial<AssistPrefs>) => prefs.set({ ...prefs.get(), ...patch });
  return (
    <div className="rules-prefs" role="group" aria-label="While I move counters">
      <label title="Shade the hexes a dragged unit or stack can reach, with the path cost to the hex under the pointer (this browser only)">
        <input type="checkbox" checked={current.shadeWhileDragging} onChange={(e) => set({ shadeWhileDragging: e.currentTarget.checked })} /> Shade reachable hexes while dragging
      </label>
      <label title="Show the verdict on each move after the drop and write it to the log (this browser only); Check last move still works">
        <input type="checkbox" checked={current.verdictAfterDrop} onChange={(e) => set({ verdictAfterDrop: e.currentTarget.checked })} /> Judge each move after the drop
      </label>
    </div>
  );
}
