/**
 * The CC0 VASSAL modules kept beside the project (../shared/fixtures/vassal), and a tiny reader
 * of the parts of a buildFile.xml the piece tests need: prototypes and piece slots.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readZip } from '../../../../src/model/zipRead';

/** The fixture modules: CC0, kept beside the project, never copied into it. */
export type FixtureModule = 'ragnarok-v12-379.vmod' | 'jzhex-n-counters-template-v12-379.vmod';

/**
 * Where the fixture modules are: `../shared/fixtures/vassal` beside the repository, as a checkout
 * next to the shared folder has it, else the workplace's `/work/shared` (a clone made elsewhere).
 */
const FIXTURES = [resolve(__dirname, '../../../../../shared/fixtures/vassal'), '/work/shared/fixtures/vassal'].find((dir) => existsSync(dir)) ?? resolve(__dirname, '../../../../../shared/fixtures/vassal');

/** The path of a fixture module. */
export const fixturePath = (name: FixtureModule) => resolve(FIXTURES, name);

/** A fixture module's bytes. */
export const fixtureBytes = (name: FixtureModule) => new Uint8Array(readFileSync(fixturePath(name)));

/** Every file of a fixture module, by name. */
export function fixtureModule(name: FixtureModule): Record<string, Uint8Array> {
  return readZip(fixtureBytes(name));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, e: string) => {
    if (e.startsWith('#x') || e.startsWith('#X')) return String.fromCodePoint(Number.parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(Number(e.slice(1)));
    return ENTITIES[e] ?? whole;
  });
}

/**
 * The text of every `element`, by the value of its `attribute`: prototypes by `name`, piece
 * slots by `entryName`.
 */
export function namedElements(buildFile: string, element: string, attribute = 'name'): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = new RegExp(`<${element.replace(/\./g, '\\.')}\\b[^>]*?\\b${attribute}="([^"]*)"[^>]*>([^<]*)</`, 'g');
  for (const match of buildFile.matchAll(pattern)) found.set(unescapeXml(match[1]), unescapeXml(match[2]));
  return found;
}
