/**
 * Small pieces the assistant's panel, dialogs and verdict card share: a list of modifiers with tick
 * boxes for the situational ones, the roll controls (the shared roller, or a physical die typed
 * in), findings (grouped by severity, or one row at a time) that focus the map on what they
 * are about, and the alert paragraph every one of them shows an error in.
 */
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Cell } from '../../model/grid';
import { describeModifier, isOn } from '../../rules/kit/modifiers';
import type { Finding, Modifier } from '../../rules/kit/types';
import { findingCells, groupFindings, severityIcon } from './findingText';
import { dieRange, parseTypedRoll } from './rollMath';

/**
 * A sentence the players must see at once (why something failed, a refused claim): a paragraph
 * with `role="alert"`, styled as an error unless `className` says otherwise. One component, so
 * every dialog announces its errors the same way.
 */
export function Alert({ children, className = 'rules-error' }: { children: ReactNode; className?: string }) {
  return (
    <p className={className} role="alert">
      {children}
    </p>
  );
}

/**
 * A field's keydown handler that makes Enter submit the field alone: the key goes no further, so
 * the dialog around it does not take Enter as its own next step too.
 */
export function submitOnEnter(submit: () => void) {
  return (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    e.stopPropagation();
    submit();
  };
}

/** A modifier as a list shows it, with where it came from when not the setup itself. */
export interface ListedModifier {
  modifier: Modifier;
  /** The tick key (defaults to the modifier's id). */
  tick?: string;
  /** "from Artillery support (16.3)". */
  source?: string;
}

/** Modifiers, each in words with its rule; situational ones with a tick box the players decide. */
export function ModifierList({ items, onToggle, disabled, empty }: { items: readonly ListedModifier[]; onToggle(tick: string, on: boolean): void; disabled?: boolean; empty?: string }) {
  if (items.length === 0) return <p className="muted rules-empty">{empty ?? 'No modifiers.'}</p>;
  return (
    <ul className="rules-modifiers">
      {items.map(({ modifier: m, tick, source }) => {
        const key = tick ?? m.id;
        const text = describeModifier(m);
        const on = isOn(m);
        return (
          <li key={key} className={on ? 'rules-modifier' : 'rules-modifier rules-off'} data-modifier={key}>
            {m.situational ? (
              <label title={`Situational: tick it when it applies (${m.rule || 'no rule given'})`}>
                <input type="checkbox" checked={on} disabled={disabled} onChange={(e) => onToggle(key, e.currentTarget.checked)} aria-label={text} /> {text}
              </label>
            ) : (
              <span title={on ? 'Applies' : 'Does not apply'}>
                <span className="rules-tick" aria-hidden="true">
                  {on ? '✓' : '–'}
                </span>{' '}
                {text}
              </span>
            )}
            {source && <span className="muted rules-source"> {source}</span>}
          </li>
        );
      })}
    </ul>
  );
}

/** A choice made before a report or a roll (which event marker was drawn, the target hex), under `label`. */
export function ChoicePicker({ name, label = 'Choose', choices, value, onPick, disabled }: { name: string; label?: string; choices: readonly { value: string; label: string }[]; value: string; onPick(value: string): void; disabled?: boolean }) {
  return (
    <label className="rules-choose">
      {label}
      <select value={value} onChange={(e) => onPick(e.currentTarget.value)} disabled={disabled} aria-label={`${name}: ${label.toLowerCase()}`}>
        <option value="">Choose…</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Roll controls: a Roll button (the shared roller) and a field to type the physical die instead.
 * `onTyped` gets a checked number; a bad one shows the reason and does nothing else.
 */
export function RollControls({ die, onRoll, onTyped, disabled, rollLabel, rollTitle, children }: { die: string; onRoll(): void; onTyped(roll: number): void; disabled?: boolean; rollLabel?: string; rollTitle?: string; children?: ReactNode }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const { min, max } = dieRange(die);
  const submitTyped = () => {
    const read = parseTypedRoll(typed, die);
    if (!read.ok) return setError(read.error);
    setError(null);
    setTyped('');
    onTyped(read.roll);
  };
  return (
    <div className="rules-roll">
      <button type="button" className="primary" onClick={onRoll} disabled={disabled} title={rollTitle ?? `Roll ${die} with the shared roller; the result goes to the log`}>
        {rollLabel ?? `Roll ${die}`}
      </button>
      <span className="muted">or type your die</span>
      <input
        id={id}
        className="rules-die-input"
        inputMode="numeric"
        value={typed}
        disabled={disabled}
        aria-label={`The ${die} you rolled`}
        aria-invalid={error ? true : undefined}
        title={`Rolled a real die? Type what it shows (${min}–${max}) and press Enter`}
        placeholder={`${min}–${max}`}
        onChange={(e) => {
          setTyped(e.currentTarget.value);
          setError(null);
        }}
        onKeyDown={submitOnEnter(submitTyped)}
      />
      <button type="button" onClick={submitTyped} disabled={disabled || typed.trim() === ''} title="Use the die you typed">
        Use
      </button>
      {children}
      {error && <Alert>{error}</Alert>}
    </div>
  );
}

/** Findings grouped by severity; a finding about hexes or counters is a button that focuses the map on them. */
export function FindingList({ findings, onFocus, empty }: { findings: readonly Finding[]; onFocus?(cells: Cell[], pieces: string[]): void; empty?: string }) {
  if (findings.length === 0) return <p className="muted rules-empty">{empty ?? 'Nothing to report.'}</p>;
  return (
    <div className="rules-findings">
      {groupFindings(findings).map((group) => (
        <section key={group.severity} className={`rules-findings-group rules-${group.severity}`} aria-label={group.title}>
          <h5>
            <span aria-hidden="true">{group.icon}</span> {group.title} ({group.findings.length})
          </h5>
          <ul>
            {group.findings.map((f, i) => (
              <FindingRow key={i} finding={f} onFocus={onFocus} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * One finding as a list item: its rule and text, a button that focuses the map when it names hexes
 * or counters and `onFocus` is given. In a list grouped by severity (`list`) a finding that is not
 * a button is boxed like one; on the verdict card (`card`), where every severity shares one list,
 * each row leads with its severity icon and plain rows stay unboxed.
 */
export function FindingRow({ finding, onFocus, variant = 'list' }: { finding: Finding; onFocus?(cells: Cell[], pieces: string[]): void; variant?: 'list' | 'card' }) {
  const cells = findingCells(finding);
  const pieces = finding.pieces ?? [];
  const body = (
    <>
      {variant === 'card' && (
        <>
          <span aria-label={finding.severity} title={finding.severity}>
            {severityIcon(finding.severity)}
          </span>{' '}
        </>
      )}
      <span className="rules-rule">{finding.rule}</span> {finding.text}
    </>
  );
  return (
    <li data-severity={finding.severity}>
      {onFocus && (cells.length > 0 || pieces.length > 0) ? (
        <button type="button" className="rules-finding" onClick={() => onFocus(cells, pieces)} title="Show on the map">
          {body}
        </button>
      ) : variant === 'card' ? (
        body
      ) : (
        <span className="rules-finding">{body}</span>
      )}
    </li>
  );
}
