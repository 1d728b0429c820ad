/**
 * Starts the real app server on a free port for the end-to-end tests and tells them where it is.
 * The app must be built first (`npm test` does that).
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npx vite build` before the end-to-end tests (npm test does).');
  // @ts-expect-error plain ESM module without types
  const { startServer } = await import('../../../server/serve.mjs');
  const { server, port } = await startServer({ port: 0, host: '127.0.0.1' });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return () => new Promise<void>((done) => server.close(() => done()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
