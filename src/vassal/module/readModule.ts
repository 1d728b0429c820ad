/**
 * Reads a VASSAL module (`.vmod`, a zip) into a plain `VassalModule`: the buildFile's maps, boards,
 * grids, zones, palette, prototypes and set-ups, and the module's images with their sizes. Pure
 * apart from yielding to the page between steps, so a big module never freezes the tab, and a
 * signal can stop it. Anything unusable fails with a `VassalFormatError` naming the file.
 */
import { VassalFormatError } from '../codec/errors';
import { readZipInSteps, ZipError } from '../../model/zipRead';
import { readBuildFile, type DraftBoard, type DraftMap } from './buildFile';
import { readImageHeader } from './imageSize';
import { layOutBoards } from './layout';
import { countLeftOut } from './leftOut';
import type { ModuleStep, VassalImage, VassalMap, VassalModule } from './model';
import { decodeEntities, parseXml, simpleName } from './xml';

/** Hears which step a read is on and how far through it (0 to 1). */
export type OnModuleProgress = (step: ModuleStep, done: number) => void;

/** Lets the page draw and handle input, then stops if the reader was cancelled. */
export async function breathe(signal?: AbortSignal): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  signal?.throwIfAborted();
}

/** The archive's files, read in short stretches so a big module leaves the page answering. */
async function unzip(bytes: Uint8Array, fileName: string, onProgress?: OnModuleProgress, signal?: AbortSignal): Promise<Record<string, Uint8Array>> {
  try {
    return await readZipInSteps(bytes, { onProgress: (share) => onProgress?.('reading', share * 0.9), signal });
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new VassalFormatError(fileName, e instanceof ZipError ? e.message : `cannot be read as a VASSAL module (${(e as Error).message})`);
  }
}

/** Decodes XML bytes by the encoding their declaration names (UTF-8 when none). */
export function xmlText(bytes: Uint8Array, fileName: string, where: string): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/.exec(head)?.[1] ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(declared, { fatal: true });
  } catch {
    throw new VassalFormatError(fileName, `has its ${where} in the encoding "${declared}", which Sandtable cannot read`);
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw new VassalFormatError(fileName, `has a ${where} that is not valid ${declared} text`);
  }
}

/** The root elements of a buildFile: `GameModule`, or `BasicModule` in modules from older VASSAL versions. */
const moduleRoots = new Set(['GameModule', 'BasicModule']);

function buildFileOf(entries: Record<string, Uint8Array>, fileName: string) {
  const name = 'buildFile.xml' in entries ? 'buildFile.xml' : 'buildFile' in entries ? 'buildFile' : null;
  if (!name) throw new VassalFormatError(fileName, 'is not a VASSAL module: it has no buildFile.xml');
  let root;
  try {
    root = parseXml(xmlText(entries[name], fileName, name));
  } catch (e) {
    if (e instanceof VassalFormatError) throw e;
    throw new VassalFormatError(fileName, `has a ${name} that is not readable XML (${(e as Error).message})`);
  }
  if (!moduleRoots.has(simpleName(root))) throw new VassalFormatError(fileName, `has a ${name} that describes a ${simpleName(root)}, not a game module`);
  return readBuildFile(root);
}

/** The name and version a `moduledata` entry gives: newer modules keep them there, and saved games name their module with it. */
export function moduleData(bytes: Uint8Array | undefined): { name?: string; version?: string } {
  if (!bytes) return {};
  const text = new TextDecoder().decode(bytes);
  const tag = (t: string) => {
    const v = new RegExp(`<${t}>([^<]*)</${t}>`).exec(text)?.[1];
    return v ? decodeEntities(v) : undefined;
  };
  return { name: tag('name'), version: tag('version') };
}

/** The file names of the images boards need: these must be readable images. */
const boardImages = (maps: DraftMap[]) => new Set(maps.flatMap((m) => m.boards.flatMap((b) => (b.image ? [b.image] : []))));

async function readImages(entries: Record<string, Uint8Array>, needed: Set<string>, fileName: string, leftOut: Map<string, number>, onProgress?: OnModuleProgress, signal?: AbortSignal) {
  const images = new Map<string, VassalImage>();
  const paths = Object.keys(entries).filter((p) => p.startsWith('images/') && !p.endsWith('/'));
  for (const [i, path] of paths.entries()) {
    const name = path.slice('images/'.length);
    const header = readImageHeader(entries[path]);
    if (header) images.set(name, { bytes: entries[path], ...header });
    else if (needed.has(name)) throw new VassalFormatError(fileName, `has ${path}, which is not an image Sandtable can read (PNG, JPEG, GIF or WebP)`);
    else countLeftOut(leftOut, 'unreadable image files');
    if (i % 25 === 24) {
      onProgress?.('images', (i + 1) / paths.length);
      await breathe(signal);
    }
  }
  for (const name of needed) if (!images.has(name)) throw new VassalFormatError(fileName, `names the board image "${name}", which is not in its images folder`);
  onProgress?.('images', 1);
  return images;
}

/** Gives every board its size (from its image, else its own width and height) and its place in the map. */
function sizeMaps(maps: DraftMap[], images: ReadonlyMap<string, VassalImage>): VassalMap[] {
  const size = (b: DraftBoard) => {
    const image = b.image ? images.get(b.image) : undefined;
    return { ...b, width: image?.width ?? b.width ?? 500, height: image?.height ?? b.height ?? 500 };
  };
  return maps.filter((m) => m.boards.length).map((m) => ({ ...m, boards: layOutBoards(m.boards.map(size), m.edgeWidth, m.edgeHeight) }));
}

/**
 * Reads a `.vmod` file's bytes. `onProgress` hears the step (reading, images); `signal` stops the
 * read between steps with an AbortError.
 */
export async function readModule(bytes: Uint8Array, fileName: string, onProgress?: OnModuleProgress, signal?: AbortSignal): Promise<VassalModule> {
  onProgress?.('reading', 0);
  await breathe(signal);
  const entries = await unzip(bytes, fileName, onProgress, signal);
  const found = buildFileOf(entries, fileName);
  const data = moduleData(entries.moduledata);
  onProgress?.('reading', 1);
  await breathe(signal);
  const images = await readImages(entries, boardImages(found.maps), fileName, found.leftOut, onProgress, signal);
  const files = new Map(Object.entries(entries).filter(([p]) => !p.startsWith('images/') && !p.endsWith('/')));
  return {
    fileName,
    name: found.name || data.name || fileName.replace(/\.vmod$/i, ''),
    version: found.version || data.version || '',
    vassalVersion: found.vassalVersion,
    description: found.description,
    maps: sizeMaps(found.maps, images),
    pieceSlots: found.pieceSlots,
    prototypes: found.prototypes,
    setups: found.setups,
    decks: found.decks,
    dice: found.dice,
    setupStacks: found.setupStacks,
    images,
    files,
    leftOut: found.leftOut,
  };
}
