/**
 * Turning paired counter images into what the table adds in one step: a face per image, a
 * counter per pair, each on a hex of its own around a point, wholly on the board (see
 * geometry/spread.ts). Pure.
 */
import type { AssetInfo, Board, Face, Piece } from '../model/records';
import { newId } from '../model/ids';
import { keyBetween } from '../model/order';
import { placeKey } from '../model/stacks';
import { spreadPlaces } from '../geometry/spread';
import type { ImageCounter } from './counterImagePairs';

/** The setup adding counters made from images, and the new pieces' ids. */
export function imageCounterSetup(counters: readonly ImageCounter[], images: readonly AssetInfo[], size: number, board: Board, at: { x: number; y: number }, taken: (x: number, y: number) => boolean = () => false): { faces: Record<string, Face>; assets: AssetInfo[]; pieces: Piece[] } {
  const faceOf = new Map<number, string>();
  const faces: Record<string, Face> = {};
  const face = (i: number) => {
    let id = faceOf.get(i);
    if (!id) {
      id = newId();
      faceOf.set(i, id);
      faces[id] = { kind: 'image', asset: images[i].hash };
    }
    return id;
  };
  const places = spreadPlaces(board, at, counters.length, size, taken);
  const tops = new Map<string, string | null>();
  const pieces: Piece[] = counters.map((c, i) => {
    const rest = places[i];
    const key = placeKey(board.id, rest.x, rest.y);
    const z = keyBetween(tops.get(key) ?? null, null);
    tops.set(key, z);
    return { id: newId(), name: c.name, kind: 'unit', faces: [face(c.front), ...(c.back !== undefined ? [face(c.back)] : [])], face: 0, rot: 0, size, at: { b: board.id, x: rest.x, y: rest.y, z }, attrs: {} };
  });
  const usedImages = [...new Set([...faceOf.keys()])].map((i) => images[i]);
  return { faces, assets: usedImages, pieces };
}
