import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: [
            'architecture.test.ts',
            'server-boundaries.test.ts',
            'packages/**/*.test.ts',
            'apps/server/**/*.test.ts',
            'apps/kiosk-sim/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['apps/server/src/test/template-database.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      { extends: 'apps/member/vitest.config.ts', root: 'apps/member' },
      { extends: 'apps/staff/vitest.config.ts', root: 'apps/staff' },
    ],
  },
});
