/**
 * Vite config for building tests/bench/docSize.ts for Node. The app's own config carries the PWA
 * plugin (service worker generation) and the public dir, neither of which a Node script wants.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [],
  publicDir: false,
  logLevel: 'warn',
  build: { target: 'node20', minify: false, reportCompressedSize: false },
});
