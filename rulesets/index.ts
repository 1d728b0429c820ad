/**
 * The rules assistants this build knows, one per game. The game document stores only the chosen
 * ruleset's id (src/doc/rulesOps.ts), so a game made with an assistant this build lacks still
 * opens: `rulesetById` answers undefined and the table plays on without advice.
 */
import type { Ruleset } from '../src/rules/types';
import { caporetto } from './caporetto';
import { c3 } from './c3';
import { kesselring } from './kesselring';
import { sicily } from './sicily';
import { ghc } from './ghc';

/** Every ruleset, in the order the assistant panel lists them. */
export const rulesets: readonly Ruleset[] = [caporetto, c3, kesselring, sicily, ghc];

/** The ruleset with this id, or undefined when this build has none by that id. */
export function rulesetById(id: string | null | undefined): Ruleset | undefined {
  return id ? rulesets.find((r) => r.id === id) : undefined;
}
