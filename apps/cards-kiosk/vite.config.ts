import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The app shell's precache URL: the scope itself, so every navigation is answered by the cached index.html. */
const SHELL = './';

export default defineConfig({
  plugins: [
    react(),
    // Offline (ADR 017): Workbox precaches the whole build and answers from the cache first.
    VitePWA({
      strategies: 'generateSW',
      // `src/sw/register.ts` registers the worker, in production builds only.
      injectRegister: false,
      // The manifest is a public file (`public/manifest.webmanifest`), linked from index.html.
      manifest: false,
      workbox: {
        // Cache names start `cards-kiosk-`: the kiosk's own, apart from anything else on the origin.
        cacheId: 'cards-kiosk',
        // Every built file but source maps and WOFF 1 (every browser we target reads WOFF2): the app,
        // the Thai faces and all unicode-range files of Noto Serif SC 700, the manifest, the icons.
        globPatterns: ['**/*.{html,js,css,woff2,webmanifest,png,svg}'],
        // The shell is precached as the scope URL; each other file is checked by its revision.
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, url: SHELL } : entry)),
            warnings: [],
          }),
        ],
        navigateFallback: SHELL,
        // A new build's worker takes over at once and drops the old build's cache.
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        sourcemap: false,
      },
    }),
  ],
  server: { port: Number(process.env.KIOSK_PORT ?? 5174), host: '127.0.0.1' },
  preview: { port: Number(process.env.KIOSK_PORT ?? 4174), host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: true },
});
