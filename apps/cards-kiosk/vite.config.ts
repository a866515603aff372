import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  KIOSK_SITE_BASE,
  KIOSK_SITE_PAGE_PATTERN,
  KIOSK_SITE_SCOPE,
} from '../../packages/domain/src/cards/kiosk';

/** The app shell's precache URL: the scope itself, so every navigation is answered by the cached index.html. */
const SHELL = './';

/**
 * `vite build` makes the kiosk on an origin of its own (`dist/`, at `/`); `vite build --mode site`
 * makes it for the members' site's origin (`dist-site/`, ADR 039): its files under
 * `/card-kiosk/`, its worker's scope the `/card` prefix, answering only the kiosk's pages.
 */
const SITE_MODE = 'site';

/**
 * The manifest on the site's origin: the kiosk's home as its start, the worker's scope as its
 * scope (so every card route stays inside the installed app), the icons under the kiosk's folder.
 */
function siteManifest(): Plugin {
  return {
    name: 'kiosk-site-manifest',
    apply: 'build',
    generateBundle() {
      const manifest = JSON.parse(
        readFileSync(fileURLToPath(new URL('public/manifest.webmanifest', import.meta.url)), 'utf8'),
      );
      manifest.start_url = KIOSK_SITE_BASE;
      manifest.scope = KIOSK_SITE_SCOPE;
      manifest.id = KIOSK_SITE_BASE;
      manifest.icons = manifest.icons.map((icon: { src: string }) => ({
        ...icon,
        src: `${KIOSK_SITE_BASE}${icon.src.replace(/^\//, '')}`,
      }));
      // Written over the public file's copy.
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}

export default defineConfig(({ mode }) => {
  const onSite = mode === SITE_MODE;
  return {
    base: onSite ? KIOSK_SITE_BASE : '/',
    plugins: [
      react(),
      onSite ? siteManifest() : null,
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
              manifest: entries.map((entry) =>
                entry.url === 'index.html' ? { ...entry, url: SHELL } : entry,
              ),
              warnings: [],
            }),
          ],
          navigateFallback: SHELL,
          // On the site's origin the `/card` scope also covers addresses that are not the kiosk's
          // (`/cardigan`): only the kiosk's pages get its shell, the rest goes to the network.
          ...(onSite ? { navigateFallbackAllowlist: [KIOSK_SITE_PAGE_PATTERN] } : {}),
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
    build: {
      target: 'es2022',
      sourcemap: true,
      outDir: onSite ? 'dist-site' : 'dist',
      // One chunk by design (~505 kB, 160 kB gzip): the worker precaches the whole build for
      // offline use, so splitting it would load nothing later.
      chunkSizeWarningLimit: 600,
    },
  };
});
