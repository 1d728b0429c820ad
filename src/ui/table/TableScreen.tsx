/**
 * An open game: toolbar, canvas, status bar, log, menus and keyboard shortcuts. It turns player
 * intent into named operations on the session; the canvas only draws and reports gestures.
 */
import { WaitingForTable } from '../net/WaitingForTable';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import type { ActionContext } from '../../actions/registry';
import { pieceActions } from './pieceActions';
import type { GameSession } from '../../doc/session';
import { selectionBounds } from '../../geometry/selectionBounds';
import type { Camera } from '../../geometry/camera';
import { ContextMenu } from './ContextMenu';
import { SelectionActionBar } from './SelectionActionBar';
import { SpriteCache } from './faceSprites';
import { FaceImages } from './counters/faceImages';
import { LogPanel } from './LogPanel';
import { TableContext, type Viewport } from './tableContext';
import type { Profile } from '../profile';
import type { NetSettings } from '../../net/types';
import { loadNetSettings } from '../net/connectionSettings';
import { NetControls } from '../net/NetControls';
import { PlayerList } from '../net/PlayerList';
import { AssetProgressPanel } from '../net/AssetProgressPanel';
import { useAddMenu } from '../setup/AddMenu';
import { fileMenuItems, type TurnFileActions } from './FileMenu';
import { Toolbar } from './Toolbar';
import { GameName, StatusBar } from './StatusParts';
import { revealNote } from './revealNote';
import { endTurn } from '../../doc/turnOps';
import { useRuler } from '../ruler/useRuler';
import { tableToolbarGroups } from './toolbarGroups';
import { useComponentsMenu } from '../components/ComponentsMenu';
import { useMapAdding } from './useMapAdding';
import { useSetupModes } from './useSetupModes';
import { useTableDialogs } from './useTableDialogs';
import { useTableFollowsSession } from './useTableFollowsSession';
import { TableStore } from './tableStore';
import { TableView } from './TableView';
import type { TableViewHandle } from './tableViewHandle';
import { Observable, useObservable, useSlice, ViewStore } from './viewStore';
import { useRulesOnTable, type RulesOnTable } from './useRulesOnTable';
import * as parts from './lazyParts';
import { useTableKeys } from './useTableKeys';
import { useHistory } from '../history/useHistory';
import { HistoryBar } from '../history/HistoryBar';
import { ReplayShield } from '../history/ReplayShield';
import type { HistoryController } from '../history/historyController';

/** What the automation API reads from an open table. */
export interface TableScreenApi {
  session: GameSession;
  table: TableStore;
  view: TableViewHandle | null;
  /** Shares the game (once) and returns the link a friend opens. */
  share(): Promise<string>;
  /** The rules assistant on this table. */
  rules: RulesOnTable | null;
  /** The history bar: step through the game, branch a what-if. */
  history: HistoryController;
}

interface Props {
  session: GameSession;
  profile: RefObject<Profile>;
  share(): Promise<string>;
  onError(message: string): void;
  /** Tells the player something went otherwise than asked (an undo a friend's later move prevented). */
  onWarn(message: string): void;
  onHome(): void;
  onSave(): void;
  /** Saves the game to a file without its history (a smaller file). */
  onSaveWithoutHistory?(): void;
  /** Downloads the game's setup as a scenario bundle (scenario.json and its images). */
  onExportSetup(): void;
  /** Downloads the position as a VASSAL saved game; offered only for a game that came from a module. */
  onSaveVassal?(): void;
  /** Play by e-mail: send this player's turn as a file, open a friend's. */
  turnFiles?: TurnFileActions;
  onReady(api: TableScreenApi | null): void;
  /** Opens another game (a what-if branched from this one). */
  onOpenGame(id: string): void;
}

export function TableScreen({ session, profile, share, onError, onWarn, onHome, onSave, onSaveWithoutHistory, onExportSetup, onSaveVassal, turnFiles, onReady, onOpenGame }: Props) {
  const stores = useMemo(
    () => ({
      table: new TableStore(session.snapshot()),
      view: new ViewStore(),
      sprites: new SpriteCache(),
      images: new FaceImages(),
      drawDirect: new URLSearchParams(location.search).get('draw') === 'direct',
      viewport: new Observable<Viewport>({ x1: 0, y1: 0, x2: -1, y2: -1, detail: 1, scale: 1 }),
    }),
    [session],
  );
  const { table, view } = stores;
  const { history, live } = useHistory(session, table, onOpenGame);
  const replaying = useSyncExternalStore(history.view.subscribe, () => history.view.get().open);
  useEffect(() => () => stores.images.stop(), [stores]);
  const hoverLabel = useMemo(() => new Observable<string | null>(null), []);
  const revealOf = useMemo(() => (id: string) => revealNote(session, id), [session]);
  const netSettings = useMemo(() => new Observable<NetSettings>(loadNetSettings()), []);
  const room = useObservable(session.room);
  const setup = useSetupModes(session);
  const boardCount = useSyncExternalStore(table.subscribe, () => table.snapshot().boards.size);
  const viewRef = useRef<TableViewHandle>(null);
  const { addMap, dialog: mapDialog } = useMapAdding(session, viewRef, (c) => setup.calibrate(c.get().boardId, c), onError);
  const [zoom, setZoom] = useState(1);
  const [help, setHelp] = useState(false);
  // On a phone the log is a sheet over the table: closed until asked for.
  const [showLog, setShowLog] = useState(() => !window.matchMedia?.('(max-width: 700px)').matches);
  const [showDice, setShowDice] = useState(false);
  const [showAttributes, setShowAttributes] = useState(false);
  const [showRules, setShowRules] = useState(false);
  const rules = useRulesOnTable(session, view, onError);
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  /** The board of the cup or deck whose panel is open. */
  const [componentPanel, setComponentPanel] = useState<string | null>(null);
  const { open, dialogs } = useTableDialogs(session, { table, view, viewRef, viewport: stores.viewport, onComponentMade: setComponentPanel });
  const undoVersion = useSyncExternalStore(
    (l) => session.undo.onChange(l),
    () => `${session.undo.undoLabel()}|${session.undo.redoLabel()}`,
  );
  void undoVersion;

  useTableFollowsSession(session, table, view, live);

  // The automation API sees the table once its chosen rules assistant has loaded too, so a script never finds it half there.
  useEffect(() => {
    if (!rules.ready) return;
    onReady({ session, table, share, history, get view() { return viewRef.current; }, get rules() { return rulesRef.current; } });
    return () => onReady(null);
  }, [session, table, share, onReady, rules.ready, history]);

  parts.usePreloadedParts(session.arrival);

  const ruler = useRuler();
  /** Undo or redo, telling the player when a friend's later change kept it from being done. */
  const undoStep = (which: 'undo' | 'redo') => {
    const outcome = session.undo[which]();
    if (outcome.message) onWarn(outcome.message);
  };
  const context: ActionContext = Object.assign(pieceActions(session, view, onError), {
    explain: onWarn,
    undo: () => undoStep('undo'),
    redo: () => undoStep('redo'),
    canUndo: () => session.undo.canUndo(),
    canRedo: () => session.undo.canRedo(),
    zoom: (f: number) => viewRef.current?.zoom(f),
    fit: () => viewRef.current?.fit(),
    toggleRuler: ruler.toggle,
    rename: open.rename,
    endTurn: () => endTurn(session.actor),
    zoomToSelection: () => {
      const snap = table.snapshot();
      const rect = selectionBounds([...view.get().selection].flatMap((id) => snap.pieces.get(id) ?? []), snap.boards);
      if (rect) viewRef.current?.zoomTo(rect);
    },
    toggleHelp: () => setHelp((h) => !h),
    toggleHistory: () => (history.view.get().open ? history.close() : history.open()),
    saveFile: onSave,
    showAttributes: () => setShowAttributes(true),
    toggleRules: () => setShowRules((s) => !s),
    startCombat: () => {
      const problem = rulesRef.current.startCombat();
      if (problem) onError(problem);
    },
    combatWithoutSelection: () => rulesRef.current.combatIsProcedure(),
  });
  const contextRef = useRef(context);
  contextRef.current = context;

  useTableKeys(contextRef, viewRef);

  const addMenu = useAddMenu(session, {
    onMapFile: (f) => void addMap(f),
    onCalibrate: (id) => setup.calibrate(id),
    onCounterSheet: open.counterSheet,
    onAreas: setup.drawAreas,
    onNewCounters: open.counterMaker,
    onOrderOfBattle: open.orderOfBattle,
    onPaintTerrain: setup.paintTerrain,
    onComponent: open.addComponent,
    onBoards: open.boards,
    onCounterImages: () => open.counterImages([]),
  });
  const componentItems = useComponentsMenu(session, setComponentPanel);
  const toolbarGroups = tableToolbarGroups({
    session,
    undoStep,
    zoom,
    view: viewRef,
    addItems: addMenu.items,
    componentItems,
    fileItems: fileMenuItems(onSave, onExportSetup, onSaveVassal, onSaveWithoutHistory, turnFiles),
    net: <NetControls session={session} profile={profile} netSettings={netSettings} share={share} onError={onError} />,
    panels: { rules: showRules, dice: showDice, log: showLog, ruler: !!ruler.out, history: replaying },
    toggle: { rules: () => setShowRules((s) => !s), dice: () => setShowDice((s) => !s), log: () => setShowLog((s) => !s), help: () => setHelp(true), ruler: ruler.toggle, history: context.toggleHistory },
  });

  return (
    <TableContext.Provider value={stores}>
      <div className="table-screen">
        <div className="toolbar-frame" inert={replaying}>
          <Toolbar session={session} onHome={onHome} name={<GameName session={session} />} groups={toolbarGroups} />
        </div>
        {addMenu.input}
        <main
          className="table-main"
          onDragOver={(e) => e.dataTransfer.types.includes('Files') && e.preventDefault()}
          onDrop={(e) => {
            const images = [...e.dataTransfer.files].filter((f) => f.type.startsWith('image/') || /\.(png|jpe?g|webp|svg|gif|pdf)$/i.test(f.name) || f.type === 'application/pdf');
            if (!images.length) return;
            e.preventDefault();
            // One image is a map; several at once are counters (the dialog pairs fronts and backs).
            if (images.length > 1 && boardCount > 0) open.counterImages(images);
            else void addMap(images[0]);
          }}
        >
          {setup.panel}
          <TableView
            ref={viewRef}
            session={session}
            room={room}
            netSettings={netSettings}
            modes={{ ...setup.layers, pickCell: rules.pickCell, ruler: ruler.out ? ruler.line : null }}
            hoverLabel={hoverLabel}
            onCamera={(c: Camera) => setZoom(c.scale)}
            assist={rules.drag}
          />
          {(showRules || rules.chosen) && <parts.TableRules session={session} rules={rules} view={view} open={showRules} onClose={() => setShowRules(false)} onError={onError} />}
          {showLog && (
            <aside className="side-panel">
              {room && <PlayerList presence={room.presence} />}
              <LogPanel session={session} history={history} />
            </aside>
          )}
          {room && <AssetProgressPanel progress={room.assets} />}
          {room && <WaitingForTable room={room} arrival={session.arrival} tableEmpty={boardCount === 0} />}
          {!ruler.out && <SelectionActionBar context={context} table={viewRef} zoom={zoom} onRoll={() => setShowDice(true)} />}
          {showDice && <parts.DiceTray session={session} onClose={() => setShowDice(false)} />}
          {showAttributes && <parts.SelectionAttributesPanel session={session} view={view} onClose={() => setShowAttributes(false)} />}
          {componentPanel && <parts.ComponentPanel session={session} boardId={componentPanel} onClose={() => setComponentPanel(null)} />}
          <Menu view={view} context={context} table={viewRef} />
          <ReplayShield history={history} view={viewRef} table={table.snapshot} />
          {ruler.out && viewRef.current && <parts.RulerOverlay session={session} view={viewRef.current} start={ruler.out.start} zoom={zoom} line={ruler.line} onClose={ruler.close} />}
        </main>
        <HistoryBar history={history} onError={onError} />
        <StatusBar table={table} view={view} hoverLabel={hoverLabel} onEndTurn={() => endTurn(session.actor)} revealOf={revealOf} />
        {help && <parts.HelpOverlay onClose={() => setHelp(false)} />}
        {dialogs}
        {mapDialog}
      </div>
    </TableContext.Provider>
  );
}

function Menu({ view, context, table }: { view: ViewStore; context: ActionContext; table: RefObject<TableViewHandle | null> }) {
  const menu = useSlice(view, (s) => s.menu);
  useSlice(view, (s) => s.selection);
  if (!menu) return null;
  const at = table.current?.pageOfStagePoint(menu.x, menu.y) ?? menu;
  return <ContextMenu x={at.x} y={at.y} context={context} onClose={() => view.patch({ menu: null })} />;
}
