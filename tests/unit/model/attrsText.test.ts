import { describe, expect, it } from 'vitest';
import { attrsText, parseAttrsText } from '../../../src/model/attrsText';

describe('attributes typed as one line', () => {
  it('read names with values, bare names as yes, numbers as numbers and yes/no as true/false', () => {
    expect(parseAttrsText('front=Eastern; festung;sectors = 3; resource=no')).toEqual({ attrs: { front: 'Eastern', festung: true, sectors: 3, resource: false } });
    expect(parseAttrsText('  ')).toEqual({ attrs: {} });
  });

  it('write back the same line they read', () => {
    const line = 'front=Eastern; festung; sectors=3; resource=no';
    expect(attrsText((parseAttrsText(line) as { attrs: Record<string, string | number | boolean> }).attrs)).toBe(line);
  });

  it('refuse a part without a name or a value, or a name no record may hold, saying which', () => {
    expect(parseAttrsText('front=Eastern; =3')).toEqual({ error: '“=3” does not name an attribute: write name=value or a bare name, separated by “;”' });
    expect(parseAttrsText('front=')).toEqual({ error: '“front=” has no value: write front=something, or front alone for yes' });
    expect(parseAttrsText('__proto__=1')).toEqual({ error: '__proto__ is not a usable attribute name' });
  });
});
