import { describe, expect, it } from 'vitest';
import { decodeChain, decodeSequence, encodeChain, encodeSequence } from '../../../../src/vassal/codec/sequenceEncoder';
import { randomText, seededRandom } from '../support/savedGames';

/** Reads a chain the slow way, level by level, as VASSAL does. */
function chainLevelByLevel(text: string, delimiter: string): string[] {
  const tokens: string[] = [];
  let rest: string | undefined = text;
  while (rest !== undefined) {
    const [own, inner] = decodeSequence(rest, delimiter);
    tokens.push(own);
    rest = inner;
  }
  return tokens;
}

describe('a VASSAL sequence', () => {
  it('reads the documented example A,B\\,C as A and B,C', () => {
    expect(decodeSequence('A,B\\,C', ',')).toEqual(['A', 'B,C']);
  });

  it('drops one enclosing pair of quotes and only the backslash before a delimiter', () => {
    expect(decodeSequence("'x\\';a\\b", ';')).toEqual(['x\\', 'a\\b']);
  });

  it('reads an empty text as one empty token and a trailing delimiter as a last empty token', () => {
    expect(decodeSequence('', ';')).toEqual(['']);
    expect(decodeSequence('a;', ';')).toEqual(['a', '']);
  });

  it('quotes a token ending in a backslash or looking quoted, as VASSAL writes it', () => {
    expect(encodeSequence(['a\\', "'q'", 'b;c'], ';')).toBe("'a\\';''q'';b\\;c");
  });

  it('gives back any list of tokens it encoded (1000 seeded random lists)', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 1000; i++) {
      const tokens = Array.from({ length: 1 + Math.floor(random() * 5) }, () => randomText(random, "ab;\\',\t", 8));
      expect(decodeSequence(encodeSequence(tokens, ';'), ';')).toEqual(tokens);
    }
  });
});

describe('a chain of nested sequences (a piece\'s traits)', () => {
  it('reads like decoding level by level (500 seeded random chains; the innermost, like a BasicPiece, holds no delimiter)', () => {
    const random = seededRandom(11);
    for (let i = 0; i < 500; i++) {
      const traits = Array.from({ length: Math.floor(random() * 6) }, () => 'x' + randomText(random, "ab;\\'\t", 6));
      const tokens = [...traits, 'piece' + randomText(random, "ab;\\'", 6)];
      const text = encodeChain(tokens, '\t');
      expect(decodeChain(text, '\t')).toEqual(chainLevelByLevel(text, '\t'));
      expect(decodeChain(text, '\t')).toEqual(tokens.map((t) => decodeSequence(encodeSequence([t], '\t'), '\t')[0]));
    }
  });

  it('reads a real trait chain with escaped inner delimiters', () => {
    const text = 'emb2;a;b\tmark;Side\\\tpiece;;;x.png;X';
    expect(decodeChain(text, '\t')).toEqual(['emb2;a;b', 'mark;Side', 'piece;;;x.png;X']);
  });

  it('reads a 1 MB chain of 1400 levels in one pass', () => {
    const levels: string[] = [];
    for (let k = 0; k < 1400; k++) levels.push('t' + k + '\\'.repeat(k) + '\t');
    const tokens = decodeChain(levels.join('') + 'piece;;;;', '\t');
    expect(tokens).toHaveLength(1401);
    expect(tokens[1399]).toBe('t1399');
  });

  it('survives 1 MB of backslashes, quotes and delimiters', () => {
    const random = seededRandom(3);
    const text = randomText(random, "\\\\\\\t'a", 1_000_000).padEnd(1_000_000, '\\');
    expect(decodeChain(text, '\t').length).toBeGreaterThan(0);
    expect(decodeSequence(text, '\t').length).toBeGreaterThan(0);
  });
});
