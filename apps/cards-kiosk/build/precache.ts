import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** Files a kiosk never needs offline: source maps, and WOFF 1 (every browser we target reads WOFF2). */
const skip = (file: string) => file.endsWith('.map') || file.endsWith('.woff') || file === 'sw.js';

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory()
      ? listFiles(full, base)
      : [path.relative(base, full).split(path.sep).join('/')];
  });
}

/**
 * Writes `sw.js` into the build: the hand-written worker in `src/sw/sw.js` with the list of every
 * built file (app, templates' code, fonts, manifest, icons) and a version hashed from their bytes,
 * so a new build gets a new cache and the old one is dropped. Runs after Vite has written
 * everything, public files included.
 */
export function precacheServiceWorker(source: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'cards-kiosk:precache-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = listFiles(outDir)
        .filter((f) => !skip(f))
        .sort();
      const hash = createHash('sha256');
      for (const file of files) hash.update(file).update(readFileSync(path.join(outDir, file)));
      const version = hash.digest('hex').slice(0, 16);
      // `./` is the app shell: navigations to any route are answered with index.html.
      const urls = ['./', ...files.filter((f) => f !== 'index.html').map((f) => `./${f}`)];
      const worker = readFileSync(source, 'utf8')
        .replace('self.__PRECACHE_VERSION__', JSON.stringify(version))
        .replace('self.__PRECACHE_URLS__', JSON.stringify(urls));
      writeFileSync(path.join(outDir, 'sw.js'), worker);
    },
  };
}
