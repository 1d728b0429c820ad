import { defineConfig } from 'vitest/config';

/** Two projects: fast unit tests of pure code, and end-to-end tests driving real Chromium against the built app. */
export default defineConfig({
  test: {
    projects: [
      // `expect.poll` waits for something to become true; on a busy CI machine that can take more than Vitest's default second.
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', expect: { poll: { timeout: 5_000 } } } },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
