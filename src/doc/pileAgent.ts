/**
 * The pile agent of an open game: it takes this player's part in every sealed cup and deck — its
 * shuffle and lock when its turn comes, the sealer's laying out of the cards once everyone has
 * locked, its keys as the records allow, a shown card's opening when it asked for it (or when the
 * asker's browser did not write it in time) — and opens the cards this player may read. Secrets are
 * kept (IndexedDB) before the record that needs them is written, so a tab closed mid-step never
 * leaves a step nobody can finish.
 *
 * Keys are released only as `releasable` (src/trust/pile/draws.ts) says, from the signed draw and
 * show records: to a player who drew the card for their eyes, the draw chained at its position,
 * or to all when its holder (anyone, for a card nobody holds) asks. Every draw is on the pile's
 * panel; a draw whose piece never left the pile, a contested draw and a refused request are also
 * told once, naming the signer.
 */
import type * as Y from 'yjs';
import type { SealedCard } from '../model/records';
import { typesOf } from './gameDoc';
import { readHiddenContent, type HiddenContent } from './hiddenOps';
import { cardPieces, callOffSeal, drawSealed, askToReveal, placeCards, writeOpened, pileCell } from './sealedPiles';
import { boardPiles, deckCtxOf, deckEntry, pileTab, type Pile } from './pileRecords';
import { appendToLedger } from './ledger';
import { watchSeals, type Seal } from './pileBook';
import { describeFault, statusOf, type PileStatus } from './pileStatus';
import { piecesInCell } from '../components/layout';
import { allPieces, type Destination } from './componentOps';
import type { Actor } from './operations';
import { lockStep, openCard, releaseRecord, shuffleStep, type DeckFault, type DeckSecrets } from '../trust/deck';
import { isShown, mayShow, releasable } from '../trust/pile';

export type { PileStatus } from './pileStatus';

export interface PileAgent {
  /** A sealed card's content if this player can read it now (drawn for them, or shown to all). */
  open(card: SealedCard): HiddenContent | null;
  /** Where the board's pile stands, or null when it is open (never sealed). */
  status(board: string): PileStatus | null;
  /** Whether this player may ask to show the card to all: it was drawn, blind or for this player's eyes. */
  mayReveal(card: SealedCard): boolean;
  /** Draws the next card of the board's sealed pile (src/doc/sealedPiles.ts `drawSealed`); null when it is empty. */
  draw(board: string, options: { to?: Destination; forMe: boolean }): string | null;
  /** Asks to show the drawn cards among `ids` that this player may show; returns how many were asked. */
  reveal(ids: readonly string[]): number;
  /** Keeps a deck's secrets (the sealer's, before it writes the deck). */
  keep(deck: string, secrets: DeckSecrets): Promise<void>;
  /** Called when any pile's records change (statuses or what this player can read). */
  onChange(listener: () => void): () => void;
  stop(): void;
}

/** How long each player after the asker waits before writing a shown card's opening in the asker's place. */
export const openerWait = 4000;

export interface PileAgentOptions {
  actor: Actor;
  /** This player's secrets kept in this browser, by deck id. */
  secrets: Map<string, unknown>;
  /** Keeps a deck's secrets in this browser. */
  keepSecrets(deck: string, secrets: DeckSecrets): Promise<void>;
  /** The name shown for a key (a player at the table, or its fingerprint). */
  nameOf(key: string): string;
  /** Hears each fault once. */
  onFault?(message: string): void;
  /** How long each player after a card's asker waits before writing its opening (`openerWait` by default). */
  openerWait?: number;
}

/** Starts this tab's pile agent. Needs the actor's identity. */
export function startPileAgent({ actor, secrets, keepSecrets, nameOf, onFault, openerWait: wait = openerWait }: PileAgentOptions): PileAgent {
  const doc: Y.Doc = actor.doc;
  // Read when needed: the public key is derived on first use, after the table is drawn (identity.ts).
  const identity = actor.identity!;
  const me = () => identity.publicKey;
  const drawsSeen = new Map<string, Set<string>>();
  const readable = new Map<string, { seal: Seal; content: HiddenContent | null }>();
  const busy = new Set<string>();
  const reported = new Set<string>();
  const listeners = new Set<() => void>();
  /** When each card shown to all was first seen openable here, by pile record id and position. */
  const openableSince = new Map<string, number>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let stopped = false;

  // Each seal as its records are now, read again only when they changed; acted on after every change.
  const seals = watchSeals(doc, (decks) => decks.forEach(act));
  const pilesNow = seals.piles;
  const sealOf = seals.sealOf;
  const cardSeal = (card: SealedCard) => {
    const pile = seals.pileOf(card);
    return pile ? sealOf(pile) : null;
  };
  const mySecrets = (deck: string) => (secrets.get(deck) as DeckSecrets | undefined) ?? null;
  const boardName = (pile: Pile) => typesOf(doc).boards.get(pile.board)?.name ?? 'A sealed pile';
  const report = (pile: Pile, f: DeckFault) => {
    const key = `${pile.id}|${f.by}|${f.what}`;
    if (reported.has(key)) return;
    reported.add(key);
    onFault?.(`${boardName(pile)}: ${describeFault(f, nameOf)}.`);
  };
  const keep = async (deck: string, s: DeckSecrets) => {
    secrets.set(deck, s);
    await keepSecrets(deck, s);
  };

  /**
   * Runs one async step of a deck at a time; the step reads the deck afresh. A step that fails
   * (this browser could not keep its secrets) is reported once and tried again only when the
   * deck's records change, never in a loop.
   */
  const step = (deck: string, run: () => Promise<void>) => {
    if (busy.has(deck)) return;
    busy.add(deck);
    void run()
      .then(
        () => !stopped && queueMicrotask(() => act(deck)),
        (e: unknown) => {
          const message = `A sealed pile could not take this player’s step here: ${e instanceof Error ? e.message : String(e)}`;
          if (!reported.has(message)) onFault?.(message);
          reported.add(message);
        },
      )
      .finally(() => busy.delete(deck));
  };

  /** Tells once of each draw, first seen here after this agent first read the seal, whose piece is still in the pile. */
  const noticeDraws = (seal: Seal) => {
    const seen = drawsSeen.get(seal.pile.id);
    const claims = seal.book.positions.flatMap((p) => p.claims.map((c) => ({ ...c, card: p.card })));
    drawsSeen.set(seal.pile.id, new Set(claims.map((c) => c.id)));
    if (!seen) return;
    const board = typesOf(doc).boards.get(seal.pile.board);
    const inPile = new Set(board ? piecesInCell(board, pileCell, allPieces(typesOf(doc))).map((p) => p.id) : []);
    const pieces = cardPieces(doc, seal.pile.deck, seal.pile.by);
    const unmoved = new Map<string, number[]>();
    for (const c of claims) {
      if (seen.has(c.id) || !inPile.has(pieces.get(c.card)?.id ?? '')) continue;
      const key = `${c.eyes ? 'eyes' : 'blind'} ${c.by}`;
      unmoved.set(key, [...(unmoved.get(key) ?? []), c.card + 1]);
    }
    for (const [key, cards] of unmoved) {
      const [how, by] = key.split(' ');
      const which = cards.length === 1 ? `card ${cards[0]}` : `cards ${cards.slice(0, -1).join(', ')} and ${cards.at(-1)}`;
      report(seal.pile, { by, what: `drew ${which} ${how === 'eyes' ? 'for their eyes' : 'blind'} without taking ${cards.length === 1 ? 'it' : 'them'} from the pile (see the pile's draws)` });
    }
  };

  const act = (deck: string) => {
    if (stopped) return;
    for (const pile of pilesNow().filter((p) => p.deck === deck)) actOn(pile);
    listeners.forEach((l) => l());
  };

  const actOn = (pile: Pile) => {
    const seal = sealOf(pile);
    seal.view.status.faults.forEach((f) => report(pile, f));
    seal.book.faults.forEach((f) => report(pile, f));
    noticeDraws(seal);
    if (seal.stage === 'legacy') return;
    const board = boardPiles(doc, pile.board);
    board.faults.forEach((f) => report(pile, f));
    if (!pile.players.includes(me())) return;
    const deck = pile.deck;
    const s = seal.view.status;
    const kept = mySecrets(deck);
    const ctx = deckCtxOf(doc, pile);
    if (seal.stage === 'sealing' && board.current?.id === pile.id) {
      // Only the tab named in the seal shuffles and locks: two tabs of one player would sign two different steps.
      if (pileTab(pile, me()) !== doc.clientID) return;
      if (s.stage === 'shuffling' && s.turn === me() && !kept) {
        step(deck, async () => {
          const made = shuffleStep(identity, ctx, sealOf(pile).view, null);
          await keep(deck, made.secrets);
          appendToLedger(doc, actor.name, 'shufflePile', [deckEntry(deck, made.record)]);
        });
      } else if (s.stage === 'locking' && s.turn === me() && kept && !kept.locks) {
        step(deck, async () => {
          const made = lockStep(identity, ctx, sealOf(pile).view, kept);
          await keep(deck, made.secrets);
          appendToLedger(doc, actor.name, 'lockPile', [deckEntry(deck, made.record)]);
        });
      } else if (s.stage === 'ready' && pile.by === me() && kept?.locks && !placeCards(actor, pile, s.cards, s.players.map(nameOf))) {
        callOffSeal(actor, pile.board, [], 'a piece left the pile while it was being sealed');
      }
      return;
    }
    // Any tab holding this player's secrets releases (the same keys, so the same record) and writes openings: a reloaded tab too.
    if (seal.stage !== 'laid' || !kept?.locks) return;
    const mine = seal.view.keys.released.get(me());
    const cards = releasable(seal.book, me()).filter((c) => !mine?.has(c));
    if (cards.length) appendToLedger(doc, actor.name, 'releaseKeys', [deckEntry(deck, releaseRecord(identity, ctx, seal.view, kept, cards))]);
    writeOpenings(seal);
  };

  /**
   * Writes into the pieces the cards shown to all once every key is in: the first player whose
   * request counts at once; should their browser be gone before it does, each other player of the
   * seal in turn, `openerWait` apart. Every writer writes the same values (src/doc/sealedPiles.ts
   * `writeOpened`), so two at once agree.
   */
  const writeOpenings = ({ pile, view, book }: Seal) => {
    const pieces = cardPieces(doc, pile.deck, pile.by);
    for (const p of book.positions) {
      const piece = pieces.get(p.card);
      if (!piece || !isShown(p) || view.keys.opened.get(p.card)?.ok !== true) continue;
      const turn = [p.shownBy[0], ...pile.players.filter((k) => k !== p.shownBy[0])].indexOf(me());
      if (turn < 0) continue;
      const key = `${pile.id}/${p.card}`;
      const since = openableSince.get(key) ?? Date.now();
      openableSince.set(key, since);
      const left = since + turn * wait - Date.now();
      if (left > 0) {
        if (!timers.has(key)) timers.set(key, setTimeout(() => (timers.delete(key), act(pile.deck)), left));
        continue;
      }
      const opened = openCard(deckCtxOf(doc, pile), view, p.card, null);
      const content = opened.ok ? readHiddenContent(opened.content) : null;
      const ref = { by: pile.by, deck: pile.deck, card: p.card };
      if (content) writeOpened(actor, piece.id, ref, content, `card ${p.card + 1} of ${boardName(pile)}`);
    }
  };

  queueMicrotask(() => new Set(pilesNow().map((p) => p.deck)).forEach(act));

  const currentSeal = (board: string): Seal | null => {
    const current = boardPiles(doc, board).current ?? pilesNow().find((p) => p.legacy && p.board === board) ?? null;
    return current ? sealOf(current) : null;
  };

  return {
    open(card) {
      const seal = cardSeal(card);
      if (!seal) return null;
      const key = `${card.by}/${card.deck}/${card.card}`;
      const known = readable.get(key);
      if (known && (known.content || known.seal === seal)) return known.content;
      const kept = mySecrets(card.deck);
      const opened = openCard(deckCtxOf(doc, seal.pile), seal.view, card.card, kept ? { publicKey: me(), secrets: kept } : null);
      const content = opened.ok ? readHiddenContent(opened.content) : null;
      readable.set(key, { seal, content });
      return content;
    },
    status(board) {
      const seal = currentSeal(board);
      return seal ? statusOf(seal) : null;
    },
    mayReveal(card) {
      const seal = cardSeal(card);
      return !!seal && mayShow(seal.book, me(), card.card);
    },
    draw(board, options) {
      const seal = currentSeal(board);
      return seal ? drawSealed(actor, seal.pile, seal.book, options) : null;
    },
    reveal: (ids) =>
      askToReveal(actor, ids, (deck, by) => {
        const seal = cardSeal({ deck, by, card: 0 });
        return seal ? { pile: seal.pile, book: seal.book } : null;
      }),
    keep,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      timers.forEach(clearTimeout);
      seals.stop();
      listeners.clear();
    },
  };
}
