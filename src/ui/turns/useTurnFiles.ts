/**
 * The turn files of play by e-mail (issue #29) wired to the app: the File menu's *Send my turn* and
 * *Open a friend's turn*, and a turn file opened from the home screen, which opens its game and
 * merges the turn once the game's session is ready.
 */
import { useEffect, useRef } from 'react';
import type { GameSession } from '../../doc/session';
import { isTurnFile } from '../../doc/turnFile';
import type { NoticeApi } from '../Notices';
import { download } from '../download';
import type { TurnFileActions } from '../table/FileMenu';
import { gameOfTurnFile, mergedText, mergeTurnFile, writeMyTurn } from './turnFiles';

/** Asks the player for one file, as *Open file…* does; resolves to its bytes, or null when none is chosen. */
function chooseTurnFile(): Promise<Uint8Array | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.sandturn';
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      resolve(file ? file.arrayBuffer().then((b) => new Uint8Array(b)) : null);
    });
    input.addEventListener('cancel', () => resolve(null));
    input.click();
  });
}

export function useTurnFiles(session: GameSession | null, run: (label: string, work: () => Promise<void>) => Promise<void>, notices: NoticeApi, open: (id: string) => void) {
  /** A turn file opened from the home screen, waiting for its game to open. */
  const waiting = useRef<{ gameId: string; bytes: Uint8Array } | null>(null);

  const merge = (s: GameSession, bytes: Uint8Array) => run('Merging the turn…', async () => notices.info(mergedText(await mergeTurnFile(s, bytes))));

  useEffect(() => {
    const turn = waiting.current;
    if (!session || !turn || session.id !== turn.gameId) return;
    waiting.current = null;
    void merge(session, turn.bytes);
  });

  const actions: TurnFileActions | undefined = session
    ? {
        onSendTurn: () =>
          void run('Writing your turn…', async () => {
            const turn = await writeMyTurn(session);
            download(turn.bytes, turn.fileName, '.sandturn');
            const kb = Math.max(1, Math.round(turn.bytes.byteLength / 1024));
            notices.info(`Saved your turn as a file (${kb} KB${turn.whole ? ', the whole game: no friend has sent a turn yet' : ''}). Send it to your friends; opening it merges your moves into their copy.`);
          }),
        onOpenTurn: () =>
          void chooseTurnFile().then((bytes) => {
            if (bytes) void merge(session, bytes);
          }),
      }
    : undefined;

  /** Opens a turn file chosen on the home screen: its game, then the merge; false when the bytes are no turn file. */
  const openFromHome = async (bytes: Uint8Array): Promise<boolean> => {
    if (!isTurnFile(bytes)) return false;
    const entry = await gameOfTurnFile(bytes);
    waiting.current = { gameId: entry.id, bytes };
    open(entry.id);
    return true;
  };

  return { actions, openFromHome };
}
