/** The offer, on opening a game, to play the moves a friend made since this player last looked. */
import type { HistoryController, UnseenOffer } from './historyController';

const listed = (names: string[]) => (names.length <= 1 ? (names[0] ?? 'A friend') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

export function WatchOffer({ offer, history }: { offer: UnseenOffer; history: HistoryController }) {
  return (
    <section className="history-bar history-offer" aria-label="Unseen moves">
      <span>
        {listed(offer.by)} made {offer.count} change{offer.count === 1 ? '' : 's'} since you last looked.
      </span>
      <button type="button" className="primary" onClick={() => history.watchOffer()}>
        ▶ Watch them
      </button>
      <button type="button" onClick={() => history.dismissOffer()}>
        Not now
      </button>
    </section>
  );
}
