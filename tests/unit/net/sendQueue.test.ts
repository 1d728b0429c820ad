/** A data channel's send queue hands frames over only while the browser's buffer has room, in order, losing none. */
import { describe, expect, it } from 'vitest';
import { SendQueue, highWater, lowWater, type SendChannel } from '../../../src/net/sendQueue';

/**
 * A data channel whose buffer behaves as Chromium's: `send` adds to `bufferedAmount` and throws
 * past the 16 MiB the browser allows; `drain` sends bytes out and fires `bufferedamountlow` on
 * crossing the threshold, as the browser does.
 */
class BufferedChannel extends EventTarget implements SendChannel {
  readyState: RTCDataChannelState = 'open';
  bufferedAmount = 0;
  bufferedAmountLowThreshold = 0;
  delivered: Uint8Array[] = [];
  private buffer: Uint8Array[] = [];
  send(frame: Uint8Array) {
    if (this.bufferedAmount + frame.byteLength > 16 * 1024 * 1024) throw new Error('RTCDataChannel send queue is full');
    this.buffer.push(frame);
    this.bufferedAmount += frame.byteLength;
  }
  drain(bytes = Infinity) {
    const above = this.bufferedAmount > this.bufferedAmountLowThreshold;
    while (this.buffer.length && bytes > 0) {
      const frame = this.buffer.shift()!;
      bytes -= frame.byteLength;
      this.bufferedAmount -= frame.byteLength;
      this.delivered.push(frame);
    }
    if (above && this.bufferedAmount <= this.bufferedAmountLowThreshold) this.dispatchEvent(new Event('bufferedamountlow'));
  }
}

const frames = (count: number, size = 16 * 1024) => Array.from({ length: count }, (_, i) => new Uint8Array(size).fill(i % 251));

describe('a send queue', () => {
  it('sends a message bigger than the browser’s buffer whole and in order, never holding more than the high-water mark in it', () => {
    const channel = new BufferedChannel();
    const queue = new SendQueue(channel);
    const message = frames(2000); // 32 MiB: twice what Chromium would buffer
    queue.push(message);
    let most = channel.bufferedAmount;
    while (channel.delivered.length < message.length) {
      channel.drain(lowWater);
      most = Math.max(most, channel.bufferedAmount);
    }
    expect(most).toBeLessThanOrEqual(highWater + 16 * 1024);
    expect(channel.delivered).toHaveLength(message.length);
    expect(channel.delivered.every((frame, i) => frame === message[i])).toBe(true);
    expect(queue.queued).toBe(0);
  });

  it('keeps later messages behind an earlier big one, and says how far the burst has come', () => {
    const channel = new BufferedChannel();
    const queue = new SendQueue(channel);
    const big = frames(400);
    const small = [new Uint8Array([1, 2, 3])];
    queue.push(big);
    queue.push(small);
    const burst = queue.sending()!;
    expect(burst.total).toBe(400 * 16 * 1024 + 3);
    expect(burst.done).toBe(channel.bufferedAmount);
    while (queue.queued) channel.drain(lowWater);
    channel.drain();
    expect(channel.delivered.at(-1)).toEqual(small[0]);
    expect(queue.sending()).toBeNull();
  });

  it('waits for a channel to open, then sends what was queued', () => {
    const channel = new BufferedChannel();
    channel.readyState = 'connecting';
    const queue = new SendQueue(channel);
    queue.push(frames(3));
    expect(channel.bufferedAmount).toBe(0);
    channel.readyState = 'open';
    channel.dispatchEvent(new Event('open'));
    channel.drain();
    expect(channel.delivered).toHaveLength(3);
  });

  it('lets a sender wait until its frames are in the channel’s hands, and stops waiting when the channel closes', async () => {
    const channel = new BufferedChannel();
    const queue = new SendQueue(channel);
    queue.push(frames(400));
    let drained = false;
    const waiting = queue.drained().then(() => (drained = true));
    await Promise.resolve();
    expect(drained).toBe(false);
    while (queue.queued) channel.drain(lowWater);
    await waiting;
    expect(drained).toBe(true);

    queue.push(frames(400));
    const stopped = queue.drained();
    channel.readyState = 'closed';
    channel.dispatchEvent(new Event('close'));
    await stopped;
    expect(queue.queued).toBe(0);
  });
});
