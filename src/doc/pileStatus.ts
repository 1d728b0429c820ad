/**
 * Where a sealed pile stands, for its panel: the seal's progress while sealing, and once laid out
 * every draw as the records make it (who drew which card, blind or for their eyes, contested,
 * shown), and which cards still wait for whose key.
 */
import type { DeckFault } from '../trust/deck';
import { isShown, type Position } from '../trust/pile';
import type { Seal } from './pileBook';

/** Where a sealed pile stands for the panel. */
export interface PileStatus {
  /** `legacy`: sealed by an earlier version, read only: cards opened before stay readable, nothing more is drawn. */
  readonly stage: 'sealing' | 'sealed' | 'called-off' | 'broken' | 'legacy';
  readonly deck: string;
  /** The sealer's key (card pieces of this seal carry it). */
  readonly sealer: string;
  readonly players: readonly string[];
  /** Whose shuffle or lock is awaited while sealing (the sealer's, to lay the cards out, once all have locked). */
  readonly waitingFor: string | null;
  readonly step: 'shuffle' | 'lock' | null;
  /** Positions in the pile. */
  readonly cards: number;
  /** Every position drawn, in order, as the draw records make it. */
  readonly draws: readonly Position[];
  /** Cards whose keys are due (drawn for someone's eyes, or shown to all) and still missing, with whose. */
  readonly waitingKeys: readonly { card: number; missing: readonly string[] }[];
  readonly faults: readonly DeckFault[];
}

/** The panel's status of a seal. */
export function statusOf(seal: Seal): PileStatus {
  const { pile, view, book } = seal;
  const s = view.status;
  const base = { deck: pile.deck, sealer: pile.by, players: pile.players, cards: s.cards, faults: [...s.faults, ...book.faults], draws: book.positions, waitingKeys: [] };
  switch (seal.stage) {
    case 'legacy':
      return { ...base, stage: 'legacy', waitingFor: null, step: null };
    case 'called-off':
      return { ...base, stage: 'called-off', waitingFor: null, step: null };
    case 'broken':
      return { ...base, stage: 'broken', waitingFor: null, step: null };
    case 'sealing': {
      const step = s.stage === 'shuffling' ? 'shuffle' : s.stage === 'locking' ? 'lock' : null;
      return { ...base, stage: 'sealing', waitingFor: s.turn ?? pile.by, step };
    }
    case 'laid':
      return { ...base, stage: 'sealed', waitingFor: null, step: null, waitingKeys: waitingKeys(seal) };
  }
}

function waitingKeys({ view, book }: Seal): { card: number; missing: string[] }[] {
  const out: { card: number; missing: string[] }[] = [];
  for (const p of book.positions) {
    const shown = isShown(p);
    if (shown && view.keys.opened.has(p.card)) continue;
    const needed = shown ? view.status.players : p.holder ? view.status.players.filter((k) => k !== p.holder) : [];
    const missing = needed.filter((k) => !view.keys.released.get(k)?.has(p.card));
    if (missing.length) out.push({ card: p.card, missing });
  }
  return out;
}

/** A fault as a sentence: its signer's name and what they did, or what is wrong when nobody can be named. */
export function describeFault(f: DeckFault, nameOf: (key: string) => string): string {
  return f.by ? `${nameOf(f.by)} ${f.what}` : `${f.what.charAt(0).toUpperCase()}${f.what.slice(1)}`;
}
