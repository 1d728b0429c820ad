/**
 * What a hidden counter's box (or a sealed card's item) holds once opened: the counter's real name,
 * faces, shown face and attributes, and the image records its faces show — those records leave the
 * shared game while it is hidden (src/doc/hiddenFaces.ts), so revealing it must list them again.
 * Read defensively: the bytes come from a box a peer made.
 */
import type { AssetInfo, Face, Piece, SealedBox } from '../model/records';
import { fromUtf8 } from '../trust/bytes';
import { openSealed } from '../trust/seal';
import { checkFace, problemsOf, problemsOfAssetRecord } from '../model/validate';

/** What a hidden counter's seal holds. */
export interface HiddenContent {
  name: string;
  faces: Face[];
  face: number;
  attrs: Piece['attrs'];
  /** The image records of its image faces (absent in boxes sealed before hiding let go of them). */
  assets?: AssetInfo[];
}

/** At most as many images as a counter has faces to show them. */
const maxFaces = 20;

function soundAssets(value: unknown): boolean {
  return value === undefined || (Array.isArray(value) && value.length <= maxFaces && value.every((a) => problemsOfAssetRecord(String((a as AssetInfo | null)?.hash), a).length === 0));
}

/** Reads plaintext (a hidden counter's box, a sealed card's item) as hidden content, or null when it is not that. */
export function readHiddenContent(bytes: Uint8Array | null): HiddenContent | null {
  const text = bytes && fromUtf8(bytes);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as HiddenContent;
    const sound =
      typeof value === 'object' &&
      value !== null &&
      typeof value.name === 'string' &&
      Array.isArray(value.faces) &&
      value.faces.length > 0 &&
      value.faces.length <= maxFaces &&
      value.faces.every((f) => problemsOf(checkFace, f, 'face').length === 0) &&
      Number.isInteger(value.face) &&
      value.face >= 0 &&
      value.face < value.faces.length &&
      typeof value.attrs === 'object' &&
      value.attrs !== null &&
      soundAssets(value.assets);
    return sound ? value : null;
  } catch {
    return null;
  }
}

/** Opens a hidden counter's seal with its key: the content, or null when the key does not open it. */
export function openHidden(sealed: SealedBox, key: string): HiddenContent | null {
  return readHiddenContent(openSealed(sealed.box, key));
}
