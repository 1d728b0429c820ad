/**
 * Deck benchmark, run in Node: how long a full shuffle and lock of a deck takes in one process,
 * every player's step made in turn and every record checked once (as a peer that keeps its view
 * between reads does). Network latency is not included: in play each step also waits for the
 * previous player's record to arrive.
 *
 * `shuffleAndLock` is also the tests' way to deal a table.
 */
import { performance } from 'node:perf_hooks';
import { newIdentity, type Identity } from '../../src/trust/identity';
import { utf8 } from '../../src/trust/bytes';
import {
  createDeck,
  lockStep,
  readDeck,
  shuffleStep,
  type DeckCtx,
  type DeckSecrets,
  type DeckView,
} from '../../src/trust/deck';

/** A dealt table: its players, every record written, each player's secrets and the last view read. */
export interface Table {
  readonly ctx: DeckCtx;
  readonly players: Identity[];
  readonly records: unknown[];
  readonly secrets: Map<string, DeckSecrets>;
  view: DeckView;
}

/** Creates a deck of `contents` for `players` (the first creates it) and makes every shuffle and lock in turn. */
export function shuffleAndLock(players: Identity[], contents: Uint8Array[], ctx: DeckCtx = { gameId: 'game', deckId: 'deck' }): Table {
  const keys = players.map((p) => p.publicKey);
  const created = createDeck(players[0], ctx, keys, contents);
  const records: unknown[] = [created.record];
  const secrets = new Map<string, DeckSecrets>([[keys[0], created.secrets]]);
  let view = readDeck(ctx, records);
  for (const player of players.slice(1)) {
    const step = shuffleStep(player, ctx, view, null);
    records.push(step.record);
    secrets.set(player.publicKey, step.secrets);
    view = readDeck(ctx, records, view);
  }
  for (const player of players) {
    const step = lockStep(player, ctx, view, secrets.get(player.publicKey)!);
    records.push(step.record);
    secrets.set(player.publicKey, step.secrets);
    view = readDeck(ctx, records, view);
  }
  return { ctx, players, records, secrets, view };
}

/** Contents of `n` items as a counter's hidden faces would be: small JSON. */
export const sampleContents = (n: number) => Array.from({ length: n }, (_, i) => utf8(JSON.stringify({ front: `unit ${i}`, strength: i % 9 })));

/** The value at quantile `q` of sorted `values`. */
const quantile = (values: number[], q: number) => values[Math.min(values.length - 1, Math.floor(q * values.length))];

/** Milliseconds for a full in-process shuffle and lock of `cards` cards by `players` players, over `runs` runs. */
export async function measureShuffle(players: number, cards: number, runs: number): Promise<{ p50: number; p95: number }> {
  const contents = sampleContents(cards);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const table = Array.from({ length: players }, () => newIdentity());
    const start = performance.now();
    const dealt = shuffleAndLock(table, contents, { gameId: 'bench', deckId: `deck-${run}` });
    times.push(performance.now() - start);
    if (dealt.view.status.stage !== 'ready') throw new Error(`the benchmark deck did not lock: ${JSON.stringify(dealt.view.status.faults)}`);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}
