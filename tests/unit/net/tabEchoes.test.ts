import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { WebrtcProvider } from 'y-webrtc';
import { hearOtherTabsOnly } from '../../../src/doc/net/tabEchoes';

/** A game open in one tab: a document in a y-webrtc room with no signaling (only its tab channel). */
async function tab(room: string) {
  const doc = new Y.Doc();
  const provider = new WebrtcProvider(room, doc, { signaling: [], password: 'the link secret' });
  await provider.key;
  const heardFromChannel: unknown[] = [];
  doc.on('afterTransaction', (tr: Y.Transaction) => tr.origin === provider.room && heardFromChannel.push(tr.origin));
  return { doc, provider, heardFromChannel };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
const open: WebrtcProvider[] = [];
afterEach(() => open.splice(0).forEach((p) => p.destroy()));

describe('a tab hearing its own room channel', () => {
  it('reads back every change it sends to other tabs when left as y-webrtc has it', async () => {
    const { doc, provider, heardFromChannel } = await tab(`echo-${Math.random()}`);
    open.push(provider);
    await settle();
    heardFromChannel.length = 0;
    doc.getMap('pieces').set('a', 1);
    await settle();
    expect(heardFromChannel.length).toBeGreaterThan(0);
  });

  it('no longer reads back its own changes once it hears other tabs only', async () => {
    const { doc, provider, heardFromChannel } = await tab(`quiet-${Math.random()}`);
    open.push(provider);
    hearOtherTabsOnly(provider.room);
    await settle();
    doc.getMap('pieces').set('a', 1);
    doc.getMap('pieces').set('b', 2);
    await settle();
    expect(heardFromChannel).toEqual([]);
  });

  it('still applies what another tab sends through the channel, after a reconnect too', async () => {
    const room = `tabs-${Math.random()}`;
    const { doc, provider } = await tab(room);
    open.push(provider);
    hearOtherTabsOnly(provider.room);
    provider.disconnect();
    provider.connect();
    const other = new Y.Doc();
    other.getMap('pieces').set('from the other tab', 7);
    // The other tab's room answers the same way y-webrtc's does: a sync message, encrypted with the room's key.
    const channel = new BroadcastChannel(room);
    const message = new Uint8Array([0, 2, ...lengthPrefixed(Y.encodeStateAsUpdate(other))]);
    channel.postMessage(await sealedForRoom(message, (await provider.key)!));
    await expect.poll(() => doc.getMap('pieces').get('from the other tab')).toBe(7);
    channel.close();
  });
});

/** y-webrtc's envelope: the algorithm's name, the IV and the AES-GCM ciphertext, each lib0-length-prefixed. */
async function sealedForRoom(message: Uint8Array<ArrayBuffer>, key: CryptoKey): Promise<ArrayBuffer> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, message));
  return new Uint8Array([...lengthPrefixed(new TextEncoder().encode('AES-GCM')), ...lengthPrefixed(iv), ...lengthPrefixed(cipher)]).buffer;
}

/** lib0's varUint length, then the bytes. */
function lengthPrefixed(bytes: Uint8Array): number[] {
  const out: number[] = [];
  let n = bytes.length;
  while (n > 0x7f) {
    out.push((n & 0x7f) | 0x80);
    n = Math.floor(n / 128);
  }
  out.push(n);
  return [...out, ...bytes];
}
