import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { signupMember, testDialect } from '../../testing/harness';
import { createPost } from '../../testing/fixtures/posts';
import { postgresMatchQuery, sqliteMatchQuery } from './search.queries';
import { useTestApp } from '../../testing/test-app';
import { setPrivacy } from '../../testing/fixtures/members';

const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
let cookie: string;
beforeAll(async () => {
  cookie = (await signupMember(t.app)).cookie;
});

const get = (url: string, c = cookie) => t.app.inject({ method: 'GET', url, headers: { cookie: c } });
const search = async (q: string, c = cookie) => {
  const res = await get(`/api/search?q=${encodeURIComponent(q)}`, c);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const ids = (list: { id: string }[]) => list.map((x) => x.id);

async function insertProduct(id: string, title: string, extra: { hidden?: number; deleted_at?: number | null } = {}) {
  const now = t.clock.now();
  await t.database.db
    .insertInto('store_products')
    .values({
      id,
      handle: id,
      title,
      subtitle: 'Coleção teste',
      description: '',
      status: 'published',
      purchasable: 1,
      hidden: extra.hidden ?? 0,
      position: 0,
      site_product_selection: null,
      type: 'physical',
      thumbnail_url: null,
      metadata: '{}',
      min_price: 19990,
      created_at: now,
      updated_at: now,
      deleted_at: extra.deleted_at ?? null,
    })
    .execute();
}

describe('search', () => {
  it('is accent- and case-insensitive: musica finds Música', async () => {
    for (const q of ['musica', 'MÚSICA', 'Musica', 'mús']) {
      const r = await search(q);
      expect(ids(r.segments), q).toEqual(['musica']);
      expect(ids(r.brands), q).toEqual(['batida-sonora']);
    }
    expect(ids((await search('ciencia')).segments)).toEqual(['ciencia']);
  });

  it('finds members by name and follows a change of name', async () => {
    const joana = await signupMember(t.app, { name: 'Joana Conceição' });
    expect(ids((await search('conceicao')).members)).toEqual([joana.member.id]);
    await t.database.db.updateTable('users').set({ name: 'Joana Brito' }).where('id', '=', joana.member.id).execute();
    t.app.readCache.clear(); // a write behind the services' back (the index follows it by trigger)
    expect((await search('conceicao')).members).toEqual([]);
    expect(ids((await search('brito joana')).members)).toEqual([joana.member.id]);
  });

  it('finds posts newest first, page by page; reposts and deleted posts are not listed', async () => {
    const author = await signupMember(t.app);
    const a = await createPost(t.app, author.cookie, 'Tendências de moda para o verão');
    t.clock.advance(1000);
    const b = await createPost(t.app, author.cookie, 'Moda praia: o que levar na mala');
    t.clock.advance(1000);
    await createPost(t.app, author.cookie, 'Receita de bolo');
    const fan = await signupMember(t.app);
    await t.app.inject({ method: 'POST', url: `/api/posts/${a.id}/repost`, headers: { cookie: fan.cookie } });
    expect(ids((await search('verao')).posts)).toEqual([a.id]);
    const page1 = (await get('/api/search/posts?q=moda&limit=1')).json();
    expect(ids(page1.posts)).toEqual([b.id]);
    const page2 = (await get(`/api/search/posts?q=moda&limit=1&cursor=${page1.nextCursor}`)).json();
    expect(ids(page2.posts)).toEqual([a.id]);
    expect(page2.nextCursor).toBeNull();
    await t.app.inject({ method: 'DELETE', url: `/api/posts/${b.id}`, headers: { cookie: author.cookie } });
    expect(ids((await search('moda praia')).posts)).toEqual([]);
  });

  it('hides a private member’s posts from non-followers', async () => {
    const owner = await signupMember(t.app);
    await setPrivacy(t.app, owner.cookie, { privateAccount: true });
    const p = await createPost(t.app, owner.cookie, 'Segredo xilofone');
    expect((await search('xilofone')).posts).toEqual([]);
    expect(ids((await search('xilofone', owner.cookie)).posts)).toEqual([p.id]);
  });

  it('finds store products the store shows, not hidden or deleted ones', async () => {
    await insertProduct('prod_tenis', 'Tênis Corrida Leve');
    await insertProduct('prod_tenis_oculto', 'Tênis Oculto', { hidden: 1 });
    await insertProduct('prod_tenis_apagado', 'Tênis Apagado', { deleted_at: t.clock.now() });
    const r = await search('tenis');
    expect(r.products).toEqual([
      { id: 'prod_tenis', title: 'Tênis Corrida Leve', subtitle: 'Coleção teste', imageUrl: null, priceInCents: 19990 },
    ]);
    await t.database.db
      .updateTable('store_products')
      .set({ title: 'Sapato Social' })
      .where('id', '=', 'prod_tenis')
      .execute();
    t.app.readCache.clear();
    expect((await search('tenis')).products).toEqual([]);
  });

  it('suggests brands, segments, products and members while typing', async () => {
    const res = await get('/api/search/suggest?q=mod');
    expect(res.statusCode).toBe(200);
    const s = res.json().suggestions as { kind: string; id: string; label: string }[];
    expect(s.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'brand', id: 'urbana-moda', label: 'Urbana Moda' }),
      expect.objectContaining({ kind: 'segment', id: 'moda', label: 'Moda' }),
    ]);
  });

  it('takes any text safely and validates its length', async () => {
    for (const q of ['"*:&|!()', "o'neil", 'AND OR NOT', 'kind:post', '\\']) {
      const res = await get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
    expect((await get('/api/search?q=')).statusCode).toBe(400);
    const long = await get(`/api/search/suggest?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('A pesquisa pode ter no máximo 100 caracteres.');
  });
});

describe('the text index', () => {
  it('matches a word on at most its first six characters on SQLite, the longest indexed prefix', () => {
    const { parameters } = sqliteMatchQuery('post', ['tecnologia', 'mod', 'ação'], { limit: 11 }).compile(
      t.database.db,
    );
    expect(parameters).toContain('kind:"post" AND document:"tecnol"* AND document:"mod"* AND document:"ação"*');
  });

  it('answers from the database’s own text search index', async () => {
    if (testDialect === 'sqlite') {
      const plan = await sql<{
        detail: string;
      }>`EXPLAIN QUERY PLAN ${sqliteMatchQuery('post', ['moda'], { limit: 11 })}`.execute(t.database.db);
      const text = plan.rows.map((r) => r.detail).join('\n');
      // The FTS5 index, read newest first: no sort of the matches.
      expect(text).toContain('VIRTUAL TABLE INDEX');
      expect(text).not.toContain('TEMP B-TREE');
    } else {
      // Enough documents, with statistics, for the planner to weigh each word as on a real database.
      await sql`INSERT INTO search_docs (kind, ref_id, document)
        SELECT 'post', 'filler-' || g, 'texto ' || CASE WHEN g % 10 = 0 THEN 'moda ' ELSE '' END || 'palavra' || (g % 500) FROM generate_series(1, 20000) g`.execute(
        t.database.db,
      );
      await sql`ANALYZE search_docs`.execute(t.database.db);
      const plan = async (word: string, kind: 'post' | 'member' = 'post') =>
        (
          await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${postgresMatchQuery(kind, [word], { limit: 11 })}`.execute(
            t.database.db,
          )
        ).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      const rare = await plan('xilofone');
      const common = await plan('moda');
      const member = await plan('xilofone', 'member');
      await sql`DELETE FROM search_docs WHERE ref_id LIKE 'filler-%'`.execute(t.database.db);
      // A rare word: the text index. A common one (1 in 10): the newest documents, no sort of all matches.
      expect(rare).toContain('search_docs_post_tsv');
      expect(common).toContain('Index Scan Backward using search_docs_pkey');
      // A small kind keeps to its own rows (its text index, or the kind's key), never walking the posts.
      expect(member).toMatch(/search_docs_member_tsv|search_docs_kind_ref_id_key/);
      expect(member).not.toMatch(/search_docs_pkey|Seq Scan/);
    }
  });
});
