import os from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.DATABASE_URL);
const twoInstances = 'tests/reliability/two-instances.test.ts';
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
    globalSetup: ['src/server/testing/global-setup.ts'],
    // The API tests mostly wait on the database: two workers keep a two-core machine busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Each worker keeps its modules from one file to the next: importing the server for every file
    // cost about 40 % of the API tests' time. Every test file makes its own app, database and clock
    // (src/server/testing/test-app.ts), so nothing a file relies on lives in a module's state.
    isolate: false,
    // Safety nets against a hang, not budgets: a test waits for conditions, and on a busy two-core
    // machine a correct test can take many times its quiet duration.
    testTimeout: 180_000,
    hookTimeout: 300_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: apiFiles } },
      // Two instances share one database and one bus: PostgreSQL and Redis only, never an embedded file.
      {
        extends: true,
        test: { name: 'api-sqlite', include: apiFiles, exclude: [twoInstances], env: { TEST_DB: 'sqlite' } },
      },
      ...(withPostgres
        ? [{ extends: true as const, test: { name: 'api-postgres', include: apiFiles, env: { TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});
