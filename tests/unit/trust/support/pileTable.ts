/**
 * A table of players for the sealed-pile tests: copies of one game with a cup of six coastal
 * batteries, each with its own identity and pile agent (and ledger guard), every update delivered
 * to every other copy after a microtask, as a room would.
 */
import * as Y from 'yjs';
import { createGameDoc, typesOf } from '../../../../src/doc/gameDoc';
import { readSnapshot } from '../../../../src/doc/snapshot';
import { addCup } from '../../../../src/doc/componentOps';
import { addCounters, type NewCounter } from '../../../../src/doc/pieceOps';
import { cellPoint, cupCells } from '../../../../src/components/layout';
import { cardPieces, prepareSeal, writeSeal } from '../../../../src/doc/sealedPiles';
import { startPileAgent, type PileAgent } from '../../../../src/doc/pileAgent';
import { createPrivateView } from '../../../../src/doc/privateView';
import { guardLedger, type LedgerTamper } from '../../../../src/doc/ledgerGuard';
import { newIdentity, type Identity } from '../../../../src/trust/identity';
import type { Actor } from '../../../../src/doc/operations';
import { guardShownCards, type CardTamper, type ShownGuardOptions } from '../../../../src/doc/shownGuard';

export interface Player {
  doc: Y.Doc;
  identity: Identity;
  name: string;
  actor: Actor;
  agent: PileAgent;
  faults: string[];
  /** Every secret this player kept, as its browser's storage would hold it. */
  stored: Map<string, unknown>;
  /** What the ledger guard put right in this player's copy. */
  tampered: LedgerTamper[];
  /** What the shown-card guard put right in this player's copy (with `cardGuard`). */
  cards: CardTamper[];
}

/** The shown-card guard to start, and the players who run none (a modified client keeps nothing). */
export interface CardGuardSetup extends ShownGuardOptions {
  readonly without?: readonly string[];
}

export const battery = (name: string, factors: string): NewCounter => ({
  name,
  kind: 'unit',
  faces: [{ kind: 'drawn', fill: '#777', ink: '#000', symbol: 'artillery', size: '', name, factors }],
  attrs: { side: 'Axis', type: 'cd', factors: factors },
});

/** Players on copies of one game with a cup of six coastal batteries, every update delivered to every other copy after a microtask. */
export function tableOf(names: string[], { deliver = () => true, cardGuard, openerWait }: { deliver?: (from: string, to: string) => boolean; cardGuard?: CardGuardSetup; openerWait?: number } = {}) {
  const first = createGameDoc('game-piles', 'Sealed piles');
  const setup: Actor = { doc: first, name: 'setup' };
  const cup = addCup(setup, 'CD units');
  const board = typesOf(first).boards.get(cup)!;
  const names6 = ['Battery A', 'Battery B', 'Battery C', 'Battery D', 'Battery E', 'Battery F'];
  addCounters(setup, names6.map((n, i) => battery(n, `${i + 1}-0`)), { board: cup, ...cellPoint(board, cupCells.pile) });
  const players: Player[] = [];
  for (const name of names) {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(first));
    const identity = newIdentity();
    const faults: string[] = [];
    const stored = new Map<string, unknown>();
    const actor: Actor = { doc, name, identity };
    const agent = startPileAgent({
      actor,
      secrets: new Map(),
      keepSecrets: async (deck, s) => void stored.set(deck, s),
      nameOf: (key) => players.find((p) => p.identity.publicKey === key)?.name ?? key.slice(0, 8),
      onFault: (f) => faults.push(f),
      openerWait,
    });
    const tampered: LedgerTamper[] = [];
    guardLedger(doc, (r) => tampered.push(r));
    const cards: CardTamper[] = [];
    if (cardGuard && !cardGuard.without?.includes(name)) guardShownCards(doc, (r) => cards.push(r), cardGuard);
    players.push({ doc, identity, name, actor, agent, faults, stored, tampered, cards });
  }
  for (const from of players) {
    from.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === 'net') return;
      for (const to of players) if (to !== from && deliver(from.name, to.name)) queueMicrotask(() => Y.applyUpdate(to.doc, update, 'net'));
    });
  }
  return { players, cup, names6 };
}

export async function until(done: () => boolean, ms = 8000): Promise<void> {
  for (let i = 0; i < ms / 10 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
}

export const othersOf = (players: Player[], me: Player) => players.filter((p) => p !== me).map((p) => ({ key: p.identity.publicKey, clientId: p.doc.clientID, name: p.name }));

export async function seal(players: Player[], cup: string, by = players[0]) {
  const prepared = prepareSeal(by.actor, cup, othersOf(players, by));
  await by.agent.keep(prepared.deck, prepared.secrets);
  writeSeal(by.actor, prepared);
  await until(() => players.every((p) => cardPieces(p.doc, prepared.deck).size === 6 && p.agent.status(cup)?.stage === 'sealed'));
  return prepared.deck;
}

/** What a player sees of a piece: its name through their private view. */
export const seenName = (p: Player, id: string) => createPrivateView(new Map(), (c) => p.agent.open(c))(readSnapshot(p.doc)).pieces.get(id)?.name;
