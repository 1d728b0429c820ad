/**
 * Resolves a face to something Konva can draw: a cached sprite for drawn faces, the decoded
 * asset (with its crop) for image faces. Image faces may arrive later than the piece.
 */
import { useEffect, useState } from 'react';
import type { Face } from '../../model/records';
import { loadAssetImage, onAssetStored } from '../../store/assets';
import type { SpriteCache } from './faceSprites';

export interface FaceImage {
  image: CanvasImageSource;
  crop?: { x: number; y: number; width: number; height: number };
}

/** A counter that changes when the image `hash` arrives in this browser, to retry loading it. */
export function useAssetArrival(hash: string | null | undefined): number {
  const [count, setCount] = useState(0);
  useEffect(() => (hash ? onAssetStored((h) => h === hash && setCount((c) => c + 1)) : undefined), [hash]);
  return count;
}

/** The drawable for a face, or null while its image is loading (or missing). */
export function useFaceImage(faceId: string | undefined, face: Face | undefined, sprites: SpriteCache, pixels = 128): FaceImage | null {
  const [loaded, setLoaded] = useState<{ hash: string; image: HTMLImageElement } | null>(null);
  const hash = face?.kind === 'image' ? face.asset : null;
  const arrived = useAssetArrival(hash);
  useEffect(() => {
    if (!hash) return;
    let live = true;
    loadAssetImage(hash).then(
      (image) => live && setLoaded({ hash, image }),
      () => live && setLoaded(null),
    );
    return () => {
      live = false;
    };
  }, [hash, arrived]);
  if (!face || !faceId) return null;
  if (face.kind === 'drawn') return { image: sprites.get(faceId, face, pixels) };
  if (!loaded || loaded.hash !== face.asset) return null;
  const c = face.crop;
  return { image: loaded.image, crop: c && { x: c.x, y: c.y, width: c.w, height: c.h } };
}
