/**
 * Which deck seals a board's pile now, and where a seal stands, from the records alone.
 *
 * A board's pile records form a chain: each names the one it follows (`prev`), so sealing a board
 * again later adds a record and never rewrites one; the last of the chain is the board's pile
 * now. Two records following the same one (two players sealing at once) are told apart the same
 * way in every browser: the lower id continues the chain, and the race is reported.
 *
 * A seal is called off by a player's `off` record only until the sealer's `laid` record (the
 * cards laid out): a late call-off cannot void cards that are on the table and drawn from.
 */
import type { DeckFault, DeckView } from '../deck';
import { readAll, type OffBody, type PileBody, type PileContexts, type Read } from './records';

/** The pile records of a board: the chain from its first seal to its current one, and every valid record. */
export interface BoardPiles {
  /** Every sound pile record of the board, lowest id first. */
  readonly all: readonly Read<PileBody>[];
  /** The board's pile now: the last of the chain, or null when it was never sealed. */
  readonly current: Read<PileBody> | null;
  readonly faults: readonly DeckFault[];
}

/** Reads a board's pile records (anything found in its folder). */
export function readBoardPiles(contexts: PileContexts, board: string, raws: readonly unknown[]): BoardPiles {
  const all = readAll('pile', contexts.pile, raws).filter((p) => p.board === board);
  const faults: DeckFault[] = [];
  let current: Read<PileBody> | null = null;
  for (let i = 0; i <= all.length; i++) {
    const head: string | null = current ? current.id : null;
    const next: Read<PileBody>[] = all.filter((p) => p.prev === head);
    if (!next.length) break;
    if (next.length > 1) faults.push({ by: null, what: `${next.length} seals of it were made at once: the one with the lowest record id counts` });
    current = next[0];
  }
  return { all, current, faults };
}

/** Where a seal stands, from its deck and the sealer's and players' state records. */
export type SealStage = 'sealing' | 'laid' | 'called-off' | 'broken';

/**
 * The stage of `pile`'s seal, and the call-off that counts (if it does). A deck whose players are
 * not the pile's, in the pile's order, is broken: the pile record and the deck must agree on whose
 * keys open a card.
 */
export function sealStage(contexts: PileContexts, pile: Read<PileBody>, view: DeckView, states: readonly unknown[]): { stage: SealStage; off: Read<OffBody> | null } {
  const players = view.status.players;
  if (players.length && (players.length !== pile.players.length || players.some((p, i) => p !== pile.players[i]))) return { stage: 'broken', off: null };
  const ready = view.status.stage === 'ready';
  const laid = ready && readAll('laid', contexts.state, states).some((r) => r.deck === pile.deck && r.by === pile.by && r.cards === view.status.cards);
  if (laid) return { stage: 'laid', off: null };
  const off = readAll('off', contexts.state, states).find((r) => r.deck === pile.deck && pile.players.includes(r.by)) ?? null;
  if (off) return { stage: 'called-off', off };
  return { stage: view.status.stage === 'invalid' ? 'broken' : 'sealing', off: null };
}
