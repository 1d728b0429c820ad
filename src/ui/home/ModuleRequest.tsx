/**
 * Asks for the module a VASSAL saved game needs, when this browser has not opened that module
 * before: the save holds only pieces and their places, the module holds the maps and images.
 */
import { useRef } from 'react';
import { useModal } from '../net/useModal';
import './importProgress.css';

export function ModuleRequest({ saveName, moduleName, onModule, onCancel }: { saveName: string; moduleName: string; onModule(file: File): void; onCancel(): void }) {
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const keys = useModal(dialog, onCancel);
  return (
    <div className="modal-backdrop" {...keys}>
      <div className="modal import-progress" ref={dialog} role="dialog" aria-label={`${saveName} needs its module`} data-testid="module-request">
        <h2>{saveName} needs its module</h2>
        <p>
          It was saved with the VASSAL module “{moduleName}”, which has not been opened in this browser. Choose that module’s <code>.vmod</code> file to open the saved game.
        </p>
        <input
          ref={input}
          type="file"
          accept=".vmod,application/zip"
          hidden
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) onModule(file);
          }}
        />
        <div className="modal-buttons">
          <button onClick={onCancel}>Cancel</button>
          <button className="primary" autoFocus onClick={() => input.current?.click()}>
            Choose the module…
          </button>
        </div>
      </div>
    </div>
  );
}
