// The store operator's catalog tools: `npm run store -- import <file.json>` / `npm run store -- export [file.json]`.
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/connection';
import { migrateToLatest } from '../src/server/db/migrate';
import { runStoreCli } from '../src/server/features/store/catalog-cli';
import { systemClock } from '../src/server/platform/clock';
import { createLocalStorage } from '../src/server/platform/storage';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'brandsocial.db'),
});
let code = 1;
try {
  await migrateToLatest(database.db, database.schema);
  code = await runStoreCli(process.argv.slice(2), {
    db: database.db,
    storage: createLocalStorage(path.join(config.dataDir, 'media')),
    clock: systemClock,
    write: (text) => process.stdout.write(text),
  });
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
} finally {
  await database.close();
}
process.exit(code);
