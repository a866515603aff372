import { defineProject } from 'vitest/config';

// Tests run far from Bangkok (UTC-8/-7, with daylight saving) so any calendar logic that leaks
// the machine's time zone fails here.
export default defineProject({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    env: { TZ: 'America/Los_Angeles' },
    // Property tests run thousands of cases; a busy shared machine must not turn them into timeouts.
    testTimeout: 30_000,
    // Pure modules: no state to leak between files, so one module registry per worker.
    isolate: false,
    // A file per core; the browser projects run after these, alone (vitest.config.ts).
    maxWorkers: '100%',
  },
});
