/**
 * The pile agent of an open game: it takes this player's part in every sealed cup and deck — its
 * shuffle and lock when its turn comes, its keys when a card is drawn for another player's eyes or
 * shown to all, the sealer's swap of open pieces for cards once everyone has locked — and opens
 * the cards this player may read. Secrets are kept (IndexedDB) before the record that needs them
 * is written, so a tab closed mid-step never leaves a step nobody can finish.
 *
 * Keys are released only as the asks allow: a card drawn for a player's eyes, to that player
 * alone, and only if the player who asked is the one it is for; a card shown to all, if it was
 * drawn blind or the one who holds it asks. Faults are reported once each, naming the signer.
 */
import type * as Y from 'yjs';
import type { SealedCard } from '../model/records';
import { typesOf } from './gameDoc';
import { readHiddenContent, type HiddenContent } from './hiddenOps';
import { cardPieces, callOffSeal, placeCards, writeOpened } from './sealedPiles';
import { allPiles, askedCards, asksOf, deckCtxOf, deckEntry, deckRecordsOf, isVoided, pileTab, pilesTouched, readPile, writeTrust, type PileBody } from './pileRecords';
import type { Actor } from './operations';
import { lockStep, openCard, readDeck, releaseRecord, shuffleStep, type DeckFault, type DeckSecrets, type DeckView } from '../trust/deck';
import type { Signed } from '../trust/identity';

/** Where a sealed pile stands for the panel. */
export interface PileStatus {
  readonly stage: 'sealing' | 'sealed' | 'called-off' | 'broken';
  readonly deck: string;
  readonly players: readonly string[];
  /** Whose shuffle or lock is awaited while sealing. */
  readonly waitingFor: string | null;
  readonly step: 'shuffle' | 'lock' | null;
  /** Cards asked to be opened that still wait for keys, with whose. */
  readonly waitingKeys: readonly { card: number; missing: readonly string[] }[];
  readonly faults: readonly DeckFault[];
}

export interface PileAgent {
  /** A sealed card's content if this player can read it now (drawn for them, or shown to all). */
  open(card: SealedCard): HiddenContent | null;
  /** Where the board's pile stands, or null when it is open (never sealed). */
  status(board: string): PileStatus | null;
  /** Whether this player may ask to show the card to all: it was drawn blind, or for this player's eyes. */
  mayReveal(card: SealedCard): boolean;
  /** Keeps a deck's secrets (the sealer's, before it writes the deck). */
  keep(deck: string, secrets: DeckSecrets): Promise<void>;
  /** Called when any pile's records change (statuses or what this player can read). */
  onChange(listener: () => void): () => void;
  stop(): void;
}

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
}

/** Starts this tab's pile agent. Needs the actor's identity. */
export function startPileAgent({ actor, secrets, keepSecrets, nameOf, onFault }: PileAgentOptions): PileAgent {
  const doc: Y.Doc = actor.doc;
  // Read when needed: the public key is derived on first use, after the table is drawn (identity.ts).
  const identity = actor.identity!;
  const views = new Map<string, DeckView>();
  const readable = new Map<string, { view: DeckView; content: HiddenContent | null }>();
  const busy = new Set<string>();
  const reported = new Set<string>();
  const listeners = new Set<() => void>();
  let stopped = false;

  const pileOfDeck = (deck: string) => allPiles(doc).find((p) => p.deck === deck) ?? null;
  const viewOf = (pile: Signed<PileBody>): DeckView => {
    const view = readDeck(deckCtxOf(doc, pile), deckRecordsOf(doc, pile.deck), views.get(pile.deck));
    views.set(pile.deck, view);
    return view;
  };
  const mySecrets = (deck: string) => (secrets.get(deck) as DeckSecrets | undefined) ?? null;
  const report = (board: string, f: DeckFault) => {
    const key = `${board}|${f.by}|${f.what}`;
    if (reported.has(key)) return;
    reported.add(key);
    const name = typesOf(doc).boards.get(board)?.name ?? 'A sealed pile';
    onFault?.(`${name}: ${f.by ? nameOf(f.by) : 'someone'} ${f.what}.`);
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

  /** The cards whose keys this player should release now. */
  const releasable = (pile: Signed<PileBody>, view: DeckView): number[] => {
    const mine = view.keys.released.get(identity.publicKey);
    const out: number[] = [];
    for (const card of askedCards(doc, pile.deck)) {
      if (card >= view.status.cards || mine?.has(card)) continue;
      const { to, open } = asksOf(doc, pile.deck, card);
      const forEyes = to && to.to === to.by && pile.players.includes(to.by) ? to : null;
      // A card drawn for a player's eyes: released to them by everyone else.
      if (forEyes && forEyes.by !== identity.publicKey) out.push(card);
      // Shown to all: only if drawn blind, or asked by the one who holds it.
      else if (open && pile.players.includes(open.by) && (!forEyes || forEyes.by === open.by)) out.push(card);
    }
    return out;
  };

  const act = (deck: string) => {
    if (stopped) return;
    const pile = pileOfDeck(deck);
    if (!pile || isVoided(doc, pile)) return;
    const view = viewOf(pile);
    view.status.faults.forEach((f) => report(pile.board, f));
    listeners.forEach((l) => l());
    if (!pile.players.includes(identity.publicKey) || pileTab(pile, identity.publicKey) !== doc.clientID) return;
    const s = view.status;
    const kept = mySecrets(deck);
    if (s.stage === 'shuffling' && s.turn === identity.publicKey && !kept) {
      step(deck, async () => {
        const made = shuffleStep(actor.identity!, deckCtxOf(doc, pile), viewOf(pile), null);
        await keep(deck, made.secrets);
        writeTrust(doc, actor.name, 'shufflePile', [deckEntry(deck, made.record)]);
      });
    } else if (s.stage === 'locking' && s.turn === identity.publicKey && kept && !kept.locks) {
      step(deck, async () => {
        const made = lockStep(actor.identity!, deckCtxOf(doc, pile), viewOf(pile), kept);
        await keep(deck, made.secrets);
        writeTrust(doc, actor.name, 'lockPile', [deckEntry(deck, made.record)]);
      });
    } else if (s.stage === 'ready' && kept?.locks) {
      if (pile.by === identity.publicKey && cardPieces(doc, deck).size === 0 && !placeCards(actor, pile, s.cards, s.players.map(nameOf))) {
        callOffSeal(actor, pile.board, [], 'a piece left the pile while it was being sealed');
        return;
      }
      const cards = releasable(pile, view);
      if (cards.length) writeTrust(doc, actor.name, 'releaseKeys', [deckEntry(deck, releaseRecord(actor.identity!, deckCtxOf(doc, pile), view, kept, cards))]);
      writeOpenings(pile, view);
    }
  };

  /** Writes into the pieces the cards this player asked to show to all, once every key is in. */
  const writeOpenings = (pile: Signed<PileBody>, view: DeckView) => {
    const pieces = cardPieces(doc, pile.deck);
    for (const card of askedCards(doc, pile.deck)) {
      const piece = pieces.get(card);
      if (!piece || asksOf(doc, pile.deck, card).open?.by !== identity.publicKey) continue;
      const opened = openCard(deckCtxOf(doc, pile), view, card, null);
      const content = opened.ok ? readHiddenContent(opened.content) : null;
      const name = typesOf(doc).boards.get(pile.board)?.name ?? 'a sealed pile';
      if (content) writeOpened(actor, piece.id, content, `card ${card + 1} of ${name}`);
    }
  };

  const trust = typesOf(doc).trust;
  const onTrust = (event: Y.YMapEvent<unknown>) => {
    const { decks, boards } = pilesTouched(event.keysChanged);
    for (const b of boards) {
      const pile = readPile(doc, b);
      if (pile) decks.add(pile.deck);
    }
    // Written after the transaction that brought the change, never inside it.
    if (decks.size) queueMicrotask(() => decks.forEach(act));
  };
  trust.observe(onTrust);
  queueMicrotask(() => allPiles(doc).forEach((p) => act(p.deck)));

  return {
    open(card) {
      const pile = pileOfDeck(card.deck);
      if (!pile || pile.by !== card.by) return null;
      const view = views.get(card.deck) ?? viewOf(pile);
      const key = `${card.deck}/${card.card}`;
      const known = readable.get(key);
      if (known && (known.content || known.view === view)) return known.content;
      const kept = mySecrets(card.deck);
      const opened = openCard(deckCtxOf(doc, pile), view, card.card, kept ? { publicKey: identity.publicKey, secrets: kept } : null);
      const content = opened.ok ? readHiddenContent(opened.content) : null;
      readable.set(key, { view, content });
      return content;
    },
    status(board) {
      const pile = readPile(doc, board);
      if (!pile) return null;
      const view = views.get(pile.deck) ?? viewOf(pile);
      const s = view.status;
      const base = { deck: pile.deck, players: pile.players, faults: s.faults };
      if (isVoided(doc, pile)) return { ...base, stage: 'called-off', waitingFor: null, step: null, waitingKeys: [] };
      if (s.stage === 'invalid') return { ...base, stage: 'broken', waitingFor: null, step: null, waitingKeys: [] };
      if (s.stage !== 'ready' || cardPieces(doc, pile.deck).size === 0) {
        return { ...base, stage: 'sealing', waitingFor: s.turn ?? pile.by, step: s.stage === 'shuffling' ? 'shuffle' : s.stage === 'locking' ? 'lock' : null, waitingKeys: [] };
      }
      const waitingKeys: { card: number; missing: string[] }[] = [];
      for (const card of askedCards(doc, pile.deck)) {
        const { to, open } = asksOf(doc, pile.deck, card);
        const needed = open ? pile.players : to ? pile.players.filter((p) => p !== to.by) : [];
        const missing = needed.filter((p) => !view.keys.released.get(p)?.has(card));
        if (missing.length && !(open && view.keys.opened.has(card))) waitingKeys.push({ card, missing });
      }
      return { ...base, stage: 'sealed', waitingFor: null, step: null, waitingKeys };
    },
    mayReveal(card) {
      const { to } = asksOf(doc, card.deck, card.card);
      return !to || to.by === identity.publicKey;
    },
    keep,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      trust.unobserve(onTrust);
      listeners.clear();
    },
  };
}
