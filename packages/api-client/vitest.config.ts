import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api-client',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    isolate: false,
    // A file per core; the browser projects run after these, alone (vitest.config.ts).
    maxWorkers: '100%',
  },
});
