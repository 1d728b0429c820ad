import { describe, expect, it } from 'vitest';
import { parseCommands } from '../../../../src/vassal/codec/commands';
import { positionOf } from '../../../../src/vassal/codec/position';
import { readSavedGameText } from '../../../../src/vassal/codec/savedGame';
import { decodeTraits, pieceFromTraits } from '../../../../src/vassal/pieces/traits';
import { fixtureModule, namedElements } from '../support/fixtures';
import { labeler, layer, piece } from '../support/pieces';
import { randomText, seededRandom } from '../support/savedGames';

const ragnarok = positionOf(parseCommands(readSavedGameText(fixtureModule('ragnarok-v12-379.vmod')['ragnarok-start.vsav'], 'ragnarok-start.vsav')));
const thor = ragnarok.pieces.find((p) => p.id === '1711658020928')!;

describe('decoding traits', () => {
  it('lists a Ragnarok unit\'s traits outermost first, BasicPiece last, each with its state', () => {
    const traits = decodeTraits(thor.type, thor.state);
    expect(traits[0]).toMatchObject({ id: 'emb2', state: ['-1'] });
    expect(traits.map((t) => t.id)).toEqual(expect.arrayContaining(['AreaOfEffect', 'rotate', 'mark']));
    expect(traits.find((t) => t.id === 'mark')).toMatchObject({ rawType: 'mark;Side', rawState: 'Aesir' });
    expect(traits[traits.length - 1]).toMatchObject({ id: 'piece', type: ['', '', 'en-thor.png', 'en-thor'] });
  });

  it('gives each trait no state when none is given', () => {
    expect(decodeTraits('mark;Side\tpiece;;;a.png;A').map((t) => t.state)).toEqual([[], []]);
  });
});

describe('a piece from the Ragnarok start save', () => {
  const unit = pieceFromTraits(thor.type, thor.state);

  it('is named, faced and placed as the save has it', () => {
    expect(unit).toMatchObject({ name: 'en-thor', faces: ['en-thor.png', 'en-thor-r.png'], face: 0, rotation: 0, at: { map: 'Main Map', x: 3201, y: 89 } });
  });

  it('keeps its Marker as an attribute and names the traits left out', () => {
    expect(unit.attributes).toEqual({ Side: 'Aesir' });
    expect(unit.leftOut).toEqual(expect.arrayContaining(['Area of Effect', 'Movement Trail', 'Send to Location', 'Mark When Moved', 'Report Action']));
  });
});

describe('a Layer', () => {
  it('shown at level 1 turns the piece to its second face', () => {
    const p = piece([[layer(['unit-r.png'], [], 'A'), '1']]);
    expect(pieceFromTraits(p.type, p.state)).toMatchObject({ faces: ['unit.png', 'unit-r.png'], face: 1 });
  });

  it('hidden (negative value) leaves the BasicPiece face', () => {
    const p = piece([[layer(['unit-r.png'], [], 'A'), '-1']]);
    expect(pieceFromTraits(p.type, p.state).face).toBe(0);
  });

  it('names the piece with its shown level: prefix+, +suffix or a whole name', () => {
    const names = ['Elite +', '+ (spent)', 'Replaced'];
    const named = (value: string) => {
      const p = piece([[layer(['a.png', 'b.png', 'c.png'], names), value]]);
      return pieceFromTraits(p.type, p.state).name;
    };
    expect([named('1'), named('2'), named('3'), named('-1')]).toEqual(['Elite Unit', 'Unit (spent)', 'Replaced', 'Unit']);
  });

  it('with the most levels gives the faces when there are several, skipping empty images', () => {
    const p = piece([[layer(['star.png']), '1'], [layer(['s1.png', '', 's3.png']), '3']]);
    expect(pieceFromTraits(p.type, p.state)).toMatchObject({ faces: ['unit.png', 's1.png', 's3.png'], face: 2 });
  });
});

describe('other traits', () => {
  it('turns 6 fixed angles at index 2 into 120° clockwise, and a free angle of -45 into 45°', () => {
    const fixed = piece([['rotate;6;]\\,130;[\\,130;Rotate CW;Rotate CCW;;;;', '2']]);
    const free = piece([['rotate;1;;Rotate;;;;', '-45.0']]);
    expect(pieceFromTraits(fixed.type, fixed.state).rotation).toBe(120);
    expect(pieceFromTraits(free.type, free.state).rotation).toBe(45);
  });

  it('fills a label from the piece\'s Marker and names the piece with its format', () => {
    const p = piece([[labeler(), '$strength$'], ['mark;strength,side', '4,Red']]);
    expect(pieceFromTraits(p.type, p.state)).toMatchObject({ label: '4', name: 'Unit (4)', attributes: { strength: '4', side: 'Red', TextLabel: '4' } });
  });

  it('tells who masked or hid a piece, and nothing when nobody did', () => {
    const masked = piece([['obs;M;back.png;Mask', 'alice']]);
    const hidden = piece([['hide;I', 'bob']]);
    const open = piece([['obs;M;back.png;Mask', 'null']]);
    expect(pieceFromTraits(masked.type, masked.state).hidden).toEqual({ by: 'obscurable', owner: 'alice' });
    expect(pieceFromTraits(hidden.type, hidden.state).hidden).toEqual({ by: 'hideable', owner: 'bob' });
    expect(pieceFromTraits(open.type, open.state).hidden).toBeUndefined();
  });

  it('names traits it does not show, known or not, and never throws on them', () => {
    const p = piece([['macro;Go;;', ''], ['globalkey;Hit;;', ''], ['zork;1;2', 'x']]);
    expect(pieceFromTraits(p.type, p.state).leftOut).toEqual(['Trigger Action', 'Global Key Command', 'Unknown trait "zork"']);
  });

  it('gives no position without a state', () => {
    const p = piece([]);
    expect(pieceFromTraits(p.type)).toMatchObject({ name: 'Unit', faces: ['unit.png'], face: 0 });
    expect(pieceFromTraits(p.type).at).toBeUndefined();
  });
});

describe('prototypes', () => {
  const counter = piece([['mark;Side', 'Blue'], [layer(['$side$-r.png'], [], 'A'), '1']], ['piece;;;;', 'null;0;0;']);
  const prototypes = new Map([
    ['Counter', `+/null/${counter.type}/${counter.state}`],
    ['Loop', 'prototype;Loop\tpiece;;;;'],
  ]);

  it('expand into their traits, states from the definition', () => {
    const p = piece([['prototype;Counter', '']]);
    expect(pieceFromTraits(p.type, p.state, prototypes)).toMatchObject({ attributes: { Side: 'Blue' }, faces: ['unit.png', '$side$-r.png'], face: 1 });
  });

  it('substitute $name$ from the reference\'s properties as VASSAL does', () => {
    const p = piece([['prototype;Counter;side=red', '']]);
    expect(pieceFromTraits(p.type, p.state, prototypes).faces).toEqual(['unit.png', 'red-r.png']);
  });

  it('name a missing prototype and stop a prototype that uses itself', () => {
    const p = piece([['prototype;Nowhere', ''], ['prototype;Loop', '']]);
    expect(pieceFromTraits(p.type, p.state, prototypes).leftOut).toEqual(['Prototype "Nowhere" (not defined)', 'Prototype "Loop" (not defined)']);
  });

  it('read a module\'s piece slot as VASSAL shows it (the template\'s MEC unit)', () => {
    const xml = new TextDecoder().decode(fixtureModule('jzhex-n-counters-template-v12-379.vmod')['buildFile.xml']);
    const defined = namedElements(xml, 'VASSAL.build.module.PrototypeDefinition');
    const slot = parseCommands(namedElements(xml, 'VASSAL.build.widget.PieceSlot', 'entryName').get('MEC-XX-8-8-12_789_999')!)[0];
    if (slot.kind !== 'add') throw new Error('the slot holds no piece');
    expect(pieceFromTraits(slot.type, slot.state, defined)).toMatchObject({
      name: 'MEC-XX-8-8-12_789_999 (XX) (789) (999) (8-8-12)',
      faces: ['counter-black-75x75x5.png', 'sym-MEC-white'],
      face: 1,
      label: 'XX',
      attributes: { Side: 'Side2', size: 'XX', stats: '8-8-12' },
    });
  });
});

describe('hostile input', () => {
  it('reads a 1 MB type string', () => {
    const p = piece([[layer(['a.png']), '1']], ['piece;;;a.png;' + 'N'.repeat(1_000_000), 'm;1;2;']);
    expect(pieceFromTraits(p.type, p.state).name).toHaveLength(1_000_000);
  });

  it('reads 1400 nested traits without deep recursion', () => {
    const levels = Array.from({ length: 1400 }, (_, k) => 'mark;k' + k + '\\'.repeat(k) + '\t').join('');
    expect(Object.keys(pieceFromTraits(levels + 'piece;;;;').attributes)).toHaveLength(1400);
  });

  it('never throws on 300 random strings of trait syntax', () => {
    const random = seededRandom(5);
    for (let i = 0; i < 300; i++) {
      const text = randomText(random, "emb2;piece;rotate;mark;label;prototype;obs\\\t',$0-1", 200);
      expect(() => pieceFromTraits(text, randomText(random, "-1;0\\\t'null", 50), prototypes())).not.toThrow();
    }
  });
});

function prototypes(): Map<string, string> {
  return new Map([['a', 'prototype;a\tprototype;a\tpiece;;;;']]);
}
