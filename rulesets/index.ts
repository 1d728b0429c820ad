/**
 * The rules assistants this build knows, one per game, named here and loaded on demand: each
 * ruleset's code (its tables, terrain effects and procedures) is a chunk of its own, fetched only
 * when a game chooses it, so opening a table never waits on five games' rules (issue #11: the
 * rulesets were a fifth of the script a cold open parsed).
 *
 * The game document stores only the chosen ruleset's id (src/doc/rulesOps.ts), so a game made with
 * an assistant this build lacks still opens: `rulesetEntry` answers undefined and the table plays
 * on without advice.
 */
import type { Ruleset } from '../src/rules/types';

/** A ruleset as the chooser lists it, before its code is loaded. */
export interface RulesetEntry {
  /** The ruleset's `id`, as stored in the game. */
  readonly id: string;
  /** The ruleset's `name`, for the chooser. */
  readonly name: string;
  /** Fetches and evaluates the ruleset's code (once; later calls share the module). */
  load(): Promise<Ruleset>;
}

/** Every ruleset, in the order the assistant panel lists them. */
export const rulesetCatalogue: readonly RulesetEntry[] = [
  { id: 'caporetto', name: 'Caporetto', load: () => import('./caporetto/index').then((m) => m.caporetto) },
  { id: 'c3', name: 'Operazione C3', load: () => import('./c3/index').then((m) => m.c3) },
  { id: 'kesselring', name: "Kesselring's War", load: () => import('./kesselring/index').then((m) => m.kesselring) },
  { id: 'sicily', name: 'Sicily: coast defence and the Fall of Mussolini', load: () => import('./sicily/index').then((m) => m.sicily) },
  { id: 'ghc', name: 'German High Command (player aid)', load: () => import('./ghc/index').then((m) => m.ghc) },
];

/** The catalogue entry with this id, or undefined when this build has no ruleset by that id. */
export function rulesetEntry(id: string | null | undefined): RulesetEntry | undefined {
  return id ? rulesetCatalogue.find((r) => r.id === id) : undefined;
}
