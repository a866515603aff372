import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';
// Debian's Chromium (a Playwright browser download is impossible here).
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

const base = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
  testTimeout: 30000,
  reporters: [
    ...(base.reporters ?? ['default']),
    fileURLToPath(new URL('./summary-reporter.cjs', import.meta.url)),
  ],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: chromiumLaunchOptions(),
      // Deterministic screenshots: fixed size and scale, Thai locale, Bangkok clock, no motion.
      contextOptions: {
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        locale: 'th-TH',
        timezoneId: 'Asia/Bangkok',
        reducedMotion: 'reduce',
        colorScheme: 'light',
      },
    },
  },
};
