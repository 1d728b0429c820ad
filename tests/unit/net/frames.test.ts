import { describe, expect, it } from 'vitest';
import { announceFrame, frameBytes, maxMessageBytes, Reassembler, streams, toFrames } from '../../../src/net/frames';
import { seeded } from '../support/random';

function bytes(n: number, seed = 1) {
  const out = new Uint8Array(n);
  const r = seeded(seed);
  for (let i = 0; i < n; i += 4096) out[i] = Math.floor(r() * 256);
  return out.map((b, i) => b ^ (i * 31) ^ seed);
}

describe('data-channel frames', () => {
  it('cut a big message into frames no larger than 16 KiB and put it back together', () => {
    const message = bytes(1_300_000);
    const frames = toFrames(streams.sync, 7, message);
    expect(frames.every((f) => f.byteLength <= frameBytes)).toBe(true);
    const got: Uint8Array[] = [];
    const r = new Reassembler((_s, m) => got.push(m));
    frames.forEach((f) => r.push(f));
    expect(got).toHaveLength(1);
    expect(Buffer.compare(got[0], message)).toBe(0);
  });

  it('carry an empty message', () => {
    const got: Uint8Array[] = [];
    const r = new Reassembler((_s, m) => got.push(m));
    toFrames(streams.sync, 1, new Uint8Array()).forEach((f) => r.push(f));
    expect(got).toEqual([new Uint8Array()]);
  });

  it('keep two streams apart when their frames interleave', () => {
    const a = bytes(50_000, 2);
    const b = bytes(40_000, 3);
    const fa = toFrames(streams.sync, 1, a);
    const fb = toFrames(streams.assets, 1, b);
    const got: [number, Uint8Array][] = [];
    const r = new Reassembler((s, m) => got.push([s, m]));
    for (let i = 0; i < Math.max(fa.length, fb.length); i++) {
      if (fa[i]) r.push(fa[i]);
      if (fb[i]) r.push(fb[i]);
    }
    expect(got).toEqual([
      [streams.assets, b],
      [streams.sync, a],
    ]);
  });

  it('drop malformed frames and messages over the size limit', () => {
    const got: Uint8Array[] = [];
    const r = new Reassembler((_s, m) => got.push(m));
    expect(r.push(new Uint8Array([1, 2]))).toBe(false);
    expect(r.push(new Uint8Array([9, 1, 0, 0, 0, 0, 5]))).toBe(false);
    const huge = new Uint8Array(frameBytes);
    huge.set([0, 0, 3, 0, 0, 0]);
    let frames = 0;
    while (r.push(huge) && frames < (2 * maxMessageBytes) / frameBytes) frames++;
    expect(frames * frameBytes).toBeGreaterThan(maxMessageBytes * 0.99);
    expect(frames * frameBytes).toBeLessThan(maxMessageBytes * 1.01);
    expect(got).toEqual([]);
  });

  it('hold at most a few unfinished messages, however many a peer begins', () => {
    const got: Uint8Array[] = [];
    const r = new Reassembler((_s, m) => got.push(m), { maxPending: 4, maxPendingBytes: 1024 * 1024, maxAgeMs: 60_000 });
    for (let id = 0; id < 10_000; id++) r.push(toFrames(streams.sync, id, new Uint8Array(3 * frameBytes))[0]);
    expect(r.held.messages).toBe(4);
    expect(r.held.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(got).toEqual([]);
  });

  it('hold at most their byte bound across unfinished messages', () => {
    const r = new Reassembler(() => undefined, { maxPending: 100, maxPendingBytes: 5 * frameBytes, maxAgeMs: 60_000 });
    for (let id = 0; id < 50; id++) {
      const [first, second] = toFrames(streams.sync, id, new Uint8Array(3 * frameBytes));
      r.push(first);
      r.push(second);
    }
    expect(r.held.bytes).toBeLessThanOrEqual(5 * frameBytes);
  });

  it('give up a message left unfinished too long, and never deliver its tail as a message', () => {
    let now = 0;
    const got: Uint8Array[] = [];
    const r = new Reassembler((_s, m) => got.push(m), { maxPending: 8, maxPendingBytes: maxMessageBytes, maxAgeMs: 1000 }, () => now);
    const message = new Uint8Array(3 * frameBytes).map((_, i) => i % 251);
    const frames = toFrames(streams.sync, 7, message);
    r.push(frames[0]);
    now = 5000;
    r.push(toFrames(streams.assets, 1, new Uint8Array([1]))[0]);
    expect(r.held.messages).toBe(0);
    frames.slice(1).forEach((f) => r.push(f));
    expect(got).toEqual([new Uint8Array([1])]);
    const again = toFrames(streams.sync, 7, message);
    again.forEach((f) => r.push(f));
    expect(got[1]).toEqual(message);
  });

  it('count an announced message in as its frames arrive, and forget it once it is whole', () => {
    const got: Uint8Array[] = [];
    const r = new Reassembler((_s, m) => got.push(m));
    const message = bytes(10 * frameBytes, 4);
    const frames = toFrames(streams.signedSync, 3, message);
    expect(r.arriving()).toBeNull();
    expect(r.push(announceFrame(streams.signedSync, 3, message.byteLength))).toBe(true);
    expect(r.arriving()).toEqual({ done: 0, total: message.byteLength });
    frames.slice(0, 4).forEach((f) => r.push(f));
    expect(r.arriving()!.done).toBe(4 * (frameBytes - 6));
    frames.slice(4).forEach((f) => r.push(f));
    expect(r.arriving()).toBeNull();
    expect(got).toEqual([message]);
  });

  it('believe no announced size over the message limit', () => {
    const r = new Reassembler(() => undefined);
    expect(r.push(announceFrame(streams.sync, 1, maxMessageBytes + 1))).toBe(false);
    expect(r.arriving()).toBeNull();
  });
});
