/** The keyboard and mouse cheat sheet, opened with `?`. */
import { useEffect, useRef } from 'react';
import { actions } from '../../actions/registry';

const gestures: [string, string][] = [
  ['Drag a counter', 'moves its whole stack; it snaps to the hex centre'],
  ['Alt+drag', 'takes only the counter under the pointer'],
  ['Click a stack / rest on it', 'opens the stack viewer; drag a counter out of it'],
  ['Shift+click', 'adds to or removes from the selection'],
  ['Shift+drag on the map', 'selects with a marquee'],
  ['Drag the map, middle button, Space+drag', 'pans'],
  ['Wheel or pinch', 'zooms'],
  ['Right-click', 'menu of actions'],
];

export function HelpOverlay({ onClose }: { onClose(): void }) {
  const close = useRef<HTMLButtonElement>(null);
  // Focus Close for Enter/Esc without scrolling the sheet away from its first rows.
  useEffect(() => close.current?.focus({ preventScroll: true }), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopImmediatePropagation();
        onClose();
      }
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [onClose]);
  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div className="modal help" role="dialog" aria-label="Keyboard shortcuts" onClick={(e) => e.stopPropagation()}>
        <h2>Mouse and keyboard</h2>
        <table>
          <tbody>
            {gestures.map(([g, what]) => (
              <tr key={g}>
                <th>{g}</th>
                <td>{what}</td>
              </tr>
            ))}
            {actions.map((a) => (
              <tr key={a.id}>
                <th>
                  {a.keys.map((k) => (
                    <kbd key={k}>{k}</kbd>
                  ))}
                </th>
                <td>{a.label}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <button ref={close} onClick={onClose}>Close</button>
      </div>
    </div>
  );
}
