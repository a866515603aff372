import { defineConfig } from 'vitest/config';

// One vitest run over every package and app; each project has its own environment
// (node for domain, api-client and api; happy-dom for ui).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
