import { defineProject } from 'vitest/config';

// End-to-end tests of the built kiosk in Debian's Chromium (playwright-core). The global setup
// builds the app when `dist/` is missing or older than its sources, and serves it.
export default defineProject({
  test: {
    name: 'cards-kiosk',
    environment: 'node',
    // The page's pure state (src) and the built kiosk in Chromium (e2e).
    include: ['src/**/*.test.ts', 'e2e/**/*.test.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // `expect.poll` waits as long as a Playwright wait: its 1 s default is less than a client-side
    // move (route chunk, then loader) takes on a busy two-core machine.
    expect: { poll: { timeout: 15_000 } },
    // One browser at a time: the machine has two cores and Chromium wants both.
    fileParallelism: false,
    // After the unit projects, alone (the root config).
    sequence: { groupOrder: 1 },
  },
});
