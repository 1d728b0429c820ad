/**
 * Decoded counter-sheet images for image faces, looked up without waiting: the painter asks for
 * an image while it draws, gets it at once if decoded, and hears when a missing one arrives (from
 * this browser's store or a friend's transfer) so it can repaint the counters that show it.
 */
import { loadAssetImage, onAssetStored } from '../../../store/assets';

type Entry = HTMLImageElement | 'loading' | 'missing';

/** Images by asset hash for one table view. Call `stop()` when the view goes. */
export class FaceImages {
  private readonly images = new Map<string, Entry>();
  private readonly listeners = new Set<(hash: string) => void>();
  private readonly stopArrivals: () => void;

  constructor() {
    this.stopArrivals = onAssetStored((hash) => {
      if (this.images.get(hash) !== 'missing') return;
      this.images.delete(hash);
      this.get(hash);
    });
  }

  /** The decoded image, or null while it loads or is missing (loading starts on the first ask). */
  get(hash: string): HTMLImageElement | null {
    const entry = this.images.get(hash);
    if (entry instanceof HTMLImageElement) return entry;
    if (!entry) {
      this.images.set(hash, 'loading');
      loadAssetImage(hash).then(
        (image) => {
          this.images.set(hash, image);
          this.listeners.forEach((l) => l(hash));
        },
        () => this.images.set(hash, 'missing'),
      );
    }
    return null;
  }

  /** Hears each image that becomes drawable. */
  onLoaded(listener: (hash: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  stop(): void {
    this.stopArrivals();
    this.listeners.clear();
  }
}
