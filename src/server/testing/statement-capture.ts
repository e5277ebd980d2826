import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from './harness';

/**
 * A test app of its own whose database reports the statements it runs, for the tests that hold a
 * request to a budget of statements (decisions 031, 036, 048). `capture` records what one call runs;
 * `captured` holds it until the next.
 */
export function useStatementCapture(options: { poolSize?: number; env?: Record<string, string> } = {}) {
  const captured: CompiledQuery[] = [];
  let capturing = false;
  let app: TestApp | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase({
      poolSize: options.poolSize,
      onQuery: (q) => {
        if (capturing) captured.push(q);
      },
    });
    app = await createTestApp({ database, env: options.env });
  });
  afterAll(async () => {
    await app?.close();
    await app?.database.destroy();
  });
  return {
    get t(): TestApp {
      if (!app) throw new Error('the test app starts in beforeAll');
      return app;
    },
    captured,
    async capture<T>(run: () => Promise<T>): Promise<T> {
      captured.length = 0;
      capturing = true;
      try {
        return await run();
      } finally {
        capturing = false;
      }
    },
  };
}
