/**
 * The rolls of an open game, as the session wires them: the book of every roll's records, this
 * tab's fair roller, what a roll needs from the table (who is there, who is left out), the watch
 * that tells when a roll made without this player deserves its objection, the server as witness for
 * rolls made with no one else at the table, and players' names by key as this browser has seen them.
 */
import type * as Y from 'yjs';
import type { Identity } from '../trust/identity';
import { fingerprint } from '../trust/identity';
import type { Observable } from '../model/observable';
import type { PeerPresence } from '../net/types';
import type { Actor } from './operations';
import { createRollBook, type RollBook } from './rollBook';
import { startFairRoller } from './fairRoller';
import { watchTable } from './tableWatch';
import { rollTag } from './rollText';
import type { LeftOutWhy, RollTable, TablePlayer } from './fairDice';
import { readWitnessChoice } from './witnessChoice';
import type { RollWitness, WitnessAddress } from './witnessDice';

export interface SessionRolls {
  readonly book: RollBook;
  readonly table: RollTable;
  /** A player's name by key, as this browser has seen them at the table (they may have left since); null when never seen. */
  knownName(key: string): string | null;
  stop(): void;
}

export interface SessionRollsOptions {
  doc: Y.Doc;
  identity?: Identity;
  actor: Actor;
  playerName(): string;
  /** The game's room once shared: who is there, and where the server's witness is for it. */
  room: Observable<{ presence: Observable<PeerPresence[]>; readonly witnessAddress?: WitnessAddress } | null>;
  onCheat?(message: string): void;
}

/** Sets up rolling for an open game. */
export function setUpRolls({ doc, identity, actor, playerName, room, onCheat }: SessionRollsOptions): SessionRolls {
  const book = createRollBook(doc);
  const names = new Map<string, string>();
  const present = () => room.get()?.presence.get() ?? [];
  const knownName = (key: string): string | null => {
    if (identity && key === identity.publicKey) return playerName();
    for (const p of present()) if (p.key) names.set(p.key, p.name);
    return names.get(key) ?? null;
  };
  const watch = watchTable(room);
  const roller = identity
    ? startFairRoller({
        doc,
        identity,
        book,
        who: playerName,
        atTableWith: watch.atTableWith,
        onFault: (f) => onCheat?.(`Roll ${rollTag(f.roll)}: ${f.by ? `${knownName(f.by) ?? `the player with key ${fingerprint(f.by)}`} ` : ''}${f.what}.`),
      })
    : null;
  const leftOut = new Map<string, LeftOutWhy>();
  const players = (): TablePlayer[] => {
    const seen = new Set<string>(leftOut.keys());
    const out: TablePlayer[] = [];
    for (const p of present()) {
      if (p.self || !p.key || seen.has(p.key)) continue;
      seen.add(p.key);
      out.push({ key: p.key, clientId: p.clientId, name: p.name });
    }
    return out;
  };
  const witness: RollWitness = { choice: () => readWitnessChoice(doc), address: () => room.get()?.witnessAddress ?? null };
  const table: RollTable = {
    witness: identity ? witness : null,
    actor,
    roller,
    players,
    leaveOut(keys, why = 'silent') {
      if (!keys.length) leftOut.clear();
      keys.forEach((k) => leftOut.set(k, why));
    },
    leftOut: () => [...leftOut].map(([key, why]) => ({ key, why })),
  };
  // A player left out for not answering who objects to being left out is answering again: take them back in.
  const stopTakingBack = book.subscribe(({ ids }) => {
    for (const id of ids) {
      const status = book.status(id);
      if (status.request?.by !== identity?.publicKey) continue;
      for (const key of status.objectors) if (leftOut.get(key) === 'silent') leftOut.delete(key);
    }
  });
  return {
    book,
    table,
    knownName,
    stop() {
      stopTakingBack();
      roller?.stop();
      watch.stop();
      book.stop();
    },
  };
}
