// The store operator's catalog tools: `npm run store -- import <file.json>` / `npm run store -- export [file.json]`.
import { runStoreCli } from '../src/server/features/store/catalog-cli';
import { systemClock } from '../src/server/platform/clock';
import { createStorage } from '../src/server/platform/create-storage';
import { runOnDatabase } from './cli-database';

await runOnDatabase(async (database, config) => {
  const storage = await createStorage(config);
  try {
    return await runStoreCli(process.argv.slice(2), {
      db: database.db,
      storage,
      clock: systemClock,
      write: (text) => process.stdout.write(text),
    });
  } finally {
    storage.close?.();
  }
});
