import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { KIOSK_SITE_BASE, KIOSK_SITE_PAGE_PATTERN } from '../../packages/domain/src/cards/kiosk';
import { themes } from '../../packages/ui/src/tokens/tokens';

/**
 * React Router's production build in the browser's bundle: its package exports only its development
 * build (`dist/development`), whose warnings and notes to developers would ship in every page. The
 * production build beside it (`dist/production`) is the same code with them switched off (−0.7 kB
 * gzip on every first screen). The service's server build reads the package as Node resolves it.
 *
 * That build also keeps what the site never imports: each component and context it defines is a
 * top-level `React.forwardRef(…)`, `React.memo(…)` or `React.createContext(…)` call with a
 * `displayName` assigned after it, statements a bundler must keep as side effects — and with them
 * `Link`'s framework-mode prefetching, `Form`, `NavLink`, `ScrollRestoration` and what they reach.
 * `routerTreeShaking` drops the names (React DevTools' labels, no behaviour) and marks those calls
 * pure, so only what the site uses stays (ADR 024: −4.0 kB gzip on every first screen, with the
 * site's own link).
 */
function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options.ssr || (source !== 'react-router' && source !== 'react-router/dom')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes('/dist/development/')) return resolved;
      return { ...resolved, id: resolved.id.replace('/dist/development/', '/dist/production/') };
    },
    transform(code, id, options) {
      if (options?.ssr || !/\/react-router\/dist\/production\/[^/]+\.mjs$/.test(id)) return null;
      return { code: routerTreeShaking(code), map: null };
    },
  };
}

/**
 * React Router's module `code` with its top-level `X.displayName = "…";` statements removed and its
 * top-level `ReactN.forwardRef(`, `ReactN.createContext(` and `ReactN.memo(` calls marked pure.
 */
export function routerTreeShaking(code: string): string {
  return code
    .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
    .replace(
      /^((?:var|const|let) [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm,
      '$1/* @__PURE__ */ $2',
    );
}

const siteRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * The builds name each lazy part's module: `lazyPart(() => import('./X'))` in the site's
 * code becomes `lazyPart(Object.assign(() => import('./X'), { source: 'src/…/X.tsx' }))`, the key
 * of the module's chunk in the browser build's manifest. The service then preloads the code of the
 * parts a page renders (router/lazyPart.ts, ADR 037). A part loaded any other way is not named.
 */
function lazyPartSources(): Plugin {
  const call = /\blazyPart(<[^()]*?>)?\(\s*\(\)\s*=>\s*import\((['"])(\.{1,2}\/[^'"]+)\2\)/g;
  return {
    name: 'lazy-part-sources',
    transform(code, id) {
      if (!id.startsWith(path.join(siteRoot, 'src')) || !code.includes('lazyPart')) return null;
      const named = code.replace(call, (whole, types = '', quote, specifier) => {
        const base = path.resolve(path.dirname(id), specifier);
        const file = ['', '.tsx', '.ts']
          .map((ext) => base + ext)
          .find((f) => existsSync(f) && /\.tsx?$/.test(f));
        if (!file) return whole;
        const source = path.relative(siteRoot, file).split(path.sep).join('/');
        return `lazyPart${types}(Object.assign(() => import(${quote}${specifier}${quote}), { source: ${JSON.stringify(source)} })`;
      });
      return named === code ? null : { code: named, map: null };
    },
  };
}

/**
 * Every lazily imported module keeps its key in the browser build's manifest. Vite keys a chunk by
 * the module it was made for; once small common chunks are inlined (`codeSplitting` below), a module
 * that is imported lazily in one place and statically in another (the api client, the member's
 * chrome, the back office's screen) lands in a chunk Rolldown makes for no module, which the
 * manifest lists only as `_{name}-{hash}.js`. The service looks up the code of a page's layout,
 * screen and parts by their source paths (ADR 037), and the budget measures screens by them: this
 * adds each such module's key beside the chunk's own, with the same files.
 */
function lazyModuleKeys(): Plugin {
  let root = siteRoot;
  return {
    name: 'lazy-module-keys',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      if (!options.dir) return;
      const file = path.join(options.dir, '.vite/manifest.json');
      if (!existsSync(file)) return;
      const manifest: Record<string, { file: string; src?: string; isDynamicEntry?: boolean }> = JSON.parse(
        readFileSync(file, 'utf8'),
      );
      const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
      let added = 0;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.facadeModuleId) continue;
        const chunkKey = byFile.get(chunk.fileName);
        const entry = chunkKey ? manifest[chunkKey] : undefined;
        if (!entry) continue;
        for (const id of chunk.moduleIds) {
          if (!this.getModuleInfo(id)?.dynamicImporters.length) continue;
          const key = path.relative(root, id).split(path.sep).join('/');
          if (manifest[key]) continue;
          manifest[key] = { ...entry, src: key, isDynamicEntry: true };
          added += 1;
        }
      }
      if (added > 0) writeFileSync(file, JSON.stringify(manifest, null, 2));
    },
  };
}

const api = process.env.API_URL ?? 'http://127.0.0.1:1337';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // styled-components names each component by a counter of the order its module ran in, and the
    // service's bundle runs the modules in another order than the browser's chunks: the served
    // class names were not the browser's, which styled the page anew as it hydrated. Its Babel
    // plugin names each component by its file and place instead, the same in both builds (ADR 037).
    babel({
      include: /[\\/](packages[\\/]ui|apps[\\/]site)[\\/]src[\\/].*\.tsx?$/,
      sourceMap: true,
      plugins: [
        [
          'babel-plugin-styled-components',
          { ssr: true, displayName: false, fileName: false, minify: false, transpileTemplateLiterals: false },
        ],
      ],
    }),
    reactRouterProduction(),
    // In both builds: the browser then renders the same components as the service.
    lazyPartSources(),
    lazyModuleKeys(),
    // Installable and offline (ADR 024): the worker precaches the shell and keeps the pictures read.
    // Not in the service's server build (`--ssr`, ADR 037).
    isSsrBuild
      ? null
      : VitePWA({
          strategies: 'injectManifest',
          srcDir: 'src/worker',
          filename: 'sw.ts',
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
          // The worker is ours, in TypeScript (src/worker/sw.ts): it keeps pictures in a cache bounded
          // by entries and bytes, which Workbox's generated worker cannot express. The plugin builds it
          // and injects the precache list (ADR 024).
          injectManifest: {
            // The shell: the app's code, styles, the Thai faces (WOFF2 only), the icons and the manifest.
            globPatterns: ['**/*.{html,js,css,woff2,webmanifest,svg,png,ico}'],
            // The XLSX writer (staff's /profileexport, ~420 kB) loads on its button only: never precached.
            globIgnores: ['**/xlsx-*.js'],
            rollupFormat: 'iife',
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
  // The server build bundles the workspace's packages (they export TypeScript) and what renders a
  // page: React, React DOM's server renderer, React Router, jotai and styled-components, in their
  // production builds (`process.env.NODE_ENV` below), whatever NODE_ENV the service runs with (the
  // development sign-in needs `development`; `npm start` sets none). React's development server
  // renderer took twice as long over a served feed (~120 against ~60 ms). Other packages are read
  // from node_modules by the service at run time.
  ssr: {
    noExternal: [
      /^@lightbearers\//,
      'styled-components',
      /^react($|\/)/,
      /^react-dom($|\/)/,
      /^react-router(-dom)?($|\/)/,
      'jotai',
      'scheduler',
    ],
  },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  // The browser build's manifest (`.vite/manifest.json`) feeds the first-screen JavaScript budget
  // check and the service's preload links; the server build (`vite build --ssr`) goes to dist-server.
  build: isSsrBuild
    ? { target: 'node22', sourcemap: true, outDir: 'dist-server', emptyOutDir: true }
    : {
        target: 'es2022',
        sourcemap: true,
        manifest: true,
        // One style sheet, the page's own (the fonts' faces and the tokens; components style themselves
        // with styled-components). Split per chunk, it belonged to the entry's chunk, and Vite's loader
        // of every lazy module that shares that chunk linked it again wherever it found no `<link>` to
        // it: on every page the service rendered, whose head holds the sheet itself (ADR 037). The
        // browser then read the fonts' faces anew and showed the fallback font for a moment.
        cssCodeSplit: false,
        rolldownOptions: {
          // The entry exports nothing: its exports need not be kept, which the inlining of small
          // common chunks (below) requires.
          preserveEntrySignatures: false,
          // ui draws lucide's glyph data itself (icons/glyph.ts): each glyph module's own component,
          // made by this call, is then unused, and with it goes lucide's runtime.
          treeshake: { manualPureFunctions: ['createLucideIcon'] },
          output: {
            // Chunks (ADR 024): everything the page's entry imports statically in one chunk, `first`
            // (one file, one compression window, no import lists between a dozen small chunks:
            // -14 kB gzip on every first screen); the calendar (dayjs and domain's dates) in one of its
            // own, so a screen that only counts or shows the footer's year does not carry it; the
            // rest split by Rolldown per importer set, which keeps each first screen to what it uses.
            // That split alone made 251 files, many of a few hundred bytes (an icon, a count), and a
            // served feed asked for 71 scripts. Common chunks under 8 kB of source are copied into the
            // chunks that read them instead (Rolldown's inlining of common chunks: one registry keeps
            // one instance of each module; it turns on `strictExecutionOrder`, modules run as their
            // imports say): 128 files, 21 scripts on the feed, and fewer bytes on the heaviest first
            // screens (ADR 024).
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 8_000 },
              groups: [
                { name: 'first', tags: ['$initial'], priority: 30 },
                {
                  name: 'calendar',
                  test: /node_modules\/(\.pnpm\/dayjs@[^/]+\/node_modules\/)?dayjs\/|packages\/domain\/src\/time\/(?!throttle|year)/,
                  priority: 20,
                  // Not its importers' dependencies: the footer's year (time/year.ts) stays out.
                  includeDependenciesRecursively: false,
                },
                // The date field, which the back office's filters and forms use too, stays in the
                // daily statistics' range chunk: left to Rolldown, it becomes a small chunk of its
                // own on those first screens (+0.5 kB gzip with the import lists). The back office
                // loads the range with it. Keep the list to that chunk's modules: one left out
                // becomes a chunk of its own.
                {
                  name: 'StatRange',
                  test: /packages\/ui\/src\/(components\/(StatRange|DateInput)\/|internal\/dateControl\.styles|i18n\/th\/stats\.ts)/,
                  priority: 10,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
}));
