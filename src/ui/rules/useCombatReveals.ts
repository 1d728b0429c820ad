/**
 * Turning up the units a combat must reveal (Sicily's Untried coast-defence units, CD 1.3): an
 * open counter is turned to the face the ruleset names at once; a card drawn blind from a sealed
 * cup is first revealed with every player's key (src/doc/sealedPiles.ts), and turned when its
 * content arrives. The combat is set up again after each step, so the odds use the real values.
 */
import { useEffect, useRef, useState } from 'react';
import { showFaces } from '../../doc/operations';
import type { GameSession } from '../../doc/session';
import { isSealedBox } from '../../model/records';
import type { UnitReveal } from '../../rules/types';

type RevealSession = Pick<GameSession, 'actor' | 'snapshot' | 'subscribe' | 'revealCards' | 'revealHidden' | 'holdsKeyOf'>;

export interface CombatReveals {
  /** Reveals and turns these units; returns a sentence when some cannot be revealed from here. */
  reveal(reveals: readonly UnitReveal[]): string | null;
  /** Pieces waiting for the other players' keys. */
  waiting: readonly string[];
}

/** `onChanged` is called after a unit is turned, to set the combat up again. */
export function useCombatReveals(session: RevealSession, onChanged: () => void): CombatReveals {
  const pending = useRef(new Map<string, UnitReveal>());
  const [waiting, setWaiting] = useState<string[]>([]);
  const changed = useRef(onChanged);
  changed.current = onChanged;

  useEffect(
    () =>
      session.subscribe((change, table) => {
        const opened = [...pending.current.values()].filter((r) => change.pieces.has(r.pieceId) && table.pieces.get(r.pieceId) && !table.pieces.get(r.pieceId)!.sealed);
        if (!opened.length) return;
        for (const r of opened) pending.current.delete(r.pieceId);
        setWaiting([...pending.current.keys()]);
        // Turned in a task of its own: not inside the transaction that opened the card.
        setTimeout(() => {
          showFaces(session.actor, opened.map((r) => ({ id: r.pieceId, face: r.face })), `for the combat, ${opened[0].rule}`);
          changed.current();
        });
      }),
    [session],
  );

  const reveal = (reveals: readonly UnitReveal[]): string | null => {
    const table = session.snapshot();
    const open: UnitReveal[] = [];
    const cards: UnitReveal[] = [];
    const mine: UnitReveal[] = [];
    const locked: string[] = [];
    for (const r of reveals) {
      const piece = table.pieces.get(r.pieceId);
      if (!piece) continue;
      if (!piece.sealed) open.push(r);
      else if (!isSealedBox(piece.sealed)) cards.push(r);
      else if (session.holdsKeyOf(r.pieceId)) mine.push(r);
      else locked.push(piece.name);
    }
    for (const r of [...cards, ...mine]) pending.current.set(r.pieceId, r);
    setWaiting([...pending.current.keys()]);
    if (cards.length) session.revealCards(cards.map((r) => r.pieceId));
    if (mine.length) session.revealHidden(mine.map((r) => r.pieceId));
    if (open.length) {
      showFaces(session.actor, open.map((r) => ({ id: r.pieceId, face: r.face })), `for the combat, ${open[0].rule}`);
      changed.current();
    }
    return locked.length ? `Only their owner can reveal ${locked.join(', ')}: ask them to reveal it (V) for the combat.` : null;
  };

  return { reveal, waiting };
}
