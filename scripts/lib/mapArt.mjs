// What both demo map generators draw with: one seeded PRNG, smoothed value noise for relief and
// moisture, and the hand-drawn relief marks. Kept here once so the two maps share their hand.

/** mulberry32: tiny, fast, and identical on every platform, so one seed always draws the same map. */
export function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Smoothed value noise over a width × height area: random lattice values, smoothstep-interpolated. */
export function valueNoise(rand, width, height, cell) {
  const gw = Math.ceil(width / cell) + 2, gh = Math.ceil(height / cell) + 2;
  const lattice = Array.from({ length: gw * gh }, rand);
  const at = (i, j) => lattice[j * gw + i];
  const ease = (t) => t * t * (3 - 2 * t);
  return (x, y) => {
    const gx = x / cell, gy = y / cell, ix = Math.floor(gx), iy = Math.floor(gy);
    const fx = ease(gx - ix), fy = ease(gy - iy);
    const top = at(ix, iy) + (at(ix + 1, iy) - at(ix, iy)) * fx;
    const bottom = at(ix, iy + 1) + (at(ix + 1, iy + 1) - at(ix, iy + 1)) * fx;
    return top + (bottom - top) * fy;
  };
}

/** Hand-drawn-looking relief marks, three variants each so neighbouring hexes don't look stamped. */
export const reliefMarks = {
  rough: ['M-18 8q8-13 16 0M2 16q7-11 14 0', 'M-14 0q8-13 16 0M-2 16q7-11 14 0', 'M-4 4q8-13 16 0M-20 16q7-11 14 0'],
  mountain: ['M-24 10L-11-7L-3 3L8-13L22 9M-6 20L2 11L10 20', 'M-22 4L-8-12L4 4L13-5L24 7M-14 19L-6 12L2 19', 'M-20 14L-7-3L2 6L12-10L23 12'],
  alpine: ['M-16 10L-4-14L8 10ZM2 14L12-2L22 14Z', 'M-20 12L-9-6L2 12ZM-4 6L8-16L20 6Z', 'M-12 12L2-16L16 12Z'],
};
