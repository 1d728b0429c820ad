import { describe, expect, it } from 'vitest';
import { type VassalCommand, encodeCommands, parseCommands, parseLog } from '../../../../src/vassal/codec/commands';
import { positionOf } from '../../../../src/vassal/codec/position';
import { readSavedGameText } from '../../../../src/vassal/codec/savedGame';
import { encodeSequence } from '../../../../src/vassal/codec/sequenceEncoder';
import { fixtureModule } from '../support/fixtures';

const ESC = '\x1b';

function ragnarokText(): string {
  return readSavedGameText(fixtureModule('ragnarok-v12-379.vmod')['ragnarok-start.vsav'], 'ragnarok-start.vsav');
}

describe('parsing commands', () => {
  it('reads add, remove, change and move, with null as none', () => {
    const text = encodeSequence(['+/null/piece;;;a.png;A/null;0;0;', '-/17', 'D/17/new/old', 'M/17/Main Map/10/-20/null/null/0/0/null/alice'], ESC);
    expect(parseCommands(text)).toEqual<VassalCommand[]>([
      { kind: 'add', id: null, type: 'piece;;;a.png;A', state: 'null;0;0;' },
      { kind: 'remove', id: '17' },
      { kind: 'change', id: '17', state: 'new', old: 'old' },
      { kind: 'move', id: '17', map: 'Main Map', x: 10, y: -20, under: null, oldMap: null, oldX: 0, oldY: 0, oldUnder: null, player: 'alice' },
    ]);
  });

  it('keeps what it does not know as unknown text, including a move that is not numbers', () => {
    expect(parseCommands(encodeSequence(['CHAT<alice> hi', 'M/1/m/x/y/null/null/0/0/null'], ESC))).toEqual([
      { kind: 'unknown', text: 'CHAT<alice> hi' },
      { kind: 'unknown', text: 'M/1/m/x/y/null/null/0/0/null' },
    ]);
  });

  it('flattens compound commands in order', () => {
    const inner = encodeSequence(['-/1', '-/2'], ESC);
    expect(parseCommands(encodeSequence(['begin_save', inner, 'end_save'], ESC)).map((c) => c.kind)).toEqual(['unknown', 'remove', 'remove', 'unknown']);
  });

  it('writes back text that parses to the same commands', () => {
    const commands = parseCommands(ragnarokText());
    expect(parseCommands(encodeCommands(commands))).toEqual(commands);
  });

  it('survives 1 MB of nested escapes and 250 000 nested LOG prefixes', () => {
    const nested = Array.from({ length: 1000 }, (_, i) => '\\'.repeat(i) + ESC).join('x');
    expect(parseCommands(nested.padEnd(1_000_000, '\\')).length).toBeGreaterThan(0);
    expect(parseCommands('LOG\t'.repeat(250_000)).length).toBe(1);
  });
});

describe('parsing a log', () => {
  const step = encodeSequence(['M/7/Main Map/5/6/null/Main Map/1/2/null/bob', 'D/7/s1/s0'], ESC);
  const vlog = encodeSequence(['begin_save', '+/7/piece;;;a.png;A/Main Map;1;2;', 'end_save', 'LOG\t' + step, 'UNDO\ttrue', 'LOG\t-/7'], ESC);

  it('splits the starting position from the steps', () => {
    const log = parseLog(vlog);
    expect(log.start.map((c) => c.kind)).toEqual(['unknown', 'add', 'unknown']);
    expect(log.steps.map((s) => s.commands.map((c) => c.kind))).toEqual([['move', 'change'], [], ['remove']]);
    expect(log.steps[1].undo).toBe(true);
  });

  it('writes back a log that reads the same', () => {
    expect(parseLog(encodeCommands(parseCommands(vlog)))).toEqual(parseLog(vlog));
  });
});

describe('the Ragnarok start position', () => {
  const commands = parseCommands(ragnarokText());
  const position = positionOf(commands);

  it('holds 154 adds (99 pieces, 55 stacks) and 12 other commands', () => {
    expect(commands.filter((c) => c.kind === 'add')).toHaveLength(154);
    expect(commands.filter((c) => c.kind === 'unknown')).toHaveLength(12);
    expect(position.pieces).toHaveLength(99);
    expect(position.stacks).toHaveLength(55);
    expect(position.stacks.filter((s) => s.pieceIds.length > 0)).toHaveLength(29);
  });

  it('keeps the save\'s other commands: players, boards, notes, turn', () => {
    const texts = commands.flatMap((c) => (c.kind === 'unknown' ? [c.text] : []));
    expect(texts[0]).toBe('begin_save');
    expect(texts).toContain('PLAYER\tme\tme\t<observer>');
    expect(texts).toContain('TURNTurnTracker0\t0|1;0;false;-1');
    expect(texts[texts.length - 1]).toBe('end_save');
  });

  it('stacks three pieces at 3196,190 on the main map, bottom first', () => {
    const stack = position.stacks.find((s) => s.id === '1711662791696');
    expect(stack).toEqual({ id: '1711662791696', map: 'Main Map', x: 3196, y: 190, pieceIds: ['1711662832883', '1711658022991', '1711662797310'] });
  });

  it('places every piece at its stack, in stack order', () => {
    expect(position.pieces[0]).toMatchObject({ id: '1711658020928', map: 'Main Map', x: 3201, y: 89, stackId: '1711658020929' });
    expect(position.pieces.slice(1, 4).map((p) => p.id)).toEqual(['1711662832883', '1711658022991', '1711662797310']);
    expect(position.pieces.filter((p) => p.map === 'deployment')).toHaveLength(position.pieces.length - 13);
  });
});
