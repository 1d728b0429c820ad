/**
 * Importing a scenario file as a new game: parse, check, store its images, create the game.
 * Nothing is stored unless the whole scenario is sound.
 */
import type * as Y from 'yjs';
import { authorHere, buildGame, registerGame, UnsoundGameError, type GameAuthor } from '../doc/library';
import type { AssetInfo } from '../model/records';
import { describeProblems } from '../model/validate';
import { checkAsset, removeAssets, storeCheckedAssets, type CheckedAsset } from '../store/assets';
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

/** Every image file a scenario names, with the field that names it (for error messages). */
export function imagesOfScenario(scenario: Scenario): Map<string, string> {
  const named = new Map<string, string>();
  for (const board of scenario.boards) if (board.image && !named.has(board.image)) named.set(board.image, `boards "${board.id}".image`);
  for (const [id, face] of Object.entries(scenario.faces ?? {})) if (face.kind === 'image' && !named.has(face.asset)) named.set(face.asset, `faces.${id}.asset`);
  return named;
}

/** Images checked at once: each is decoded off the page's thread, so waiting on one at a time only adds round trips. */
const checksAtOnce = 8;

async function checkImage(file: string, field: string, files: ReadonlyMap<string, Blob>): Promise<[string, CheckedAsset]> {
  const blob = files.get(file);
  if (!blob) throw new ScenarioError(`${field}: the file "${file}" was not given with the scenario.`);
  try {
    return [file, await checkAsset(new Uint8Array(await blob.arrayBuffer()), mimeOf(file, blob), file)];
  } catch (e) {
    throw new ScenarioError(`${field}: ${(e as Error).message}`);
  }
}

/** Every named image read and checked, a few at a time; the first bad one (in the scenario's order) stops the import. */
async function checkImages(named: Map<string, string>, files: ReadonlyMap<string, Blob>): Promise<Map<string, CheckedAsset>> {
  const checked = new Map<string, CheckedAsset>();
  const all = [...named];
  for (let i = 0; i < all.length; i += checksAtOnce) {
    const results = await Promise.allSettled(all.slice(i, i + checksAtOnce).map(([file, field]) => checkImage(file, field, files)));
    for (const r of results) {
      if (r.status === 'rejected') throw r.reason;
      checked.set(...r.value);
    }
  }
  return checked;
}

/**
 * Creates a new game from scenario text and its image files (by file name); resolves to the game id.
 * All or nothing: every image is read and checked before any is stored, and when anything fails
 * later the images this import stored are taken back, so a failed import leaves no trace.
 */
export async function importScenario(text: string, files: ReadonlyMap<string, Blob> = new Map(), author = 'Player'): Promise<string> {
  const scenario = parseScenarioText(text);
  const problems = problemsOfScenario(scenario);
  if (problems.length) throw new ScenarioError(`The scenario has problems: ${describeProblems(problems, 5)}.`);
  const checked = await checkImages(imagesOfScenario(scenario), files);
  const doc = scenarioGame(scenario, new Map<string, AssetInfo>([...checked].map(([file, c]) => [file, c.info])), await authorHere(author));
  const stored: string[] = [];
  try {
    stored.push(...(await storeCheckedAssets([...checked.values()])));
    return (await registerGame(doc)).id;
  } catch (e) {
    await removeAssets(stored).catch(() => undefined);
    throw e;
  }
}

/**
 * The game a checked scenario makes, not yet stored; `assets` maps its image file names to their
 * records. The game passes the very check a save file passes, or this throws a `ScenarioError`
 * naming the field, so every scenario that imports saves and opens again.
 */
export function scenarioGame(scenario: Scenario, assets: ReadonlyMap<string, AssetInfo>, author: string | GameAuthor = 'Player'): Y.Doc {
  const setup = scenarioToSetup(scenario, assets);
  const boards = new Map(setup.boards.map((b) => [b.id, b]));
  try {
    return buildGame(scenario.name, setup, author, (actor) => applyScenarioExtras(actor, { terrain: scenario.terrain, components: scenario.components, rules: scenario.rules, dice: scenario.dice }, boards));
  } catch (e) {
    if (e instanceof ScenarioError) throw e;
    throw new ScenarioError(e instanceof UnsoundGameError ? e.message.replace('This game cannot be made', 'The scenario makes a game Sandtable cannot use') : `The scenario cannot be set up: ${(e as Error).message}`);
  }
}
