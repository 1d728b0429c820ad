/**
 * "Add → Box, track, cup or deck…": a dialog that makes one of the components every seed game
 * uses — an off-map box (Staging Area, Eliminated), a numbered track (turn record, morale −4…+2),
 * an opaque cup to draw from, a deck of cards, or a player's hand — placed to the right of the
 * boards on the table, in one undoable operation. Mistakes are shown in the dialog and nothing is added.
 */
import { useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import type { GameSession } from '../../doc/session';
import { addBox, addCup, addDeck, addHand, addTrack } from '../../doc/componentOps';
import { ComponentError, maxBoxSide, maxCell, maxComponentName, maxTrackValue, minBoxSide, minCell } from '../../components/model';
import { cupCellFor, defaultBoxSize, defaultDeckCell, defaultTrackCell } from '../../components/layout';
import { useBackdropClose, useModal } from '../net/useModal';

export type NewComponentKind = 'box' | 'track' | 'cup' | 'deck' | 'hand';

/** What was made: its kind and its board's id (= the component's id). */
export interface CreatedComponent {
  kind: NewComponentKind;
  boardId: string;
}

interface Props {
  session: GameSession;
  onClose(): void;
  /** Called after a component is added (before `onClose`), e.g. to fit the view or open a cup's panel. */
  onCreated?(created: CreatedComponent): void;
}

const kinds: { kind: NewComponentKind; label: string; title: string; placeholder: string }[] = [
  { kind: 'box', label: 'Box', title: 'A named rectangle off the map where pieces sit and stack: Staging Area, Eliminated, Reinforcements', placeholder: 'Eliminated' },
  { kind: 'track', label: 'Track', title: 'A numbered track with a box per value: turn record, morale −4…+2, casualties 0…20', placeholder: 'Turn' },
  { kind: 'cup', label: 'Cup', title: 'An opaque cup: pieces put in it are hidden, and you draw one at random', placeholder: 'Random events' },
  { kind: 'deck', label: 'Deck', title: 'A deck of cards to shuffle, draw, deal and discard (a card’s first face is its back)', placeholder: 'Action cards' },
  { kind: 'hand', label: 'Hand', title: 'A player’s hand for cards (everyone can see it: there is no privacy)', placeholder: '' },
];

/** The size of the largest counter on the table (0 on an empty one). */
function largestCounter(session: Props['session']): number {
  let largest = 0;
  for (const p of session.snapshot().pieces.values()) largest = Math.max(largest, p.size);
  return largest;
}

const toNumber = (s: string) => (s.trim() === '' ? NaN : Number(s));

export function AddComponentDialog({ session, onClose, onCreated }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const keys = useModal(dialog, onClose);
  const backdrop = useBackdropClose(onClose);
  const [kind, setKind] = useState<NewComponentKind>('box');
  const [name, setName] = useState('');
  const [player, setPlayer] = useState(session.actor.name);
  const [from, setFrom] = useState('1');
  const [to, setTo] = useState('10');
  const [vertical, setVertical] = useState(false);
  const [marker, setMarker] = useState('');
  const [width, setWidth] = useState(String(defaultBoxSize.width));
  const [height, setHeight] = useState(String(defaultBoxSize.height));
  const [cells, setCells] = useState<Record<'track' | 'cup' | 'deck', string>>({ track: String(defaultTrackCell), cup: String(cupCellFor(largestCounter(session))), deck: String(defaultDeckCell) });
  const [error, setError] = useState<string | null>(null);
  const current = kinds.find((k) => k.kind === kind)!;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // An empty name takes the example shown in the box ("Eliminated", "Turn"…).
    const named = name.trim() || current.placeholder;
    try {
      let boardId: string;
      if (kind === 'box') boardId = addBox(session.actor, named, { width: toNumber(width), height: toNumber(height) });
      else if (kind === 'track') boardId = addTrack(session.actor, named, { from: toNumber(from), to: toNumber(to), cell: toNumber(cells.track), vertical, marker });
      else if (kind === 'cup') boardId = addCup(session.actor, named, { cell: toNumber(cells.cup) });
      else if (kind === 'deck') boardId = addDeck(session.actor, named, { cell: toNumber(cells.deck) });
      else boardId = addHand(session.actor, player);
      onCreated?.({ kind, boardId });
      onClose();
    } catch (err) {
      if (!(err instanceof ComponentError)) throw err;
      setError(err.message);
    }
  };

  const field = (label: string, input: ReactElement, title?: string) => (
    <label className="components-field" title={title}>
      <span>{label}</span>
      {input}
    </label>
  );
  const cellField = (k: 'track' | 'cup' | 'deck', label: string, title: string) =>
    field(
      label,
      <input type="number" min={minCell} max={maxCell} step={1} value={cells[k]} data-testid="component-cell" onChange={(e) => setCells({ ...cells, [k]: e.currentTarget.value })} />,
      title,
    );

  return (
    <div className="modal-backdrop" {...keys} {...backdrop}>
      <div ref={dialog} className="modal components-dialog" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} data-testid="component-dialog">
        <h2 id={`${id}-title`}>Add a box, track, cup or deck</h2>
        <form onSubmit={submit}>
          <fieldset className="components-kinds">
            <legend>What</legend>
            {kinds.map((k) => (
              <label key={k.kind} title={k.title}>
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={k.kind}
                  checked={kind === k.kind}
                  autoFocus={kind === k.kind}
                  data-testid={`component-kind-${k.kind}`}
                  onChange={() => {
                    setKind(k.kind);
                    setError(null);
                  }}
                />
                {k.label}
              </label>
            ))}
          </fieldset>
          <p className="components-hint muted">{current.title}.</p>
          <div className="components-fields">
            {kind === 'hand'
              ? field('Player', <input value={player} maxLength={maxComponentName} data-testid="component-player" onChange={(e) => setPlayer(e.currentTarget.value)} />, 'Whose hand: it is named “<player>’s hand”')
              : field('Name', <input value={name} maxLength={maxComponentName} placeholder={current.placeholder} data-testid="component-name" onChange={(e) => setName(e.currentTarget.value)} />, 'Printed on the board and used in the log')}
            {kind === 'box' && (
              <>
                {field('Width', <input type="number" min={minBoxSide} max={maxBoxSide} step={1} value={width} data-testid="component-width" onChange={(e) => setWidth(e.currentTarget.value)} />, 'Width in table units (a counter is about 50)')}
                {field('Height', <input type="number" min={minBoxSide} max={maxBoxSide} step={1} value={height} data-testid="component-height" onChange={(e) => setHeight(e.currentTarget.value)} />, 'Height in table units')}
              </>
            )}
            {kind === 'track' && (
              <>
                {field('First value', <input type="number" min={-maxTrackValue} max={maxTrackValue} step={1} value={from} data-testid="component-from" onChange={(e) => setFrom(e.currentTarget.value)} />, 'The value printed in the first box, e.g. 1 or −4')}
                {field('Last value', <input type="number" min={-maxTrackValue} max={maxTrackValue} step={1} value={to} data-testid="component-to" onChange={(e) => setTo(e.currentTarget.value)} />, 'The value printed in the last box; lower than the first for a track that counts down')}
                {cellField('track', 'Box size', 'Side of each box in table units (a counter is about 50)')}
                <fieldset className="components-direction">
                  <legend>Direction</legend>
                  <label title="Boxes run left to right">
                    <input type="radio" name={`${id}-dir`} checked={!vertical} data-testid="component-horizontal" onChange={() => setVertical(false)} />
                    Across
                  </label>
                  <label title="Boxes run top to bottom">
                    <input type="radio" name={`${id}-dir`} checked={vertical} data-testid="component-vertical" onChange={() => setVertical(true)} />
                    Down
                  </label>
                </fieldset>
                {field('Marker', <input value={marker} maxLength={maxComponentName} placeholder="none" data-testid="component-marker" onChange={(e) => setMarker(e.currentTarget.value)} />, 'Name of a marker counter to put in the first box (leave empty for none)')}
              </>
            )}
            {kind === 'cup' && cellField('cup', 'Size', 'Side of the cup and of the “Drawn” spot beside it, in table units')}
            {kind === 'deck' && cellField('deck', 'Card size', 'Side of the draw pile, face-up and discard spots, in table units')}
          </div>
          {error && (
            <p className="components-error" role="alert" data-testid="component-error">
              {error}
            </p>
          )}
          <div className="modal-buttons">
            <button type="button" onClick={onClose} title="Close without adding anything (Esc)">
              Cancel
            </button>
            <button type="submit" className="primary" data-testid="component-add" title={`Add the ${current.label.toLowerCase()} to the right of the boards on the table`}>
              Add
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
