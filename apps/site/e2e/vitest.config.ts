import { defineProject } from 'vitest/config';

// End-to-end tests of the built site in Debian's Chromium (playwright-core), against the real
// service (in-memory PGlite, Thai demo data, development sign-in) serving the build on one origin.
export default defineProject({
  test: {
    name: 'site-e2e',
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // `expect.poll` waits as long as a Playwright wait: its 1 s default is less than a client-side
    // move (route chunk, then loader) takes on a busy two-core machine.
    expect: { poll: { timeout: 15_000 } },
    // One browser at a time: the machine has two cores and Chromium wants both.
    fileParallelism: false,
    // After the unit projects and the kiosk's browser tests, alone (the root config).
    sequence: { groupOrder: 2 },
  },
});
