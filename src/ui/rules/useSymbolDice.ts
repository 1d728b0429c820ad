/**
 * What a symbol roll needs from the open game: the game's custom dice (kept current as players
 * add or change them), and throwing several kinds of them fairly, one fair roll per kind in turn,
 * with the roll that waits for other players exposed so the dialog can show whom it waits for
 * and offer to go on without them (as the dice tray does).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type * as Y from 'yjs';
import type { CustomDie, DieFace } from '../../dice/dice';
import { readCustomDice, watchCustomDice } from '../../doc/diceOps';
import { rollCustomDieFairly, type RollTable, type TablePlayer } from '../../doc/fairDice';
import type { PendingRoll } from '../../doc/fairRoller';
import { runOperation } from '../../doc/operations';
import { readFaces } from '../../rules/symbolDice';
import type { RolledFace } from '../../rules/types';

/** The game's custom dice, updated when anyone at the table adds, changes or removes one. */
export function useCustomDice(doc: Y.Doc): CustomDie[] {
  const [dice, setDice] = useState(() => readCustomDice(doc));
  useEffect(() => {
    setDice(readCustomDice(doc));
    return watchCustomDice(doc, setDice);
  }, [doc]);
  return dice;
}

/** One kind of die to throw: the ruleset's name for it, the game's die that serves it, and how many. */
export interface ThrowKind {
  name: string;
  dieId: string;
  count: number;
}

/** A fair roll waiting for other players: which die kind, the roll, and who was at the table. */
export interface ThrowWaiting {
  die: string;
  pending: PendingRoll;
  players: TablePlayer[];
}

/** The faces thrown by the ruleset's die names: as the counting reads them, and as drawn. */
export interface Thrown {
  rolled: Record<string, RolledFace[]>;
  shown: Record<string, DieFace[]>;
}

/** Throws kinds of custom dice fairly, one after another; each roll logs its faces itself. */
export function useSymbolThrow(table: RollTable) {
  const [waiting, setWaiting] = useState<ThrowWaiting | null>(null);
  const [busy, setBusy] = useState(false);
  const waitingRef = useRef<ThrowWaiting | null>(null);
  const again = useRef(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const show = (w: ThrowWaiting | null) => {
    waitingRef.current = w;
    if (live.current) setWaiting(w);
  };

  const throwOne = useCallback(async (kind: ThrowKind, reason: string): Promise<DieFace[]> => {
    for (;;) {
      const run = rollCustomDieFairly(table, kind.dieId, kind.count, reason);
      show(run.pending && run.pending.status.get().stage !== 'done' ? { die: kind.name, pending: run.pending, players: table.players() } : null);
      try {
        return (await run.result).faces;
      } catch (e) {
        // Called off by this player to go on without those who did not answer: roll the same again.
        if (!again.current) throw e;
        again.current = false;
      } finally {
        show(null);
      }
    }
  }, [table]);

  /**
   * Throws every kind in order; resolves to the faces by the kinds' names, as the counting reads
   * them (`rolled`) and as drawn, with their colours (`shown`), or rejects with why a roll failed.
   */
  const start = useCallback(async (kinds: readonly ThrowKind[], reason: string): Promise<Thrown> => {
    setBusy(true);
    try {
      const shown: Record<string, DieFace[]> = {};
      for (const kind of kinds) shown[kind.name] = [...(shown[kind.name] ?? []), ...(await throwOne(kind, reason))];
      const rolled: Record<string, RolledFace[]> = {};
      for (const [name, faces] of Object.entries(shown)) rolled[name] = readFaces(faces);
      return { rolled, shown };
    } finally {
      if (live.current) setBusy(false);
    }
  }, [throwOne]);

  /** Calls the waiting roll off (logged), leaves the silent players out of this player's rolls, and rolls it again without them. */
  const continueWithout = useCallback((keys: string[]) => {
    const w = waitingRef.current;
    if (!w) return;
    const names = keys.map((k) => w.players.find((p) => p.key === k)?.name ?? 'a player who left');
    again.current = true;
    w.pending.abandon();
    runOperation(table.actor, 'abandonRoll', 'call a roll off', () => {}, `called roll ${w.pending.id.slice(0, 6)} off: ${names.join(' and ')} did not answer; rolling without them`);
    table.leaveOut(keys);
  }, [table]);

  return { waiting, busy, start, continueWithout };
}
