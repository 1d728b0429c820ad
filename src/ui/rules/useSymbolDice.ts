/**
 * What a symbol roll needs from the open game: throwing several kinds of its custom dice fairly
 * (the dice themselves come from src/ui/dice/useCustomDice.ts), one fair roll per kind in turn,
 * with the roll that waits for other players exposed so the dialog can show whom it waits for
 * and offer to go on without them (as the dice tray does, through the same callRollOff).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DieFace } from '../../dice/dice';
import { rollCustomDieFairly, type RollTable, type TablePlayer } from '../../doc/fairDice';
import type { PendingRoll } from '../../doc/fairRoller';
import { readFaces } from '../../rules/symbolDice';
import type { RolledFace } from '../../rules/types';
import { callRollOff } from '../dice/callRollOff';

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
  /** The fair rolls thrown, for the verdict to cite (none without an identity). */
  rolls: string[];
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

  const throwOne = useCallback(async (kind: ThrowKind, reason: string): Promise<{ faces: DieFace[]; roll: string | null }> => {
    for (;;) {
      const run = rollCustomDieFairly(table, kind.dieId, kind.count, reason);
      show(run.pending && run.pending.status.get().stage !== 'done' ? { die: kind.name, pending: run.pending, players: table.players() } : null);
      try {
        const { faces, roll } = await run.result;
        return { faces, roll };
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
      const rolls: string[] = [];
      for (const kind of kinds) {
        const thrown = await throwOne(kind, reason);
        shown[kind.name] = [...(shown[kind.name] ?? []), ...thrown.faces];
        if (thrown.roll) rolls.push(thrown.roll);
      }
      const rolled: Record<string, RolledFace[]> = {};
      for (const [name, faces] of Object.entries(shown)) rolled[name] = readFaces(faces);
      return { rolled, shown, rolls };
    } finally {
      if (live.current) setBusy(false);
    }
  }, [throwOne]);

  /** Calls the waiting roll off (logged), leaves the silent players out of this player's rolls, and rolls it again without them. */
  const continueWithout = useCallback((keys: string[]) => {
    const w = waitingRef.current;
    if (!w) return;
    again.current = true;
    callRollOff(table, w.pending, keys);
  }, [table]);

  return { waiting, busy, start, continueWithout };
}
