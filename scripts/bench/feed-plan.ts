// Prints the query plans of the feed's three groups for a member of a generated bench database
// (one who follows brands, segments and members), and times the whole first page through the service.
//
//   node scripts/bench/generate.mjs --members 10000 [--db postgres]      prints DATA_DIR / DATABASE_URL
//   DATA_DIR=… npx tsx scripts/bench/feed-plan.ts                        SQLite: EXPLAIN QUERY PLAN
//   DATABASE_URL=… npx tsx scripts/bench/feed-plan.ts                    PostgreSQL: EXPLAIN (ANALYZE, BUFFERS)
import path from 'node:path';
import { CompiledQuery, type Compilable } from 'kysely';
import { openDatabase } from '../../src/server/db/connection';
import { followedPostsQuery, otherPostsQuery, ownPostsQuery } from '../../src/server/features/feed/feed.queries';
import { getFeed } from '../../src/server/features/feed/feed.service';
import { followSources } from '../../src/server/features/members/members.service';
import { loadConfig } from '../../src/server/config';
import { createStorage } from '../../src/server/platform/create-storage';

const dataDir = process.env.DATA_DIR;
const databaseUrl = process.env.DATABASE_URL;
if (!dataDir && !databaseUrl) {
  console.error('Set DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL) to a generated bench database.');
  process.exit(2);
}
const database = await openDatabase(
  databaseUrl ? { databaseUrl } : { sqliteFile: path.join(dataDir!, 'brandsocial.db') },
);
const db = database.db;

async function plan(query: Compilable): Promise<string> {
  const { sql, parameters } = query.compile();
  if (database.dialect === 'sqlite') {
    const rows = (
      await db.executeQuery<{ id: number; parent: number; detail: string }>(
        CompiledQuery.raw(`EXPLAIN QUERY PLAN ${sql}`, [...parameters]),
      )
    ).rows;
    const depth = new Map<number, number>([[0, 0]]);
    return rows
      .map((r) => {
        const d = (depth.get(r.parent) ?? 0) + 1;
        depth.set(r.id, d);
        return `${'  '.repeat(d - 1)}${r.detail}`;
      })
      .join('\n');
  }
  const rows = (
    await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, [...parameters]),
    )
  ).rows;
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

try {
  const viewer = await db
    .selectFrom('brand_follows')
    .select('user_id')
    .groupBy('user_id')
    .having((eb) => eb.fn.countAll(), '>=', 20)
    .limit(1)
    .executeTakeFirstOrThrow();
  const sources = await followSources(db, viewer.user_id);
  const posts = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const likes = await db
    .selectFrom('post_likes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `${database.dialect}: ${Number(posts.n)} posts, ${Number(likes.n)} likes; viewer ${viewer.user_id} follows ${sources.members.length} members, ${sources.brands.length} brands, ${sources.segments.length} segments\n`,
  );

  const limit = 11;
  console.log(`── own posts ──\n${await plan(ownPostsQuery(db, viewer.user_id, undefined, limit))}\n`);
  console.log(
    `── followed members, brands and segments ──\n${await plan(followedPostsQuery(db, viewer.user_id, undefined, limit))}`,
  );
  console.log(`\n── everything else ──\n${await plan(otherPostsQuery(db, viewer.user_id, undefined, limit))}\n`);

  // URLs made as the server would make them: /media/ paths, or the bucket's public base.
  const storage = await createStorage({ dataDir: dataDir ?? '/tmp', s3: loadConfig().s3 });
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    await getFeed({ db, storage }, viewer.user_id, { limit: 10 });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `getFeed first page, 200 runs in one process: p50 ${times[100]!.toFixed(2)} ms, p99 ${times[197]!.toFixed(2)} ms`,
  );
  storage.close?.();
} finally {
  await database.close();
}
