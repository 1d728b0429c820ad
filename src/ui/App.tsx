/**
 * The app shell: routes between the home screen, an open game (`#/game/<id>`) and a friend's share
 * link (`#/join/<id>/<secret>`), and shows notices. It owns no game state; sessions do.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { createGame, deleteGame, duplicateGame, exportGame, importSaveFile, renameStoredGame } from '../doc/library';
import { hasVassalOrigin } from '../doc/vassalOrigin';
import { hasKeptLog } from '../doc/vassalLog';
import { joinGame, planJoin } from '../doc/joining';
import { RekeyDialog } from './home/RekeyDialog';
import { useModuleImport } from './home/useModuleImport';
import { createDemoGame } from '../scenario/demo';
import { listGames, type GameEntry } from '../store/gamesIndex';
import { installAutomation } from '../automation/api';
import { HomeScreen } from './home/HomeScreen';
import { loadProfile, saveProfile, type Profile } from './profile';
import { TableScreen, type TableScreenApi } from './table/TableScreen';
import { Notices, useNotices } from './Notices';
import { useGameSession } from './useGameSession';
import type { GameSession } from '../doc/session';
import { exportScenarioFiles } from '../scenario/exportFiles';
import { importScenario } from '../scenario/importScenario';
import { parseRoute } from './routes';
import { download } from './download';
import { useTurnFiles } from './turns/useTurnFiles';

// The log panel (and the VASSAL reader it needs) loads only for a game opened from a .vlog.
const LogStepper = lazy(() => import('./vassal/LogStepper').then((m) => ({ default: m.LogStepper })));

function routeGameId(): string | null {
  const route = parseRoute(location.hash);
  return route?.kind === 'game' ? route.id : null;
}

/** A friend's share link: the game id and the room secret. */
function routeJoin(): { id: string; secret: string } | null {
  const route = parseRoute(location.hash);
  return route?.kind === 'join' ? { id: route.id, secret: route.secret } : null;
}

/**
 * `onSession` hears of every game opened and closed. The shipped app passes nothing; the test
 * build of a modified client (tests/e2e/cheater/) uses it to reach the session from the page, as
 * any player rebuilding this app could.
 */
export function App({ onSession }: { onSession?(session: GameSession | null): void } = {}) {
  const [gameId, setGameId] = useState(routeGameId);
  const [games, setGames] = useState<GameEntry[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  /** A link naming a game held here under another key, waiting for the player's choice. */
  const [rekey, setRekey] = useState<{ id: string; secret: string; held: GameEntry } | null>(null);
  const [noticeList, notices] = useNotices();
  const profile = useRef(loadProfile());
  const currentProfile = useCallback(() => profile.current, []);
  const rememberPlayer = useCallback((p: Profile) => {
    profile.current = p;
    saveProfile(p);
  }, []);
  const { session, share } = useGameSession(gameId, currentProfile, notices, rememberPlayer, (id) => void run('Saving…', () => saveFile(id)));
  useEffect(() => {
    onSession?.(session);
  }, [onSession, session]);
  const api = useRef<TableScreenApi | null>(null);
  const opened = useRef<(() => void) | null>(null);
  const onReady = useCallback((a: TableScreenApi | null) => {
    api.current = a;
    if (a) {
      opened.current?.();
      opened.current = null;
    }
  }, []);

  useEffect(() => {
    installAutomation(
      () => api.current,
      (id) =>
        new Promise<void>((resolve) => {
          opened.current = resolve;
          location.hash = `#/game/${id}`;
        }),
      () => profile.current.name,
    );
    const onHash = () => {
      const join = routeJoin();
      if (join) {
        void (async () => {
          const plan = await planJoin(join.id, join.secret);
          if (plan.kind === 'rekey') return setRekey({ ...join, held: plan.held });
          const localId = plan.kind === 'open' ? plan.localId : await joinGame(join.id, join.secret);
          location.replace(`#/game/${localId}`);
        })().catch((e) => notices.error(`The link could not be opened: ${(e as Error).message}`));
        return;
      }
      setGameId(routeGameId());
    };
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const refresh = useCallback(() => listGames().then(setGames, (e) => notices.error(`Your games could not be listed: ${e.message}`)), [notices]);

  useEffect(() => {
    if (!gameId) void refresh();
  }, [gameId, refresh]);

  const run = async (label: string, work: () => Promise<void>) => {
    setBusy(label);
    try {
      await work();
    } catch (e) {
      notices.error((e as Error).message);
    } finally {
      setBusy(null);
    }
  };
  const open = (id: string) => (location.hash = `#/game/${id}`);
  const vassal = useModuleImport(() => profile.current.name, open, notices);
  const turns = useTurnFiles(session, run, notices, open);
  const saveFile = async (id: string, options: { history?: boolean } = {}) => {
    if (session?.id === id) await session.flush();
    const { name, bytes, leftOut } = await exportGame(id, options);
    download(bytes, name);
    const skipped = leftOut ? ` ${leftOut} unreadable record${leftOut === 1 ? ' was' : 's were'} left out (a counter that lost its place, or something a newer version wrote).` : '';
    notices.info(`Saved “${name}” to a file (${(bytes.byteLength / 1024).toFixed(0)} KB).${skipped}`);
  };

  const saveVassal = async (id: string) => {
    if (session?.id === id) await session.flush();
    const { exportVassalSave } = await import('../vassal/export/exportSave');
    const { name, bytes, leftOut, offMaps } = await exportVassalSave(id);
    download(bytes, name, '.vsav');
    const skipped = leftOut.length ? ` Left out, as VASSAL never had them: ${leftOut.slice(0, 5).join(', ')}${leftOut.length > 5 ? ` and ${leftOut.length - 5} more` : ''}.` : '';
    const trays = offMaps ? ` ${offMaps} piece${offMaps === 1 ? '' : 's'} on trays and decks stay${offMaps === 1 ? 's' : ''} here.` : '';
    notices.info(`Saved “${name}” as a VASSAL game.${skipped}${trays}`);
  };

  if (gameId) {
    if (!session || session.id !== gameId) return <div className="loading" role="status"><span className="spinner" /> Opening the game…<Notices list={noticeList} notices={notices} /></div>;
    return (
      <>
        <TableScreen
          session={session}
          profile={profile}
          share={share}
          onError={(m) => notices.error(m)}
          onWarn={(m) => notices.warn(m)}
          onHome={() => (location.hash = '#/')}
          onSave={() => void run('Saving…', () => saveFile(session.id))}
          onSaveWithoutHistory={() => void run('Saving…', () => saveFile(session.id, { history: false }))}
          onSaveVassal={hasVassalOrigin(session.actor.doc) ? () => void run('Saving…', () => saveVassal(session.id)) : undefined}
          onExportSetup={() =>
            void run('Exporting…', async () => {
              const { text, files } = await exportScenarioFiles(session.snapshot(), session.actor.doc);
              const { encodeScenarioBundle } = await import('../scenario/bundle');
              download(await encodeScenarioBundle(text, files), session.snapshot().meta.name, '.scenario.zip');
            })
          }
          turnFiles={turns.actions}
          onReady={onReady}
          onOpenGame={open}
        />
        {hasKeptLog(session.actor.doc) && (
          <Suspense fallback={null}>
            <LogStepper session={session} onError={(m) => notices.error(m)} />
          </Suspense>
        )}
        {vassal.view}
        <Notices list={noticeList} notices={notices} />
      </>
    );
  }
  return (
    <>
      <HomeScreen
        games={games}
        busy={busy}
        onOpen={open}
        onNewDemo={() =>
          run('Setting up the demo…', async () => {
            open(await createDemoGame(profile.current.name));
          })
        }
        onNewCaporettoDemo={() =>
          run('Setting up the Caporetto demo…', async () => {
            open(await createDemoGame(profile.current.name, import.meta.env.BASE_URL, 'demo-caporetto'));
          })
        }
        onNewC3Demo={() =>
          run('Setting up the Operazione C3 demo…', async () => {
            open(await createDemoGame(profile.current.name, import.meta.env.BASE_URL, 'demo-c3'));
          })
        }
        onNewKesselringDemo={() =>
          run("Setting up the Kesselring's War demo…", async () => {
            open(await createDemoGame(profile.current.name, import.meta.env.BASE_URL, 'demo-kesselring'));
          })
        }
        onNewSicilyDemo={() =>
          run('Setting up the Sicily demo…', async () => {
            open(await createDemoGame(profile.current.name, import.meta.env.BASE_URL, 'demo-sicily'));
          })
        }
        onNewGhcDemo={() =>
          run('Setting up the German High Command demo…', async () => {
            open(await createDemoGame(profile.current.name, import.meta.env.BASE_URL, 'demo-ghc'));
          })
        }
        onNewBlank={() =>
          run('Creating…', async () => {
            const blank = { boards: [{ id: 'table', name: 'Table', fill: '#cfc8b0', width: 2000, height: 1400, x: 0, y: 0, grid: { kind: 'none' as const } }] };
            open((await createGame('New game', blank, profile.current.name)).id);
          })
        }
        onOpenFile={(file) =>
          run(`Opening ${file.name}…`, async () => {
            const bytes = new Uint8Array(await file.arrayBuffer());
            // The zip code loads with the first file opened, not with every page (issue #11).
            const { decodeScenarioBundle, isScenarioBundle, isZip } = await import('../scenario/bundle');
            const { isVassalModule, isVassalSave } = await import('../vassal/importModule');
            if (isVassalModule(bytes)) return void vassal.start(file.name, bytes);
            if (isVassalSave(bytes)) return void vassal.startSave(file.name, bytes);
            if (await turns.openFromHome(bytes)) return;
            if (isZip(bytes) && isScenarioBundle(bytes)) {
              const { text, files } = decodeScenarioBundle(bytes, `"${file.name}"`);
              open(await importScenario(text, files, profile.current.name));
              return;
            }
            if (!isZip(bytes) && /^\s*\{/.test(new TextDecoder().decode(bytes.subarray(0, 64)))) {
              open(await importScenario(new TextDecoder().decode(bytes), new Map(), profile.current.name));
              return;
            }
            const entry = await importSaveFile(bytes, file.name);
            notices.info(`Opened “${entry.name}”.`);
            open(entry.id);
          })
        }
        onOpenFolder={(files) =>
          run('Opening the folder…', async () => {
            const { openUnpackedModule } = await import('./home/unpackedModuleFiles');
            if (await openUnpackedModule(files, vassal.start)) return;
            const json = files.find((f) => f.name === 'scenario.json') ?? files.find((f) => f.name.endsWith('.json'));
            if (!json) throw new Error('That folder has no scenario.json.');
            open(await importScenario(await json.text(), new Map(files.filter((f) => f !== json).map((f) => [f.name, f as Blob])), profile.current.name));
          })
        }
        onRename={(id, name) => run('Renaming…', () => renameStoredGame(id, name).then(refresh))}
        onDuplicate={(id) => run('Copying…', () => duplicateGame(id).then(refresh))}
        onDelete={(id) => run('Deleting…', () => deleteGame(id).then(refresh))}
        onExport={(id) => run('Saving…', () => saveFile(id))}
      />
      {rekey && (
        <RekeyDialog
          held={rekey.held}
          onCancel={() => {
            setRekey(null);
            location.replace('#/');
          }}
          onJoinAsCopy={() => {
            setRekey(null);
            void run('Joining…', async () => location.replace(`#/game/${await joinGame(rekey.id, rekey.secret, { asCopy: true })}`));
          }}
        />
      )}
      {vassal.view}
      <Notices list={noticeList} notices={notices} />
    </>
  );
}
