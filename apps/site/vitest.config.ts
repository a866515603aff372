import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'site',
    environment: 'happy-dom',
    // The site's own origin: the api client calls `{origin}/api/…`, which the tests' MSW server answers.
    environmentOptions: { happyDOM: { url: 'http://localhost:5173/' } },
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // Above `asyncUtilTimeout` (vitest.setup.ts), so a slow wait fails with its own message.
    testTimeout: 15_000,
    // A file per core; the browser projects run after these, alone (vitest.config.ts).
    maxWorkers: '100%',
  },
});
