import { defineConfig } from 'vitest/config';

// One vitest run over every package and app; each project has its own environment
// (node for domain, api-client and api; happy-dom for ui).
export default defineConfig({
  test: {
    // `site-e2e`: the built site in Chromium against the real service (apps/site/e2e).
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'apps/site/e2e/vitest.config.ts'],
  },
});
