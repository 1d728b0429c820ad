/**
 * The ready-to-play demo games: our own scenario files and map art, shipped in the public dir
 * (`assets/demo/` for Valli del Nord, `assets/demo-caporetto/` for the Caporetto demo,
 * `assets/demo-c3/` for the Operazione C3 demo, `assets/demo-kesselring/` for the Kesselring's War demo,
 * `assets/demo-sicily/` for the Sicily coast-defence demo, `assets/demo-ghc/` for the German High Command demo).
 */
import { importScenario } from './importScenario';
import type { Scenario } from './scenario';

/** The demos shipped, by the folder they live in. */
export type DemoFolder = 'demo' | 'demo-caporetto' | 'demo-c3' | 'demo-kesselring' | 'demo-sicily' | 'demo-ghc';

/** Creates a new game from a demo scenario and its images (cached for offline use); resolves to its id. */
export async function createDemoGame(author: string, base = import.meta.env.BASE_URL, folder: DemoFolder = 'demo'): Promise<string> {
  const response = await fetch(`${base}${folder}/scenario.json`);
  if (!response.ok) throw new Error(`The demo scenario could not be loaded (${response.status}).`);
  const text = await response.text();
  const scenario = JSON.parse(text) as Scenario;
  const files = new Map<string, Blob>();
  for (const board of scenario.boards) {
    if (!board.image || files.has(board.image)) continue;
    const image = await fetch(`${base}${folder}/${board.image}`);
    if (!image.ok) throw new Error(`The demo map "${board.image}" could not be loaded (${image.status}).`);
    files.set(board.image, await image.blob());
  }
  return importScenario(text, files, author);
}
