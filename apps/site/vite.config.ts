import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { KIOSK_SITE_BASE, KIOSK_SITE_PAGE_PATTERN } from '../../packages/domain/src/cards/kiosk';
import { themes } from '../../packages/ui/src/tokens/tokens';

const api = process.env.API_URL ?? 'http://127.0.0.1:1337';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // Installable and offline (ADR 024): Workbox precaches the shell; the last reads are kept. Not
    // in the service's server build (`--ssr`, ADR 037).
    isSsrBuild
      ? null
      : VitePWA({
          strategies: 'generateSW',
          // `src/offline/start.ts` registers the worker, in production builds only.
          injectRegister: false,
          // The manifest is generated (linked from index.html by the plugin), colours from the tokens.
          manifest: {
            name: 'ผู้ส่งต่อแสงสว่างแห่งธรรม · Lightbearers',
            short_name: 'ผู้ส่งต่อแสง',
            description: 'ชุมชนผู้ส่งต่อธรรมะและความดี แบ่งปันโพสต์ สาธุ และสะสมคะแนนแลกของที่ระลึก',
            lang: 'th',
            dir: 'ltr',
            start_url: '/',
            scope: '/',
            id: '/',
            display: 'standalone',
            orientation: 'portrait',
            background_color: themes.light.canvas,
            theme_color: themes.light.accent,
            icons: [
              { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
              { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
              {
                src: '/icons/icon-maskable-192.png',
                sizes: '192x192',
                type: 'image/png',
                purpose: 'maskable',
              },
              {
                src: '/icons/icon-maskable-512.png',
                sizes: '512x512',
                type: 'image/png',
                purpose: 'maskable',
              },
              { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
            ],
          },
          workbox: {
            // Cache names start `lightbearers-site-`: the site's own, apart from anything else on the origin.
            cacheId: 'lightbearers-site',
            // The shell: the app's code, styles, the Thai faces (WOFF2 only), the icons and the manifest.
            globPatterns: ['**/*.{html,js,css,woff2,webmanifest,svg,png,ico}'],
            // The XLSX writer (staff's /profileexport, ~420 kB) loads on its button only: never precached.
            globIgnores: ['**/xlsx-*.js'],
            // Pages come from the service first (it renders them, ADR 037); offline, the precached
            // client shell (index.html) stands in. The service's own
            // paths are never pages, nor the card kiosk's (another app on this origin, with a worker
            // of its own, ADR 039). Functions are copied into sw.js as text: their patterns are inline.
            navigateFallback: null,
            runtimeCaching: [
              {
                urlPattern: ({ request, url }) =>
                  request.mode === 'navigate' &&
                  !/^\/(api|stats|s|uploads|thumbs|download|health)(\/|$)/.test(url.pathname) &&
                  !/^\/card/.test(url.pathname),
                handler: 'NetworkOnly',
                options: {
                  plugins: [
                    {
                      handlerDidError: async () =>
                        (await caches.match('/index.html', { ignoreSearch: true })) ?? Response.error(),
                    },
                  ],
                },
              },
              {
                // Video posters (ADR 038): the copy read last shows offline too. Asked again in the
                // background each time, so a generated stand-in gives way to the real picture.
                urlPattern: ({ url, request }) =>
                  request.method === 'GET' && url.pathname.startsWith('/thumbs/'),
                handler: 'StaleWhileRevalidate',
                options: {
                  cacheName: 'lightbearers-site-posters',
                  expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
                  cacheableResponse: { statuses: [200] },
                },
              },
              {
                // The last posts and profiles read, so the pages read last still show offline. Network
                // first: online, a member always gets fresh data. A member's own answers (sent with a
                // token) are kept under a key made of the address and a hash of the token, so they
                // never answer another member or a visitor on the same device; `clearOfflineReads`
                // (src/offline) empties the cache on logout.
                urlPattern: ({ url, request }) =>
                  request.method === 'GET' &&
                  /^\/api\/(posts|profiles)(\/|\?|$)/.test(url.pathname + url.search),
                handler: 'NetworkFirst',
                options: {
                  cacheName: 'lightbearers-site-reads',
                  networkTimeoutSeconds: 5,
                  expiration: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 },
                  cacheableResponse: { statuses: [200] },
                  plugins: [
                    {
                      cacheKeyWillBeUsed: async ({ request }) => {
                        const auth = request.headers.get('Authorization');
                        if (!auth) return request.url;
                        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(auth));
                        const hex = Array.from(new Uint8Array(digest), (b) =>
                          b.toString(16).padStart(2, '0'),
                        ).join('');
                        const keyed = new URL(request.url);
                        keyed.searchParams.set('__member', hex.slice(0, 32));
                        return keyed.href;
                      },
                    },
                  ],
                },
              },
            ],
            // A new build's worker takes over at once; it updates the one precache in place (new
            // revisions fetched, files no longer built dropped).
            skipWaiting: true,
            clientsClaim: true,
            // Off: Workbox's clean-up deletes every precache whose name holds this worker's scope —
            // the origin's root, so the card kiosk's too (`cards-kiosk-precache-v2-{origin}/card`,
            // ADR 039), and the kiosk would no longer work offline after the site's next build.
            cleanupOutdatedCaches: false,
            sourcemap: false,
          },
        }),
  ],
  server: {
    port: Number(process.env.SITE_PORT ?? 5173),
    host: '127.0.0.1',
    // The service answers under these prefixes; the browser talks to one origin. The card routes
    // are the kiosk's, which the service serves when it has a KIOSK_DIR (ADR 039).
    proxy: {
      '/api': api,
      '/stats': api,
      '/s/': api,
      '/uploads': api,
      '/thumbs': api,
      [KIOSK_SITE_PAGE_PATTERN.source]: api,
      [KIOSK_SITE_BASE]: api,
    },
  },
  preview: { port: Number(process.env.SITE_PORT ?? 4173), host: '127.0.0.1' },
  // The workspace's packages export TypeScript: the server build bundles them; other packages are
  // read from node_modules by the service at run time.
  ssr: { noExternal: [/^@lightbearers\//, 'styled-components'] },
  // The browser build's manifest (`.vite/manifest.json`) feeds the first-screen JavaScript budget
  // check and the service's preload links; the server build (`vite build --ssr`) goes to dist-server.
  build: isSsrBuild
    ? { target: 'node22', sourcemap: true, outDir: 'dist-server', emptyOutDir: true }
    : {
        target: 'es2022',
        sourcemap: true,
        manifest: true,
        rolldownOptions: {
          // The entry exports nothing: its chunk may take the `first` group's modules (below).
          preserveEntrySignatures: 'allow-extension',
          // ui draws lucide's glyph data itself (icons/glyph.ts): each glyph module's own component,
          // made by this call, is then unused, and with it goes lucide's runtime.
          treeshake: { manualPureFunctions: ['createLucideIcon'] },
          output: {
            // Chunks (ADR 024): everything the page's entry imports statically in one chunk, `first`
            // (one file, one compression window, no import lists between a dozen small chunks:
            // -14 kB gzip on every first screen); the calendar (dayjs and domain's dates) in one of its
            // own, so a screen that only counts or shows the footer's year does not carry it; the
            // rest split by Rolldown per importer set, which keeps each first screen to what it uses.
            codeSplitting: {
              groups: [
                { name: 'first', tags: ['$initial'], priority: 30 },
                {
                  name: 'calendar',
                  test: /node_modules\/(\.pnpm\/dayjs@[^/]+\/node_modules\/)?dayjs\/|packages\/domain\/src\/time\/(?!throttle|year)/,
                  priority: 20,
                  // Not its importers' dependencies: the footer's year (time/year.ts) stays out.
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
}));
