import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

/**
 * lib0's decoding and encoding, as every Yjs update is read and written, resolved to ours: the
 * same modules with short ASCII strings done in script (src/doc/lib0/). Only the bare names are
 * taken, so our modules still reach lib0's own files.
 */
export const lib0Aliases = [
  { find: /^lib0\/decoding$/, replacement: fileURLToPath(new URL('./src/doc/lib0/decoding.ts', import.meta.url)) },
  { find: /^lib0\/encoding$/, replacement: fileURLToPath(new URL('./src/doc/lib0/encoding.ts', import.meta.url)) },
];

/**
 * The app is served from the built `dist/` by `server/serve.mjs`. The service worker precaches the
 * whole build so that after one visit the table opens with no network and no server.
 */
export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: null,
      includeAssets: ['icon-192.png', 'icon-512.png', 'apple-touch-icon.png', 'demo/*', 'demo-caporetto/*', 'demo-c3/*', 'demo-kesselring/*', 'demo-sicily/*', 'demo-ghc/*'],
      manifest: {
        name: 'Sandtable',
        short_name: 'Sandtable',
        description: 'A module-free tabletop for hex-and-counter wargames',
        theme_color: '#2f3b2f',
        background_color: '#1f2520',
        // Installed on a tablet's home screen, the table takes the whole screen (browsers without full screen fall back to standalone).
        display: 'fullscreen',
        orientation: 'any',
        icons: [
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,mjs,css,html,svg,json,webmanifest}'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/signal/],
      },
    }),
  ],
  publicDir: 'assets',
  resolve: { alias: lib0Aliases },
  build: { target: 'es2022', chunkSizeWarningLimit: 2000 },
  server: { port: 5173 },
});
