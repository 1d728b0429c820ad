/**
 * The sealed-pile part of a cup's or deck's panel: seal the pile among the players at the table,
 * follow the seal as each player shuffles and locks (naming whoever it waits for, and after a
 * few seconds offering to continue in the open without them), then draw blind or for your eyes
 * only, and see which revealed cards still wait for whose key.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { GameSession } from '../../doc/session';
import { findHand } from '../../doc/componentOps';
import { ComponentError } from '../../components/model';
import { cupContents } from '../../components/layout';
import { useSessionTable } from './componentsStore';
import { SealedPileDraws } from './SealedPileDraws';
import { describeFault } from '../../doc/pileStatus';

interface Props {
  session: GameSession;
  boardId: string;
  /** Shows what came of an action (or why it could not be done). */
  act(action: () => string | null): void;
  /** Shows an error from an async action. */
  fail(message: string): void;
}

/** How long a seal waits on one player before "continue in the open" is offered. */
const patienceMs = 4000;

/** The pile's status, re-read whenever any pile's records change. */
function usePileStatus(session: GameSession, boardId: string) {
  const piles = session.piles;
  const [, setTick] = useState(0);
  useEffect(() => piles?.onChange(() => setTick((t) => t + 1)), [piles]);
  return piles?.status(boardId) ?? null;
}

/** Names of the players at the table besides this one who can take part in a seal. */
function useOthers(session: GameSession): string[] {
  const room = useSyncExternalStore(session.room.subscribe, session.room.get);
  const presence = useSyncExternalStore(room ? room.presence.subscribe : noSubscription, room ? room.presence.get : noPresence);
  return presence.filter((p) => !p.self && p.key).map((p) => p.name);
}

const noSubscription = () => () => undefined;
const none: never[] = [];
const noPresence = () => none;

const nameOf = (session: GameSession, key: string) => session.room.get()?.presence.get().find((p) => p.key === key)?.name ?? `the player with key ${key.slice(0, 8)}`;

/** Whether the pile is sealed or being sealed (the open draw buttons then stay hidden). */
export function isPileSealed(session: GameSession, boardId: string): boolean {
  const stage = session.piles?.status(boardId)?.stage;
  return stage === 'sealing' || stage === 'sealed' || stage === 'legacy';
}

export function SealedPileSection({ session, boardId, act, fail }: Props) {
  const status = usePileStatus(session, boardId);
  const table = useSessionTable(session);
  const others = useOthers(session);
  const [sealing, setSealing] = useState(false);
  const waitingFor = status?.stage === 'sealing' ? status.waitingFor : null;
  const [patient, setPatient] = useState(true);
  useEffect(() => {
    setPatient(true);
    if (!waitingFor) return;
    const timer = setTimeout(() => setPatient(false), patienceMs);
    return () => clearTimeout(timer);
  }, [waitingFor, status?.step]);

  if (!session.piles) return null;
  const board = table.boards.get(boardId);
  const inPile = board ? cupContents(board, table.pieces.values()).filter((p) => p.sealed && 'deck' in p.sealed && p.sealed.deck === status?.deck && p.sealed.by === status.sealer) : [];
  const stillInPile = new Set(inPile.map((p) => (p.sealed as { card: number }).card));

  if (!status || status.stage === 'called-off' || status.stage === 'broken') {
    const alone = others.length === 0;
    return (
      <div className="components-actions">
        <button
          data-testid="pile-seal"
          disabled={alone || sealing}
          title={alone ? 'Sealing needs at least one other player at the table' : `Shuffle the pile among you and ${others.join(', ')} so nobody — you included — knows the order; each card then opens only with every player’s key`}
          onClick={() => {
            setSealing(true);
            session
              .sealPile(boardId)
              .then(() => act(() => null))
              .catch((e: unknown) => fail(e instanceof ComponentError ? e.message : `Could not seal: ${String(e)}`))
              .finally(() => setSealing(false));
          }}
        >
          {sealing ? 'Sealing…' : 'Seal among the players'}
        </button>
        {status?.stage === 'broken' && <span className="components-error">The last seal broke: {status.faults[0]?.what ?? 'its records do not hold'}.</span>}
      </div>
    );
  }

  if (status.stage === 'legacy') {
    return (
      <p className="components-status" data-testid="pile-status">
        Sealed by an earlier version of Sandtable, among {status.players.map((k) => nameOf(session, k)).join(', ')}: cards opened before stay readable; no more can be drawn from it or opened.
      </p>
    );
  }

  if (status.stage === 'sealing') {
    const who = waitingFor ? nameOf(session, waitingFor) : 'the sealer';
    return (
      <div className="pile-sealing" data-testid="pile-status">
        <p className="components-status">
          Sealing among {status.players.map((k) => nameOf(session, k)).join(', ')}: waiting for {who} to {status.step ?? 'lay out the cards'}…
        </p>
        <progress max={status.players.length * 2} value={Math.max(0, status.players.indexOf(waitingFor ?? '') + (status.step === 'lock' ? status.players.length : 0))} aria-label="Seal progress" />
        {!patient && (
          <button data-testid="pile-call-off" title={`Stop waiting for ${who}: the pile stays open, with the pieces it holds, and is drawn from in the open (logged)`} onClick={() => session.callOffSeal(boardId)}>
            Continue in the open without {who}
          </button>
        )}
      </div>
    );
  }

  const me = session.actor.name;
  const left = status.cards - status.draws.length;
  const mine = status.players.includes(session.actor.identity?.publicKey ?? '');
  const draw = (forMe: boolean) =>
    act(() => {
      const hand = forMe ? findHand(session.actor.doc, me) : null;
      const id = session.piles!.draw(boardId, { forMe, ...(hand ? { to: hand } : {}) });
      if (!id) return 'The pile is empty.';
      return forMe ? 'Drawn for your eyes: it opens for you once the others’ keys arrive.' : 'Drawn blind: nobody knows it until it is revealed (select it, then V).';
    });
  return (
    <>
      <p className="components-counts" data-testid="pile-status">
        Sealed among {status.players.map((k) => nameOf(session, k)).join(', ')} · {left} left
      </p>
      <div className="components-actions">
        <button className="primary" data-testid="pile-draw-blind" disabled={!left} title="Draw the next piece without anyone reading it; reveal it later with V" onClick={() => draw(false)}>
          Draw blind
        </button>
        <button
          data-testid="pile-draw-mine"
          disabled={!left || !mine}
          title={mine ? 'Draw the next piece for your eyes only (to your hand if you have one); the others see a sealed piece' : 'It was sealed without you: you hold no key of it, so nothing can be drawn for your eyes alone'}
          onClick={() => draw(true)}
        >
          Draw for my eyes
        </button>
      </div>
      {!mine && <p className="components-error" data-testid="pile-not-mine">You are not among the players it was sealed among: they could know its order between them.</p>}
      <SealedPileDraws status={status} nameOf={(key) => nameOf(session, key)} stillInPile={stillInPile} />
      {status.waitingKeys.length > 0 && (
        <ul className="pile-waiting" data-testid="pile-waiting">
          {status.waitingKeys.slice(0, 5).map((w) => (
            <li key={w.card}>
              Card {w.card + 1} waits for {w.missing.map((k) => nameOf(session, k)).join(' and ')}’s key
            </li>
          ))}
        </ul>
      )}
      {status.faults.length > 0 && <p className="components-error">{status.faults.map((f) => describeFault(f, (key) => nameOf(session, key))).join('; ')}</p>}
    </>
  );
}
