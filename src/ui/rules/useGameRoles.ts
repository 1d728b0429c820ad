/**
 * The positions the open game defines — its chosen ruleset's roles (the Head of OKW…) — for the
 * seat panel, the log's seat checks and this browser's seat acknowledgements. Seats exist only for
 * these: a role nobody defined but a writer of records is never a seat (src/trust/seats.ts).
 */
import { useSyncExternalStore } from 'react';
import type { GameSession } from '../../doc/session';
import type { GameRole } from '../../trust/seats';
import { loadedRuleset, useRulesetLoad } from './rulesetLoader';

const none: readonly GameRole[] = [];

/** The game's roles, once its ruleset's code has loaded (none until then, or with no ruleset). */
export function useGameRoles(session: Pick<GameSession, 'rules' | 'subscribeRules'>): readonly GameRole[] {
  const chosen = useSyncExternalStore(session.subscribeRules, () => session.rules().ruleset);
  useRulesetLoad(chosen);
  return loadedRuleset(chosen)?.roles ?? none;
}
