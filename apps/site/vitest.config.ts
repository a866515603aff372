import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'site',
    environment: 'happy-dom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
