import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { createSearchIndex } from './005-discover-search';

type Db = Kysely<unknown>;

/** Likes, bookmarks, shares and views of a story: one row per member and story. */
async function storyMarkTable(db: Db, table: string) {
  await db.schema
    .createTable(table)
    .addColumn('story_id', 'text', (c) => c.notNull().references('stories.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${table}_pk`, ['story_id', 'user_id'])
    .execute();
  await db.schema.createIndex(`${table}_user_idx`).on(table).column('user_id').execute();
}

/**
 * Trending segments (likes plus shares of their content) as a running sum per segment, kept by
 * triggers in the same transaction as the counters it adds up, so explore never scans posts.
 */
async function createSegmentTrends(db: Db, postgres: boolean) {
  const upsert = (segment: string, delta: string, where = '') =>
    postgres
      ? `INSERT INTO segment_trends (segment_id, score) SELECT ${segment}, ${delta} ${where} ON CONFLICT (segment_id) DO UPDATE SET score = segment_trends.score + EXCLUDED.score;`
      : `INSERT INTO segment_trends (segment_id, score) SELECT ${segment}, ${delta} WHERE true ${where.replace(/^WHERE/, 'AND')} ON CONFLICT (segment_id) DO UPDATE SET score = score + excluded.score;`;
  const minus = (segment: string, delta: string) =>
    `UPDATE segment_trends SET score = score - (${delta}) WHERE segment_id = ${segment};`;
  const sources = [
    {
      table: 'posts',
      name: 'posts',
      score: (r: string) => `${r}.likes_count + ${r}.shares_count`,
      columns: 'likes_count, shares_count, segment_id',
    },
    {
      table: 'segment_images',
      name: 'segment_images',
      score: (r: string) => `${r}.likes_count`,
      columns: 'likes_count, segment_id',
    },
  ];
  for (const s of sources) {
    const ins = upsert('NEW.segment_id', s.score('NEW'), 'WHERE NEW.segment_id IS NOT NULL');
    const del = minus('OLD.segment_id', s.score('OLD'));
    if (postgres) {
      await sql
        .raw(
          `CREATE OR REPLACE FUNCTION ${s.name}_trend() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.segment_id IS NOT NULL THEN ${del} END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN ${ins} END IF;
  RETURN NULL;
END $$`,
        )
        .execute(db);
      await sql
        .raw(
          `CREATE TRIGGER ${s.name}_trend AFTER INSERT OR DELETE OR UPDATE OF ${s.columns} ON ${s.table} FOR EACH ROW EXECUTE FUNCTION ${s.name}_trend()`,
        )
        .execute(db);
    } else {
      await sql
        .raw(
          `CREATE TRIGGER ${s.name}_trend_ai AFTER INSERT ON ${s.table} WHEN NEW.segment_id IS NOT NULL BEGIN ${ins} END`,
        )
        .execute(db);
      await sql
        .raw(
          `CREATE TRIGGER ${s.name}_trend_au AFTER UPDATE OF ${s.columns} ON ${s.table} BEGIN ${del.replace(';', ' AND OLD.segment_id IS NOT NULL;')} ${ins} END`,
        )
        .execute(db);
      await sql
        .raw(
          `CREATE TRIGGER ${s.name}_trend_ad AFTER DELETE ON ${s.table} WHEN OLD.segment_id IS NOT NULL BEGIN ${del} END`,
        )
        .execute(db);
    }
  }
}

// WARNING: a migration that has shipped never changes; add a new one instead.
export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('stories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('author_user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('brand_id', 'text', (c) => c.references('brands.id').onDelete('cascade'))
    .addColumn('title', 'text')
    .addColumn('media_kind', 'text', (c) => c.notNull())
    .addColumn('media', 'text', (c) => c.notNull())
    // The widest rendition's key: files are shared by reposts and highlights and go with the last of them.
    .addColumn('media_key', 'text', (c) => c.notNull())
    .addColumn('is_publi', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_repost', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('original_story_id', 'text', (c) => c.references('stories.id').onDelete('set null'))
    .addColumn('original_author_name', 'text')
    .addColumn('likes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shares_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reposts_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bookmarks_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stories_author_created_idx')
    .on('stories')
    .columns(['author_user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('stories_brand_created_idx')
    .on('stories')
    .columns(['brand_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('stories_created_idx').on('stories').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('stories_media_idx').on('stories').column('media_key').execute();
  await db.schema
    .createIndex('stories_repost_uq')
    .on('stories')
    .columns(['original_story_id', 'author_user_id'])
    .unique()
    .execute();
  for (const table of ['story_views', 'story_likes', 'story_bookmarks', 'story_shares'])
    await storyMarkTable(db, table);

  await db.schema
    .createTable('highlights')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    // Kept when the story is gone: a highlight made from a story stays one (its name is fixed).
    .addColumn('from_story', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('story_id', 'text', (c) => c.references('stories.id').onDelete('set null'))
    .addColumn('media_kind', 'text', (c) => c.notNull())
    .addColumn('media', 'text', (c) => c.notNull())
    .addColumn('media_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('highlights_user_idx')
    .on('highlights')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('highlights_story_uq').on('highlights').column('story_id').unique().execute();
  await db.schema.createIndex('highlights_media_idx').on('highlights').column('media_key').execute();

  await db.schema
    .createTable('segment_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('segment_id', 'text', (c) => c.notNull().references('segments.id').onDelete('cascade'))
    .addColumn('image_key', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('likes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('segment_images_segment_idx')
    .on('segment_images')
    .columns(['segment_id', 'position'])
    .execute();

  await db.schema
    .createTable('segment_trends')
    .addColumn('segment_id', 'text', (c) => c.primaryKey().references('segments.id').onDelete('cascade'))
    .addColumn('score', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('segment_trends_score_idx')
    .on('segment_trends')
    .columns(['score', 'segment_id'])
    .execute();
  await createSegmentTrends(db, postgres);
  await sql`INSERT INTO segment_trends (segment_id, score)
    SELECT segment_id, SUM(likes_count + shares_count) FROM posts WHERE segment_id IS NOT NULL GROUP BY segment_id`.execute(
    db,
  );

  // Explore's "top posts by engagement" walks this index from the top and stops after a dozen.
  await sql`CREATE INDEX posts_engagement_idx ON posts ((likes_count + comments_count + shares_count), id)`.execute(db);

  await createSearchIndex(db, postgres);
}
