import { describe, expect, it } from 'vitest';
import { afterActivation, afterPass, freshActivation, rollOff } from '../../../../src/rules/kit';

describe('a roll-off', () => {
  it('goes to the highest modified roll', () => {
    const r = rollOff([{ side: 'Axis', roll: 3, drm: 2 }, { side: 'British', roll: 4, drm: 0 }]);
    expect(r).toMatchObject({ winner: 'Axis', tie: false, totals: { Axis: 5, British: 4 } });
  });

  it('ties on equal modified rolls', () => {
    expect(rollOff([{ side: 'Axis', roll: 3, drm: 1 }, { side: 'British', roll: 4, drm: 0 }])).toMatchObject({ winner: null, tie: true });
  });
});

describe('the activation record', () => {
  it('counts operations in a row by one side and starts again for the other', () => {
    const twice = afterActivation(afterActivation(freshActivation, 'Axis'), 'Axis');
    expect(twice).toMatchObject({ last: 'Axis', inARow: 2 });
    expect(afterActivation(twice, 'British')).toMatchObject({ last: 'British', inARow: 1 });
  });

  it('remembers who passed until that side activates', () => {
    const passed = afterPass(freshActivation, 'British');
    expect(passed.passed).toEqual(['British']);
    expect(afterActivation(passed, 'British').passed).toEqual([]);
    expect(afterActivation(passed, 'Axis').passed).toEqual(['British']);
  });
});
