import { describe, expect, it } from 'vitest';
import { readZip } from '../../../../src/model/zipRead';
import { VassalFormatError } from '../../../../src/vassal/codec/errors';
import { readSavedGameText, writeSavedGame } from '../../../../src/vassal/codec/savedGame';
import { fixtureModule } from '../support/fixtures';
import { type Obfuscation, obfuscated, saveZip } from '../support/savedGames';

const TEXT = 'begin_save\x1b+/1/piece;;;a.png;Ödin/null;0;0;\x1bend_save';

/** The error reading `bytes` throws. */
function failure(bytes: Uint8Array, name = 'game.vsav'): VassalFormatError {
  try {
    readSavedGameText(bytes, name);
  } catch (error) {
    if (error instanceof VassalFormatError) return error;
    throw error;
  }
  throw new Error('it was read');
}

describe('reading a saved game', () => {
  it.each<Obfuscation>(['hex-lower', 'hex-upper', 'VOBS', '!VOBS', 'plain'])('reads a savedGame hidden as %s', (how) => {
    expect(readSavedGameText(saveZip(obfuscated(TEXT, how)), 'game.vsav')).toBe(TEXT);
  });

  it('reads the Ragnarok start save, written by VASSAL 3.7.9 as !VCSK', () => {
    const save = fixtureModule('ragnarok-v12-379.vmod')['ragnarok-start.vsav'];
    const text = readSavedGameText(save, 'ragnarok-start.vsav');
    expect(text.startsWith('begin_save\x1b')).toBe(true);
    expect(text.endsWith('end_save')).toBe(true);
  });

  it.each<Obfuscation>(['!VOXZ', 'xz-magic'])('names XZ compression (%s) as what it cannot read yet', (how) => {
    const error = failure(saveZip(obfuscated(TEXT, how)));
    expect(error.message).toBe('"game.vsav" holds a saved game compressed with XZ, which this version cannot read yet');
  });

  it('names an unknown obfuscation header', () => {
    expect(failure(saveZip(new TextEncoder().encode('!VQQQ0011'))).message).toContain('obfuscated in an unknown way ("!VQQQ")');
  });

  it('names a file that is not a zip', () => {
    expect(failure(new TextEncoder().encode('hello'), 'notes.vsav').message).toBe('"notes.vsav" is not a zip archive, or it is truncated');
  });

  it('names a zip cut short', () => {
    const zip = saveZip(obfuscated(TEXT, 'hex-lower'));
    expect(failure(zip.subarray(0, zip.length - 30)).fileName).toBe('game.vsav');
  });

  it('names a damaged entry', () => {
    const zip = saveZip(obfuscated(TEXT, 'plain'));
    const damaged = zip.slice();
    damaged[40] ^= 0xff;
    expect(failure(damaged).message).toMatch(/^"game\.vsav" is damaged/);
  });

  it('names a zip with no savedGame entry', () => {
    expect(failure(saveZip(undefined, { moduledata: '<data/>' })).message).toContain('has no savedGame entry');
  });

  it('names hex digits that are not hex, and an odd count of them', () => {
    expect(failure(saveZip(new TextEncoder().encode('!VCSK5azz'))).message).toContain('"zz" is not a hex number');
    expect(failure(saveZip(new TextEncoder().encode('!VCSK5a1'))).message).toContain('truncated');
  });

  it('gets through 1 MB of hex that does not decode to text', () => {
    const junk = new TextEncoder().encode('!VCSK00' + 'ff'.repeat(500_000));
    expect(failure(saveZip(junk)).message).toContain('not text');
  });
});

describe('writing a saved game', () => {
  const written = writeSavedGame(TEXT, { moduleName: 'Ragnarok (SPI) 1981', moduleVersion: '1.2', key: 0xd6, date: new Date(1711664163784) });
  const files = readZip(written);
  const decode = (name: string) => new TextDecoder().decode(files[name]);

  it('reads back as the same command text', () => {
    expect(readSavedGameText(written, 'out.vsav')).toBe(TEXT);
  });

  it('obfuscates as !VCSK with its key first, which every VASSAL 3.x reads', () => {
    expect(decode('savedGame').startsWith('!VCSKd6')).toBe(true);
  });

  it('holds savedata and moduledata as VASSAL writes them', () => {
    expect(decode('savedata')).toContain('<data version="1">');
    expect(decode('savedata')).toContain('<VassalVersion>3.7.9</VassalVersion>');
    expect(decode('savedata')).toContain('<dateSaved>1711664163784</dateSaved>');
    expect(decode('moduledata')).toContain('<name>Ragnarok (SPI) 1981</name>');
    expect(decode('moduledata')).toContain('<version>1.2</version>');
  });
});
