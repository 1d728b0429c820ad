/**
 * WebRTC for y-webrtc, with frames. y-webrtc (through simple-peer) sends each Yjs message as one
 * data-channel message, which Chromium silently drops above 256 KiB. We hand simple-peer a
 * peer connection whose data channels cut every message into 16 KiB frames and put them back
 * together (see frames.ts), and which carries a second stream, the asset transfer, on the same channel.
 */
import { Reassembler, announceFrame, assetFrameBytes, streams, toFrames, type Arriving } from './frames';
import { SendQueue, type Burst } from './sendQueue';
import { openSent, type SenderProof } from '../trust/senderProof';

/** A data channel as the rest of the app sees it: for sending and receiving asset messages. */
export interface FramedPeer {
  readonly id: string;
  /** Sends one asset message; resolves when the channel has room for more (backpressure). */
  sendAsset(message: Uint8Array): Promise<void>;
  /** What is still on its way: bytes this side has yet to hand to the channel, and announced messages still arriving. */
  transfer(): { sending: Burst | null; receiving: Arriving | null };
}

/** Hears about channels opening and closing and about asset messages arriving. */
export interface ChannelHub {
  opened(peer: FramedPeer): void;
  closed(peer: FramedPeer): void;
  assetMessage(peer: FramedPeer, message: Uint8Array): void;
  /** Wraps the delivery of sync messages, so a big one (a whole table) can be applied in pieces, one task each, in order. */
  paceSync?(deliver: (message: Uint8Array, proof?: SenderProof | null) => void): (message: Uint8Array, proof?: SenderProof | null) => void;
  /** The signed envelope of a Yjs message about to be sent (src/trust/senderProof.ts), or null to send it bare. */
  seal?(message: Uint8Array): Uint8Array | null;
  /** Applies a Yjs message (`apply`) as one that arrived with `proof` (null: unsigned) from `peer`, so the change can be told from whom it came. */
  receiving?(proof: SenderProof | null, apply: () => void, peer: FramedPeer): void;
  /** Whether the Yjs message being sent now would only hand `peer` back a change that came from it (y-webrtc sends every update it applies to everyone). */
  echoesTo?(peer: FramedPeer): boolean;
}

let channelCount = 0;

type Handler = ((event: unknown) => void) | null;

/** The data channel simple-peer gets: the subset of RTCDataChannel it uses, with framing inside. */
class FramedChannel implements FramedPeer {
  readonly id = `rtc-${++channelCount}`;
  private nextId = 1;
  private onSyncMessage: Handler = null;
  /** The threshold simple-peer sets, reported back to it; the real channel keeps ours (simple-peer's send does not use it). */
  private lowThresholdAsked = 0;
  /** Every frame leaves through here, under backpressure, so no message of any size overflows the browser's buffer. */
  private queue: SendQueue;
  private reassembler: Reassembler;

  constructor(
    private real: RTCDataChannel,
    private hub: ChannelHub,
  ) {
    real.binaryType = 'arraybuffer';
    this.queue = new SendQueue(real);
    const apply = (message: Uint8Array) => {
      try {
        this.onSyncMessage?.({ data: message.buffer });
      } catch {
        // y-webrtc decodes synchronously and throws on a malformed message from a peer: drop it, keep the game.
      }
    };
    // y-webrtc (through simple-peer's stream, flowing) applies a message before this call returns, so the proof is held meanwhile.
    const deliver = (message: Uint8Array, proof?: SenderProof | null) => (hub.receiving ? hub.receiving(proof ?? null, () => apply(message), this) : apply(message));
    const deliverSync = hub.paceSync?.(deliver) ?? deliver;
    const reassembler = (this.reassembler = new Reassembler((stream, message) => {
      if (stream === streams.assets) return hub.assetMessage(this, message);
      if (stream === streams.sync) return deliverSync(message, null);
      const opened = openSent(message);
      // An envelope this version cannot read carries nothing it can apply.
      if (opened) deliverSync(opened.message.slice(), opened.proof);
    }));
    real.addEventListener('message', (e) => {
      if (e.data instanceof ArrayBuffer) reassembler.push(new Uint8Array(e.data));
    });
    // A channel handed over already open may still fire 'open' (Chromium does, for the answerer's
    // channel): announce it once, or the asset exchange would drop and re-ask the peer.
    let announced = false;
    const opened = () => {
      if (announced) return;
      announced = true;
      hub.opened(this);
    };
    real.addEventListener('open', opened);
    real.addEventListener('close', () => hub.closed(this));
    if (real.readyState === 'open') queueMicrotask(opened);
  }

  get label() {
    return this.real.label;
  }
  get readyState() {
    return this.real.readyState;
  }
  get bufferedAmount() {
    return this.real.bufferedAmount + this.queue.queued;
  }
  get bufferedAmountLowThreshold() {
    return this.lowThresholdAsked;
  }
  set bufferedAmountLowThreshold(v: number) {
    this.lowThresholdAsked = v;
  }
  get binaryType() {
    return 'arraybuffer';
  }
  set binaryType(_v: string) {
    // Frames are always read as ArrayBuffers.
  }
  set onmessage(fn: Handler) {
    this.onSyncMessage = fn;
  }
  set onopen(fn: Handler) {
    this.real.onopen = fn;
  }
  set onclose(fn: Handler) {
    this.real.onclose = fn;
  }
  set onerror(fn: Handler) {
    this.real.onerror = fn;
  }
  set onbufferedamountlow(fn: Handler) {
    this.real.onbufferedamountlow = fn;
  }

  /**
   * What simple-peer calls to send a Yjs message: signed by this browser where the hub signs it,
   * queued behind what is still to leave, and not sent at all when it only hands the peer back
   * its own change.
   */
  send(data: ArrayBuffer | ArrayBufferView | string) {
    if (this.hub.echoesTo?.(this)) return;
    const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    const sealed = this.hub.seal?.(bytes) ?? null;
    const [stream, message] = sealed ? [streams.signedSync, sealed] : [streams.sync, bytes];
    this.sendMessage(stream, message);
  }

  close() {
    this.real.close();
  }

  async sendAsset(message: Uint8Array): Promise<void> {
    if (this.real.readyState !== 'open') throw new Error('the connection closed');
    this.sendMessage(streams.assets, message, assetFrameBytes);
    await this.queue.drained();
  }

  transfer() {
    return { sending: this.queue.sending(), receiving: this.reassembler.arriving() };
  }

  /** Queues one message's frames, announcing a message of many frames first so the receiver can show its progress. */
  private sendMessage(stream: (typeof streams)[keyof typeof streams], message: Uint8Array, size?: number) {
    const id = this.nextId++;
    const frames = toFrames(stream, id, message, size);
    this.queue.push(frames.length > 1 && stream !== streams.assets ? [announceFrame(stream, id, message.byteLength), ...frames] : frames);
  }
}

/**
 * The `wrtc` option for simple-peer (passed through y-webrtc's `peerOpts`): the browser's WebRTC,
 * with framed data channels reporting to `hub`. Null when this browser has no WebRTC.
 */
export function framedWebRtc(hub: ChannelHub): { RTCPeerConnection: unknown; RTCSessionDescription: unknown; RTCIceCandidate: unknown } | null {
  if (typeof RTCPeerConnection !== 'function') return null;
  function FramedPeerConnection(config?: RTCConfiguration) {
    const pc = new RTCPeerConnection(config);
    const create = pc.createDataChannel.bind(pc);
    pc.createDataChannel = ((label: string, init?: RTCDataChannelInit) => new FramedChannel(create(label, init), hub)) as unknown as typeof pc.createDataChannel;
    let listener: ((e: RTCDataChannelEvent) => void) | null = null;
    Object.defineProperty(pc, 'ondatachannel', {
      configurable: true,
      get: () => listener,
      set(fn: ((e: { channel: unknown }) => void) | null) {
        if (listener) pc.removeEventListener('datachannel', listener);
        listener = fn ? (e: RTCDataChannelEvent) => fn({ channel: new FramedChannel(e.channel, hub) }) : null;
        if (listener) pc.addEventListener('datachannel', listener);
      },
    });
    return pc;
  }
  return { RTCPeerConnection: FramedPeerConnection, RTCSessionDescription, RTCIceCandidate };
}
