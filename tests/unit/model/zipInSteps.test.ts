import { describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { readZip, readZipInSteps, ZipError } from '../../../src/model/zipRead';

/** Bytes that do not compress much, as a scanned map's PNG does not. */
function noise(length: number, seed: number): Uint8Array {
  let s = seed;
  return Uint8Array.from({ length }, () => ((s = (s * 1103515245 + 12345) >>> 0) >>> 24) & 0xff);
}

const archive = () =>
  zipSync({
    'buildFile.xml': new TextEncoder().encode('<module/>'.repeat(1000)),
    'images/map.png': noise(3 * 1024 * 1024, 1),
    'images/stored.png': [noise(600 * 1024, 2), { level: 0 }],
  });

describe('reading a big archive in steps', () => {
  it('gives every entry as reading it at once does', async () => {
    const zip = archive();
    const stepped = await readZipInSteps(zip, { stretchMs: 0 });
    const whole = readZip(zip);
    expect(Object.keys(stepped)).toEqual(Object.keys(whole));
    for (const name of Object.keys(whole)) expect(Buffer.compare(stepped[name], whole[name]), name).toBe(0);
  });

  it('pauses between stretches of work and tells its progress up to the whole', async () => {
    const shares: number[] = [];
    let pausedTurns = 0;
    const ticking = setInterval(() => pausedTurns++, 0);
    await readZipInSteps(archive(), { stretchMs: 0, onProgress: (share) => shares.push(share) });
    clearInterval(ticking);
    expect(shares.length).toBeGreaterThan(5);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(shares.at(-1)).toBeGreaterThan(0.9);
    expect(pausedTurns).toBeGreaterThan(0);
  });

  it('reads only the entries wanted', async () => {
    expect(Object.keys(await readZipInSteps(archive(), { wanted: (n) => n.endsWith('.xml') }))).toEqual(['buildFile.xml']);
  });

  it('stops at the next pause once cancelled', async () => {
    const stop = new AbortController();
    const reading = readZipInSteps(archive(), { stretchMs: 0, signal: stop.signal, onProgress: () => stop.abort(new Error('cancelled')) });
    await expect(reading).rejects.toThrow('cancelled');
  });

  it('refuses a damaged entry as reading it at once does', async () => {
    const zip = archive();
    const at = zip.length - 200_000;
    zip[at] ^= 0xff;
    expect(() => readZip(zip)).toThrow(ZipError);
    await expect(readZipInSteps(zip, { stretchMs: 0 })).rejects.toThrow(ZipError);
  });
});
