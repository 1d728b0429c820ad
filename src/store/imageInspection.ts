/**
 * Decoding an image received from a friend while its parts arrive, so the check that the bytes are
 * an image is over when the last part lands instead of adding a whole-image decode (a third of a
 * second for a 24 MB scan) after the transfer. The browser's ImageDecoder (WebCodecs) reads a
 * stream and decodes as data comes in; it is also stricter than <img>, which shows a damaged PNG
 * without complaint. Where it is missing, or for SVG (which it does not read), or whenever it
 * fails, the answer is "cannot tell" and the store decodes the whole image as it always did.
 */
import type { AssetInspection } from '../net/assetExchange';
import { imageTypes } from './assets';

/** Raster types ImageDecoder is asked to read; SVG is not one (it is a document, not a bitstream). */
const streamable = imageTypes.filter((type) => type !== 'image/svg+xml');

/**
 * Starts decoding an image of type `mime` from bytes pushed as they arrive; undefined when this
 * browser cannot (no ImageDecoder, or a type it is not asked to read), so the store checks instead.
 */
export function inspectImage(mime: string): AssetInspection | undefined {
  if (typeof ImageDecoder !== 'function' || typeof ReadableStream !== 'function' || !streamable.includes(mime)) return undefined;
  let source: ReadableStreamDefaultController<Uint8Array> | null = null;
  const data = new ReadableStream<Uint8Array>({ start: (controller) => void (source = controller) });
  let decoder: ImageDecoder;
  try {
    decoder = new ImageDecoder({ data, type: mime });
  } catch {
    return undefined;
  }
  // The first frame decoded whole (a still image, or the first frame of an animation) proves the type.
  const decoded = decoder.decode({ frameIndex: 0, completeFramesOnly: true }).then(
    (result) => {
      result.image.close();
      return true;
    },
    () => false,
  );
  let open = true;
  const end = (close: boolean) => {
    open = false;
    try {
      if (close) source?.close();
      else decoder.close();
    } catch {
      // The stream or decoder is already closed: its answer is on its way, or was given.
    }
  };
  return {
    push(bytes) {
      if (!open) return;
      try {
        source?.enqueue(bytes);
      } catch {
        end(false);
      }
    },
    async done() {
      end(true);
      const ok = await decoded;
      end(false);
      return ok;
    },
    cancel() {
      end(false);
    },
  };
}
