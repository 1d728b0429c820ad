/**
 * Sealed-pile benchmark, built for Node with Vite and run by `npm run bench`: how long sealing a
 * cup of 60 counters takes among 2 and among 4 players, each on a copy of the game with its own
 * pile agent (src/doc/pileAgent.ts) — the sealer's deck and shuffle, every other player's shuffle,
 * every lock with its 60 proofs, every peer checking every record, and the sealer swapping the
 * counters for cards — from the sealer's click to every copy holding the 60 sealed cards.
 * Copies exchange their updates through the event loop (each update delivered in a task of its
 * own, as a socket would), so network latency is left out: on a real connection each of the
 * 2 × players steps also waits one trip. Alongside, in the same run, the baseline: an open
 * shuffle of the same 60 counters in a deck (one operation, no cryptography).
 *
 * Then, among 2 players, a draw: the second player draws a card for their eyes, and the time is
 * taken from the click to the card opening in the drawer's copy (the draw filed, the other player
 * releasing its key, the drawer reading it), and of the draw operation alone.
 *
 * The last line of stdout is one JSON object with the figures.
 */
import { performance } from 'node:perf_hooks';
import * as Y from 'yjs';
import { createGameDoc, typesOf } from '../../src/doc/gameDoc';
import { addCup, addDeck } from '../../src/doc/componentOps';
import { addCounters, type NewCounter } from '../../src/doc/pieceOps';
import { shuffleDeck } from '../../src/doc/componentPlay';
import { cellPoint, cupCells, deckCells } from '../../src/components/layout';
import { cardPieces, prepareSeal, writeSeal } from '../../src/doc/sealedPiles';
import { startPileAgent, type PileAgent } from '../../src/doc/pileAgent';
import { newIdentity } from '../../src/trust/identity';
import type { Actor } from '../../src/doc/operations';

const cards = 60;
const runs = 5;

const counter = (i: number): NewCounter => ({
  name: `Coastal battery ${i}`,
  kind: 'unit',
  faces: [{ kind: 'drawn', fill: '#777', ink: '#000', symbol: 'artillery', size: '', name: `CD ${i}`, factors: `${i % 9}-0` }],
  attrs: { strength: i % 9 },
});

/** A game with a cup of 60 counters and a deck of 60 cards, as one update. */
function startingGame(): Uint8Array {
  const doc = createGameDoc('bench-piles', 'Piles');
  const actor: Actor = { doc, name: 'setup' };
  const cup = addCup(actor, 'Cup');
  const deck = addDeck(actor, 'Deck');
  const t = typesOf(doc);
  const list = Array.from({ length: cards }, (_, i) => counter(i));
  addCounters(actor, list, { board: cup, ...cellPoint(t.boards.get(cup)!, cupCells.pile) });
  addCounters(actor, list, { board: deck, ...cellPoint(t.boards.get(deck)!, deckCells.pile) });
  return Y.encodeStateAsUpdate(doc);
}

const boardNamed = (doc: Y.Doc, name: string) => [...typesOf(doc).boards.values()].find((b) => b.name === name)!.id;

/** Milliseconds from the sealer's click to every one of `players` copies holding the sealed cards, then of a draw for the second player's eyes (the operation, and until the drawer reads it). */
async function sealOnce(players: number, start: Uint8Array): Promise<{ seal: number; drawOp: number; draw: number }> {
  const table: { actor: Actor; agent: PileAgent }[] = [];
  for (let i = 0; i < players; i++) {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, start);
    const actor: Actor = { doc, name: `P${i}`, identity: newIdentity() };
    const agent = startPileAgent({ actor, secrets: new Map(), keepSecrets: async () => undefined, nameOf: (k) => k.slice(0, 6), onFault: (f) => console.error(f) });
    table.push({ actor, agent });
  }
  for (const from of table) {
    from.actor.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === 'net') return;
      for (const to of table) if (to !== from) setTimeout(() => Y.applyUpdate(to.actor.doc, update, 'net'), 0);
    });
  }
  const [sealer, ...others] = table;
  const cup = boardNamed(sealer.actor.doc, 'Cup');
  const begin = performance.now();
  const prepared = prepareSeal(
    sealer.actor,
    cup,
    others.map((o) => ({ key: o.actor.identity!.publicKey, clientId: o.actor.doc.clientID, name: o.actor.name })),
  );
  await sealer.agent.keep(prepared.deck, prepared.secrets);
  writeSeal(sealer.actor, prepared);
  while (!table.every((p) => cardPieces(p.actor.doc, prepared.deck).size === cards)) {
    await new Promise((r) => setTimeout(r, 1));
    if (performance.now() - begin > 120_000) throw new Error('the seal did not finish in two minutes');
  }
  const ms = performance.now() - begin;
  const drawer = table[1];
  while (drawer.agent.status(cup)?.stage !== 'sealed') await new Promise((r) => setTimeout(r, 1));
  const click = performance.now();
  const id = drawer.agent.draw(cup, { forMe: true })!;
  const drawOp = performance.now() - click;
  const sealed = () => typesOf(drawer.actor.doc).pieces.get(id)!.get('sealed') as { by: string; deck: string; card: number };
  while (!drawer.agent.open(sealed())) {
    await new Promise((r) => setTimeout(r, 1));
    if (performance.now() - click > 60_000) throw new Error('the drawn card did not open in a minute');
  }
  const draw = performance.now() - click;
  table.forEach((p) => p.agent.stop());
  return { seal: ms, drawOp, draw };
}

/** Milliseconds for an open shuffle of the deck's 60 cards (the baseline). */
function openShuffleOnce(start: Uint8Array): number {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, start);
  const actor: Actor = { doc, name: 'P0' };
  const begin = performance.now();
  shuffleDeck(actor, boardNamed(doc, 'Deck'));
  return performance.now() - begin;
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

async function main() {
  const start = startingGame();
  const open: number[] = [];
  const sealed: Record<number, number[]> = { 2: [], 4: [] };
  const draws: number[] = [];
  const drawOps: number[] = [];
  // Interleaved, so that a slow spell of the machine falls on both sides of each ratio.
  for (let run = 0; run < runs; run++) {
    for (let i = 0; i < 10; i++) open.push(openShuffleOnce(start));
    for (const players of [2, 4]) {
      const once = await sealOnce(players, start);
      sealed[players].push(once.seal);
      if (players === 2) (draws.push(once.draw), drawOps.push(once.drawOp));
    }
  }
  const openP50 = quantile(open, 0.5);
  console.log(
    JSON.stringify({
      cards,
      runs,
      openShuffleP50Ms: round(openP50, 2),
      seal2P50Ms: round(quantile(sealed[2], 0.5)),
      seal2P95Ms: round(quantile(sealed[2], 0.95)),
      seal4P50Ms: round(quantile(sealed[4], 0.5)),
      seal4P95Ms: round(quantile(sealed[4], 0.95)),
      seal2VsOpen: round(quantile(sealed[2], 0.5) / openP50, 0),
      seal4VsOpen: round(quantile(sealed[4], 0.5) / openP50, 0),
      drawOp2P50Ms: round(quantile(drawOps, 0.5), 2),
      drawToRead2P50Ms: round(quantile(draws, 0.5)),
    }),
  );
}

await main();
