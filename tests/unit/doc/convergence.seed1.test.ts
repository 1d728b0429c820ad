import { it } from 'vitest';
import { runConvergence } from '../support/convergence';

it('five players, 10,000 edits with undo and redo over a flaky network (seed 1): identical tables, no counter lost, duplicated or without a place', () => {
  runConvergence(10261124, 5, 10_000);
}, 600_000);
