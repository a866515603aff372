import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'ui',
    environment: 'happy-dom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // Above `asyncUtilTimeout` (vitest.setup.ts), so a slow wait fails with its own message.
    testTimeout: 15_000,
    // One happy-dom and one module registry per worker, not per file (128 s → 29 s on this machine):
    // components are presentational and Testing Library's cleanup unmounts after every test.
    isolate: false,
    // A file per core; the browser projects run after these, alone (vitest.config.ts).
    maxWorkers: '100%',
  },
});
