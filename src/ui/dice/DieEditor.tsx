/**
 * The custom-die editor of the dice tray: a die's name and one face per line (`label`, or
 * `label symbol`, with an optional colour), with buttons that add a symbol, and save, cancel and
 * delete (asking once before deleting).
 */
import { useId, useRef } from 'react';
import { dieSymbolNames, dieSymbols, maxDieName } from '../../dice/dice';
import { SymbolIcon } from './SymbolIcon';

/** A die being edited: the fields as typed, what is wrong with them, and whether delete was pressed once. */
export interface Draft {
  /** Absent for a new die. */
  id?: string;
  name: string;
  faces: string;
  problems: string[];
  confirmDelete: boolean;
}

/** Adding or changing a custom die: a name and its faces, one per line. */
export function DieEditor({ draft, onChange, onSave, onCancel, onDelete }: { draft: Draft; onChange(d: Draft): void; onSave(): void; onCancel(): void; onDelete(): void }) {
  const id = useId();
  const faces = useRef<HTMLTextAreaElement>(null);
  const addSymbol = (symbol: string) => {
    const text = draft.faces.replace(/\s+$/, '');
    onChange({ ...draft, faces: `${text ? `${text}\n` : ''}${symbol}`, problems: [] });
    faces.current?.focus();
  };
  return (
    <form
      className="dice-editor"
      aria-label={draft.id ? `Edit ${draft.name}` : 'New custom die'}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <label htmlFor={`${id}-name`}>Die name</label>
      <input id={`${id}-name`} autoFocus value={draft.name} maxLength={maxDieName} onChange={(e) => onChange({ ...draft, name: e.currentTarget.value, problems: [] })} placeholder="e.g. Air die" />
      <label htmlFor={`${id}-faces`}>Faces, one per line</label>
      <textarea
        id={`${id}-faces`}
        ref={faces}
        rows={6}
        value={draft.faces}
        spellCheck={false}
        onChange={(e) => onChange({ ...draft, faces: e.currentTarget.value, problems: [] })}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            onSave();
          }
        }}
        placeholder={'cross\nHit tank\nMiss blank\nplane #36c'}
        aria-describedby={`${id}-help`}
      />
      <p id={`${id}-help`} className="dice-help">
        Each line is <code>label</code> or <code>label symbol</code>, with an optional colour (<code>Hit tank #c33</code>). Add a symbol:
      </p>
      <div className="dice-symbols" role="group" aria-label="Symbols">
        {dieSymbolNames.map((s) => (
          <button key={s} type="button" onClick={() => addSymbol(s)} title={`Add a face: ${dieSymbols[s].title} (${s})`} aria-label={`Add a ${s} face`}>
            {s === 'blank' ? <span className="dice-blank-icon" /> : <SymbolIcon symbol={s} size={16} decorative />}
          </button>
        ))}
      </div>
      {draft.problems.length > 0 && (
        <ul className="dice-error" role="alert">
          {draft.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <div className="dice-editor-buttons">
        {draft.id && (
          <button
            type="button"
            className="danger"
            onClick={() => (draft.confirmDelete ? onDelete() : onChange({ ...draft, confirmDelete: true }))}
            title="Remove this die from the game"
          >
            {draft.confirmDelete ? 'Really delete?' : 'Delete'}
          </button>
        )}
        <span className="spacer" />
        <button type="button" onClick={onCancel} title="Close without saving (Esc)">
          Cancel
        </button>
        <button type="submit" className="primary" title="Save this die in the game (Ctrl+Enter)">
          Save die
        </button>
      </div>
    </form>
  );
}
