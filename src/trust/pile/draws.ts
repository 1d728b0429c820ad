/**
 * Who may read a sealed card, and who may show it to all: one pure function of the deck's records
 * and the draw and show records, which every browser evaluates the same way. A player's pile agent
 * releases its key for a card only as `releasable` says, so no request, however signed, opens a
 * card that the records do not give.
 *
 * Draws form a chain: the first names the deck record, each later one names a draw of the
 * position before it. The chain, not where pieces lie, decides which position is next, so a
 * draw can be for no other position than the next one, and every draw is in plain sight: a
 * modified client that writes draws instead of drawing only ever draws, openly, the next cards.
 *
 * A position drawn by one player is theirs: for their eyes if the draw says so (every other
 * player then releases its key to them), else blind (nobody releases until it is shown). A
 * position drawn by several players at once — an honest race, or a cheater claiming another's
 * draw — is contested: it opens for nobody's eyes, except that a claimant whose draw had already
 * been given every other player's key (and had not given its own) keeps it, since the keys reached
 * it before the other claim could count. A card for someone's eyes is shown to all only at its
 * holder's request; any other drawn card (blind, or contested and held by nobody) at anyone's.
 */
import type { DeckFault, DeckView } from '../deck';
import { readAll, type PileContexts } from './records';

/** One draw of a position: its record id, its drawer, and whether it was for the drawer's eyes. */
export interface Claim {
  readonly id: string;
  readonly by: string;
  readonly eyes: boolean;
}

/** A drawn position and what its records make of it. */
export interface Position {
  readonly card: number;
  /** Its draws, lowest id first. */
  readonly claims: readonly Claim[];
  /** Whose eyes it is for; null when drawn blind, or contested with nobody holding it. */
  readonly holder: string | null;
  /** Drawn by more than one player. */
  readonly contested: boolean;
  /** Who asked, with a request that counts, to show it to all (lowest record id first). */
  readonly shownBy: readonly string[];
}

/** The draws of a deck as the records make them. */
export interface DrawBook {
  /** Drawn positions, in order: `positions[c].card === c`. */
  readonly positions: readonly Position[];
  /** The position a new draw takes (the number drawn so far). */
  readonly next: number;
  /** Positions in the deck (0 while it is not locked). */
  readonly cards: number;
  /** What a new draw names as `prev`: a draw of the position before, or the deck record for the first; null while the deck is not locked. */
  readonly head: string | null;
  /** Draws and requests that do not count, naming their signer; contests. */
  readonly faults: readonly DeckFault[];
}

/** What the book is read from: the deck (read and checked by src/trust/deck) and the raw draw and show records. */
export interface DrawSource {
  readonly deck: string;
  readonly contexts: PileContexts;
  readonly view: DeckView;
  readonly draws: readonly unknown[];
  readonly shows: readonly unknown[];
}

const maxFaults = 64;

/** The book of a deck that cannot be drawn from (not locked, not laid out, or called off). */
export const noDraws: DrawBook = { positions: [], next: 0, cards: 0, head: null, faults: [] };

/** Whose eyes a position is for, and whether it is contested, from its claims and the keys released. */
function holderOf(card: number, claims: readonly Claim[], view: DeckView): { holder: string | null; contested: boolean } {
  const drawers = [...new Set(claims.map((c) => c.by))];
  if (drawers.length === 1) return { holder: claims.some((c) => c.eyes) ? drawers[0] : null, contested: false };
  const released = view.keys.released;
  const players = view.status.players;
  const has = (p: string) => released.get(p)?.has(card) === true;
  const eyes = [...new Set(claims.filter((c) => c.eyes).map((c) => c.by))];
  const reached = eyes.filter((x) => !has(x) && players.every((p) => p === x || has(p)));
  return { holder: reached.length === 1 ? reached[0] : null, contested: true };
}

/** Reads the draws and show requests of a deck. Never throws on what the records hold. */
export function readDraws({ deck, contexts, view, draws, shows }: DrawSource): DrawBook {
  const chain = view.chain;
  if (view.status.stage !== 'ready' || !chain) return noDraws;
  const faults: DeckFault[] = [];
  const fault = (f: DeckFault) => faults.length < maxFaults && faults.push(f);
  const players = chain.players;
  const valid = readAll('draw', contexts.draw, draws).filter((d) => d.deck === deck);
  const byCard = new Map<number, typeof valid>();
  for (const d of valid) byCard.set(d.card, [...(byCard.get(d.card) ?? []), d]);

  const positions: { card: number; claims: Claim[]; holder: string | null; contested: boolean; shownBy: string[] }[] = [];
  const counted = new Set<string>();
  let before = new Set([chain.create.id]);
  for (let card = 0; card < chain.cards; card++) {
    const claims: Claim[] = [];
    for (const d of (byCard.get(card) ?? []).filter((x) => before.has(x.prev))) {
      counted.add(d.id);
      if (d.to !== null && d.to !== d.by) fault({ by: d.by, what: `drew card ${card + 1} for another player's eyes: not counted (a draw is for the drawer's eyes or blind)` });
      else if (d.to !== null && !players.includes(d.by)) fault({ by: d.by, what: `drew card ${card + 1} for their eyes but holds no key of this pile: not counted` });
      else claims.push({ id: d.id, by: d.by, eyes: d.to !== null });
    }
    if (!claims.length) break;
    positions.push({ card, claims, ...holderOf(card, claims, view), shownBy: [] });
    before = new Set(claims.map((c) => c.id));
  }
  for (const d of valid) {
    if (!counted.has(d.id)) fault({ by: d.by, what: `wrote a draw of card ${d.card + 1} that is not the next one (no draw of the card before it): not counted` });
  }
  for (const p of positions) {
    if (!p.contested) continue;
    if (p.holder) {
      for (const by of new Set(p.claims.filter((c) => c.by !== p.holder).map((c) => c.by))) {
        fault({ by, what: `claimed card ${p.card + 1} after it had been drawn for another player's eyes and their keys had reached them: it stays theirs` });
      }
    } else fault({ by: null, what: `card ${p.card + 1} was drawn by several players at once: it opens for nobody's eyes (anyone may show it to all)` });
  }

  for (const s of readAll('show', contexts.show, shows).filter((x) => x.deck === deck)) {
    const p = positions[s.card];
    if (!p || !p.claims.some((c) => c.id === s.draw)) fault({ by: s.by, what: `asked to show card ${s.card + 1} to all, but that draw is not in the records: refused` });
    else if (p.holder !== null && p.holder !== s.by) fault({ by: s.by, what: `asked to show card ${s.card + 1} to all, but it was drawn for another player's eyes: refused (only they can show it)` });
    else if (!p.shownBy.includes(s.by)) p.shownBy.push(s.by);
  }
  const last = positions.at(-1);
  return { positions, next: positions.length, cards: chain.cards, head: last ? last.claims[0].id : chain.create.id, faults };
}

/** Whether a position is to be shown to all. */
export const isShown = (p: Position) => p.shownBy.length > 0;

/**
 * The cards whose key `player` is to release (to the shared records) now: those drawn for another
 * player's eyes, and those shown to all. Never a card still in the pile, a blind one not shown, or
 * one for `player`'s own eyes that they have not shown.
 */
export function releasable(book: DrawBook, player: string): number[] {
  return book.positions.filter((p) => isShown(p) || (p.holder !== null && p.holder !== player)).map((p) => p.card);
}

/** Whether `player` may ask to show `card` to all: it was drawn, and is theirs or nobody's. */
export function mayShow(book: DrawBook, player: string, card: number): boolean {
  const p = book.positions[card];
  return !!p && (p.holder === null || p.holder === player);
}
