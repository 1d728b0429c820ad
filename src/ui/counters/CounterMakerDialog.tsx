/**
 * "New counters": a form that draws a NATO-style counter without any image — side colours, unit
 * symbol, size pips, name, factors such as 3-4-8 and a reduced back with a stripe — or a marker
 * (one face, no symbol, a large label such as DG). A live preview shows both sides as the table
 * will draw them; the attributes rules assistants read (side, type, size, attack, defence,
 * movement, steps, flags) are derived from the form unless typed over. "Add to table" adds all the
 * copies, stacked at `at`, in one undoable operation.
 */
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { GameSession } from '../../doc/session';
import { addCounters } from '../../doc/pieceOps';
import { unitSymbols, type AttributeValue, type UnitSymbol } from '../../model/records';
import {
  counterAttributes,
  counterFaces,
  flagAttributes,
  isTwoSided,
  parseFactors,
  sizeNames,
  sizePips,
  symbolNames,
  type CounterDesign,
  type DerivedAttribute,
} from '../../setup/orderOfBattle';
import { useModal } from '../net/useModal';
import { CounterPreview } from './CounterPreview';
import { SideColourFields } from './SideColourFields';
import { useSideColours } from './useSideColours';

interface Props {
  session: GameSession;
  onClose(): void;
  /** Hears the ids of the counters added, so the table can show and select them. */
  onAdded?(ids: string[]): void;
  /** Where the new counters go (board pixels); they stack there. */
  at: { board: string; x: number; y: number };
}

/** Most copies made at once. */
export const maxCopies = 50;

const overrideFields: { key: Exclude<DerivedAttribute, 'type'>; label: string; integer?: boolean }[] = [
  { key: 'attack', label: 'Attack' },
  { key: 'defence', label: 'Defence' },
  { key: 'movement', label: 'Movement' },
  { key: 'steps', label: 'Steps', integer: true },
];

const flagLabels: Record<string, string> = { elite: 'Elite', assault: 'Assault', mountain: 'Mountain' };

/** Reads a typed number: undefined for empty, NaN when it is not one. */
function typedNumber(text: string): number | undefined {
  const t = text.trim().replace(',', '.');
  if (!t) return undefined;
  return /^-?\d+(?:\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

const attributeText = (attrs: Record<string, AttributeValue>) =>
  Object.entries(attrs)
    .map(([k, v]) => (v === true ? k : `${k} ${v}`))
    .join(' · ');

/** The "New counters" dialog: counters drawn from a form, for games whose counter sheets are not scanned. */
export function CounterMakerDialog({ session, onClose, onAdded, at }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const keys = useModal(dialog, onClose);
  const id = useId();

  // Side colours: those the game's counters already use, then whatever is chosen here, per side.
  const colours = useSideColours(session);
  const { side, fill, ink, stripe } = colours;

  const [kind, setKind] = useState<'unit' | 'marker'>('unit');
  const [hidden, setHidden] = useState(false);
  const [name, setName] = useState('');
  const [nationality, setNationality] = useState('');
  const [symbol, setSymbol] = useState<UnitSymbol>('infantry');
  const [pips, setPips] = useState('XX');
  const [label, setLabel] = useState('');
  const [factors, setFactors] = useState('');
  const [reduced, setReduced] = useState('');
  const [copies, setCopies] = useState('1');
  const [type, setType] = useState('');
  const [numbers, setNumbers] = useState<Record<string, string>>({});
  const [flags, setFlags] = useState<Set<string>>(new Set());
  const [addError, setAddError] = useState<string | null>(null);

  const marker = kind === 'marker';

  const numberErrors = useMemo(() => {
    const out: Record<string, string> = {};
    for (const f of overrideFields) {
      const v = typedNumber(numbers[f.key] ?? '');
      if (v === undefined) continue;
      if (Number.isNaN(v)) out[f.key] = `${f.label} must be a number`;
      else if (f.integer && (!Number.isInteger(v) || v < 1 || v > 20)) out[f.key] = `${f.label} must be a whole number from 1 to 20`;
    }
    return out;
  }, [numbers]);
  const copyCount = Number(copies);
  const copiesError = Number.isInteger(copyCount) && copyCount >= 1 && copyCount <= maxCopies ? null : `Copies must be a whole number from 1 to ${maxCopies}`;

  const design: CounterDesign = useMemo(() => {
    const overrides: Partial<Record<DerivedAttribute, AttributeValue>> = {};
    if (type.trim()) overrides.type = type.trim();
    for (const f of overrideFields) {
      const v = typedNumber(numbers[f.key] ?? '');
      if (v !== undefined && !Number.isNaN(v)) overrides[f.key] = v;
    }
    return {
      name,
      kind,
      side,
      nationality,
      fill,
      ink,
      symbol: marker ? 'none' : symbol,
      size: marker ? label : pips,
      factors,
      reduced: marker ? '' : reduced,
      stripe,
      overrides,
      flags: [...flags],
    };
  }, [name, kind, side, nationality, fill, ink, marker, symbol, label, pips, factors, reduced, stripe, type, numbers, flags]);

  const faces = useMemo(() => counterFaces(design), [design]);
  const attrs = useMemo(() => counterAttributes(design), [design]);
  const derived = useMemo(() => counterAttributes({ ...design, overrides: {}, flags: [] }), [design]);
  const factorsUnread = !marker && factors.trim() !== '' && parseFactors(factors) === null;
  const reducedUnread = !marker && reduced.trim() !== '' && parseFactors(reduced) === null;
  const problems = [...Object.values(numberErrors), ...(copiesError ? [copiesError] : [])];
  const canAdd = problems.length === 0;

  const add = (e?: FormEvent) => {
    e?.preventDefault();
    if (!canAdd) return;
    try {
      const counter = { name: name.trim(), kind, faces, attrs };
      const many = Array.from({ length: copyCount }, () => counter);
      if (hidden) {
        void session.addHidden(many, at).then(
          (ids) => {
            onClose();
            onAdded?.(ids);
          },
          (err: Error) => setAddError(err.message),
        );
        return;
      }
      const ids = addCounters(session.actor, many, at);
      onClose();
      onAdded?.(ids);
    } catch (err) {
      setAddError((err as Error).message);
    }
  };

  const field = (key: string) => `${id}-${key}`;
  const who = name.trim() || (marker ? 'the marker' : 'the counter');

  return (
    <div className="modal-backdrop" {...keys}>
      <div ref={dialog} className="modal counter-maker" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} data-testid="counter-maker">
        <h2 id={`${id}-title`}>New counters</h2>
        <form className="counter-maker-body" onSubmit={add} noValidate>
          <div className="counter-maker-fields">
            <div className="counter-maker-top">
              <fieldset className="counter-maker-kind">
                <legend>Make</legend>
                <label>
                  <input type="radio" name={field('kind')} checked={!marker} onChange={() => setKind('unit')} /> Unit
                </label>
                <label>
                  <input type="radio" name={field('kind')} checked={marker} onChange={() => setKind('marker')} /> Marker
                </label>
              </fieldset>
              <label className="counter-maker-field counter-maker-copies">
                <span>Copies</span>
                <input type="number" min={1} max={maxCopies} step={1} value={copies} aria-invalid={!!copiesError} title={`How many identical counters to make (1 to ${maxCopies}); they are stacked`} onChange={(e) => setCopies(e.currentTarget.value)} />
              </label>
            </div>

            <label className="counter-maker-field">
              <span>Name</span>
              <input autoFocus type="text" value={name} maxLength={60} placeholder={marker ? 'e.g. Disrupted' : 'e.g. 2/Lehr'} onChange={(e) => setName(e.currentTarget.value)} />
            </label>
            <SideColourFields colours={colours} marker={marker} sidesListId={field('sides')} />

            {marker ? (
              <label className="counter-maker-field">
                <span>Label</span>
                <input type="text" value={label} maxLength={8} placeholder="e.g. DG, OOS" title="Printed large in the middle of the marker" onChange={(e) => setLabel(e.currentTarget.value)} />
              </label>
            ) : (
              <div className="counter-maker-pair">
                <div className="counter-maker-field">
                  <label htmlFor={field('symbol')}>Unit symbol</label>
                  <select id={field('symbol')} value={symbol} onChange={(e) => setSymbol(e.currentTarget.value as UnitSymbol)}>
                    {unitSymbols.map((s) => (
                      <option key={s} value={s}>
                        {symbolNames[s]}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="counter-maker-field">
                  <label htmlFor={field('size')}>Size</label>
                  <select id={field('size')} value={pips} onChange={(e) => setPips(e.currentTarget.value)}>
                    {sizePips.map((p) => (
                      <option key={p} value={p}>
                        {p ? `${p} (${sizeNames[p]})` : 'none'}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
            )}

            <div className="counter-maker-pair">
              <label className="counter-maker-field">
                <span>Factors</span>
                <input type="text" value={factors} maxLength={16} placeholder={marker ? '' : 'e.g. 3-4-8'} aria-describedby={factorsUnread ? field('factors-note') : undefined} onChange={(e) => setFactors(e.currentTarget.value)} />
              </label>
              {!marker && (
                <label className="counter-maker-field">
                  <span>Reduced factors</span>
                  <input type="text" value={reduced} maxLength={16} placeholder="empty: one-sided" title="Printed on the back, under a stripe; leave empty for a one-sided counter" onChange={(e) => setReduced(e.currentTarget.value)} />
                </label>
              )}
            </div>
            {(factorsUnread || reducedUnread) && (
              <p className="counter-maker-note" id={field('factors-note')}>
                {factorsUnread ? `“${factors.trim()}” is not like 3-4-8: it is printed as it is, but attack, defence and movement are not read from it.` : `“${reduced.trim()}” is printed on the back as it is.`}
              </p>
            )}

            <fieldset className="counter-maker-attrs">
              <legend>Attributes (for rules assistants)</legend>
              <label className="counter-maker-field">
                <span>Nationality</span>
                <input type="text" value={nationality} maxLength={40} placeholder="e.g. German, or a contingent" onChange={(e) => setNationality(e.currentTarget.value)} />
              </label>
              {!marker && (
                <label className="counter-maker-field">
                  <span>Type</span>
                  <input type="text" value={type} maxLength={40} placeholder={String(derived.type ?? '')} title="Empty: the unit symbol" onChange={(e) => setType(e.currentTarget.value)} />
                </label>
              )}
              <div className="counter-maker-numbers">
                {overrideFields.map((f) => (
                  <div key={f.key} className="counter-maker-field">
                    <label htmlFor={field(f.key)}>{f.label}</label>
                    <input
                      id={field(f.key)}
                      type="text"
                      inputMode="decimal"
                      value={numbers[f.key] ?? ''}
                      placeholder={derived[f.key] !== undefined ? String(derived[f.key]) : ''}
                      title={f.key === 'steps' ? 'Empty: 2 with a reduced side, else 1' : 'Empty: read from the factors'}
                      aria-invalid={!!numberErrors[f.key]}
                      aria-describedby={numberErrors[f.key] ? field(`${f.key}-error`) : undefined}
                      onChange={(e) => {
                        const v = e.currentTarget.value;
                        setNumbers((n) => ({ ...n, [f.key]: v }));
                      }}
                    />
                    {numberErrors[f.key] && (
                      <span className="counter-maker-error" id={field(`${f.key}-error`)} role="alert">
                        {numberErrors[f.key]}
                      </span>
                    )}
                  </div>
                ))}
              </div>
              <div className="counter-maker-flags">
                {flagAttributes.map((f) => (
                  <label key={f}>
                    <input
                      type="checkbox"
                      checked={flags.has(f)}
                      onChange={(e) => {
                        const on = e.currentTarget.checked;
                        setFlags((s) => {
                          const next = new Set(s);
                          if (on) next.add(f);
                          else next.delete(f);
                          return next;
                        });
                      }}
                    />{' '}
                    {flagLabels[f]}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>

          <div className="counter-maker-preview" aria-live="polite">
            <figure>
              <CounterPreview face={faces[0]} label={`Front of ${who}`} size={112} testId="counter-maker-front" />
              <figcaption>{marker ? 'Marker' : 'Front'}</figcaption>
            </figure>
            {faces[1] && (
              <figure>
                <CounterPreview face={faces[1]} label={`Reduced side of ${who}`} size={112} testId="counter-maker-back" />
                <figcaption>Reduced</figcaption>
              </figure>
            )}
            {!marker && !isTwoSided(design) && <p className="muted counter-maker-hint">One-sided: give reduced factors for a back.</p>}
            <p className="counter-maker-summary" data-testid="counter-maker-attributes">
              {attributeText(attrs) || 'No attributes'}
            </p>
          </div>

          <div className="counter-maker-footer">
            {(problems.length > 0 || addError) && (
              <p className="counter-maker-error" role="alert">
                {addError ?? problems.join('. ')}
              </p>
            )}
            <div className="modal-buttons">
              <label className="counter-maker-hidden" title="Only you see its face; the others see a hidden counter until you reveal it (V). Its face travels only as ciphertext.">
                <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.currentTarget.checked)} /> Hidden from the other players
              </label>
              <button type="button" onClick={onClose}>
                Cancel
              </button>
              <button type="submit" className="primary" disabled={!canAdd}>
                Add to table
              </button>
            </div>
          </div>
        </form>
      </div>
    </div>
  );
}
