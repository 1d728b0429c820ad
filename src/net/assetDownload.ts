/**
 * The bookkeeping of one image on its way to us: how far it is, which peer is asked, and which
 * peers lack it or sent bad bytes. Kept apart from the exchange, which decides what to do with it,
 * so the state a transfer carries can be read in one place.
 */
import type { AssetInfo } from '../model/records';
import type { AssetProgress } from './types';

/**
 * A look at an image's bytes while they arrive: they are pushed in order from byte 0, exactly the
 * bytes that will be hashed and stored, so a decode that proves them an image is done by the time
 * the transfer is (rather than starting then). It only ever spares the shelf work: a false answer
 * sends the bytes through the shelf's own check, and nothing is stored before the hash matches.
 */
export interface AssetInspection {
  /** The next bytes of the image (the caller does not change them afterwards). */
  push(bytes: Uint8Array): void;
  /** Every byte has been pushed: true when they decoded as an image, false when the inspection cannot tell. */
  done(): Promise<boolean>;
  /** The bytes pushed will not be stored (the download restarts or stops): let them go. */
  cancel(): void;
}

/** An image on its way to us. Peers in `lacking` said 'none'; `suspect` ones sent bytes that failed the hash, or a wrong size; `senders` have parts in the buffer. */
export class Download {
  state: 'checking' | 'fetching' | 'verifying' | 'failed' = 'checking';
  /** Allocated once, at the first part: the only copy we hold. */
  buffer: Uint8Array | null = null;
  received = 0;
  /** Bytes from the start already written to the part store (so a reload resumes from there). */
  persisted = 0;
  /** Bytes taken from the part store when the download began: a head start not yet verified. */
  resumedFrom = 0;
  /** The peer asked last, or null while no peer can be asked. */
  source: string | null = null;
  readonly lacking = new Set<string>();
  readonly suspect = new Set<string>();
  readonly senders = new Set<string>();
  failures = 0;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** The look at the bytes while they arrive, fed every byte in `buffer` so far; null before the first part and after the last. */
  inspection: AssetInspection | null = null;
  /** Whether an inspection was asked for since the bytes were last thrown away (asked once, even when the host had none to give). */
  private inspectionAsked = false;
  constructor(readonly info: AssetInfo) {}

  /** Starts an inspection, once, and feeds it the bytes already held (a head start from the part store), so it sees the image from byte 0. */
  inspect(start: (info: AssetInfo) => AssetInspection | undefined): void {
    if (this.inspectionAsked) return;
    this.inspectionAsked = true;
    this.inspection = start(this.info) ?? null;
    if (this.inspection && this.buffer && this.received > 0) this.inspection.push(this.buffer.subarray(0, this.received));
  }

  /** The bytes inspected so far will not be stored as they are: the inspection is dropped. */
  stopInspecting(): void {
    this.inspection?.cancel();
    this.inspection = null;
    this.inspectionAsked = false;
  }
}

/** The transfers worth showing (being fetched or verified) and how far each is, for the progress panel. */
export function downloadProgress(downloads: Iterable<Download>): AssetProgress[] {
  return [...downloads]
    .filter((d) => d.state === 'fetching' || d.state === 'verifying')
    .map((d) => ({ hash: d.info.hash, name: d.info.name, received: d.received, total: d.info.bytes }));
}
