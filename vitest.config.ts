import { defineConfig } from 'vitest/config';

// One vitest run over every package and app; each project has its own environment
// (node for domain, api-client and api; happy-dom for ui).
export default defineConfig({
  test: {
    // Scheduling: the unit and integration projects (domain, api-client, ui, site, api) run a file
    // per core (`maxWorkers: '100%'` in each; on CI's two cores 555 → 352 s for the five). The
    // browser projects then run one file at a time, after them and after each other
    // (`sequence.groupOrder`: the kiosk 1, the site's e2e 2): Chromium wants both cores, and a
    // browser test sharing them with unit files waits past its timeouts.
    // `site-e2e`: the built site in Chromium against the real service (apps/site/e2e).
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'apps/site/e2e/vitest.config.ts'],
  },
});
