/**
 * What hiding counters lets go of. Faces are shared records that pieces refer to by id, and image
 * records (`assets`) are what faces and boards refer to by hash; a hidden counter's faces left in
 * the shared lists would name it to anyone who joins later (issue #26: its name and factors read
 * from the face list, its picture from the image list). So hiding removes every face that only the
 * hidden counters used, and every image record that only those faces used. Faces another piece
 * still shows stay, as do the generic faces hidden and sealed pieces share.
 */
import type { AssetInfo, Face } from '../model/records';
import { eachPieceMap, type GameTypes } from './gameDoc';

/** Faces no counter's secret lives in: every hidden counter and sealed card shows one of them. */
const genericFaces = new Set(['hidden', 'sealed']);

/** The face ids a stored piece lists, whatever a peer wrote there. */
function faceIdsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((f): f is string => typeof f === 'string') : [];
}

/** Faces and image records used by the pieces `hiding` and by nothing else left on the table. */
export interface LetGo {
  readonly faces: readonly string[];
  readonly assets: readonly string[];
}

/**
 * The faces that only the pieces in `hiding` use, and the image records that only those faces use
 * (no other face, kept or unused, and no board). Reads the document as it is now.
 */
export function usedOnlyBy(t: GameTypes, hiding: ReadonlySet<string>): LetGo {
  const theirs = new Set<string>();
  const others = new Set<string>();
  eachPieceMap(t.pieces, (map, id) => faceIdsOf(map.get('faces')).forEach((f) => (hiding.has(id) ? theirs : others).add(f)));
  const faces = [...theirs].filter((f) => !others.has(f) && !genericFaces.has(f) && t.faces.has(f));
  const dropped = new Set(faces);
  const candidates = new Set<string>();
  const kept = new Set<string>();
  t.faces.forEach((face, id) => {
    const asset = imageOf(face);
    if (asset) (dropped.has(id) ? candidates : kept).add(asset);
  });
  t.boards.forEach((board) => {
    const image = (board as { image?: unknown } | null)?.image;
    if (typeof image === 'string') kept.add(image);
  });
  return { faces, assets: [...candidates].filter((a) => !kept.has(a) && t.assets.has(a)) };
}

/** The image a face shows, if it is an image face. */
function imageOf(face: unknown): string | null {
  const f = face as Partial<Face> | null;
  return f && f.kind === 'image' && typeof f.asset === 'string' ? f.asset : null;
}

/** The image records the faces of a counter show, to seal with it so that revealing it can list them again. */
export function imagesOf(t: GameTypes, faces: readonly Face[]): AssetInfo[] {
  const out = new Map<string, AssetInfo>();
  for (const face of faces) {
    const asset = imageOf(face);
    const info = asset ? t.assets.get(asset) : undefined;
    if (asset && info) out.set(asset, info);
  }
  return [...out.values()];
}

/** Removes what `usedOnlyBy` found, inside an operation under way. */
export function letGoOf(t: GameTypes, found: LetGo): void {
  for (const f of found.faces) t.faces.delete(f);
  for (const a of found.assets) t.assets.delete(a);
}
