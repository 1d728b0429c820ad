import { describe, expect, it } from 'vitest';
import { jump, jumpTurn, momentLabel, playersIn, turnAt } from '../../../src/history/moments';
import type { HistoryStep } from '../../../src/model/history';

/** Steps by op and author: `Bob:movePieces`, `endTurn`… */
const steps = (...names: string[]): HistoryStep[] =>
  names.map((n, index) => {
    const [who, op] = n.includes(':') ? n.split(':') : [null, n];
    return { index, op, line: who ? { t: 0, who, kind: 'action', text: `${op} by ${who}` } : null, changed: new Map(), added: new Set(), removed: new Map(), records: {} };
  });

const game = steps('Alice:movePieces', 'Alice:endTurn', 'Bob:movePieces', 'Bob:fairRoll', 'Bob:endTurn', 'Alice:movePieces');

describe('finding one’s way through a history', () => {
  it('counts the turn a moment is in by the End turns before it', () => {
    expect([0, 1, 2, 3, 5, 6].map((p) => turnAt(game, p))).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('jumps forward to just after the next End turn, and back to the start of the turn', () => {
    expect(jumpTurn(game, 0, 1)).toBe(2);
    expect(jumpTurn(game, 2, 1)).toBe(5);
    expect(jumpTurn(game, 4, -1)).toBe(2);
    expect(jumpTurn(game, 2, -1)).toBe(0);
    expect(jumpTurn(game, 6, 1)).toBe(6);
  });

  it('jumps to a player’s next and previous step, showing the step itself happen', () => {
    const bob = (s: HistoryStep) => s.line?.who === 'Bob';
    expect(jump(game, 0, 1, bob)).toBe(3);
    expect(jump(game, 3, 1, bob)).toBe(4);
    expect(jump(game, 6, -1, bob)).toBe(4);
    expect(jump(game, 3, -1, bob)).toBe(2);
    expect(jump(game, 2, -1, bob)).toBe(2);
  });

  it('lists the players who made steps, in order of their first', () => {
    expect(playersIn(game)).toEqual(['Alice', 'Bob']);
  });

  it('says a moment in words, for a branch’s name', () => {
    expect(momentLabel(game, 3, (s) => s.line!.text)).toBe('turn 2, before Bob: fairRoll by Bob');
    expect(momentLabel(game, 6, (s) => s.line!.text)).toBe('turn 3, as it stands');
  });
});
