#!/usr/bin/env node
/**
 * `npm test`: type-check, unit tests, build, end-to-end tests in real Chromium, then one closing
 * line `Tests: N passed, N failed` summing both runs (CI reads it). Stops at the first failing stage.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const run = spawnSync(command, args, { stdio: 'inherit', shell: false });
  return run.status === 0;
}

function counts(file) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    return { passed: r.numPassedTests ?? 0, failed: (r.numFailedTests ?? 0) + (r.numTotalTestSuites && !r.success && !r.numFailedTests ? 1 : 0) };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

const vitest = (project) => ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${results}/${project}.json`];

let ok = step('Chromium', 'node', ['scripts/ensure-chromium.mjs']) && step('Type check', 'npx', ['tsc', '--noEmit']);
const unitRan = ok;
ok = ok && step('Unit tests', 'npx', vitest('unit'));
const built = ok && step('Build', 'npx', ['vite', 'build']) && step('Build the modified client of the attack tests', 'npx', ['vite', 'build', '--config', 'vite.cheater.config.ts']);
const e2eRan = built;
ok = built && step('End-to-end tests (Chromium)', 'npx', vitest('e2e'));

const unit = unitRan ? counts(`${results}/unit.json`) : { passed: 0, failed: 0 };
const e2e = e2eRan ? counts(`${results}/e2e.json`) : { passed: 0, failed: 0 };
const failed = unit.failed + e2e.failed + (ok ? 0 : unit.failed + e2e.failed === 0 ? 1 : 0);
console.log(`\nUnit: ${unit.passed} passed, ${unit.failed} failed · End-to-end: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`Tests: ${unit.passed + e2e.passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
