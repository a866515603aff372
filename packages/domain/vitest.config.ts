import { defineProject } from 'vitest/config';

// Tests run far from Bangkok (UTC-8/-7, with daylight saving) so any calendar logic that leaks
// the machine's time zone fails here.
export default defineProject({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    env: { TZ: 'America/Los_Angeles' },
  },
});
