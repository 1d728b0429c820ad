import { describe, expect, it } from 'vitest';
import { pairCounterImages, pairWith, swapSides, unpair } from '../../../src/setup/counterImagePairs';

const files = (...paths: string[]) => paths.map((path) => ({ path }));
const shape = (paths: string[]) => pairCounterImages(files(...paths)).map((c) => [c.name, paths[c.front], c.back === undefined ? null : paths[c.back]]);

describe('pairing counter images by file name', () => {
  it('pairs -front/-back, _a/_b, f/b after a number, and front/back words', () => {
    expect(shape(['ger-12-front.png', 'ger-12-back.png'])).toEqual([['ger-12', 'ger-12-front.png', 'ger-12-back.png']]);
    expect(shape(['tank_b.png', 'tank_a.png'])).toEqual([['tank', 'tank_a.png', 'tank_b.png']]);
    expect(shape(['12f.png', '12b.png', '13f.png', '13b.png'])).toEqual([
      ['12', '12f.png', '12b.png'],
      ['13', '13f.png', '13b.png'],
    ]);
    expect(shape(['front 1st Alpini.jpg', 'back 1st Alpini.jpg'])).toEqual([['1st Alpini', 'front 1st Alpini.jpg', 'back 1st Alpini.jpg']]);
    expect(shape(['inf-f.png', 'inf-b.png'])).toEqual([['inf', 'inf-f.png', 'inf-b.png']]);
  });

  it('pairs the same name in a fronts and a backs folder', () => {
    expect(shape(['sheet/fronts/5pz.png', 'sheet/backs/5pz.png', 'sheet/fronts/7pz.png', 'sheet/backs/7pz.png'])).toEqual([
      ['5pz', 'sheet/fronts/5pz.png', 'sheet/backs/5pz.png'],
      ['7pz', 'sheet/fronts/7pz.png', 'sheet/backs/7pz.png'],
    ]);
  });

  it('makes one counter of an image with no partner, never cutting it up', () => {
    expect(shape(['Rommel.png', 'club.png', 'Lab.png'])).toEqual([
      ['Rommel', 'Rommel.png', null],
      ['club', 'club.png', null],
      ['Lab', 'Lab.png', null],
    ]);
  });

  it('leaves names that could pair more than one way single, for the player to pair', () => {
    expect(shape(['x-a.png', 'x-b.png', 'x-f.png'])).toEqual([
      ['x-a', 'x-a.png', null],
      ['x-b', 'x-b.png', null],
      ['x-f', 'x-f.png', null],
    ]);
  });

  it('lets the player swap, unpair and pair by hand', () => {
    const counters = pairCounterImages(files('a-front.png', 'a-back.png', 'lone1.png', 'lone2.png'));
    expect(swapSides(counters, 0)[0]).toMatchObject({ front: 1, back: 0 });
    const split = unpair(counters, 0);
    expect(split.map((c) => [c.name, c.front, c.back])).toEqual([
      ['a', 0, undefined],
      ['a back', 1, undefined],
      ['lone1', 2, undefined],
      ['lone2', 3, undefined],
    ]);
    expect(pairWith(split, 2, 3).map((c) => [c.front, c.back])).toEqual([
      [0, undefined],
      [1, undefined],
      [2, 3],
    ]);
  });
});
