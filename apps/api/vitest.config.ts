import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 120000,
    // Files share a worker's module cache: PGlite's WebAssembly and the demo pictures are
    // compiled/encoded once per worker instead of once per file (each file still gets its own
    // fresh database).
    isolate: false,
    // A file per core; the browser projects run after these, alone (vitest.config.ts).
    maxWorkers: '100%',
  },
});
