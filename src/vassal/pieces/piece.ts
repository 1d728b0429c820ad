/**
 * What Sandtable can show of a VASSAL piece: its name, faces, rotation, label, properties and
 * whether it is hidden, read from its trait chain. Everything else is named in `leftOut`.
 */
import { decodeSequence } from '../codec/sequenceEncoder';
import { type Trait, decodeTraits } from './chain';
import { type Layer, layerName, layerOf, shownLevel } from './layers';
import { expandPrototypes, substituteProperties } from './prototypes';
import { traitName } from './traitNames';

/** A VASSAL piece as Sandtable can show it. */
export interface VassalPiece {
  /** Name as VASSAL composes it: BasicPiece name with Layer level names as prefix/suffix. */
  name: string;
  /**
   * Image file names (inside the module's images/) of every face, in order: the BasicPiece image,
   * then each level of the piece's main Layer — the one with the most levels, the outermost on a
   * tie (a one-level Layer is a flip side: two faces). Empty names skipped.
   */
  faces: string[];
  /** Index in `faces` shown now (from the main Layer's state). */
  face: number;
  /** Degrees, clockwise, from FreeRotator state (summed over several); 0 if none. */
  rotation: number;
  /** Text of the innermost Text Label that has one. */
  label?: string;
  /** Marker key=value pairs, Dynamic Property values, and each label under its property name. */
  attributes: Record<string, string>;
  /** Masked or invisible, and by whom (the player id from the state). */
  hidden?: { by: 'obscurable' | 'hideable'; owner: string };
  /** BasicPiece state: map id, x, y, when the state was given and puts the piece on a map. */
  at?: { map: string; x: number; y: number };
  /** BasicPiece state's global piece id, when the state was given. */
  gpid?: string;
  /** Traits not represented, by VASSAL trait name (e.g. 'Trigger Action'), for the import summary. */
  leftOut: string[];
}

/** Traits read into a VassalPiece; every other trait is named in `leftOut`. */
const REPRESENTED = new Set(['piece', 'emb', 'emb2', 'mark', 'label', 'obs', 'hide', 'rotate', 'PROP']);

/** The BasicPiece (innermost) part: `piece;clone;delete;image;name` and `map;x;y;gpid;…`. */
function basic(trait: Trait | undefined, stateGiven: boolean) {
  const image = trait?.type[2] ?? '';
  const name = trait?.type[3] ?? '';
  if (!trait || !stateGiven || trait.state.length < 3) return { image, name };
  const [map, x, y, gpid = ''] = trait.state;
  if (map === 'null' || map === '') return { image, name, gpid };
  return { image, name, at: { map, x: Number.parseInt(x, 10) || 0, y: Number.parseInt(y, 10) || 0 }, gpid };
}

/** The Layer whose levels are the piece's faces: most levels, outermost on a tie. */
function mainLayer(traits: readonly Trait[]): Layer | undefined {
  let best: Layer | undefined;
  for (const trait of traits) {
    const layer = layerOf(trait);
    if (layer && layer.images.some((i) => i !== '') && (!best || layer.images.length > best.images.length)) best = layer;
  }
  return best;
}

function facesOf(image: string, layer: Layer | undefined): { faces: string[]; face: number } {
  const faces = image === '' ? [] : [image];
  let face = 0;
  const shown = layer ? shownLevel(layer) : -1;
  layer?.images.forEach((levelImage, level) => {
    if (levelImage === '') return;
    if (level === shown) face = faces.length;
    faces.push(levelImage);
  });
  return { faces, face };
}

/** Clockwise degrees of one Can Rotate trait: n fixed angles (state: index) or free (state: angle). */
function rotationOf(trait: Trait): number {
  const angles = Number.parseInt(trait.type[0] ?? '', 10);
  const state = Number.parseFloat(trait.rawState);
  if (!Number.isFinite(state)) return 0;
  if (angles === 1) return -state;
  return angles > 1 ? (state * 360) / angles : 0;
}

const normalizeDegrees = (d: number) => {
  const r = ((d % 360) + 360) % 360;
  return r === 0 ? 0 : r;
};

/** A Text Label's name format applied: `$pieceName$` and `$label$` filled in. */
function labelledName(trait: Trait, inner: string, label: string): string {
  const format = trait.type[11] ?? '$pieceName$ ($label$)';
  return format.split('$pieceName$').join(inner).split('$label$').join(label);
}

/** Who masked (Mask state: `owner;options`) or hid (Invisible state: the owner, whole) the piece. */
function hiddenOf(trait: Trait): VassalPiece['hidden'] {
  const owner = trait.id === 'obs' ? (trait.state[0] ?? '') : trait.rawState;
  if (owner === '' || owner === 'null') return undefined;
  return { by: trait.id === 'obs' ? 'obscurable' : 'hideable', owner };
}

/** Marker keys and values: `mark;k1,k2` with state `v1,v2`. */
function markerPairs(trait: Trait): [string, string][] {
  const keys = decodeSequence(trait.rawType.slice('mark;'.length), ',');
  const values = trait.rawState === '' ? [] : decodeSequence(trait.rawState, ',');
  return keys.map((key, i) => [key, values[i] ?? '']);
}

/** Marker and Dynamic Property values: what `$name$` in a label can refer to. */
function propertiesOf(traits: readonly Trait[]): Record<string, string> {
  const properties: Record<string, string> = {};
  for (let i = traits.length - 1; i >= 0; i--) {
    const trait = traits[i];
    if (trait.id === 'mark') for (const [k, v] of markerPairs(trait)) properties[k] = v;
    else if (trait.id === 'PROP' && trait.type[0]) properties[trait.type[0]] = trait.rawState;
  }
  return properties;
}

/**
 * Name, label, attributes and hiding, read innermost first as VASSAL composes a name. A label's
 * text is itself a format (`$size$`), filled in from the piece's properties as VASSAL shows it.
 */
function readTraits(traits: readonly Trait[], basicName: string) {
  let name = basicName;
  let label: string | undefined;
  let rotation = 0;
  let hidden: VassalPiece['hidden'];
  const attributes = propertiesOf(traits);
  const lookup = new Map(Object.entries({ ...attributes, BasicName: basicName }));
  for (let i = traits.length - 2; i >= 0; i--) {
    const trait = traits[i];
    const layer = layerOf(trait);
    if (layer) name = layerName(layer, name);
    else if (trait.id === 'label') {
      const text = substituteProperties(trait.rawState.trim(), lookup);
      attributes[trait.type[15] || 'TextLabel'] = text;
      if (text !== '') name = labelledName(trait, name, text);
      if (text !== '' && label === undefined) label = text;
    } else if (trait.id === 'rotate') rotation += rotationOf(trait);
    else if ((trait.id === 'obs' || trait.id === 'hide') && !hidden) hidden = hiddenOf(trait);
  }
  return { name, label, rotation: normalizeDegrees(rotation), hidden, attributes };
}

function leftOutOf(traits: readonly Trait[], missing: readonly string[]): string[] {
  const names = traits.filter((t) => !REPRESENTED.has(t.id)).map((t) => traitName(t.id));
  return [...names, ...missing.map((m) => `Prototype "${m}" (not defined)`)];
}

/**
 * The piece a VASSAL type (and state, when placed) describes, prototypes expanded from
 * `prototypes` (name → PrototypeDefinition text). Never throws on odd input: what cannot be
 * read is left at its default or named in `leftOut`.
 */
export function pieceFromTraits(type: string, state?: string, prototypes: ReadonlyMap<string, string> = new Map()): VassalPiece {
  const expansion = expandPrototypes(decodeTraits(type, state), prototypes);
  const traits = expansion.traits;
  const innermost = traits[traits.length - 1];
  const base = basic(innermost?.id === 'piece' ? innermost : undefined, state !== undefined);
  const { faces, face } = facesOf(base.image, mainLayer(traits));
  const read = readTraits(traits, base.name);
  const piece: VassalPiece = { name: read.name, faces, face, rotation: read.rotation, attributes: read.attributes, leftOut: leftOutOf(traits, expansion.missing) };
  if (read.label !== undefined) piece.label = read.label;
  if (read.hidden) piece.hidden = read.hidden;
  if (base.at) piece.at = base.at;
  if (base.gpid !== undefined) piece.gpid = base.gpid;
  return piece;
}
