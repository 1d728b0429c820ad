import { describe, expect, it } from 'vitest';
import { fold, readsAlike } from '../../../src/model/lookalikes';

describe('texts that read alike', () => {
  it('reads a name with a Cyrillic letter as the Latin name', () => {
    expect(readsAlike('\u0410lice', 'Alice')).toBe(true);
    expect(readsAlike('Head of OKW', 'Нeаd of ОKW')).toBe(true);
  });

  it('reads a name with an invisible character or in full width as the plain name', () => {
    expect(readsAlike('Alice\u200b', 'Alice')).toBe(true);
    expect(readsAlike('Al\u2060ice', 'Alice')).toBe(true);
    expect(readsAlike('Ａｌｉｃｅ', 'Alice')).toBe(true);
    expect(readsAlike('A\u0301lice', 'Alice')).toBe(true);
  });

  it('tells different names apart', () => {
    expect(readsAlike('Alice', 'Alina')).toBe(false);
    expect(fold('  Bob   the  Great ')).toBe('bob the great');
  });

  it('folds a megabyte of text without reading past its bound', () => {
    expect(fold('а'.repeat(1_000_000))).toHaveLength(4096);
  });
});
