/**
 * The audit after a game: once every player has written its final record (all per-card keys, its
 * shuffle scalar, and the creator's item seeds), every step can be replayed by anyone. It names
 * a creator whose items are not what its seeds make, or whose first list is not its items under
 * its key, and a shuffler whose output is not its input under its key: the one that replaced or
 * copied a card, which a draw can only notice as a card opening to no item or to one twice.
 */
import { fromB64, toB64 } from '../bytes';
import { itemPoint, itemTag, multipliedSet, openItem, type Cards, type Point } from './group';
import type { DeckCtx } from './records';
import { asView, type DeckFault, type DeckInput } from './view';

const sortedEncodings = (cards: Cards) => cards.bytes.map(toB64).sort();
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Every fault the records show, plus the audit's: each player that has not released its keys,
 * and each step that was not made as the protocol says, named. An empty list means every card
 * was dealt fairly from the creator's items.
 */
export function audit(ctx: DeckCtx, records: DeckInput): DeckFault[] {
  const view = asView(ctx, records);
  const faults = [...view.status.faults];
  const chain = view.chain;
  if (view.status.stage !== 'ready' || !chain) return [...faults, { by: null, what: `the deck is ${view.status.stage}: it cannot be audited` }];
  chain.players.forEach((player, j) => {
    const final = view.keys.finals.find((f) => f.by === player);
    if (!final) {
      faults.push({ by: player, what: 'has not released its keys for the audit' });
      return;
    }
    if (j > 0) {
      if (!sameList(multipliedSet(chain.layers[j - 1].points, final.shuffle), sortedEncodings(chain.layers[j]))) {
        faults.push({ by: player, what: 'made a shuffle that replaced or copied cards' });
      }
      return;
    }
    const points: Point[] = [];
    final.seeds.forEach((text, i) => {
      const seed = fromB64(text);
      const p = seed && seed.length === 32 ? itemPoint(seed) : null;
      if (!p || chain.tags.get(toB64(itemTag(p))) !== i || typeof openItem(chain.items[i], p) === 'string') {
        faults.push({ by: player, what: `released a seed that does not make item ${i}` });
      } else points.push(p);
    });
    if (points.length === chain.items.length && !sameList(multipliedSet(points, final.shuffle), sortedEncodings(chain.layers[0]))) {
      faults.push({ by: player, what: 'made a first shuffle that is not its items under its key' });
    }
  });
  return faults;
}
