/**
 * Reading VASSAL Layer traits (Embellishment: `emb2;`, and the older `emb;`): the images of
 * each level, the level shown now, and the level names that add to the piece's name.
 */
import { decodeSequence } from '../codec/sequenceEncoder';
import type { Trait } from './chain';

/** What a Layer holds that a counter shows. */
export interface Layer {
  /** Image of each level, in order (may be empty: a level with no image). */
  images: string[];
  /** Name of each level: `prefix+`, `+suffix`, or a whole replacement name; may be empty. */
  levelNames: string[];
  /** VASSAL's value: v > 0 shows level v, v < 0 is level |v| hidden. */
  value: number;
}

/** A list as VASSAL's StringArrayConfigurer writes it: `,`-separated, empty text for none. */
const stringArray = (text: string | undefined) => (text ? decodeSequence(text, ',') : []);

function parseValue(trait: Trait, activateKey: string): number {
  const value = Number.parseInt(trait.state[0] ?? '', 10);
  if (Number.isFinite(value)) return value;
  return activateKey.length > 0 ? -1 : 1;
}

/** The current form (emb2): images at field 15, level names at 16, activate key at 2. */
function currentLayer(trait: Trait): Layer {
  const images = stringArray(trait.type[15]);
  const levelNames = stringArray(trait.type[16]);
  return { images: images.length === 0 && levelNames.length === 1 ? [''] : images, levelNames, value: parseValue(trait, trait.type[2] ?? '') };
}

/** The original form (emb): `image,name` per level after eight fields; the first holds the activate key. */
function originalLayer(trait: Trait): Layer {
  const levels = trait.type.slice(8).map((level) => decodeSequence(level, ','));
  const activateKey = decodeSequence(trait.type[0] ?? '', ';')[0] ?? '';
  return { images: levels.map((l) => l[0]), levelNames: levels.map((l) => l[1] ?? ''), value: parseValue(trait, activateKey) };
}

/** The Layer a trait defines, or undefined when it is not a Layer. */
export function layerOf(trait: Trait): Layer | undefined {
  if (trait.id === 'emb2') return currentLayer(trait);
  if (trait.id === 'emb') return originalLayer(trait);
  return undefined;
}

/** The level shown (0-based), or -1 when the layer is hidden or the value is out of range. */
export function shownLevel(layer: Layer): number {
  return layer.value > 0 && layer.value <= layer.images.length ? layer.value - 1 : -1;
}

/**
 * The piece's name as the Layer changes it: the shown level's name `prefix+` goes before the
 * inner name, `+suffix` after, and a plain name replaces it, as VASSAL composes it.
 */
export function layerName(layer: Layer, inner: string): string {
  const levelName = layer.value > 0 ? (layer.levelNames[layer.value - 1] ?? '') : '';
  if (levelName === '') return inner;
  const [first, second] = decodeSequence(levelName, '+');
  if (second === undefined) return first;
  return first === '' ? inner + second : first + inner;
}
