/**
 * What waits in each shared game's mailbox (issue #29), for the home screen: "3 changes waiting"
 * beside a game a friend played while this player was away. Counted on the server by the room's
 * name, after what this browser has merged; nothing is shown when the server cannot be reached.
 */
import { useEffect, useState } from 'react';
import { countEntries, mailboxBase } from '../../net/mailboxClient';
import { roomNameFor } from '../../net/roomCrypto';
import type { GameEntry } from '../../store/gamesIndex';
import { mailboxSeen } from '../../store/mailboxSeen';
import { loadNetSettings } from '../net/connectionSettings';
import { ownSignalingUrl } from '../useGameSession';

/** Changes waiting per game id (only games with some). */
export function useMailboxWaiting(games: readonly GameEntry[] | null): ReadonlyMap<string, number> {
  const [waiting, setWaiting] = useState<ReadonlyMap<string, number>>(new Map());
  useEffect(() => {
    if (!games) return;
    let live = true;
    const base = mailboxBase(loadNetSettings().signalingUrls[0] ?? ownSignalingUrl());
    void Promise.all(
      games.map(async (g): Promise<[string, number]> => {
        if (!g.room) return [g.id, 0];
        const room = await roomNameFor(g.room.gameId ?? g.id, g.room.secret);
        return [g.id, (await countEntries(base, room, await mailboxSeen(room))) ?? 0];
      }),
    ).then((counts) => {
      if (live) setWaiting(new Map(counts.filter(([, n]) => n > 0)));
    });
    return () => {
      live = false;
    };
  }, [games]);
  return waiting;
}
