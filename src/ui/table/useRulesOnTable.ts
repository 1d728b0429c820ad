/**
 * Wires the rules assistant into the open table: the drag hooks that shade reachable hexes and
 * judge each drop, the verdict shown after it (and logged for both players), hex control learned
 * from moves, "check last move", and picking the defending hex of a combat. It advises only: the
 * drop has already landed when the verdict is computed.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { logRules, recordControl } from '../../doc/rulesOps';
import { inStep } from '../../doc/undo';
import type { GameSession } from '../../doc/session';
import type { Cell } from '../../model/grid';
import type { RulesView } from '../../rules/types';
import { Observable } from '../../model/observable';
import { componentsOf } from '../components/componentsStore';
import { assistantStore, type AssistantStore } from '../rules/assistantStore';
import type { CombatRequest, ProcedureRequest } from '../rules/RulesUi';
import { mainMapBoardId } from '../rules/mainMap';
import { loadAssistPrefs, type AssistPrefs } from '../rules/assistPrefs';
import { useGameRoles } from '../rules/useGameRoles';
import { useSeatAgent } from '../rules/useSeatAgent';
import { loadedRuleset, rulesetLoadError, useRulesetLoad } from '../rules/rulesetLoader';
import { rulesetEntry } from '../../../rulesets/index';
import { verdictLogLine } from '../rules/findingText';
import { createMoveAssist, type AssistantSource, type JudgedMove, type MoveAssist, type ReachShade } from './moveAssist';
import type { ViewStore } from './viewStore';

/** The assistant as the table screen uses it. */
export interface RulesOnTable {
  /** The chosen ruleset and a view of the main map, read when asked (no re-render on every move). */
  source: AssistantSource;
  /** The id of the ruleset the game has chosen (loaded or not), or null. */
  chosen: string | null;
  /** False while the chosen ruleset's code is on its way (true with none chosen, an unknown one, or a failed load). */
  ready: boolean;
  /** The main map's rules store, shared with the panel so the view is built once per change. */
  store: AssistantStore;
  /** This player's choice of shading and verdicts (per browser). */
  prefs: Observable<AssistPrefs>;
  boardId: string | null;
  /** Props for the table view: drag hooks, shading, and the verdict callback. */
  drag: { hooks: { current: MoveAssist | null }; shade: Observable<ReachShade | null>; onJudged(move: JudgedMove): void };
  /** While a defending hex is being picked, the click handler the table view calls. */
  pickCell: { current: ((boardId: string, cell: Cell) => void) | null };
  /** The verdict on the last move, shown until dismissed. */
  verdict: JudgedMove | null;
  dismissVerdict(): void;
  /** The last move judged on this screen, for "check last move" and the automation API. */
  lastMove(): JudgedMove | null;
  /** Judges the last move again: the counters as they stood before it, the values, tables and control as they are now. */
  checkLastMove(): string | null;
  /** Asks for the defending hex; returns an error for the player when no attacker is selected. */
  startCombat(): string | null;
  /** Whether a combat here is the ruleset's procedure on an area map (it needs no selection). */
  combatIsProcedure(): boolean;
  cancelCombatPick(): void;
  /** Attackers waiting for their defending hex, or null. */
  picking: string[] | null;
  combatRequest: CombatRequest | null;
  clearCombat(): void;
  /** On an area map whose ruleset walks combats as a procedure: that procedure, to open. */
  procedureRequest: ProcedureRequest | null;
  clearProcedure(): void;
}

/**
 * The rules assistant of the open table. `onError` tells the player when a ruleset fails on
 * this table's data; the move itself is never affected.
 */
export function useRulesOnTable(session: GameSession, view: ViewStore, onError: (message: string) => void): RulesOnTable {
  const components = componentsOf(session);
  const boardId = useSyncExternalStore(
    (l) => {
      const a = session.subscribe(l);
      const b = components.subscribe(l);
      return () => (a(), b());
    },
    () => mainMapBoardId(session.snapshot(), components.get()),
  );
  // The store is read on demand; subscribing keeps its version current without re-rendering
  // the table screen on every move (the panel, a child, re-renders on its own).
  const store = useMemo(() => assistantStore(session, boardId), [session, boardId]);
  // The chosen ruleset's code arrives after the table is drawn; until then the drag hooks find none.
  const chosen = useSyncExternalStore(session.subscribeRules, () => session.rules().ruleset);
  useRulesetLoad(chosen);
  // Seats are acknowledged by this browser while the game is open, whether or not the panel is.
  useSeatAgent(session, useGameRoles(session));
  const prefs = useMemo(() => loadAssistPrefs(), []);
  useEffect(() => store.subscribe(() => {}), [store]);
  // The drag hooks live as long as the screen: they read the current main map through this ref,
  // so adding or calibrating a map later does not leave them asking about the old one.
  const reading = useRef({ boardId, store, onError });
  reading.current = { boardId, store, onError };
  const source = useMemo<AssistantSource>(() => {
    const ruleset = () => loadedRuleset(session.rules().ruleset) ?? null;
    return {
      ruleset,
      view: (id) => (id === reading.current.boardId ? reading.current.store.build(ruleset()).view : null),
      shading: () => prefs.get().shadeWhileDragging,
      failed: (message) => reading.current.onError(message),
    };
  }, [session, prefs]);
  const [verdict, setVerdict] = useState<JudgedMove | null>(null);
  const [picking, setPicking] = useState<string[] | null>(null);
  const [combatRequest, setCombatRequest] = useState<CombatRequest | null>(null);
  const [procedureRequest, setProcedureRequest] = useState<ProcedureRequest | null>(null);
  const last = useRef<JudgedMove | null>(null);
  const pickCell = useRef<((boardId: string, cell: Cell) => void) | null>(null);

  /** The main map's view when the ruleset walks combats as a procedure there (an area map), else null. */
  const areaCombatView = () => {
    const v = source.ruleset()?.areaCombat && boardId ? source.view(boardId) : null;
    return v?.areas ? v : null;
  };

  const drag = useMemo(() => {
    const shade = new Observable<ReachShade | null>(null);
    return {
      hooks: { current: createMoveAssist(source, shade) as MoveAssist | null },
      shade,
      onJudged(move: JudgedMove) {
        last.current = move;
        if (prefs.get().verdictAfterDrop) {
          setVerdict(move);
          logRules(session.actor, verdictLogLine(move.verdict));
        }
        const ruleset = source.ruleset();
        try {
          const control = ruleset?.controlAfterMove?.(move.view, move.query);
          const follow = move.step ? inStep(session.actor, { follows: move.step }) : session.actor;
          if (control && Object.keys(control).length) recordControl(follow, move.boardId, control);
        } catch (e) {
          source.failed?.(`Hex control after this move could not be recorded: ${(e as Error).message}`);
        }
      },
    };
  }, [session, source, prefs]);

  return {
    source,
    chosen,
    ready: !rulesetEntry(chosen) || !!loadedRuleset(chosen) || rulesetLoadError(chosen) !== null,
    store,
    prefs,
    boardId,
    drag,
    pickCell,
    verdict,
    dismissVerdict: () => setVerdict(null),
    lastMove: () => last.current,
    checkLastMove() {
      const move = last.current;
      const ruleset = source.ruleset();
      if (!ruleset) return 'Choose a rules assistant first.';
      if (!move) return 'No move to check yet: drag a unit on the map first.';
      // The table as it was before the move, read with the values, tables and control as they are now.
      const now = source.view(move.boardId);
      const before = now ? { ...now, units: move.view.units } : move.view;
      let verdict;
      try {
        verdict = ruleset.checkMove(before, move.query);
      } catch (e) {
        return `The ${ruleset.name} assistant could not check the move: ${(e as Error).message}`;
      }
      const again = { ...move, view: before, verdict };
      last.current = again;
      setVerdict(again);
      logRules(session.actor, `Checked again: ${verdictLogLine(again.verdict)}`);
      return null;
    },
    combatIsProcedure: () => areaCombatView() !== null,
    startCombat() {
      const ids = [...view.get().selection];
      const ruleset = source.ruleset();
      if (!ruleset) return 'Choose a rules assistant first.';
      const onAreas = areaCombatView();
      if (ruleset.areaCombat && onAreas) {
        // An area map: the combat is the ruleset's procedure, in the Area of the selected pieces if they share one.
        const area = areaOfPieces(onAreas, ids);
        setProcedureRequest({ id: ruleset.areaCombat.procedure, answers: area ? { [ruleset.areaCombat.areaStep]: area } : {} });
        return null;
      }
      if (!ids.length) return 'Select the attacking units first, then choose Resolve a combat.';
      setPicking(ids);
      pickCell.current = (board, cell) => {
        if (board !== boardId) return;
        pickCell.current = null;
        setPicking(null);
        setCombatRequest({ attackerIds: ids, defenderCell: cell });
      };
      return null;
    },
    cancelCombatPick() {
      pickCell.current = null;
      setPicking(null);
    },
    picking,
    combatRequest,
    clearCombat: () => setCombatRequest(null),
    procedureRequest,
    clearProcedure: () => setProcedureRequest(null),
  };
}

/** The one Area the pieces stand in, or null when none is selected or they stand in several. */
function areaOfPieces(view: RulesView, ids: readonly string[]): string | null {
  const areas = new Set(view.units.filter((u) => ids.includes(u.id)).map((u) => u.area));
  const [only] = areas;
  return areas.size === 1 && only ? only : null;
}
