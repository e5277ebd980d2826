import { sql, type Compilable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDialect } from '../../testing/harness';
import { readyPageQuery, topByLikesQuery } from './reels.queries';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

/** The plan of a query: it must walk `index` in order, with no sort step of its own. */
async function expectIndexOrder(query: Compilable, index: string) {
  const { sql: text, parameters } = query.compile();
  const raw = sql.raw(text);
  let plan: string;
  if (testDialect === 'sqlite') {
    const rows = await t.database.db.executeQuery<{ detail: string }>({
      ...raw.compile(t.database.db),
      sql: `EXPLAIN QUERY PLAN ${text}`,
      parameters,
    });
    plan = rows.rows.map((r) => r.detail).join('\n');
    expect(plan).not.toContain('TEMP B-TREE');
  } else {
    // A test table is tiny, where a scan is cheaper: forbid the alternatives to prove the index fits.
    plan = await t.database.db.connection().execute(async (conn) => {
      await sql`SET enable_seqscan = off`.execute(conn);
      await sql`SET enable_sort = off`.execute(conn);
      const rows = await conn.executeQuery<{ 'QUERY PLAN': string }>({
        ...raw.compile(conn),
        sql: `EXPLAIN ${text}`,
        parameters,
      });
      await sql`RESET enable_seqscan`.execute(conn);
      await sql`RESET enable_sort`.execute(conn);
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).not.toMatch(/^\s*(->\s*)?Sort/m);
  }
  expect(plan).toContain(index);
}

describe('reels hot queries', () => {
  it('pages the endless list along its index', async () => {
    await expectIndexOrder(
      readyPageQuery(t.database.db, 'usr_viewer', { createdAt: Date.now(), id: 'reel_x' }, 6),
      'reels_status_created_idx',
    );
  });

  it('finds the top reels by likes along its index', async () => {
    await expectIndexOrder(topByLikesQuery(t.database.db, 6), 'reels_status_likes_idx');
  });
});
