import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One folder for what a test run's worker processes keep between files (the migrated SQLite
 * template), removed when the run ends: vitest stops its workers without running their exit
 * handlers, and each left its template behind in the temp folder.
 */
export default function setup(): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-test-run-'));
  process.env.BS_TEST_RUN_DIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
