/**
 * The actions of one cup or deck, in a small floating, non-modal panel (top left of the table):
 * a cup's "Draw one"; a deck's Shuffle, Draw face up, Draw face down (to your hand), Deal n to
 * each hand, Discard the face-up cards, Shuffle the discards back in. Every action is a named
 * operation, so it is logged, synced and undoable. Escape (with focus in the panel) closes it.
 *
 * Hands and cups are not private: every player's browser holds every piece (see componentOps.ts).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import type { GameSession } from '../../doc/session';
import { cupPieces, dealCards, deckState, discard, drawCard, drawFromCup, shuffleDeck } from '../../doc/componentPlay';
import { ComponentError, handName, kindLabel, maxDeal } from '../../components/model';
import { useComponents, useSessionTable } from './componentsStore';
import { isPileSealed, SealedPileSection } from './SealedPileSection';

interface Props {
  session: GameSession;
  /** The component's board (= the component's id). */
  boardId: string;
  onClose(): void;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function ComponentPanel({ session, boardId, onClose }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const components = useComponents(session);
  const table = useSessionTable(session);
  const component = components.find((c) => c.boardId === boardId);
  const board = table.boards.get(boardId);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [secret, setSecret] = useState(false);
  const [dealCount, setDealCount] = useState('1');

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus({ preventScroll: true });
    return () => {
      if (before?.isConnected && (!document.activeElement || document.activeElement === document.body || !document.activeElement.isConnected)) before.focus({ preventScroll: true });
    };
  }, [boardId]);
  useEffect(() => setStatus(null), [boardId]);

  /** Runs an action, showing what came of it (or why it could not be done). */
  const act = (action: () => string | null) => {
    try {
      const text = action();
      setStatus(text ? { text, error: false } : null);
    } catch (e) {
      if (!(e instanceof ComponentError)) throw e;
      setStatus({ text: e.message, error: true });
    }
  };

  const fail = (text: string) => setStatus({ text, error: true });

  const onKeyDown = (e: ReactKeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
    } else if (e.key === ' ' || e.key === 'Enter') {
      // Keys that press buttons here stay out of the table's shortcuts (Space would start a pan).
      e.stopPropagation();
    }
  };

  let title = 'Not on the table';
  let body: ReactNode = <p className="muted">It is no longer on the table.</p>;
  const me = session.actor.name;

  if (component && board && component.kind === 'cup') {
    const inside = cupPieces(session.actor.doc, boardId);
    const sealed = isPileSealed(session, boardId);
    title = `Cup: ${board.name} (${inside.length})`;
    body = (
      <>
        <p className="muted components-panel-note">
          {sealed
            ? session.piles?.status(boardId)?.stage === 'sealed'
              ? 'Sealed: nobody knows the order; a piece drawn opens only with every player’s key.'
              : 'Being sealed: each player’s browser shuffles in turn, then locks every piece with a key of its own.'
            : 'Drop pieces on the cup to put them in; they are out of sight, but only sealing keeps them secret from a determined player.'}
        </p>
        <SealedPileSection session={session} boardId={boardId} act={act} fail={fail} />
        {!sealed && (
          <div className="components-actions">
            <button
              className="primary"
              data-testid="component-draw"
              disabled={!inside.length}
              title={inside.length ? 'Draw one piece at random; it lands on the “Drawn” spot beside the cup' : 'The cup is empty'}
              onClick={() =>
                act(() => {
                  const id = drawFromCup(session.actor, boardId, undefined, undefined, { secret });
                  const drawn = id ? session.snapshot().pieces.get(id) : undefined;
                  return id ? `You drew ${drawn?.name || 'a piece'}.` : 'The cup is empty.';
                })
              }
            >
              Draw one
            </button>
            <label className="components-check" title="The log says “drew a piece” without naming it">
              <input type="checkbox" checked={secret} onChange={(e) => setSecret(e.currentTarget.checked)} data-testid="component-secret" />
              Don’t name it in the log
            </label>
          </div>
        )}
      </>
    );
  } else if (component && board && component.kind === 'deck') {
    const state = deckState(session.actor.doc, boardId);
    const hands = components.filter((c) => c.kind === 'box' && c.hand !== undefined && table.boards.has(c.boardId));
    const handNames = hands.map((h) => table.boards.get(h.boardId)!.name);
    const n = Number(dealCount);
    const dealOk = Number.isInteger(n) && n >= 1 && n <= maxDeal;
    const sealed = isPileSealed(session, boardId);
    title = `Deck: ${board.name}`;
    body = (
      <>
        <p className="components-counts" data-testid="deck-counts">
          {plural(state.pile.length, 'card')} in the draw pile · {state.faceUp.length} face up · {state.discard.length} discarded
        </p>
        <SealedPileSection session={session} boardId={boardId} act={act} fail={fail} />
        {!sealed && (
          <>
          <div className="components-actions">
            <button data-testid="deck-shuffle" disabled={!state.pile.length} title="Shuffle the draw pile; every card ends face down" onClick={() => act(() => `Shuffled ${plural(shuffleDeck(session.actor, boardId), 'card')}.`)}>
              Shuffle
            </button>
            <button
              data-testid="deck-draw-up"
              disabled={!state.pile.length}
              title="Turn the top card face up on the “Face up” spot, for everyone to read"
              onClick={() =>
                act(() => {
                  const id = drawCard(session.actor, boardId, true);
                  return id ? `Drew ${session.snapshot().pieces.get(id)?.name || 'a card'} face up.` : 'The draw pile is empty.';
                })
              }
            >
              Draw face up
            </button>
            <button
              data-testid="deck-draw-down"
              disabled={!state.pile.length}
              title={`Take the top card face down into ${handName(me)} (made if you have none)`}
              onClick={() => act(() => (drawCard(session.actor, boardId, false) ? `Drew a card into ${handName(me)}.` : 'The draw pile is empty.'))}
            >
              Draw face down
            </button>
          </div>
          <form
            className="components-deal"
            onSubmit={(e) => {
              e.preventDefault();
              if (!dealOk || !hands.length) return;
              act(() => `Dealt ${plural(dealCards(session.actor, boardId, n, hands.map((h) => h.boardId)).length, 'card')}.`);
            }}
          >
            <label title={`How many cards each hand gets (1–${maxDeal})`}>
              Deal
              <input type="number" min={1} max={maxDeal} step={1} value={dealCount} aria-label="Cards to deal to each hand" aria-invalid={!dealOk} data-testid="deck-deal-count" onChange={(e) => setDealCount(e.currentTarget.value)} />
            </label>
            <button
              type="submit"
              data-testid="deck-deal"
              disabled={!dealOk || !hands.length || !state.pile.length}
              title={hands.length ? `Deal face down, one card at a time, to ${handNames.join(', ')}` : 'Add a hand for each player first (Add → Box, track, cup or deck… → Hand)'}
            >
              to each hand{hands.length ? ` (${hands.length})` : ''}
            </button>
          </form>
          </>
        )}
        <div className="components-actions">
          <button data-testid="deck-discard" disabled={!state.faceUp.length} title="Put the face-up cards on the discard pile" onClick={() => act(() => (discard(session.actor, boardId, state.faceUp.map((c) => c.id)), `Discarded ${plural(state.faceUp.length, 'card')}.`))}>
            Discard face-up cards
          </button>
          {!sealed && (
            <button
              data-testid="deck-reshuffle"
              disabled={!state.discard.length && !state.faceUp.length}
              title="Gather the discard pile and the face-up cards into the draw pile and shuffle it"
              onClick={() => act(() => `Shuffled ${plural(shuffleDeck(session.actor, boardId, undefined, { withDiscards: true }), 'card')}.`)}
            >
              Shuffle discards back in
            </button>
          )}
        </div>
        <p className="muted components-panel-note">Cards are counters whose first face is the back. Drop cards on the draw pile to add them; drop one on the discard pile to discard it.</p>
      </>
    );
  } else if (component && board) {
    title = `${kindLabel(component)}: ${board.name}`;
    body = <p className="muted">Drop pieces on it; they stack in the box they are dropped in.</p>;
  }

  return (
    <section ref={panel} className="components-panel" role="dialog" aria-labelledby={titleId} tabIndex={-1} data-testid="component-panel" onKeyDown={onKeyDown}>
      <header className="components-panel-head">
        <h2 id={titleId} data-testid="component-panel-title">
          {title}
        </h2>
        <button className="components-close" onClick={onClose} title="Close (Esc)" aria-label="Close" data-testid="component-panel-close">
          ×
        </button>
      </header>
      {body}
      <p className={status?.error ? 'components-error' : 'components-status'} role="status" aria-live="polite" data-testid="component-status">
        {status?.text ?? ''}
      </p>
    </section>
  );
}
