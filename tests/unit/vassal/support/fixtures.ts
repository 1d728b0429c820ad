/**
 * The CC0 VASSAL modules kept beside the project (../shared/fixtures/vassal), and a tiny reader
 * of the parts of a buildFile.xml the piece tests need: prototypes and piece slots.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readZip } from '../../../../src/model/zipRead';

const FIXTURES = resolve(__dirname, '../../../../../shared/fixtures/vassal');

/** Every file of a fixture module, by name. */
export function fixtureModule(name: 'ragnarok-v12-379.vmod' | 'jzhex-n-counters-template-v12-379.vmod'): Record<string, Uint8Array> {
  return readZip(new Uint8Array(readFileSync(resolve(FIXTURES, name))));
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
