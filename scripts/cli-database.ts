// The command-line tools work on the server's own database: DATABASE_URL when set, else the SQLite
// file in DATA_DIR, migrated first like the server does.
import path from 'node:path';
import { loadConfig, type Config } from '../src/server/config';
import { openDatabase, type Db } from '../src/server/db/connection';
import { migrateToLatest } from '../src/server/db/migrate';

/** Opens the database, runs `command` on it and exits with its code; an error is printed, code 1. */
export async function runOnDatabase(command: (database: Db, config: Config) => Promise<number>): Promise<never> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'brandsocial.db'),
  });
  let code = 1;
  try {
    await migrateToLatest(database.db, database.schema);
    code = await command(database, config);
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  } finally {
    await database.close();
  }
  process.exit(code);
}
