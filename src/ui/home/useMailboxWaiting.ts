/**
 * What waits in each shared game's mailbox (issue #29), for the home screen: "Bob: 7 moves since
 * you looked" beside a game a friend played while this player was away. Only shared games are
 * asked, one request each and a few at a time, after the list is drawn, for the entries posted
 * since the last look (the tally is kept); each game's line appears when its answer comes. Nothing
 * is shown for a game whose server cannot be reached.
 */
import { useEffect, useState } from 'react';
import { mailboxBase } from '../../net/mailboxClient';
import { movesOf, tallyWaiting, type Me, type SenderMoves } from '../../net/mailboxTally';
import { roomKey, roomNameFor } from '../../net/roomCrypto';
import type { GameEntry } from '../../store/gamesIndex';
import { loadIdentity } from '../../store/identityStore';
import { keepMailboxTally, mailboxSeen, mailboxTally } from '../../store/mailboxSeen';
import { fingerprint } from '../../trust/identity';
import { loadNetSettings } from '../net/connectionSettings';
import { loadProfile } from '../profile';
import { ownSignalingUrl } from '../useGameSession';
import { eachAtMost } from './eachAtMost';

/** Mailboxes asked at once. */
const atOnce = 3;

/** Moves waiting per game id, by sender (only games with some). */
export function useMailboxWaiting(games: readonly GameEntry[] | null): ReadonlyMap<string, readonly SenderMoves[]> {
  const [waiting, setWaiting] = useState<ReadonlyMap<string, readonly SenderMoves[]>>(new Map());
  useEffect(() => {
    if (!games) return;
    let live = true;
    const shared = games.filter((g) => g.room);
    const base = mailboxBase(loadNetSettings().signalingUrls[0] ?? ownSignalingUrl());
    const found = new Map<string, readonly SenderMoves[]>();
    void me()
      .then((self) =>
        eachAtMost(shared, atOnce, async (g) => {
          const moves = live ? await gameMovesWaiting(g, base, self) : null;
          if (!live || !moves?.length) return;
          found.set(g.id, moves);
          setWaiting((was) => new Map(was).set(g.id, moves));
        }),
      )
      // Lines of games that no longer have anything waiting go once every answer is in.
      .then(() => live && setWaiting(found));
    return () => {
      live = false;
    };
  }, [games]);
  return waiting;
}

/** This browser's player: their key's fingerprint is derived only if an entry carries one. */
async function me(): Promise<Me> {
  const identity = await loadIdentity().catch(() => null);
  let sender: string | null | undefined;
  return { name: loadProfile().name, sender: () => (sender ??= identity ? fingerprint(identity.publicKey) : null) };
}

/** A game's moves waiting, carrying on from the tally kept at the last look (which is then kept again). */
async function gameMovesWaiting(g: GameEntry, base: string, self: Me): Promise<SenderMoves[] | null> {
  const { secret, gameId } = g.room!;
  const room = await roomNameFor(gameId ?? g.id, secret);
  const [seen, earlier] = await Promise.all([mailboxSeen(room), mailboxTally(room)]);
  const tally = await tallyWaiting({ base, room, after: seen, key: () => roomKey(secret, room) }, self, earlier);
  if (!tally) return null;
  if (tally.last !== earlier?.last || tally.seen !== earlier.seen) await keepMailboxTally(room, tally);
  return movesOf(tally);
}

/** "Bob: 7 moves since you looked", or "Bob: 7 moves · Carol: 2 moves" for several senders. */
export function waitingLine(by: readonly SenderMoves[]): string {
  const each = by.map((s) => `${s.name}: ${s.moves} move${s.moves === 1 ? '' : 's'}`);
  return each.length === 1 ? `${each[0]} since you looked` : each.join(' · ');
}
