// Builds a fresh benchmark database: the server migrates it and seeds the catalogue, then the
// generators bulk-insert the rest directly (far faster than going through the API).
//
//   node scripts/bench/generate.mjs --members 100000 [--db postgres]   keeps the result and prints where
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { USAGE, parseBenchArgs } from './args.mjs';
import { generators } from './generators/index.mjs';
import { createRandom } from './random.mjs';
import { buildIfStale, startServer } from './server.mjs';
import { assertEmptyPostgres, createThrowawayDatabase, openStore } from './store.mjs';

/**
 * Where one run's data lives. Returns `{ target, cleanup }`; cleanup removes the data directory and
 * the throwaway database unless `keep`.
 */
export async function prepareTarget({ db, keep }, log) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandsocial-bench-'));
  let throwaway = null;
  let databaseUrl;
  if (db === 'postgres') {
    if (process.env.DATABASE_URL) {
      databaseUrl = process.env.DATABASE_URL;
      await assertEmptyPostgres(databaseUrl);
    } else {
      throwaway = await createThrowawayDatabase();
      databaseUrl = throwaway.url;
      log(`Created database ${throwaway.name}`);
    }
  }
  const target = { dialect: db, dataDir, databaseUrl };
  return {
    target,
    async cleanup() {
      if (keep) {
        log(`Kept ${dataDir}${throwaway ? ` and database ${throwaway.url}` : ''}`);
        return;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (throwaway) await throwaway.drop();
    },
  };
}

/** Fills `target` and returns the facts the scenarios need (member count and the like) plus the engine version. */
export async function generateDatabase(target, options, { log = console.log, port } = {}) {
  const t0 = performance.now();
  // Running the real server once applies every migration and the catalogue seed, exactly as in production.
  const server = await startServer(target, { port });
  await server.stop();
  log(`Migrated and seeded the catalogue in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const store = await openStore(target);
  const facts = {};
  try {
    const random = createRandom(options.seed);
    const state = {};
    const now = Date.now();
    for (const g of generators) {
      const t = performance.now();
      const out = await g.generate(store, { options, random, state, now });
      Object.assign(facts, out);
      // Lists (the sample of post ids) are for the scenarios, not the log.
      const counts = Object.fromEntries(Object.entries(out).filter(([, v]) => !Array.isArray(v)));
      log(`Generated ${g.name}: ${JSON.stringify(counts)} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
    await store.analyze();
    facts.engine = await store.version();
  } finally {
    await store.close();
  }
  log(`Database ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return facts;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));
  const options = parseBenchArgs(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    process.exit(0);
  }
  buildIfStale(console.log);
  const { target } = await prepareTarget({ ...options, keep: true }, console.log);
  await generateDatabase(target, options, { port: options.port });
  console.log(`DATA_DIR=${target.dataDir}${target.databaseUrl ? ` DATABASE_URL=${target.databaseUrl}` : ''}`);
}
