/**
 * The attributes of the selected counters — what rules assistants read — in a floating, non-modal
 * panel over the table. The well-known fields (side, nationality, type, size, attack, defence,
 * movement, steps, and the flags elite/assault/mountain) always show, then any other key a selected
 * counter has. With several counters selected, a field whose values differ shows "(mixed)";
 * whatever is typed is set on all of them. Numbers are checked as they are typed (nothing is
 * written while one is wrong). Apply writes every change in ONE `setAttributes` operation.
 *
 * The panel follows the selection and the document live: select other counters and it shows
 * theirs (edits not yet applied are dropped); a friend's change shows at once.
 */
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { GameSession } from '../../doc/session';
import { setAttributes, type AttributePatch } from '../../doc/pieceOps';
import type { AttributeValue, Piece } from '../../model/records';
import { flagAttributes, numberAttributes, wellKnownAttributes } from '../../setup/orderOfBattle';
import { useSlice, type ViewStore } from '../table/viewStore';

interface Props {
  session: GameSession;
  /** Ids of the selected pieces. */
  selection: readonly string[];
  onClose(): void;
}

type FieldKind = 'text' | 'number' | 'flag';

/** What the selected counters hold for one key. */
type Baseline =
  | { state: 'same'; value: AttributeValue }
  | { state: 'absent' }
  | { state: 'mixed' };

interface FieldInfo {
  key: string;
  label: string;
  kind: FieldKind;
  baseline: Baseline;
  /** Whether any selected counter has the key (so it can be removed). */
  present: boolean;
  /** A new key nobody has yet: what is typed is read as a number or true/false when it looks like one. */
  loose: boolean;
}

/** An edit not yet applied: the typed text, a checkbox's state, or `null` to remove the key. */
type Draft = string | boolean | null;

const labels: Record<string, string> = {
  side: 'Side',
  nationality: 'Nationality',
  type: 'Type',
  size: 'Size',
  attack: 'Attack',
  defence: 'Defence',
  movement: 'Movement',
  steps: 'Steps',
  elite: 'Elite',
  assault: 'Assault',
  mountain: 'Mountain',
};

const flags = new Set<string>(flagAttributes);
const numbers = new Set<string>(numberAttributes);

function readNumber(text: string): number | null {
  const t = text.trim().replace(',', '.');
  return /^-?\d+(?:\.\d+)?$/.test(t) ? Number(t) : null;
}

/** Text typed for a new key: a number or true/false when it looks like one. */
function looseValue(text: string): AttributeValue {
  if (/^-?(?:0|[1-9]\d*)(?:\.\d+)?$/.test(text)) return Number(text);
  if (/^(true|false)$/i.test(text)) return text.toLowerCase() === 'true';
  return text;
}

/** The fields to show for these pieces, with what they hold. */
function fieldsOf(pieces: readonly Piece[], added: readonly string[]): FieldInfo[] {
  const others = new Set<string>();
  for (const p of pieces) for (const k of Object.keys(p.attrs)) if (!wellKnownAttributes.includes(k)) others.add(k);
  for (const k of added) if (!wellKnownAttributes.includes(k)) others.add(k);
  const keys = [...wellKnownAttributes, ...[...others].sort((a, b) => a.localeCompare(b))];
  return keys.map((key) => {
    const values = pieces.map((p) => p.attrs[key]);
    const present = values.some((v) => v !== undefined);
    const defined = values.filter((v): v is AttributeValue => v !== undefined);
    let kind: FieldKind = 'text';
    if (flags.has(key) || (defined.length > 0 && defined.every((v) => typeof v === 'boolean'))) kind = 'flag';
    else if (numbers.has(key) || (defined.length > 0 && defined.every((v) => typeof v === 'number'))) kind = 'number';
    let baseline: Baseline;
    if (kind === 'flag') {
      // A flag that is absent reads as "no", the same as false.
      const on = values.map((v) => v === true);
      baseline = on.every(Boolean) ? { state: 'same', value: true } : on.some(Boolean) ? { state: 'mixed' } : { state: 'same', value: false };
    } else if (!present) baseline = { state: 'absent' };
    else if (defined.length === values.length && defined.every((v) => v === defined[0])) baseline = { state: 'same', value: defined[0] };
    else baseline = { state: 'mixed' };
    return { key, label: labels[key] ?? key, kind, baseline, present, loose: !present && !wellKnownAttributes.includes(key) };
  });
}

/** What a draft would write for a field, or `undefined` when it changes nothing. */
function patchValue(field: FieldInfo, draft: Draft): AttributeValue | null | undefined {
  const b = field.baseline;
  if (draft === null) return field.present ? null : undefined;
  if (field.kind === 'flag') {
    const on = draft === true;
    if (b.state === 'same' && b.value === on) return undefined;
    return on ? true : null;
  }
  const text = String(draft).trim();
  if (text === '') return b.state === 'same' ? null : undefined;
  const value: AttributeValue = field.kind === 'number' ? (readNumber(text) ?? Number.NaN) : field.loose ? looseValue(text) : text;
  if (b.state === 'same' && b.value === value) return undefined;
  return value;
}

function describeSelection(pieces: readonly Piece[]): string {
  if (pieces.length === 0) return 'Nothing selected';
  if (pieces.length === 1) return pieces[0].name || '1 counter';
  return `${pieces.length} counters: ${pieces.slice(0, 2).map((p) => p.name || 'counter').join(', ')}${pieces.length > 2 ? '…' : ''}`;
}

export function AttributesPanel({ session, selection, onClose }: Props) {
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  const subscribe = useMemo(() => (notify: () => void) => session.subscribe(() => notify()), [session]);
  const table = useSyncExternalStore(subscribe, session.snapshot);
  const pieces = useMemo(() => selection.map((id) => table.pieces.get(id)).filter((p): p is Piece => !!p), [selection, table]);
  const selectionKey = pieces.map((p) => p.id).join(' ');

  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [added, setAdded] = useState<string[]>([]);
  const [newKey, setNewKey] = useState('');
  const [newKeyError, setNewKeyError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [applyError, setApplyError] = useState<string | null>(null);

  // Another selection: start afresh.
  useEffect(() => {
    setDrafts({});
    setAdded([]);
    setStatus(null);
    setApplyError(null);
  }, [selectionKey]);

  // Focus the panel when it opens, so Escape closes it at once; give focus back when it closes.
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus({ preventScroll: true });
    return () => {
      if (before?.isConnected && (!document.activeElement || document.activeElement === document.body || !document.activeElement.isConnected)) before.focus({ preventScroll: true });
    };
  }, []);

  const fields = useMemo(() => fieldsOf(pieces, added), [pieces, added]);
  const errors = useMemo(() => {
    const out: Record<string, string> = {};
    for (const f of fields) {
      const d = drafts[f.key];
      if (f.kind === 'number' && typeof d === 'string' && d.trim() !== '' && readNumber(d) === null) out[f.key] = `${f.label} must be a number`;
    }
    return out;
  }, [fields, drafts]);
  const patch = useMemo(() => {
    const out: AttributePatch = {};
    for (const f of fields) {
      if (!(f.key in drafts)) continue;
      const v = patchValue(f, drafts[f.key]);
      if (v !== undefined) out[f.key] = v;
    }
    return out;
  }, [fields, drafts]);
  const hasErrors = Object.keys(errors).length > 0;
  const changes = Object.keys(patch).length;

  const setDraft = (key: string, value: Draft) => {
    setStatus(null);
    setApplyError(null);
    setDrafts((d) => ({ ...d, [key]: value }));
  };
  const keep = (key: string) =>
    setDrafts((d) => {
      const next = { ...d };
      delete next[key];
      return next;
    });

  const apply = (e?: FormEvent) => {
    e?.preventDefault();
    if (hasErrors) {
      setApplyError('Fix the fields marked in red: nothing was changed.');
      return;
    }
    if (!changes || !pieces.length) return;
    try {
      const changed = setAttributes(
        session.actor,
        pieces.map((p) => p.id),
        patch,
      );
      setDrafts({});
      setAdded([]);
      setStatus(changed.length ? `Changed ${changed.length} counter${changed.length === 1 ? '' : 's'}.` : 'Nothing to change.');
    } catch (err) {
      setApplyError((err as Error).message);
    }
  };

  const addField = (e?: FormEvent) => {
    e?.preventDefault();
    const key = newKey.trim();
    if (!key) return setNewKeyError('Name the attribute first');
    if (key.length > 40) return setNewKeyError('At most 40 characters');
    if (fields.some((f) => f.key === key)) return setNewKeyError(`“${key}” is already listed`);
    setAdded((a) => [...a, key]);
    setNewKey('');
    setNewKeyError(null);
  };

  // Keys typed in the panel stay out of the table's shortcuts; Escape closes the panel.
  const onKeyDown = (e: ReactKeyboardEvent) => {
    e.stopPropagation();
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    }
  };
  const onKeyUp = (e: ReactKeyboardEvent) => e.stopPropagation();

  return (
    <section ref={panel} className="attributes-panel" role="dialog" aria-labelledby={titleId} tabIndex={-1} data-testid="attributes-panel" onKeyDown={onKeyDown} onKeyUp={onKeyUp}>
      <header className="attributes-head">
        <h2 id={titleId}>Attributes</h2>
        <button type="button" className="attributes-close" onClick={onClose} title="Close (Esc)" aria-label="Close attributes">
          ×
        </button>
      </header>
      <p className="attributes-who muted" data-testid="attributes-selection">
        {describeSelection(pieces)}
      </p>
      {pieces.length === 0 ? (
        <p className="attributes-empty">Select counters to see and set their attributes.</p>
      ) : (
        <>
          <form className="attributes-form" onSubmit={apply} noValidate>
            {fields.map((f) => (
              <FieldRow key={f.key} field={f} draft={drafts[f.key]} error={errors[f.key]} onDraft={(v) => setDraft(f.key, v)} onKeep={() => keep(f.key)} />
            ))}
            <div className="attributes-buttons">
              {status && (
                <span className="attributes-status" role="status">
                  {status}
                </span>
              )}
              <span className="spacer" />
              <button type="button" disabled={!Object.keys(drafts).length} onClick={() => setDrafts({})} title="Forget the changes not yet applied">
                Reset
              </button>
              <button type="submit" className="primary" disabled={!changes || hasErrors} title={pieces.length > 1 ? `Set the changed fields on all ${pieces.length} selected counters` : 'Set the changed fields'}>
                Apply
              </button>
            </div>
            {(applyError || hasErrors) && (
              <p className="attributes-error" role="alert">
                {applyError ?? 'Fix the fields marked in red to apply.'}
              </p>
            )}
          </form>
          <form className="attributes-add" onSubmit={addField} noValidate>
            <input type="text" value={newKey} maxLength={41} placeholder="Another attribute, e.g. corps" aria-label="New attribute name" aria-invalid={!!newKeyError} onChange={(e) => (setNewKey(e.currentTarget.value), setNewKeyError(null))} />
            <button type="submit">Add field</button>
            {newKeyError && (
              <span className="attributes-field-error" role="alert">
                {newKeyError}
              </span>
            )}
          </form>
        </>
      )}
    </section>
  );
}

function FieldRow({ field, draft, error, onDraft, onKeep }: { field: FieldInfo; draft: Draft | undefined; error?: string; onDraft(v: Draft): void; onKeep(): void }) {
  const id = useId();
  const checkbox = useRef<HTMLInputElement>(null);
  const b = field.baseline;
  const removing = draft === null;
  const mixed = b.state === 'mixed' && draft === undefined;
  useEffect(() => {
    if (checkbox.current) checkbox.current.indeterminate = mixed;
  }, [mixed]);
  const changed = draft !== undefined;

  if (field.kind === 'flag') {
    const checked = draft === undefined ? b.state === 'same' && b.value === true : draft === true;
    return (
      <div className="attributes-row attributes-flag" data-field={field.key} data-changed={changed || undefined}>
        <label htmlFor={id}>{field.label}</label>
        <span className="attributes-value">
          <input ref={checkbox} id={id} type="checkbox" checked={checked} data-mixed={mixed || undefined} onChange={(e) => onDraft(e.currentTarget.checked)} />
          {mixed && <span className="muted attributes-mixed">(mixed)</span>}
        </span>
        <span />
      </div>
    );
  }
  const shown = typeof draft === 'string' ? draft : b.state === 'same' ? String(b.value) : '';
  return (
    <div className="attributes-row" data-field={field.key} data-changed={changed || undefined}>
      <label htmlFor={id}>{field.label}</label>
      <span className="attributes-value">
        <input
          id={id}
          type="text"
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          value={removing ? '' : shown}
          disabled={removing}
          placeholder={removing ? '(removed)' : mixed ? '(mixed)' : ''}
          data-mixed={mixed || undefined}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            const v = e.currentTarget.value;
            if (v === '' && b.state === 'mixed') onKeep();
            else onDraft(v);
          }}
        />
        {error && (
          <span className="attributes-field-error" id={`${id}-error`} role="alert">
            {error}
          </span>
        )}
      </span>
      {removing ? (
        <button type="button" className="attributes-remove" onClick={onKeep} title={`Keep ${field.label}`} aria-label={`Keep ${field.label}`}>
          ↺
        </button>
      ) : field.present ? (
        <button type="button" className="attributes-remove" onClick={() => onDraft(null)} title={`Remove ${field.label} from the selected counters`} aria-label={`Remove ${field.label}`}>
          ×
        </button>
      ) : (
        <span />
      )}
    </div>
  );
}

/** The panel for a table view's live selection (what TableScreen renders). */
export function SelectionAttributesPanel({ session, view, onClose }: { session: GameSession; view: ViewStore; onClose(): void }) {
  const selected = useSlice(view, (s) => s.selection);
  const ids = useMemo(() => [...selected], [selected]);
  return <AttributesPanel session={session} selection={ids} onClose={onClose} />;
}
