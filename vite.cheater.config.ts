import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lib0Aliases } from './vite.config';

/**
 * The modified client of the attack tests (tests/e2e/cheater/): the app with its internals on
 * `window.cheat`, built into `dist-cheater/`, apart from the shipped `dist/`. No service worker.
 */
export default defineConfig({
  plugins: [react()],
  root: 'tests/e2e/cheater',
  base: './',
  publicDir: '../../../assets',
  resolve: { alias: lib0Aliases },
  build: { outDir: '../../../dist-cheater', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4000 },
});
