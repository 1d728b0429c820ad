import { describe, expect, it } from 'vitest';
import { imagesOfScenario } from '../../../src/scenario/importScenario';
import { scenarioToSetup, scenarioVersion, type Scenario } from '../../../src/scenario/scenario';
import type { AssetInfo } from '../../../src/model/records';

const grid = { kind: 'none' } as const;
const scenario: Scenario = {
  sandtableScenario: scenarioVersion,
  name: 'Image counters',
  boards: [{ id: 'map', name: 'Map', image: 'map.png', width: 400, height: 300, grid }],
  faces: {
    front: { kind: 'image', asset: 'counters/front.png', crop: { x: 0, y: 0, w: 60, h: 60 } },
    back: { kind: 'image', asset: 'counters/back.png' },
    again: { kind: 'image', asset: 'counters/front.png', crop: { x: 70, y: 0, w: 60, h: 60 } },
  },
  pieces: [{ name: 'First', faces: ['front', 'back'], board: 'map', x: 50, y: 50 }],
};

const asset = (name: string): AssetInfo => ({ hash: `hash-of-${name}`, mime: 'image/png', name, bytes: 10, width: 60, height: 60 });

describe('the images a scenario needs', () => {
  it('are the board images and every counter face image, each once, with the field that names it', () => {
    expect([...imagesOfScenario(scenario)]).toEqual([
      ['map.png', 'boards "map".image'],
      ['counters/front.png', 'faces.front.asset'],
      ['counters/back.png', 'faces.back.asset'],
    ]);
  });

  it('become the stored images of the counters set up from it', () => {
    const assets = new Map([...imagesOfScenario(scenario).keys()].map((n) => [n, asset(n)]));
    const setup = scenarioToSetup(scenario, assets);
    const [piece] = setup.pieces;
    const images = piece.faces.map((f) => setup.faces[f]).map((f) => (f.kind === 'image' ? f.asset : null));
    expect(images).toEqual(['hash-of-counters/front.png', 'hash-of-counters/back.png']);
    expect(setup.assets.map((a) => a.name).sort()).toEqual(['counters/back.png', 'counters/front.png', 'map.png']);
  });
});
