import { describe, expect, it } from 'vitest';
import { Observable } from 'lib0/observable';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import { guardSignaling, isSealedSignal } from '../../../src/doc/net/signalGuard';

/** A y-webrtc style envelope: algorithm name, 12-byte IV, ciphertext; base64. */
function envelope(iv = new Uint8Array(12), cipher = new Uint8Array(32)): string {
  const e = encoding.createEncoder();
  encoding.writeVarString(e, 'AES-GCM');
  encoding.writeVarUint8Array(e, iv);
  encoding.writeVarUint8Array(e, cipher);
  return Buffer.from(encoding.toUint8Array(e)).toString('base64');
}

describe('the signaling checkpoint', () => {
  it('accepts a well-formed sealed envelope', () => {
    expect(isSealedSignal(envelope())).toBe(true);
  });

  it('refuses noise: not text, not base64, too short, another algorithm, a wrong IV, trailing bytes', () => {
    const short = Buffer.from([1, 2, 3]).toString('base64');
    const other = (() => {
      const e = encoding.createEncoder();
      encoding.writeVarString(e, 'ROT13');
      return Buffer.from(encoding.toUint8Array(e)).toString('base64');
    })();
    const trailing = Buffer.concat([Buffer.from(envelope(), 'base64'), Buffer.from([9])]).toString('base64');
    for (const bad of [undefined, 42, { a: 1 }, 'not base64 %%', short, other, envelope(new Uint8Array(3)), envelope(undefined, new Uint8Array(2)), trailing]) {
      expect(isSealedSignal(bad)).toBe(false);
    }
  });

  it('keeps a listener that throws on noise from ever seeing it, and passes good messages on', () => {
    const conn = new Observable<string>();
    const seen: unknown[] = [];
    // Decodes like y-webrtc: throws "Unexpected end of array" on a short payload.
    conn.on('message', (m: { data: string }) => {
      const d = decoding.createDecoder(Uint8Array.from(atob(m.data), (c) => c.charCodeAt(0)));
      decoding.readVarString(d);
      decoding.readVarUint8Array(d);
      seen.push(m.data);
    });
    let dropped = 0;
    guardSignaling([conn], () => dropped++);
    guardSignaling([conn], () => dropped++);
    expect(() => conn.emit('message', [{ type: 'publish', topic: 't', data: Buffer.from([5]).toString('base64') }])).not.toThrow();
    conn.emit('message', [{ type: 'publish', topic: 't', data: envelope() }]);
    expect(seen).toEqual([envelope()]);
    expect(dropped).toBe(1);
  });
});
