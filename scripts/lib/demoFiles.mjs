// What every demo generator does with what it made: where it writes (`--out DIR`, as the demos'
// unit tests ask, or the demo's folder under assets/), the two files it writes, and the sorting and
// labelling that keep the scenario's maps in one order run after run, so output is byte-stable.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder to write to: `--out DIR` when given, else assets/<folder>. */
export function outDirFor(folder) {
  const outArg = process.argv.indexOf('--out');
  return outArg > 0 ? resolve(process.argv[outArg + 1]) : join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'assets', folder);
}

/** Writes the demo's map.svg and scenario.json (one space indent, a final newline). */
export function writeDemo(outDir, svg, scenario) {
  mkdirSync(outDir, { recursive: true });
  for (const [file, text] of [['map.svg', svg], ['scenario.json', JSON.stringify(scenario, null, 1) + '\n']]) writeFileSync(join(outDir, file), text);
}

/** An object of [key, value] entries in key order (hexsides and links by label pair). */
const sortedByKey = (entries) => Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Hexsides or links keyed by hex index pairs ("12|30"), re-keyed by printed label pairs and sorted. */
export const byLabelPairs = (pairs, hexes) => Object.fromEntries([...pairs].map(([k, v]) => [k.split('|').map((i) => hexes[Number(i)].label).join('|'), v]).sort());

/** Palette entries or hexside features from [id, name, colour] rows. */
export const featureList = (rows) => rows.map(([id, name, colour]) => ({ id, name, colour }));

/** How many of each value a list holds, for the generators' one-line report. */
export const tally = (list) => list.reduce((n, k) => ({ ...n, [k]: (n[k] ?? 0) + 1 }), {});

/** The map board of a demo: its art (map.svg) at the table's origin. */
export const mapBoardOf = (id, name, width, height, grid) => ({ id, name, image: 'map.svg', width, height, x: 0, y: 0, grid });

/**
 * A hex map's terrain record: the palette and hexside features, each hex's terrain by label, and
 * the world's hexsides and links (maps keyed by label pairs, or by index pairs re-keyed by `keyed`), sorted.
 */
export const terrainRecord = (world, palette, sideFeatures, keyed = sortedByKey) => ({
  palette, sideFeatures, hexes: Object.fromEntries(world.hexes.map((h) => [h.label, h.terrain])), hexsides: keyed(world.sides), links: keyed(world.links),
});
