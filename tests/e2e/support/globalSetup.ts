/**
 * Starts the real app server on a free port for the end-to-end tests and tells them where it is,
 * and a second server for the modified client of the attack tests (`dist-cheater/`, its own
 * origin, as a cheater's rebuilt app would be), which meets the others on the first one's
 * signaling server. Both must be built first (`npm test` does that).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npx vite build` before the end-to-end tests (npm test does).');
  if (!existsSync('dist-cheater/index.html')) throw new Error('dist-cheater/ is missing: run `npx vite build --config vite.cheater.config.ts` (npm test does).');
  // @ts-expect-error plain ESM module without types
  const { startServer } = await import('../../../server/serve.mjs');
  const { server, port } = await startServer({ port: 0, host: '127.0.0.1' });
  const cheater = await startServer({ port: 0, host: '127.0.0.1', root: resolve('dist-cheater') });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('cheaterUrl', `http://127.0.0.1:${cheater.port}`);
  const close = (s: { close(done: () => void): void }) => new Promise<void>((done) => s.close(() => done()));
  return () => Promise.all([close(server), close(cheater.server)]).then(() => undefined);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    cheaterUrl: string;
  }
}
