/**
 * Whether this browser is at the table with another player, as the rule for objecting to a roll
 * needs it: "rolled alone" (or without me) counts only where nobody left out was there. A browser
 * objects to a roll asked for without it only when, right then, it has held the asker's signed
 * presence for a while (so the asker held its presence too) and its own page has kept answering
 * (no pause: a tab that was frozen, asleep or stuck in the debugger is not at the table, and the
 * rolls made meanwhile without it were fair to make).
 */
import type { Observable } from '../model/observable';
import type { PeerPresence } from '../net/types';

/** How long both must have been at the table before a roll without this player is objected to. */
export const atTableMs = 5000;
/** How often the page checks it is answering, and the longest gap between checks that still counts as answering. */
const beatMs = 500;
const gapMs = 1500;

export interface TableWatch {
  /** Whether this browser has held `key`'s signed presence, and kept answering, for at least `atTableMs` until now. */
  atTableWith(key: string): boolean;
  stop(): void;
}

/** Watches the players present in the game's room (whichever room it is in) and this page's own liveliness. */
export function watchTable(room: Observable<{ presence: Observable<PeerPresence[]> } | null>, now: () => number = Date.now): TableWatch {
  const since = new Map<string, number>();
  let lastBeat = now();
  let lastGap = lastBeat;
  const beat = setInterval(() => {
    const t = now();
    if (t - lastBeat > gapMs) lastGap = t;
    lastBeat = t;
  }, beatMs);

  let stopPresence = () => {};
  const readPresence = () => {
    const present = new Set<string>();
    for (const p of room.get()?.presence.get() ?? []) if (!p.self && p.key) present.add(p.key);
    for (const key of since.keys()) if (!present.has(key)) since.delete(key);
    const t = now();
    for (const key of present) if (!since.has(key)) since.set(key, t);
  };
  const followRoom = () => {
    stopPresence();
    stopPresence = room.get()?.presence.subscribe(readPresence) ?? (() => {});
    readPresence();
  };
  const stopRoom = room.subscribe(followRoom);
  followRoom();

  return {
    atTableWith(key) {
      const t = now();
      const held = since.get(key);
      return held !== undefined && t - held >= atTableMs && t - lastBeat <= gapMs && t - lastGap >= atTableMs;
    },
    stop() {
      clearInterval(beat);
      stopRoom();
      stopPresence();
    },
  };
}
