/**
 * Importing a scenario file as a new game: parse, check, store its images, create the game.
 * Nothing is stored unless the whole scenario is sound.
 */
import { createGame } from '../doc/library';
import type { AssetInfo } from '../model/records';
import { describeProblems } from '../model/validate';
import { putAsset } from '../store/assets';
import { problemsOfScenario, scenarioToSetup, ScenarioError, type Scenario } from './scenario';
import { applyScenarioExtras } from './extras';

function mimeOf(name: string, blob: Blob): string {
  if (blob.type) return blob.type;
  const ext = name.split('.').pop()?.toLowerCase();
  return ({ png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', svg: 'image/svg+xml', gif: 'image/gif' } as Record<string, string>)[ext ?? ''] ?? '';
}

/** Parses scenario text, naming the line and column of a JSON syntax error. */
export function parseScenarioText(text: string): Scenario {
  try {
    return JSON.parse(text) as Scenario;
  } catch (e) {
    const message = (e as Error).message;
    const at = /position (\d+)/.exec(message);
    if (at) {
      const before = text.slice(0, Number(at[1]));
      const line = before.split('\n').length;
      const column = Number(at[1]) - before.lastIndexOf('\n');
      throw new ScenarioError(`The scenario is not valid JSON at line ${line}, column ${column}: ${message}`);
    }
    throw new ScenarioError(`The scenario is not valid JSON: ${message}`);
  }
}

/** Creates a new game from scenario text and its image files (by file name); resolves to the game id. */
export async function importScenario(text: string, files: ReadonlyMap<string, Blob> = new Map(), author = 'Player'): Promise<string> {
  const scenario = parseScenarioText(text);
  const problems = problemsOfScenario(scenario);
  if (problems.length) throw new ScenarioError(`The scenario has problems: ${describeProblems(problems, 5)}.`);
  const assets = new Map<string, AssetInfo>();
  for (const board of scenario.boards) {
    if (!board.image || assets.has(board.image)) continue;
    const blob = files.get(board.image);
    if (!blob) throw new ScenarioError(`boards "${board.id}".image: the file "${board.image}" was not given with the scenario.`);
    assets.set(board.image, await putAsset(new Uint8Array(await blob.arrayBuffer()), mimeOf(board.image, blob), board.image));
  }
  const setup = scenarioToSetup(scenario, assets);
  const boards = new Map(setup.boards.map((b) => [b.id, b]));
  const entry = await createGame(scenario.name, setup, author, (actor) => applyScenarioExtras(actor, { terrain: scenario.terrain, components: scenario.components, rules: scenario.rules }, boards));
  return entry.id;
}
