/**
 * A note in the assistant panel when the main map's terrain does not use the ruleset's types:
 * one click adds them to the map's palette, ready to paint (Add → Paint terrain…), as one undo step.
 */
import { inOneStep } from '../../doc/operations';
import { setPalette, setSideFeatures } from '../../doc/terrainOps';
import type { GameSession } from '../../doc/session';
import type { Ruleset } from '../../rules/types';
import { useTerrain } from '../terrain/useTerrain';
import { terrainGaps, withRulesetTerrain } from './terrainMatch';

export function TerrainMatchNotice({ session, boardId, ruleset, onError }: { session: GameSession; boardId: string; ruleset: Ruleset; onError(message: string): void }) {
  const layer = useTerrain(session, boardId);
  const gaps = terrainGaps(ruleset, layer);
  if (!gaps.missingTypes.length && !gaps.missingFeatures.length && !gaps.unknownPainted.length) return null;
  const add = () => {
    try {
      const next = withRulesetTerrain(layer, gaps);
      inOneStep(session.actor, 'addRulesetTerrain', `add the ${ruleset.name} terrain types`, () => {
        if (gaps.missingTypes.length) setPalette(session.actor, boardId, next.palette);
        if (gaps.missingFeatures.length) setSideFeatures(session.actor, boardId, next.features);
      });
    } catch (e) {
      onError((e as Error).message);
    }
  };
  return (
    <section className="rules-section" aria-label="Map terrain" data-testid="rules-terrain">
      <h4>Map terrain</h4>
      {(gaps.missingTypes.length > 0 || gaps.missingFeatures.length > 0) && (
        <p className="muted rules-hint">
          The assistant reads terrain by its own types ({ruleset.terrain.palette.map((t) => t.name).join(', ')}). Missing from this map:{' '}
          {[...gaps.missingTypes, ...gaps.missingFeatures].map((t) => t.name).join(', ')}.{' '}
          <button onClick={add} title="Add them to this map's terrain palette, then paint with Add → Paint terrain…">
            Add {ruleset.name}'s terrain types
          </button>
        </p>
      )}
      {gaps.unknownPainted.length > 0 && (
        <p className="rules-error" role="note">
          Read as clear: {gaps.unknownPainted.map((u) => `${u.name} (${u.hexes} hexes)`).join(', ')} — the {ruleset.name} assistant does not know {gaps.unknownPainted.length === 1 ? 'this type' : 'these types'}; repaint with its types.
        </p>
      )}
    </section>
  );
}
