/**
 * The rules assistant of an open game, for components: the chosen ruleset, the rules state, and
 * the plain `RulesView` of the main map built lazily from the table, the map's terrain, the track
 * markers and the rules state. It re-renders on changes that matter to the rules (pieces, boards,
 * faces, terrain, components, rules state — not log lines), and the view is built at most once per
 * change, on first ask (see assistantStore.ts), so a drag or a stream of a friend's moves never
 * rebuilds it every frame.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { RulesState } from '../../doc/rulesOps';
import type { GameSession } from '../../doc/session';
import type { TableSnapshot } from '../../model/records';
import { cellLabels } from '../../rules/kit/hex';
import type { Ruleset, RulesView } from '../../rules/types';
import { rulesetEntry } from '../../../rulesets/index';
import { loadedRuleset, rulesetLoadError, useRulesetLoad } from './rulesetLoader';
import { assistantStore, type AssistantStore, boardProblem } from './assistantStore';
import type { LabelParser } from './valueText';
export { mainMapBoardId } from './mainMap';

/** What the assistant's panels and dialogs read. */
export interface RulesAssistant {
  /** The chosen ruleset, or null when none is chosen, this build does not know it, or it is still loading. */
  ruleset: Ruleset | null;
  /** The chosen ruleset's name while its code is on its way, else null. */
  loading: string | null;
  state: RulesState;
  /** The view of the main map, built on first ask after each change; null with `error` when it cannot be built. */
  view(): RulesView | null;
  /** Why the assistant cannot read the table (no map, no grid, an unknown ruleset), for the players. */
  error: string | null;
  /** What each track marker shows, by marker id. */
  tracks(): Readonly<Record<string, number>>;
  /** The main map's label parser (hex numbers as printed), or null when there is no gridded map. */
  labels: LabelParser | null;
  /** Goes up on every change the rules read; dialogs key their memos on it. */
  version: number;
}

/** The map's label parser, or null when the board has no cells. */
function labelParser(table: TableSnapshot, boardId: string | null): LabelParser | null {
  const grid = boardId ? table.boards.get(boardId)?.grid : undefined;
  return grid && grid.kind !== 'none' ? cellLabels(grid) : null;
}

/**
 * The rules assistant of `session` reading the board `boardId` (the main map, see
 * {@link mainMapBoardId}; null when there is none). `shared`: a store the screen already keeps
 * for that board, so the view is built once per change for the drag and the panel alike.
 */
export function useRulesAssistant(session: GameSession, boardId: string | null, shared?: AssistantStore): RulesAssistant {
  const store = useMemo(() => shared ?? assistantStore(session, boardId), [shared, session, boardId]);
  // With no ruleset chosen nothing here reads the table, so a move re-renders nothing (issue #11).
  const version = useSyncExternalStore(store.subscribe, () => (session.rules().ruleset ? store.version() : -1));
  const chosen = useSyncExternalStore(session.subscribeRules, () => session.rules().ruleset);
  const loads = useRulesetLoad(chosen);
  return useMemo(() => {
    void version;
    void loads;
    const state = session.rules();
    const entry = rulesetEntry(state.ruleset);
    const ruleset = loadedRuleset(entry?.id) ?? null;
    const table = session.snapshot();
    const unknown = state.ruleset && !entry ? `This game uses the “${state.ruleset}” rules assistant, which this version of Sandtable does not have. Update Sandtable or choose another.` : null;
    const error = unknown ?? rulesetLoadError(entry?.id) ?? (ruleset ? (boardProblem(table, boardId) ?? store.builtError()) : null);
    return {
      ruleset,
      loading: entry && !ruleset && !error ? entry.name : null,
      state,
      view: () => (ruleset ? store.build(ruleset).view : null),
      error,
      tracks: () => store.tracks(),
      labels: labelParser(table, boardId),
      version,
    };
  }, [session, boardId, store, version, loads]);
}
