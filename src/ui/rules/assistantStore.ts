/**
 * What the rules assistant hook keeps per game and board, without React: a version that goes up
 * on every change the rules read (pieces, boards, faces, the board's terrain, components, the
 * rules state, and log lines other than chat, which the turn's digest reads), and the view and
 * track values built for the current version, at most once each, on first ask. A drag or a stream of a friend's moves therefore never
 * rebuilds the view every frame: only when something asks after a change.
 */
import { readTerrain, watchTerrain } from '../../doc/terrainOps';
import type { GameSession } from '../../doc/session';
import type { TableSnapshot } from '../../model/records';
import type { Ruleset, RulesView } from '../../rules/types';
import { buildRulesView, trackValuesFromTable, withTurnDigest } from '../../rules/view';
import { withOptionalRules } from '../../rules/optionalRules';
import { componentsOf } from '../components/componentsStore';
import { turnRecords } from '../../doc/turnRecords';

/** The parts of a session the store reads. */
export type AssistantSession = Pick<GameSession, 'actor' | 'snapshot' | 'subscribe' | 'rules' | 'subscribeRules'> & Partial<Pick<GameSession, 'log'>>;

/** Why a board cannot be read, or null when it can. */
export function boardProblem(table: TableSnapshot, boardId: string | null): string | null {
  const board = boardId ? table.boards.get(boardId) : undefined;
  if (!board) return 'Put a map on the table and calibrate its hex or square grid: the assistant reads the map.';
  if (board.grid.kind === 'none' && !board.areas?.length) return `The assistant needs a hex or square grid on “${board.name}”: calibrate its grid first (Add → Calibrate grid), or draw its areas.`;
  return null;
}

export interface AssistantStore {
  /** Goes up on every change the rules read. */
  version(): number;
  /** Watches for such changes (for `useSyncExternalStore`); returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** What each track marker shows, read once per version. */
  tracks(): Record<string, number>;
  /** The view for `ruleset`, built once per version; null with the reason when it cannot be built. */
  build(ruleset: Ruleset | null): { view: RulesView | null; error: string | null };
  /** The error of the view built for this version, if one was built (never builds one). */
  builtError(): string | null;
}

export function assistantStore(session: AssistantSession, boardId: string | null): AssistantStore {
  const doc = session.actor.doc;
  const components = componentsOf(session as GameSession);
  let version = 0;
  let built: { version: number; ruleset: Ruleset | null; view: RulesView | null; error: string | null } | null = null;
  let tracks: { version: number; values: Record<string, number> } | null = null;
  const store: AssistantStore = {
    version: () => version,
    subscribe(listener) {
      const changed = () => {
        version++;
        listener();
      };
      const stops = [
        session.subscribe((change) => {
          // A line other than chat may be what a rule counts (a roll, a value set): the turn's digest reads it.
          if (change.pieces.size > 0 || change.boards || change.faces || (change.log && !!session.log && session.log().at(-1)?.kind !== 'chat')) changed();
        }),
        session.subscribeRules(changed),
        components.subscribe(changed),
        boardId ? watchTerrain(doc, boardId, changed) : () => {},
      ];
      // A change between the first read and subscribing would otherwise go unseen.
      version++;
      return () => stops.forEach((stop) => stop());
    },
    tracks() {
      if (tracks?.version !== version) tracks = { version, values: trackValuesFromTable(session.snapshot(), components.get()) };
      return tracks.values;
    },
    build(ruleset) {
      if (built?.version === version && built.ruleset === ruleset) return built;
      const table = session.snapshot();
      let error = boardProblem(table, boardId);
      let view: RulesView | null = null;
      if (ruleset && !error && boardId) {
        try {
          const rules = session.rules();
          const input = { table, boardId, terrain: readTerrain(doc, boardId), rules, values: ruleset.values, trackValues: store.tracks() };
          // The digest comes last: a view copied with its optional rules keeps it unread until asked.
          view = withOptionalRules(buildRulesView(input), rules, ruleset);
          if (session.log) view = withTurnDigest(view, { ...input, history: () => turnRecords(doc, session.log!()) });
        } catch (e) {
          error = (e as Error).message;
        }
      }
      built = { version, ruleset, view, error };
      return built;
    },
    builtError: () => (built?.version === version ? built.error : null),
  };
  return store;
}
