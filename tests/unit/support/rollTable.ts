/**
 * A table of players for fair-roll tests: each on a copy of one game, every update delivered to
 * every other copy after a microtask (as a network would), each with the roll book, fair roller
 * and roll table a session would give them, and the log as their log panel would show it.
 */
import * as Y from 'yjs';
import { createGameDoc } from '../../../src/doc/gameDoc';
import { createRollBook, type RollBook } from '../../../src/doc/rollBook';
import { startFairRoller, type FairRoller, type SeenFault } from '../../../src/doc/fairRoller';
import type { LeftOutWhy, RollTable, TablePlayer } from '../../../src/doc/fairDice';
import { createLogReader } from '../../../src/doc/logReader';
import { RollLog } from '../../../src/doc/rollLog';
import { readCustomDie } from '../../../src/doc/diceOps';
import { readWitnessChoice } from '../../../src/doc/witnessChoice';
import { newIdentity, type Identity } from '../../../src/trust/identity';

export interface RollPlayerAt {
  doc: Y.Doc;
  identity: Identity;
  name: string;
  book: RollBook;
  roller: FairRoller;
  faults: SeenFault[];
  table: RollTable;
  /** Whether this player's browser counts as at the table with every other (for objections); false unless a test says so. */
  present: boolean;
}

/** One line as the log panel shows it: the text, and whether its check fails, with why. */
export interface ShownLine {
  text: string;
  who: string;
  fails: boolean;
  unchecked: boolean;
  note: string;
  /** A roll its asker never logged, shown where it was asked for. */
  unlogged: boolean;
}

/** Players on copies of one game. */
export function rollTable(names: string[]): RollPlayerAt[] {
  const first = createGameDoc('game-fair', 'Fair dice');
  const players: RollPlayerAt[] = [];
  for (const name of names) {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(first));
    const identity = newIdentity();
    const faults: SeenFault[] = [];
    const book = createRollBook(doc);
    const player = { doc, identity, name, book, faults, present: false } as RollPlayerAt;
    player.roller = startFairRoller({ doc, identity, book, who: () => name, onFault: (f) => faults.push(f), atTableWith: () => player.present });
    const leftOut = new Map<string, LeftOutWhy>();
    player.table = {
      actor: { doc, name, identity },
      roller: player.roller,
      players: () => players.filter((p) => p !== player && !leftOut.has(p.identity.publicKey)).map((p): TablePlayer => ({ key: p.identity.publicKey, clientId: p.doc.clientID, name: p.name })),
      leaveOut: (keys, why = 'silent') => (keys.length ? keys.forEach((k) => leftOut.set(k, why)) : leftOut.clear()),
      leftOut: () => [...leftOut].map(([key, why]) => ({ key, why })),
    };
    players.push(player);
  }
  for (const from of players) {
    from.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === 'net') return;
      for (const to of players) if (to !== from) queueMicrotask(() => Y.applyUpdate(to.doc, update, 'net'));
    });
  }
  return players;
}

/** The log as `player`'s log panel shows it: each line checked against the rolls' records, and the rolls nobody logged. */
export function shownLog(player: RollPlayerAt, all: readonly RollPlayerAt[] = []): ShownLine[] {
  const entries = createLogReader(player.doc)();
  const log = new RollLog();
  log.follow(entries);
  const nameOf = (key: string) => all.find((p) => p.identity.publicKey === key)?.name ?? (key === player.identity.publicKey ? player.name : 'someone');
  const ctx = { book: player.book, nameOf, dieOf: (id: string) => readCustomDie(player.doc, id), pinned: readWitnessChoice(player.doc).pinned };
  const unlogged = log.unlogged(ctx, 0);
  const out: ShownLine[] = [];
  let next = 0;
  const before = (i: number) => {
    for (; next < unlogged.length && unlogged[next].before <= i; next++) {
      const u = unlogged[next];
      out.push({ text: u.text, who: u.who ?? nameOf(u.by), fails: true, unchecked: false, note: u.note, unlogged: true });
    }
  };
  entries.forEach((e, i) => {
    before(i);
    const check = log.check(i, ctx);
    out.push({ text: check?.text ?? e.text, who: e.who, fails: !!check?.fails, unchecked: !!check?.unchecked, note: check?.note ?? '', unlogged: false });
  });
  before(entries.length);
  return out;
}

/** Waits (up to two seconds) until `done` holds, letting the simulated network deliver. */
export async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
}
