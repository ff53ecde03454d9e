import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // CI sets 2 on PostgreSQL: each test file has its own database (copied from a template).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || undefined,
    projects: [
      {
        test: {
          name: 'node',
          include: [
            'architecture.test.ts',
            'staff-contract.test.ts',
            'server-boundaries.test.ts',
            'packages/**/*.test.ts',
            'apps/server/**/*.test.ts',
            'apps/kiosk-sim/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['apps/server/src/test/template-database.ts'],
          setupFiles: ['apps/server/src/test/one-statement-at-a-time.ts'],
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
