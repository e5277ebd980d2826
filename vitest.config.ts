import os from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.DATABASE_URL);
const apiFiles = ['src/**/*.api.test.ts', 'tests/security/**/*.test.ts', 'tests/reliability/**/*.test.ts'];

export default defineConfig({
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
    },
  },
  test: {
    setupFiles: ['src/server/testing/setup.ts'],
    // The API tests mostly wait on the database: two workers keep a two-core machine busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Safety nets against a hang, not budgets: a test waits for conditions, and on a busy two-core
    // machine a correct test can take many times its quiet duration.
    testTimeout: 180_000,
    hookTimeout: 300_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: apiFiles } },
      { extends: true, test: { name: 'api-sqlite', include: apiFiles, env: { TEST_DB: 'sqlite' } } },
      ...(withPostgres
        ? [{ extends: true as const, test: { name: 'api-postgres', include: apiFiles, env: { TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});
