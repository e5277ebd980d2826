// The store operator's catalog tools: `npm run store -- import <file.json>` / `npm run store -- export [file.json]`.
import path from 'node:path';
import { runStoreCli } from '../src/server/features/store/catalog-cli';
import { systemClock } from '../src/server/platform/clock';
import { createLocalStorage } from '../src/server/platform/storage';
import { runOnDatabase } from './cli-database';

await runOnDatabase((database, config) =>
  runStoreCli(process.argv.slice(2), {
    db: database.db,
    storage: createLocalStorage(path.join(config.dataDir, 'media')),
    clock: systemClock,
    write: (text) => process.stdout.write(text),
  }),
);
