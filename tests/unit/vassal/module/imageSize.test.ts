import { unzipSync } from 'fflate';
import { expect, test } from 'vitest';
import { readImageHeader } from '../../../../src/vassal/module/imageSize';
import { fixtureBytes } from '../support/fixtures';

const images = unzipSync(fixtureBytes('ragnarok-v12-379.vmod'), { filter: (f) => f.name.startsWith('images/') });

test('a JPEG scan reports the size of its frame', () => {
  expect(readImageHeader(images['images/map.jpg'])).toEqual({ mime: 'image/jpeg', width: 3300, height: 2457 });
});

test('a PNG counter reports the size in its header', () => {
  expect(readImageHeader(images['images/Red D6 1.png'])).toEqual({ mime: 'image/png', width: 25, height: 25 });
});

test('a GIF reports its logical screen size', () => {
  const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x20, 0x01, 0x40, 0x00, 0, 0, 0]);
  expect(readImageHeader(gif)).toEqual({ mime: 'image/gif', width: 288, height: 64 });
});

test('text is not an image', () => {
  expect(readImageHeader(new TextEncoder().encode('<html>hello</html> and more text here'))).toBeNull();
});
