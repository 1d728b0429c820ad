/**
 * One game-wide value in the assistant panel: a number stepper held within its range, a tick box,
 * a choice, or a list of hexes or turns typed comma or space separated. Typed text is checked
 * before anything is written (hex labels with the map's own label parser) and a mistake is named
 * inline; the stored value stays as it was until the text is valid. A number read from a track
 * marker is shown read-only, "from the track".
 */
import { useId, useState } from 'react';
import { formatRuleValue } from '../../rules/kit/values';
import type { RuleValue, ValueSpec } from '../../rules/types';
import type { ValueSource } from '../../rules/view';
import { formatList, parseHexList, parseNumberValue, parseTurnList, stepNumber, type LabelParser } from './valueText';

interface Props {
  spec: ValueSpec;
  source: ValueSource;
  labels: LabelParser | null;
  /** Writes the value (`undefined` resets it to the track's or the default). */
  onSet(value: RuleValue | undefined): void;
}

/** Reads a field's text into a value, or the sentence saying what is wrong. */
function readText(spec: ValueSpec, text: string, labels: LabelParser | null): { ok: true; value: RuleValue } | { ok: false; error: string } {
  if (spec.kind === 'number') return parseNumberValue(text, spec);
  if (spec.kind === 'text') {
    const name = text.trim();
    return name.length <= maxTextValue ? { ok: true, value: name } : { ok: false, error: `Keep it under ${maxTextValue} characters.` };
  }
  if (spec.kind === 'turns') {
    const read = parseTurnList(text, spec);
    return read.ok ? { ok: true, value: read.values } : read;
  }
  if (!labels) return { ok: false, error: 'Calibrate the map’s grid first: hexes are checked against its numbering.' };
  const read = parseHexList(text, labels);
  return read.ok ? { ok: true, value: read.values } : read;
}

/** The longest text value: a formation's name, not a paragraph. */
const maxTextValue = 80;

export function ValueField({ spec, source, labels, onSet }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const title = [spec.help, spec.rule ? `Rule ${spec.rule}` : ''].filter(Boolean).join(' — ') || undefined;
  const value = source.value;
  const text = draft ?? (spec.kind === 'number' || spec.kind === 'text' ? String(value) : formatList(value));
  const commit = (next: string): boolean => {
    const read = readText(spec, next, labels);
    if (!read.ok) {
      setError(read.error);
      return false;
    }
    setError(null);
    setDraft(null);
    onSet(read.value);
    return true;
  };
  const reset = source.from === 'set' && (
    <button
      type="button"
      className="rules-icon"
      onClick={() => {
        setDraft(null);
        setError(null);
        onSet(undefined);
      }}
      title={source.track !== undefined ? `Use what the track marker shows (${source.track})` : `Back to the default (${formatRuleValue(spec.default)})`}
      aria-label={`Reset ${spec.label}`}
    >
      ↺
    </button>
  );
  const label = (
    <label htmlFor={id} className="rules-value-label" title={title}>
      {spec.label}
      {spec.rule && <span className="rules-rule">{spec.rule}</span>}
    </label>
  );

  if (source.from === 'track') {
    return (
      <div className="rules-value" data-value={spec.id}>
        {label}
        <output id={id} className="rules-from-track" title={`Read from the “${spec.marker}” marker on its track: move the marker to change it`}>
          {String(value)} <span className="rules-badge">from the track</span>
        </output>
      </div>
    );
  }

  if (spec.kind === 'flag') {
    return (
      <div className="rules-value rules-value-flag" data-value={spec.id}>
        <input id={id} type="checkbox" checked={value === true} onChange={(e) => onSet(e.currentTarget.checked)} title={title} />
        {label}
        {reset}
      </div>
    );
  }

  if (spec.kind === 'choice') {
    return (
      <div className="rules-value" data-value={spec.id}>
        {label}
        <span className="rules-value-row">
          <select id={id} value={String(value)} onChange={(e) => onSet(e.currentTarget.value)} title={title}>
            {(spec.choices ?? []).map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
          {reset}
        </span>
      </div>
    );
  }

  const number = spec.kind === 'number';
  const current = typeof value === 'number' ? value : Number(spec.default) || 0;
  const step = (delta: number) => {
    setDraft(null);
    setError(null);
    const next = stepNumber(current, delta, spec);
    if (next !== current || source.from !== 'set') onSet(next);
  };
  const placeholder = spec.kind === 'hexes' ? (labels ? `e.g. ${labels.label({ col: 5, row: 3 })}, ${labels.label({ col: 5, row: 4 })}` : 'calibrate the map first') : spec.kind === 'turns' ? 'e.g. 3, 5-7' : undefined;
  return (
    <div className="rules-value" data-value={spec.id}>
      {label}
      <span className="rules-value-row">
        {number && (
          <button type="button" className="rules-step" onClick={() => step(-1)} disabled={spec.min !== undefined && current <= spec.min} title={`One less${spec.min !== undefined ? ` (lowest ${spec.min})` : ''}`} aria-label={`${spec.label}: one less`}>
            −
          </button>
        )}
        <input
          id={id}
          className={number ? 'rules-number' : 'rules-list-input'}
          value={text}
          inputMode={number ? 'numeric' : undefined}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          title={title ?? (number ? undefined : spec.kind === 'text' ? 'Enter applies' : 'Separate with commas or spaces; Enter applies')}
          spellCheck={false}
          onChange={(e) => {
            setDraft(e.currentTarget.value);
            setError(null);
          }}
          onBlur={() => draft !== null && commit(draft)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              if (draft !== null) commit(draft);
            } else if (e.key === 'Escape' && (draft !== null || error)) {
              e.preventDefault();
              e.stopPropagation();
              setDraft(null);
              setError(null);
            }
          }}
        />
        {number && (
          <button type="button" className="rules-step" onClick={() => step(1)} disabled={spec.max !== undefined && current >= spec.max} title={`One more${spec.max !== undefined ? ` (highest ${spec.max})` : ''}`} aria-label={`${spec.label}: one more`}>
            +
          </button>
        )}
        {reset}
      </span>
      {source.from === 'set' && source.track !== undefined && source.track !== value && <p className="muted rules-note">The track marker shows {source.track}; the value set here counts.</p>}
      {error && (
        <p id={`${id}-error`} className="rules-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
