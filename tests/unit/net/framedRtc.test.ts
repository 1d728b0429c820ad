/** Framed data channels tell the rest of the app about each channel once, however the browser announces it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { framedWebRtc, type FramedPeer } from '../../../src/net/framedRtc';
import { streams } from '../../../src/net/frames';
import { newIdentity } from '../../../src/trust/identity';
import { sealSent, verifySent, type SenderProof } from '../../../src/trust/senderProof';

/** The bits of RTCDataChannel the framing touches, as an EventTarget whose state the test sets. */
class FakeChannel extends EventTarget {
  readyState: RTCDataChannelState = 'connecting';
  label = 'data';
  binaryType = 'blob';
  bufferedAmount = 0;
  bufferedAmountLowThreshold = 0;
  sent: Uint8Array[] = [];
  send(frame: Uint8Array) {
    this.sent.push(frame);
  }
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

describe('a framed channel carrying signed Yjs messages', () => {
  const room = 'game1@AAAAAAAAAAAAAAAAAAAAAA';
  const alice = newIdentity();

  function channelPair(seal: (m: Uint8Array) => Uint8Array | null) {
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    vi.stubGlobal('RTCSessionDescription', class {});
    vi.stubGlobal('RTCIceCandidate', class {});
    const proofs: (SenderProof | null)[] = [];
    const received: Uint8Array[] = [];
    const hub = {
      opened: () => undefined,
      closed: () => undefined,
      assetMessage: () => undefined,
      seal,
      receiving: (proof: SenderProof | null, apply: () => void) => (proofs.push(proof), apply()),
    };
    const Connection = framedWebRtc(hub)!.RTCPeerConnection as new () => { createDataChannel(label: string): { send(m: Uint8Array): void; onmessage: ((e: { data: ArrayBuffer }) => void) | null } };
    FakePeerConnection.created = [];
    const framed = new Connection().createDataChannel('data');
    framed.onmessage = (e) => received.push(new Uint8Array(e.data));
    FakePeerConnection.created[0].readyState = 'open';
    return { framed, real: FakePeerConnection.created[0], proofs, received };
  }

  it('sends a message the hub signs on the signed stream, and hands what arrives on it to the receiver with its proof', () => {
    const message = new Uint8Array([0, 2, 5, 1, 2, 3, 4, 5]);
    const { framed, real, proofs, received } = channelPair((m) => sealSent(alice, room, true, m));
    framed.send(message);
    expect(real.sent.map((f) => f[0])).toEqual([streams.signedSync]);
    // The same frames arriving at a channel: the message is applied with the sender's proof held.
    for (const frame of real.sent) real.dispatchEvent(Object.assign(new Event('message'), { data: frame.slice().buffer }));
    expect(received).toEqual([message]);
    expect(proofs).toHaveLength(1);
    expect(proofs[0]).toMatchObject({ key: alice.publicKey, own: true });
    expect(verifySent(room, proofs[0]!)).toBe(true);
  });

  it('sends a message the hub does not sign bare, and applies a bare message with no proof', () => {
    const message = new Uint8Array([1, 4, 4, 4]);
    const { framed, real, proofs, received } = channelPair(() => null);
    framed.send(message);
    expect(real.sent.map((f) => f[0])).toEqual([streams.sync]);
    for (const frame of real.sent) real.dispatchEvent(Object.assign(new Event('message'), { data: frame.slice().buffer }));
    expect(received).toEqual([message]);
    expect(proofs).toEqual([null]);
  });
});
