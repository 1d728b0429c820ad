/**
 * The positions the open game defines — its chosen ruleset's roles (the Head of OKW…) — for the
 * seat panel, the log's seat checks and this browser's seat acknowledgements. Seats exist only for
 * these: a role nobody defined but a writer of records is never a seat (src/trust/seats.ts).
 */
import { useSyncExternalStore } from 'react';
import type { GameSession } from '../../doc/session';
import type { GameRole } from '../../trust/seats';
import { rulesetEntry } from '../../../rulesets/index';
import { loadedRuleset, useRulesetLoad } from './rulesetLoader';

const none: readonly GameRole[] = [];

/**
 * The game's roles: none with no ruleset (or one this build lacks), its ruleset's once loaded, and
 * null while they cannot be known yet (its code on its way, or failed to load), so that nothing is
 * judged against an empty list meanwhile.
 */
export function useGameRoles(session: Pick<GameSession, 'rules' | 'subscribeRules'>): readonly GameRole[] | null {
  const chosen = useSyncExternalStore(session.subscribeRules, () => session.rules().ruleset);
  useRulesetLoad(chosen);
  if (!rulesetEntry(chosen)) return none;
  const ruleset = loadedRuleset(chosen);
  if (!ruleset) return null;
  return ruleset.roles ?? none;
}
