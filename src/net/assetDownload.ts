/**
 * The bookkeeping of one image on its way to us: how far it is, which peer is asked, and which
 * peers lack it or sent bad bytes. Kept apart from the exchange, which decides what to do with it,
 * so the state a transfer carries can be read in one place.
 */
import type { AssetInfo } from '../model/records';
import type { AssetProgress } from './types';

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
  constructor(readonly info: AssetInfo) {}
}

/** The transfers worth showing (being fetched or verified) and how far each is, for the progress panel. */
export function downloadProgress(downloads: Iterable<Download>): AssetProgress[] {
  return [...downloads]
    .filter((d) => d.state === 'fetching' || d.state === 'verifying')
    .map((d) => ({ hash: d.info.hash, name: d.info.name, received: d.received, total: d.info.bytes }));
}
