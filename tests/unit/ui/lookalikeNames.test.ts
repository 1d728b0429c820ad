import { describe, expect, it } from 'vitest';
import { logAuthors } from '../../../src/ui/table/logWho';
import { distinctNames } from '../../../src/net/playerNames';
import type { LogEntry } from '../../../src/model/records';

/** "Аlice" with a Cyrillic А (U+0410), "Alice" with a zero-width joiner, and "Ａｌｉｃｅ" in full width. */
const cyrillicAlice = '\u0410lice';
const joinedAlice = 'Al\u200dice';
const fullWidthAlice = '\uff21\uff4c\uff49\uff43\uff45';

const signed = (who: string, signer: string, t: number): LogEntry => ({ t, who, text: 'hello', kind: 'chat', proof: 'signed', signer });

describe('names in the log, compared as a person reads them', () => {
  for (const [what, lookalike] of [
    ['a Cyrillic А', cyrillicAlice],
    ['an invisible joiner', joinedAlice],
    ['full-width letters', fullWidthAlice],
  ] as const) {
    it(`shows a later line signed by another key under "Alice" written with ${what} as not Alice (≠)`, () => {
      const [first, second] = logAuthors([signed('Alice', 'key-alice', 1000), signed(lookalike, 'key-mallory', 2000)]);
      expect(first.mark).toBe('✓');
      expect(second.mark).toBe('≠');
      expect(second.warn).toBe(true);
    });
  }

  it('keeps a look-alike spelling by the owner of the name as the owner’s own (✓)', () => {
    const [, second] = logAuthors([signed('Alice', 'key-alice', 1000), signed(cyrillicAlice, 'key-alice', 2000)]);
    expect(second.mark).toBe('✓');
  });

  it('still tells names a person reads differently apart', () => {
    const [, second] = logAuthors([signed('Alice', 'key-alice', 1000), signed('Alicia', 'key-mallory', 2000)]);
    expect(second.mark).toBe('✓');
  });
});

describe('names at the table, compared as a person reads them', () => {
  it('numbers a player who took a look-alike of a name already at the table', () => {
    const shown = distinctNames([
      { clientId: 1, name: 'Alice' },
      { clientId: 2, name: cyrillicAlice },
    ]);
    expect(shown.get(1)).toBe('Alice');
    expect(shown.get(2)).toBe(`${cyrillicAlice} (2)`);
  });

  it('keeps the plain name with its owner’s key even when the newcomer sat down first with a look-alike', () => {
    const asked: string[] = [];
    const owner = (name: string) => (asked.push(name), 'alice-key');
    const shown = distinctNames(
      [
        { clientId: 1, name: joinedAlice, key: 'mallory-key' },
        { clientId: 9, name: 'Alice', key: 'alice-key' },
      ],
      owner,
    );
    expect(shown.get(9)).toBe('Alice');
    expect(shown.get(1)).toBe(`${joinedAlice} (2)`);
    expect(asked.length).toBe(1);
  });

  it('leaves players whose names read differently unnumbered', () => {
    const shown = distinctNames([
      { clientId: 1, name: 'Alice' },
      { clientId: 2, name: 'Alicia' },
    ]);
    expect([...shown.values()]).toEqual(['Alice', 'Alicia']);
  });
});
