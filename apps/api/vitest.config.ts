import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 120000,
    // The demo data is migrated and seeded once per run, on each backend; each file gets a copy of
    // its own (test/seeded.ts).
    globalSetup: ['./test/global-setup.ts'],
    // Files share a worker's module cache: PGlite's WebAssembly and the demo pictures are
    // compiled/encoded once per worker instead of once per file.
    isolate: false,
    // A file per core; the browser projects run after these, alone (vitest.config.ts).
    maxWorkers: '100%',
  },
});
