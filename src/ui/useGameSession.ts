/**
 * Opens the game named in the URL, keeps it open while it is shown, and closes it after. A game
 * that was shared rejoins its room on open; `share` makes a solo game shared.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { openGame, type GameSession } from '../doc/session';
import { describeStorageDamage } from '../doc/storageNotice';
import { rememberRoom } from '../doc/library';
import { getGame } from '../store/gamesIndex';
import { loadIdentity } from '../store/identityStore';
import { warmIdentity } from '../trust/identity';
import { newRoomSecret } from '../net/roomCrypto';
import type { NoticeApi } from './Notices';
import type { Profile } from './profile';
import { loadNetSettings } from './net/connectionSettings';

/** The app's own signaling endpoint, on the origin the app was loaded from. */
export function ownSignalingUrl(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/signal`;
}

/** The link a friend opens to join: the room secret rides in the fragment, which browsers never send to a server. */
export function shareLinkFor(gameId: string, secret: string): string {
  return `${location.origin}${location.pathname}#/join/${gameId}/${secret}`;
}

async function askPersistence() {
  if (navigator.storage?.persist && !(await navigator.storage.persisted())) await navigator.storage.persist().catch(() => false);
}

/** How long after a game opens this browser's public key is derived, in ms: after the first frames. */
const identityWarmDelay = 1500;

/** The open session for `gameId` (null while opening or on the home screen), and sharing. */
export function useGameSession(
  gameId: string | null,
  profile: () => Profile,
  notices: NoticeApi,
  onPlayerChange: (player: Profile) => void = () => undefined,
  saveCopy: (gameId: string) => void = () => undefined,
) {
  const [session, setSession] = useState<GameSession | null>(null);
  // Read when the notice's button is pressed: a new function each render must not reopen the game.
  const saveCopyRef = useRef(saveCopy);
  saveCopyRef.current = saveCopy;
  const [secret, setSecret] = useState<string | null>(null);

  const connect = useCallback(
    (s: GameSession, roomSecret: string) =>
      s.connect({ secret: roomSecret, settings: loadNetSettings(), defaultSignaling: ownSignalingUrl(), player: profile(), onPlayerChange }).catch((e) => {
        notices.error(`Could not join the room: ${(e as Error).message}`);
      }),
    [profile, notices, onPlayerChange],
  );

  useEffect(() => {
    if (!gameId) return;
    let live = true;
    let opened: GameSession | null = null;
    (async () => {
      const [entry, identity] = await Promise.all([getGame(gameId), loadIdentity()]);
      let room: GameSession['room'] | null = null;
      // In a room, the log names this player as the table shows them ("Alice (2)" beside another Alice).
      const name = () => room?.get()?.presence.get().find((p) => p.self)?.name ?? profile().name;
      const s = await openGame(gameId, name, (e) => notices.error(`Saving failed: ${(e as Error).message}. Save the game to a file to be safe.`), {
        joining: !!entry?.room,
        roomGameId: entry?.room?.gameId,
        onIgnored: (message) => notices.warn(message),
        identity,
        onCheat: (message) => notices.warn(message),
      });
      if (!live) return void s.close();
      room = s.room;
      opened = s;
      setSession(s);
      // The public key is derived once the table is drawn, so the first signed move does not wait for it.
      setTimeout(() => warmIdentity(identity), identityWarmDelay);
      setSecret(entry?.room?.secret ?? null);
      void askPersistence();
      const damage = describeStorageDamage(s.loadReport);
      if (damage?.lost) notices.warn(damage.text, { label: 'Save a copy', run: () => saveCopyRef.current(s.id) });
      else if (damage) notices.info(damage.text);
      if (entry?.room) void connect(s, entry.room.secret);
    })().catch((e) => {
      notices.error(`That game could not be opened: ${(e as Error).message}`);
      location.hash = '#/';
    });
    return () => {
      live = false;
      setSession(null);
      setSecret(null);
      void opened?.close();
    };
  }, [gameId, profile, notices, connect]);

  /** Shares the open game (once) and returns the link for a friend. */
  const share = useCallback(async (): Promise<string> => {
    if (!session) throw new Error('No game is open.');
    let roomSecret = secret;
    if (!roomSecret) {
      roomSecret = newRoomSecret();
      await rememberRoom(session.id, roomSecret);
      setSecret(roomSecret);
    }
    await connect(session, roomSecret);
    return shareLinkFor(session.roomGameId, roomSecret);
  }, [session, secret, connect]);

  return { session: session && session.id === gameId ? session : null, secret, share };
}
