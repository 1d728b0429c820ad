/**
 * The dialogs of opening a VASSAL module: progress naming the step, with Cancel until the game is
 * being stored; then, once, what the new game left out of the module, so nothing is dropped
 * without the player knowing.
 */
import { useRef } from 'react';
import type { ImportProgress as Progress } from '../../vassal/importModule';
import { useModal } from '../net/useModal';
import './importProgress.css';

const steps: Record<Progress['step'], { label: string; from: number; to: number }> = {
  reading: { label: 'Reading the module', from: 0, to: 0.1 },
  images: { label: 'Reading the images', from: 0.1, to: 0.7 },
  pieces: { label: 'Placing the pieces', from: 0.7, to: 0.8 },
  storing: { label: 'Storing the new game', from: 0.8, to: 1 },
};

/** How far through the whole import a step's progress is, 0 to 1. */
export const overall = (p: Progress) => steps[p.step].from + (steps[p.step].to - steps[p.step].from) * Math.min(1, Math.max(0, p.done));

export function ImportProgress({ fileName, progress, onCancel }: { fileName: string; progress: Progress; onCancel(): void }) {
  const dialog = useRef<HTMLDivElement>(null);
  const cancellable = progress.step !== 'storing';
  const keys = useModal(dialog, () => cancellable && onCancel());
  const step = steps[progress.step].label;
  const percent = Math.round(overall(progress) * 100);
  return (
    <div className="modal-backdrop" {...keys}>
      <div className="modal import-progress" ref={dialog} role="dialog" aria-label={`Opening ${fileName}`} data-testid="import-progress">
        <h2>Opening {fileName}</h2>
        <p className="import-step" aria-live="polite">{step}…</p>
        <progress max={100} value={percent} aria-label={step} aria-valuetext={`${step}, ${percent}%`} />
        <div className="modal-buttons">
          <button onClick={onCancel} disabled={!cancellable} title={cancellable ? 'Stop; nothing is kept' : 'The game is being stored; it is kept whole or not at all'}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}

export function ImportSummary({ name, leftOut, onClose }: { name: string; leftOut: readonly string[]; onClose(): void }) {
  const dialog = useRef<HTMLDivElement>(null);
  const keys = useModal(dialog, onClose);
  return (
    <div className="modal-backdrop" {...keys}>
      <div className="modal import-summary" ref={dialog} role="dialog" aria-label={`${name}: what was left out`} data-testid="import-summary">
        <h2>{name} is open</h2>
        {leftOut.length ? (
          <>
            <p>Its boards and set-up are on the table. Sandtable does not have these parts of the module yet, so they were left out:</p>
            <ul className="import-left-out">
              {leftOut.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>Everything in the module is on the table.</p>
        )}
        <div className="modal-buttons">
          <button className="primary" autoFocus onClick={onClose}>
            OK
          </button>
        </div>
      </div>
    </div>
  );
}
