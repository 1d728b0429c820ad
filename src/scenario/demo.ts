/** The ready-to-play demo game: our own scenario file and map art, shipped in `assets/demo/`. */
import { putAsset } from '../store/assets';
import type { AssetInfo } from '../model/records';
import { scenarioToSetup, type Scenario } from './scenario';

/** Loads the demo scenario and its images from the app's own files (cached for offline use). */
export async function loadDemoSetup(base = import.meta.env.BASE_URL) {
  const response = await fetch(`${base}demo/scenario.json`);
  if (!response.ok) throw new Error(`The demo scenario could not be loaded (${response.status}).`);
  const scenario = (await response.json()) as Scenario;
  const assets = new Map<string, AssetInfo>();
  for (const board of scenario.boards) {
    if (!board.image || assets.has(board.image)) continue;
    const image = await fetch(`${base}demo/${board.image}`);
    if (!image.ok) throw new Error(`The demo map "${board.image}" could not be loaded (${image.status}).`);
    const bytes = new Uint8Array(await image.arrayBuffer());
    assets.set(board.image, await putAsset(bytes, image.headers.get('content-type')?.split(';')[0] ?? 'image/svg+xml', board.image));
  }
  return { name: scenario.name, setup: scenarioToSetup(scenario, assets) };
}
