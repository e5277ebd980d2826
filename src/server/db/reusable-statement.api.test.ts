import { sql, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/harness';
import { migrateToLatest } from './migrate';
import { reusableStatement, reusableStatements } from './reusable-statement';

const seen: CompiledQuery[] = [];
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase({ onQuery: (q) => seen.push(q) });
  await migrateToLatest(t.db, t.schema);
  await t.db
    .insertInto('users')
    .values(
      ['Ana', 'Bia'].map((name, i) => ({
        id: `usr_${i}`,
        name,
        email: `${name.toLowerCase()}@example.com`,
        password_hash: 'x',
        referral_code: `REF${i}`,
        followers_count: 0,
        following_count: 0,
        posts_count: 0,
        theme: 'light',
        assistant_active: 0,
        created_at: 1_000 + i,
        updated_at: 1_000 + i,
      })),
    )
    .execute();
});
afterAll(async () => {
  await t.destroy();
});

describe('a reusable statement', () => {
  let builds = 0;
  const byIdOrName = reusableStatement((db, v: { id: string; name: string }) => {
    builds += 1;
    return db
      .selectFrom('users as u')
      .select(['u.id', 'u.name'])
      .where((eb) => eb.or([eb('u.id', '=', v.id), eb('u.name', '=', v.name), eb('u.email', '=', v.id)]))
      .orderBy('u.id');
  });

  it('answers what the same query built each time answers', async () => {
    const direct = await t.db
      .selectFrom('users as u')
      .select(['u.id', 'u.name'])
      .where((eb) => eb.or([eb('u.id', '=', 'usr_0'), eb('u.name', '=', 'Bia'), eb('u.email', '=', 'usr_0')]))
      .orderBy('u.id')
      .execute();
    const { rows } = await byIdOrName(t.db, { id: 'usr_0', name: 'Bia' });
    expect(rows).toEqual(direct);
    expect(rows.map((r) => r.name)).toEqual(['Ana', 'Bia']);
  });

  it('is built once, runs one text, and binds each call its own values', async () => {
    seen.length = 0;
    const before = builds;
    const first = await byIdOrName(t.db, { id: 'usr_1', name: 'nobody' });
    const second = await t.db.transaction().execute((trx) => byIdOrName(trx, { id: 'nobody', name: 'Ana' }));
    expect(first.rows.map((r) => r.id)).toEqual(['usr_1']);
    expect(second.rows.map((r) => r.id)).toEqual(['usr_0']);
    expect(builds - before).toBe(0);
    const texts = new Set(seen.filter((q) => /users/.test(q.sql)).map((q) => q.sql));
    expect(texts.size).toBe(1);
    expect(seen.find((q) => /users/.test(q.sql))?.parameters).toEqual(['usr_1', 'nobody', 'usr_1']);
  });

  it('writes, and says how many rows it wrote', async () => {
    const rename = reusableStatement((db, v: { id: string; name: string }) =>
      db.updateTable('users').set({ name: v.name }).where('id', '=', v.id),
    );
    const res = await rename(t.db, { id: 'usr_1', name: 'Bianca' });
    expect(Number(res.numAffectedRows)).toBe(1);
    const none = await rename(t.db, { id: 'usr_9', name: 'Zé' });
    expect(Number(none.numAffectedRows)).toBe(0);
    const row = await t.db.selectFrom('users').select('name').where('id', '=', 'usr_1').executeTakeFirstOrThrow();
    expect(row.name).toBe('Bianca');
  });

  it('binds a value left undefined as null, as both drivers do', async () => {
    const echo = reusableStatement((db, v: { id: string; note: string | undefined }) =>
      db
        .selectFrom('users')
        .select(sql<string | null>`${v.note}`.as('note'))
        .where('id', '=', v.id),
    );
    expect((await echo(t.db, { id: 'usr_0', note: 'oi' })).rows).toEqual([{ note: 'oi' }]);
    expect((await echo(t.db, { id: 'usr_0', note: undefined })).rows).toEqual([{ note: null }]);
  });

  it('keeps one statement per shape', async () => {
    const column = reusableStatements(
      (col: 'name' | 'email') => (db, v: { id: string }) => db.selectFrom('users').select(col).where('id', '=', v.id),
    );
    expect(column('name')).toBe(column('name'));
    expect(column('name')).not.toBe(column('email'));
    expect((await column('email')(t.db, { id: 'usr_0' })).rows).toEqual([{ email: 'ana@example.com' }]);
  });

  it('refuses a builder that does not hand each value over as it is', async () => {
    const inlined = reusableStatement((db, v: { id: string }) =>
      db.selectFrom('users').select('id').where('id', '=', sql.lit(v.id)),
    );
    await expect(inlined(t.db, { id: 'usr_0' })).rejects.toThrow(/value in its text/);
    const changed = reusableStatement((db, v: { name: string }) =>
      db.selectFrom('users').select('id').where('name', 'like', `${v.name}%`),
    );
    await expect(changed(t.db, { name: 'An' })).rejects.toThrow(/changed a value/);
    const dropped = reusableStatement((db, v: { id: string; name: string }) =>
      db.selectFrom('users').select('id').where('id', '=', v.id),
    );
    await expect(dropped(t.db, { id: 'usr_0', name: 'Ana' })).rejects.toThrow(/does not bind: name/);
  });
});
