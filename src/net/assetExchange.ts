/**
 * Image transfer between players. Map scans and counter sheets (5–30 MB) are kept by SHA-256 in
 * each browser; the game document only lists them (AssetInfo). A player who lacks one fetches it
 * from a peer: by hash, in parts, from the offset already reached (so a dropped connection costs
 * nothing already received, and with a part store neither does a reload: see assetResume.ts), one
 * peer at a time (so each image crosses the wire once), and checked against its hash before it is
 * stored (so a faulty or hostile peer cannot slip in other bytes). The check that the bytes are an
 * image can run while they arrive (an AssetInspection), so it is over when the last part lands.
 *
 * The sender streams parts back to back without waiting for the receiver (the channel's own
 * backpressure paces it), so a transfer runs at the speed of the channel, not of round trips.
 *
 * The messages are described and checked in assetMessages.ts, the state of each incoming
 * transfer is kept in assetDownload.ts, and stored parts in assetResume.ts; the message format is
 * exported from here too.
 *
 * No Yjs, DOM or timers beyond setTimeout: it runs in Node for the tests.
 */
import type { AssetInfo } from '../model/records';
import type { AssetProgress } from './types';
import { Download, downloadProgress, type AssetInspection } from './assetDownload';
import { PartKeeper, type AssetPartStore } from './assetResume';
import { decodeAssetMessage, encodeAssetMessage, isCount, maxAssetBytes, type AssetMessageHeader } from './assetMessages';
export { decodeAssetMessage, encodeAssetMessage, maxAssetBytes, type AssetMessageHeader } from './assetMessages';
export type { AssetPartStore, StoredRun } from './assetResume';
export type { AssetInspection } from './assetDownload';

/** Where images live locally. */
export interface AssetShelf {
  has(hash: string): Promise<boolean>;
  read(hash: string): Promise<Uint8Array | undefined>;
  /**
   * Stores verified bytes (the caller's store checks type/size and may throw; then the transfer is
   * marked failed). `decoded`: an AssetInspection already decoded these very bytes as an image, so
   * the store need not decode them again.
   */
  store(info: AssetInfo, bytes: Uint8Array, decoded: boolean): Promise<void>;
}

/** A connection to one peer. `send` resolves when the channel can take more (backpressure). */
export interface AssetPeer {
  id: string;
  send(message: Uint8Array): Promise<void>;
}

/** What the exchange needs from its host: where images live, a hash function, and where to report. */
export interface AssetExchangeOptions {
  shelf: AssetShelf;
  /** SHA-256 as lowercase hex; injected so the module needs no browser API (crypto.subtle in practice). */
  sha256(bytes: Uint8Array): Promise<string>;
  /** The incoming transfers and how far each is; at most about ten calls a second, but every start, completion and removal is reported. */
  onProgress(progress: AssetProgress[]): void;
  /** A verified image is now on the shelf. */
  onArrived(hash: string): void;
  /**
   * An image failed verification (it is retried elsewhere up to twice: `final` false), or could not
   * be stored or fetched and is given up (`final` true: worth telling the player).
   */
  onFailed?(hash: string, reason: string, final: boolean): void;
  /** Data bytes per part; default 256 KiB (big enough that per-message costs vanish, small enough to resume finely). */
  chunkBytes?: number;
  /** Starts an inspection of an image about to arrive; none (or undefined): the shelf checks the bytes when they are complete. */
  inspect?(info: AssetInfo): AssetInspection | undefined;
  /** Where parts of unfinished images are kept between page loads, so a new download resumes; none: nothing is kept. */
  parts?: AssetPartStore;
  /** Bytes gathered before they are written to `parts`; default 1 MiB (a reload loses at most this much). */
  partBatchBytes?: number;
  /** No progress for this long: ask again (another peer, or the same one) from the offset reached; default 5000. */
  stallMs?: number;
}

const progressEveryMs = 100;
/** Verification failures tolerated before giving up: the first try and two retries. */
const maxRetries = 2;

/**
 * Fetches the images a game needs from connected peers and serves ours to them. Feed it the
 * needed list, the connections and their messages; it reports progress and arrivals.
 */
export class AssetExchange {
  private readonly peers = new Map<string, AssetPeer>();
  private readonly downloads = new Map<string, Download>();
  /** Per `peer \n hash`, the ticket of the one outgoing stream allowed to go on. */
  private readonly serving = new Map<string, number>();
  /** Images being sent, read once however many peers take them. */
  private readonly reads = new Map<string, { bytes: Promise<Uint8Array | undefined>; users: number }>();
  private readonly chunkBytes: number;
  private readonly stallMs: number;
  private readonly keeper: PartKeeper;
  private tickets = 0;
  private lastAnswered: string | null = null;
  private destroyed = false;
  private lastReport = 0;
  private reported = '[]';
  private reportTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: AssetExchangeOptions) {
    this.chunkBytes = Math.max(1, Math.floor(options.chunkBytes ?? 256 * 1024));
    this.stallMs = options.stallMs ?? 5000;
    this.keeper = new PartKeeper(options.parts, Math.max(1, options.partBatchBytes ?? 1024 * 1024));
  }

  /**
   * The images the game needs: those not on the shelf are requested from connected peers.
   * Pass the full list each time: downloads of images no longer listed are abandoned, and
   * images every peer said they lack are asked for again.
   */
  async need(assets: AssetInfo[]): Promise<void> {
    if (this.destroyed) return;
    const listed = new Set(assets.map((a) => a.hash));
    for (const d of [...this.downloads.values()]) {
      if (!listed.has(d.info.hash)) this.drop(d);
      else if (d.state === 'fetching' && !d.source) {
        d.lacking.clear();
        this.ask(d);
      }
    }
    const checks: Promise<void>[] = [];
    for (const info of assets) {
      if (this.downloads.has(info.hash)) continue;
      const d = new Download(info);
      this.downloads.set(info.hash, d);
      checks.push(this.start(d));
    }
    await Promise.all(checks);
    this.report(true);
  }

  /** A new connection: downloads waiting for a peer are asked of it. */
  addPeer(peer: AssetPeer): void {
    if (this.destroyed) return;
    if (this.peers.has(peer.id)) this.removePeer(peer.id);
    this.peers.set(peer.id, peer);
    for (const d of this.downloads.values()) {
      d.lacking.delete(peer.id);
      if (d.state === 'fetching' && !d.source) this.ask(d);
    }
  }

  /** A connection closed: our streams to it stop, and downloads from it are asked of another peer at once. */
  removePeer(id: string): void {
    if (!this.peers.delete(id)) return;
    if (this.lastAnswered === id) this.lastAnswered = null;
    for (const d of this.downloads.values()) if (d.source === id) this.ask(d);
  }

  /** A message from a peer; malformed or unexpected messages are ignored. Sending and verifying go on in the background. */
  async receive(fromPeerId: string, message: Uint8Array): Promise<void> {
    try {
      const peer = this.peers.get(fromPeerId);
      const decoded = this.destroyed || !peer ? null : decodeAssetMessage(message);
      if (!peer || !decoded) return;
      const { header, data } = decoded;
      if (header.t === 'want') void this.serve(peer, header.h, header.o);
      else if (header.t === 'stop') this.serving.delete(`${peer.id}\n${header.h}`);
      else if (header.t === 'none') this.lacks(peer.id, header.h);
      else this.part(peer.id, header, data);
    } catch {
      // A throwing callback must not break the channel's message loop.
    }
  }

  /** Stops everything: timers, downloads and outgoing streams; parts received and not yet written are written, to resume from. */
  destroy(): void {
    this.destroyed = true;
    for (const d of this.downloads.values()) {
      clearTimeout(d.timer);
      d.stopInspecting();
      if (d.state === 'fetching') this.keeper.keep(d, true);
    }
    clearTimeout(this.reportTimer);
    this.downloads.clear();
    this.serving.clear();
    this.peers.clear();
  }

  private async start(d: Download): Promise<void> {
    const { hash, bytes } = d.info;
    if (!isCount(bytes) || bytes === 0 || bytes > maxAssetBytes) return this.fail(d, `unusable size ${bytes}`);
    const present = await this.options.shelf.has(hash).catch(() => false);
    if (this.downloads.get(hash) !== d) return;
    if (present) {
      this.downloads.delete(hash);
      // Parts left by a page closed between keeping the image and clearing them.
      void this.keeper.discard(hash);
      return;
    }
    await this.keeper.restore(d);
    if (this.downloads.get(hash) !== d || this.destroyed) return;
    if (d.received >= bytes) return this.verify(d);
    d.state = 'fetching';
    this.ask(d);
  }

  /**
   * Asks one peer for the rest of the image, or waits (no timer) when none can be asked: the one
   * that answered last, or after a stall the next in turn (round robin, so every peer gets a go).
   */
  private ask(d: Download, quiet?: string): void {
    const usable = [...this.peers.values()].filter((p) => !d.lacking.has(p.id) && !d.suspect.has(p.id));
    const next = usable[(usable.findIndex((p) => p.id === quiet) + 1) % usable.length];
    const peer = quiet ? next : (usable.find((p) => p.id === this.lastAnswered) ?? usable[0]);
    clearTimeout(d.timer);
    d.timer = undefined;
    d.source = peer ? peer.id : null;
    if (!peer) return;
    this.post(peer.id, { t: 'want', h: d.info.hash, o: d.received });
    this.watch(d);
  }

  private watch(d: Download): void {
    clearTimeout(d.timer);
    d.timer = setTimeout(() => {
      d.timer = undefined;
      if (this.downloads.get(d.info.hash) !== d || d.state !== 'fetching') return;
      const quiet = d.source ?? undefined;
      this.ask(d, quiet);
      if (quiet && d.source !== quiet) this.post(quiet, { t: 'stop', h: d.info.hash });
    }, this.stallMs);
  }

  private lacks(from: string, hash: string): void {
    const d = this.downloads.get(hash);
    if (!d || d.state !== 'fetching') return;
    d.lacking.add(from);
    if (d.source === from) this.ask(d);
  }

  private part(from: string, { h, o, n }: { h: string; o: number; n: number }, data: Uint8Array): void {
    const d = this.downloads.get(h);
    if (!d || d.state !== 'fetching') return;
    if (n !== d.info.bytes) {
      d.suspect.add(from);
      if (d.source === from) this.ask(d);
      return;
    }
    if (o !== d.received) return; // a duplicate from a second peer, or a stale stream
    d.buffer ??= new Uint8Array(n);
    if (this.options.inspect) d.inspect(this.options.inspect);
    d.inspection?.push(data);
    d.buffer.set(data, o);
    d.received += data.byteLength;
    d.senders.add(from);
    this.lastAnswered = from;
    if (d.received < n) {
      this.keeper.keep(d);
      this.watch(d);
      this.report(false);
      return;
    }
    clearTimeout(d.timer);
    d.timer = undefined;
    d.source = null;
    this.verify(d);
  }

  private verify(d: Download): void {
    d.state = 'verifying';
    this.report(true);
    void this.finish(d);
  }

  private async finish(d: Download): Promise<void> {
    const { hash } = d.info;
    const bytes = d.buffer as Uint8Array;
    const inspection = d.inspection;
    d.inspection = null;
    const [digest, decoded] = await Promise.all([this.options.sha256(bytes).catch(() => ''), inspection ? inspection.done().catch(() => false) : false]);
    if (this.downloads.get(hash) !== d) return;
    if (digest !== hash) return this.refetch(d);
    try {
      await this.options.shelf.store(d.info, bytes, decoded);
    } catch (error) {
      if (this.downloads.get(hash) === d) this.fail(d, error instanceof Error ? error.message : String(error));
      return;
    }
    void this.keeper.discard(hash);
    if (this.downloads.get(hash) !== d) return;
    this.downloads.delete(hash);
    this.report(true);
    this.options.onArrived(hash);
  }

  /**
   * The bytes do not match the hash: the stored parts go, and the image is fetched again from the
   * start. When parts from an earlier page were among the bytes, nobody here can be blamed for
   * sure, so the first such failure neither counts nor makes this page's senders suspect.
   */
  private async refetch(d: Download): Promise<void> {
    const { hash } = d.info;
    const resumed = d.resumedFrom > 0;
    d.stopInspecting();
    d.buffer = null;
    d.received = d.persisted = d.resumedFrom = 0;
    if (!resumed) {
      d.failures++;
      for (const id of d.senders) d.suspect.add(id);
    }
    d.senders.clear();
    await this.keeper.discard(hash);
    if (this.downloads.get(hash) !== d || this.destroyed) return;
    if (d.failures > maxRetries) return this.fail(d, 'the bytes received do not match the hash; giving up');
    d.state = 'fetching';
    this.options.onFailed?.(hash, resumed ? 'the parts kept from before do not match the hash; fetching again' : 'the bytes received do not match the hash; asking another peer', false);
    this.ask(d);
    this.report(true);
  }

  /** Gives up on an image until it leaves the needed list and comes back. */
  private fail(d: Download, reason: string): void {
    clearTimeout(d.timer);
    d.state = 'failed';
    d.stopInspecting();
    d.buffer = null;
    d.received = d.persisted = d.resumedFrom = 0;
    d.source = null;
    void this.keeper.discard(d.info.hash);
    this.report(true);
    this.options.onFailed?.(d.info.hash, reason, true);
  }

  /** An image no longer listed: its transfer stops and its stored parts go. */
  private drop(d: Download): void {
    clearTimeout(d.timer);
    d.stopInspecting();
    if (d.source) this.post(d.source, { t: 'stop', h: d.info.hash });
    this.downloads.delete(d.info.hash);
    void this.keeper.discard(d.info.hash);
  }

  /** Streams an image to a peer from an offset, a part at a time, for as long as the peer still wants it. */
  private async serve(peer: AssetPeer, hash: string, offset: number): Promise<void> {
    const key = `${peer.id}\n${hash}`;
    const ticket = ++this.tickets;
    this.serving.set(key, ticket);
    const live = () => !this.destroyed && this.peers.get(peer.id) === peer && this.serving.get(key) === ticket;
    let entry = this.reads.get(hash);
    if (!entry) {
      const bytes = Promise.resolve()
        .then(() => this.options.shelf.read(hash))
        .catch(() => undefined);
      entry = { bytes, users: 0 };
      this.reads.set(hash, entry);
    }
    entry.users++;
    try {
      const bytes = await entry.bytes;
      if (!live()) return;
      if (!bytes || offset >= bytes.byteLength) {
        await peer.send(encodeAssetMessage({ t: 'none', h: hash }));
        return;
      }
      const n = bytes.byteLength;
      for (let at = offset; at < n && live(); at += this.chunkBytes) {
        const data = bytes.subarray(at, Math.min(at + this.chunkBytes, n));
        await peer.send(encodeAssetMessage({ t: 'part', h: hash, o: at, n }, data));
      }
    } catch {
      // The channel closed; the other side will ask again.
    } finally {
      if (--entry.users === 0) this.reads.delete(hash);
      if (this.serving.get(key) === ticket) this.serving.delete(key);
    }
  }

  /** Sends a small control message without waiting; a closed channel is dealt with by the stall timer. */
  private post(peerId: string, header: AssetMessageHeader): void {
    const peer = this.peers.get(peerId);
    if (!peer || this.destroyed) return;
    void (async () => peer.send(encodeAssetMessage(header)))().catch(() => undefined);
  }

  /** Reports progress: at once when `now`, otherwise at most every 100 ms; unchanged lists are not repeated. */
  private report(now: boolean): void {
    if (this.destroyed) return;
    const wait = this.lastReport + progressEveryMs - Date.now();
    if (!now && wait > 0) {
      this.reportTimer ??= setTimeout(() => {
        this.reportTimer = undefined;
        this.report(true);
      }, wait);
      return;
    }
    clearTimeout(this.reportTimer);
    this.reportTimer = undefined;
    const list = downloadProgress(this.downloads.values());
    const signature = JSON.stringify(list);
    if (signature === this.reported) return;
    this.reported = signature;
    this.lastReport = Date.now();
    this.options.onProgress(list);
  }
}
