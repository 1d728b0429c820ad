import { describe, expect, it } from 'vitest';
import { currentFit, startCalibration } from '../../../src/ui/setup/calibration';

describe('a calibration that would fit an absurd grid', () => {
  it('says how many cells it would make and offers nothing to apply', () => {
    // Three clicks a few pixels apart, as a slip of the mouse makes: hexes 4 px tall on a 10,000 × 7,000 scan.
    const c = { ...startCalibration('map').get(), points: [{ x: 100, y: 100, label: '0101' }, { x: 100, y: 104, label: '0102' }, { x: 103.5, y: 102, label: '0201' }] };
    const fit = currentFit(c, { width: 10_000, height: 7_000 })!;
    expect(fit.grid).toBeNull();
    expect(fit.error).toMatch(/That fit makes \d+ × \d+ = [\d,]+ cells; a grid may have at most 1000 a side and 250,000 in all/);
  });

  it('applies a grid of a real map', () => {
    const c = { ...startCalibration('map').get(), points: [{ x: 100, y: 100, label: '0101' }, { x: 100, y: 200, label: '0102' }, { x: 187, y: 150, label: '0201' }] };
    expect(currentFit(c, { width: 4000, height: 3000 })!.grid).not.toBeNull();
  });
});
