/** Seeded pseudo-random numbers for tests: the app's own shared roller, so randomized tests replay exactly. */
export { seededRandom as seeded } from '../../../src/dice/dice';
