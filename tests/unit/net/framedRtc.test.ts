/** Framed data channels tell the rest of the app about each channel once, however the browser announces it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { framedWebRtc, type FramedPeer } from '../../../src/net/framedRtc';

/** The bits of RTCDataChannel the framing touches, as an EventTarget whose state the test sets. */
class FakeChannel extends EventTarget {
  readyState: RTCDataChannelState = 'connecting';
  label = 'data';
  binaryType = 'blob';
  bufferedAmount = 0;
  bufferedAmountLowThreshold = 0;
  send() {}
  close() {}
}

/** A peer connection that only hands out and receives fake channels. */
class FakePeerConnection extends EventTarget {
  static created: FakeChannel[] = [];
  createDataChannel() {
    const channel = new FakeChannel();
    FakePeerConnection.created.push(channel);
    return channel;
  }
}

afterEach(() => vi.unstubAllGlobals());

function hub() {
  const opened: FramedPeer[] = [];
  return { opened, hub: { opened: (p: FramedPeer) => void opened.push(p), closed: () => undefined, assetMessage: () => undefined } };
}

describe('a framed peer connection', () => {
  it("announces a channel handed over already open once, though the browser also fires 'open' for it", async () => {
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    vi.stubGlobal('RTCSessionDescription', class {});
    vi.stubGlobal('RTCIceCandidate', class {});
    const { opened, hub: h } = hub();
    const Connection = framedWebRtc(h)!.RTCPeerConnection as new () => { ondatachannel: ((e: { channel: unknown }) => void) | null } & EventTarget;
    const pc = new Connection();
    pc.ondatachannel = () => undefined;
    const channel = new FakeChannel();
    channel.readyState = 'open';
    pc.dispatchEvent(Object.assign(new Event('datachannel'), { channel }));
    channel.dispatchEvent(new Event('open'));
    await Promise.resolve();

    expect(opened).toHaveLength(1);
  });

  it('announces a channel it created when it opens, once', async () => {
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    vi.stubGlobal('RTCSessionDescription', class {});
    vi.stubGlobal('RTCIceCandidate', class {});
    const { opened, hub: h } = hub();
    const Connection = framedWebRtc(h)!.RTCPeerConnection as new () => { createDataChannel(label: string): unknown };
    FakePeerConnection.created = [];
    new Connection().createDataChannel('data');
    const [real] = FakePeerConnection.created;
    await Promise.resolve();
    expect(opened).toHaveLength(0);

    real.readyState = 'open';
    real.dispatchEvent(new Event('open'));
    real.dispatchEvent(new Event('open'));

    expect(opened).toHaveLength(1);
  });
});
