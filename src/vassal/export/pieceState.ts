/**
 * A VASSAL piece's state text with Sandtable's changes written into it: the BasicPiece's map and
 * point, the main Layer's level (the face shown) and the first Can Rotate's angle. Every other
 * trait's state is kept exactly, so VASSAL restores the piece as it was apart from what moved.
 */
import { decodeChain, decodeSequence, encodeChain, encodeSequence } from '../codec/sequenceEncoder';
import { decodeTraits, type Trait } from '../pieces/chain';
import { layerOf } from '../pieces/layers';

/** Where and how the piece now stands. */
export interface PieceChange {
  map: string;
  x: number;
  y: number;
  /** Index among VASSAL's faces of the piece (BasicPiece image, then the main Layer's levels). */
  face?: number;
  /** Degrees clockwise. */
  rotation: number;
  /** A new global piece id (a copy of a piece needs its own). */
  gpid?: string;
}

/** Index of the main Layer in the chain (most levels, outermost on a tie), or -1. */
function mainLayerIndex(traits: readonly Trait[]): number {
  let best = -1;
  let most = 0;
  traits.forEach((trait, i) => {
    const layer = layerOf(trait);
    if (layer && layer.images.some((image) => image !== '') && layer.images.length > most) [best, most] = [i, layer.images.length];
  });
  return best;
}

/** The Layer value that shows VASSAL face `face`: a level (1-based), or hidden for the BasicPiece image. */
function layerValue(trait: Trait, basicImage: string, face: number): number | undefined {
  const layer = layerOf(trait)!;
  const faces: number[] = basicImage === '' ? [] : [0];
  layer.images.forEach((image, level) => image !== '' && faces.push(level + 1));
  const level = faces[face];
  if (level === undefined) return undefined;
  return level > 0 ? level : -(Math.abs(layer.value) || 1);
}

/** A Can Rotate's state for `degrees`: free rotation keeps the angle (counter-clockwise), fixed steps an index. */
function rotateState(trait: Trait, degrees: number): string {
  const angles = Number.parseInt(trait.type[0] ?? '', 10);
  if (angles === 1) return String(degrees === 0 ? 0 : -degrees);
  return angles > 1 ? String(Math.round((degrees * angles) / 360) % angles) : trait.rawState;
}

/** `state` (the piece's whole state text for `type`) with `change` written in. */
export function changedState(type: string, state: string, change: PieceChange): string {
  const traits = decodeTraits(type, state);
  const states = decodeChain(state, '\t');
  while (states.length < traits.length) states.push('');
  const last = traits.length - 1;
  const basic = decodeSequence(states[last], ';');
  basic[0] = change.map;
  basic[1] = String(Math.round(change.x));
  basic[2] = String(Math.round(change.y));
  if (change.gpid !== undefined) basic[3] = change.gpid;
  states[last] = encodeSequence(basic, ';');
  const main = mainLayerIndex(traits);
  const value = main >= 0 && change.face !== undefined ? layerValue(traits[main], traits[last].type[2] ?? '', change.face) : undefined;
  if (value !== undefined) {
    const fields = decodeSequence(states[main] || '1', ';');
    fields[0] = String(value);
    states[main] = encodeSequence(fields, ';');
  }
  const rotate = traits.findIndex((t) => t.id === 'rotate');
  if (rotate >= 0) states[rotate] = rotateState(traits[rotate], change.rotation);
  return encodeChain(states, '\t');
}
