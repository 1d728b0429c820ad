/**
 * Released per-card keys, and opening a card with them.
 *
 * Every released key is checked against the public card key it claims to be the logarithm of
 * (k·G = K'), so a wrong key is refused and its releaser named the moment it is read, before
 * anyone tries to open a card with it. A card whose keys are all released is opened for every
 * reader: if it opens to no item, or to an item another card opened to, a shuffle substituted or
 * copied a card (the audit, with every shuffle key released, names which shuffle).
 */
import { toB64 } from '../bytes';
import { decodeScalar, isKeyOf, itemTag, openItem, unlock } from './group';
import type { Checked, DeckBody, FinalBody, ReleaseBody } from './records';
import type { Chain, DeckFault, Recall } from './view';

/** A final record whose keys all check: the player's shuffle scalar and (the creator) its seeds. */
export interface Final {
  readonly by: string;
  readonly shuffle: bigint;
  readonly seeds: readonly string[];
}

/** Keys read from release and final records, and the cards they open for everyone. */
export interface Keys {
  /** By player, by card position: released per-card keys that check. */
  readonly released: ReadonlyMap<string, ReadonlyMap<number, bigint>>;
  readonly finals: readonly Final[];
  /** Faults that concern one card (a wrong key released for it, a bad opening). */
  readonly cardFaults: ReadonlyMap<number, readonly DeckFault[]>;
  /** Cards every player released a key for, opened. */
  readonly opened: ReadonlyMap<number, Opening>;
}

/** A card opened with all its keys: its item and content, or what is wrong with it. */
export type Opening = { ok: true; item: number; content: Uint8Array } | { ok: false; item: number | null; fault: DeckFault };

/** Opens locked card `card` of a ready chain with every player's key for it. */
export function openWith(chain: Chain, card: number, keys: readonly bigint[]): Opening {
  const point = unlock(chain.locks[chain.locks.length - 1][card].y, keys);
  const item = chain.tags.get(toB64(itemTag(point)));
  if (item === undefined) {
    return { ok: false, item: null, fault: { by: null, what: `card ${card} opens to no item: a shuffle replaced it (the audit names who)` } };
  }
  const creator = chain.players[0];
  const opened = openItem(chain.items[item], point);
  if (opened === 'bad') return { ok: false, item, fault: { by: creator, what: `sealed item ${item} so that it does not open` } };
  if (opened === 'seed') {
    return { ok: false, item, fault: { by: creator, what: `made item ${item}'s point otherwise than from its seed (it could read the order)` } };
  }
  return { ok: true, item, content: opened.content };
}

/** The scalars of `texts` if each is the key of the matching card key of `locker`, else null. */
function checkKeys(chain: Chain, locker: number, cards: readonly number[], texts: readonly string[]): bigint[] | null {
  const locks = chain.locks[locker];
  const keys: bigint[] = [];
  for (let i = 0; i < cards.length; i++) {
    const k = decodeScalar(texts[i]);
    if (k === null || cards[i] >= locks.length || !isKeyOf(k, locks[cards[i]].cardKey)) return null;
    keys.push(k);
  }
  return keys;
}

/**
 * Reads release and final records against a ready chain (null: the deck is not locked, so no key
 * can count yet), names every wrong one, and opens the cards all players released.
 */
export function readKeys(chain: Chain | null, records: readonly Checked<DeckBody>[], recall: Recall, fault: (f: DeckFault) => void): Keys {
  const released = new Map<string, Map<number, bigint>>();
  const finals: Final[] = [];
  const cardFaults = new Map<number, DeckFault[]>();
  const opened = new Map<number, Opening>();
  const cardFault = (card: number, f: DeckFault) => {
    fault(f);
    cardFaults.set(card, [...(cardFaults.get(card) ?? []), f]);
  };
  for (const { id, record } of records) {
    if (record.t !== 'release' && record.t !== 'final') continue;
    if (!chain || record.deck !== chain.create.id) {
      fault({ by: null, what: 'keys released for another shuffle of this deck id, or before it was locked' });
      continue;
    }
    const locker = chain.players.indexOf(record.by);
    if (locker < 0) {
      fault({ by: record.by, what: 'released keys but is not a player of this deck' });
      continue;
    }
    const n = chain.cards;
    const r = record as ReleaseBody | FinalBody;
    const cards = r.t === 'release' ? r.cards : r.keys.map((_, i) => i);
    const verdict = recall(`keys:${id}:${chain.head}`, (): bigint[] | string => {
      if (r.t === 'final') {
        if (r.keys.length !== n) return `released ${r.keys.length} keys at the end, not ${n}`;
        if (r.seeds.length !== (locker === 0 ? n : 0)) return 'released the wrong number of item seeds';
        const k = decodeScalar(r.shuffle);
        if (k === null || !isKeyOf(k, chain.shuffleKeys[locker])) return 'released a shuffle key that is not its own';
      }
      return checkKeys(chain, locker, cards, r.keys) ?? `released a wrong key for card ${cards.length === 1 ? cards[0] : `s ${cards.join(', ')}`}`;
    });
    if (typeof verdict === 'string') {
      for (const card of cards.filter((c) => c < n)) cardFault(card, { by: record.by, what: verdict });
      if (cards.every((c) => c >= n)) fault({ by: record.by, what: verdict });
      continue;
    }
    const mine = released.get(record.by) ?? new Map<number, bigint>();
    cards.forEach((card, i) => mine.set(card, verdict[i]));
    released.set(record.by, mine);
    if (r.t === 'final') finals.push({ by: record.by, shuffle: decodeScalar(r.shuffle)!, seeds: r.seeds });
  }
  if (chain) {
    const byItem = new Map<number, number>();
    for (let card = 0; card < chain.cards; card++) {
      const keys = chain.players.map((p) => released.get(p)?.get(card));
      if (keys.some((k) => k === undefined)) continue;
      const opening = recall(`open:${chain.head}:${card}`, () => openWith(chain, card, keys as bigint[]));
      opened.set(card, opening);
      if (!opening.ok) cardFault(card, opening.fault);
      if (opening.item === null) continue;
      const other = byItem.get(opening.item);
      if (other === undefined) byItem.set(opening.item, card);
      else {
        const f = { by: null, what: `cards ${other} and ${card} open to the same item: a shuffle copied a card (the audit names who)` };
        for (const c of [other, card]) {
          cardFault(c, f);
          opened.set(c, { ok: false, item: opening.item, fault: f });
        }
      }
    }
  }
  return { released, finals, cardFaults, opened };
}
