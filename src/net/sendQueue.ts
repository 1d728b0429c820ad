/**
 * Frames waiting for room in a data channel's send buffer. Chromium gives a channel a send buffer
 * of 16 MiB and closes the channel (or throws) when a send would overflow it, so a message bigger
 * than that — a 20 MB table answering a late joiner — was lost with every message after it, while
 * the connection still looked up. Here frames are handed to the channel only while its buffer
 * holds less than the high-water mark, and the rest wait in this queue for the browser's
 * `bufferedamountlow` event: any message, of any size, leaves in order, and nothing is dropped
 * while the channel is open.
 */

/** The part of RTCDataChannel the queue drives. */
export interface SendChannel {
  readonly readyState: RTCDataChannelState;
  readonly bufferedAmount: number;
  bufferedAmountLowThreshold: number;
  send(frame: Uint8Array<ArrayBuffer>): void;
  addEventListener(type: 'open' | 'close' | 'bufferedamountlow', listener: () => void): void;
}

/**
 * Bytes in the channel's own buffer above which the queue stops handing frames over, and the level
 * at which it starts again. Refilling at a quarter full keeps the connection busy while the page
 * turns around; the cap keeps far below Chromium's 16 MiB and bounds how long a small message
 * waits behind a big one already in the browser's hands (~0.1 s on a fast link).
 */
export const highWater = 2 * 1024 * 1024;
export const lowWater = 512 * 1024;

/** Bytes of one burst of sending: from the moment the queue had something to send until it is empty again. */
export interface Burst {
  /** Bytes handed to the channel so far. */
  done: number;
  /** Bytes queued since the burst began. */
  total: number;
}

/** One channel's outgoing frames, in order. */
export class SendQueue {
  private frames: (Uint8Array<ArrayBuffer> | undefined)[] = [];
  private head = 0;
  private waiting = 0;
  private burst: Burst = { done: 0, total: 0 };
  private drainedListeners: (() => void)[] = [];
  private closed = false;

  constructor(private channel: SendChannel) {
    channel.bufferedAmountLowThreshold = lowWater;
    channel.addEventListener('bufferedamountlow', () => this.pump());
    channel.addEventListener('open', () => this.pump());
    channel.addEventListener('close', () => this.close());
  }

  /** Bytes queued here and not yet handed to the channel. */
  get queued(): number {
    return this.waiting;
  }

  /** The burst being sent, or null when nothing waits here (what the channel holds is on its way). */
  sending(): Burst | null {
    return this.waiting > 0 ? { ...this.burst } : null;
  }

  /** Queues the frames of one message after everything queued before, and sends what fits now. */
  push(frames: Uint8Array[]): void {
    if (this.closed) return;
    if (this.waiting === 0) this.burst = { done: 0, total: 0 };
    for (const frame of frames) {
      this.frames.push(frame as Uint8Array<ArrayBuffer>);
      this.waiting += frame.byteLength;
      this.burst.total += frame.byteLength;
    }
    this.pump();
  }

  /** Resolves once everything queued so far is in the channel's hands, or the channel closed. */
  drained(): Promise<void> {
    if (this.waiting === 0 || this.closed) return Promise.resolve();
    return new Promise((resolve) => this.drainedListeners.push(resolve));
  }

  private pump(): void {
    while (this.head < this.frames.length && this.channel.readyState === 'open' && this.channel.bufferedAmount < highWater) {
      const frame = this.frames[this.head]!;
      try {
        this.channel.send(frame);
      } catch {
        // The browser's buffer is fuller than it said (another sender on the channel): wait for it to drain.
        if (this.channel.readyState === 'open') return;
        return this.close();
      }
      this.frames[this.head++] = undefined;
      this.waiting -= frame.byteLength;
      this.burst.done += frame.byteLength;
    }
    if (this.head > 1024 && this.head * 2 > this.frames.length) {
      this.frames = this.frames.slice(this.head);
      this.head = 0;
    }
    if (this.waiting === 0) this.settle();
  }

  private close(): void {
    this.closed = true;
    this.frames = [];
    this.head = 0;
    this.waiting = 0;
    this.settle();
  }

  private settle(): void {
    const listeners = this.drainedListeners;
    this.drainedListeners = [];
    listeners.forEach((resolve) => resolve());
  }
}
