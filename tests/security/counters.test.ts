import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheTags } from '../../src/server/platform/cache-tags';
import { routeCases } from './route-cases';
import { createSecuritySuite, type SecuritySuite } from './suite';
import { newActor, send, type Actor } from './support';

/*
 * 'Ocultar contadores': a member who hides their counters shows no follower, following or post
 * count to anyone else, wherever the member appears. Every other member's counters are set to
 * numbers found nowhere else (a follow moves them by one), so any answer that leaks one shows it.
 */
const HIDDEN = { followers_count: 734_515, following_count: 734_525, posts_count: 734_535 };
const LEAK = /(?<![\d.])7345[123]\d(?![\d.])/;

let suite: SecuritySuite;
beforeAll(async () => {
  suite = await createSecuritySuite();
  // The search cases of the route table look for 'moda': let them find A too.
  const res = await send(suite.t, suite.ctx.a, 'PATCH', '/api/settings/profile', {
    payload: { name: 'Ana Moda Dona' },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await suite?.t.close();
});

/** Everyone but the viewer hides their counters, which read HIDDEN. */
async function everyoneHidesFrom(viewer: Actor) {
  const { db } = suite.t.database;
  const others = (await db.selectFrom('users').select('id').where('id', '!=', viewer.id).execute()).map((r) => r.id);
  await db.updateTable('users').set(HIDDEN).where('id', '!=', viewer.id).execute();
  for (const id of others) {
    await db
      .insertInto('member_settings')
      .values({
        user_id: id,
        private_account: 0,
        comment_policy: 'everyone',
        hide_counters: 1,
        store_name: null,
        avatar_media: null,
        updated_at: suite.t.clock.now(),
      })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ hide_counters: 1 }))
      .execute();
  }
  suite.t.app.readCache.invalidate(...others.map((id) => cacheTags.member(id)), cacheTags.anyPost, cacheTags.anyMedia);
}

function expectNoCounters(body: string, what: string) {
  expect(body.match(LEAK)?.[0], `${what} shows a hidden counter: ${body.slice(0, 400)}`).toBeUndefined();
}

describe('hidden counters in every read another member makes', () => {
  for (const [key, c] of Object.entries(routeCases)) {
    if (!key.startsWith('GET ') || c.access === 'public' || c.access === 'operator') continue;
    if (c.access === 'self' && c.stream) continue;
    it(`${key} shows no hidden counter`, async () => {
      const { ctx } = suite;
      const probe = await c.setup(ctx);
      await everyoneHidesFrom(ctx.b);
      const res = await send(suite.t, ctx.b, 'GET', probe.url, { headers: probe.headers });
      expect(res.statusCode, `${key}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
      expectNoCounters(res.body, `B ${key}`);
    });
  }
});

describe('a member who hides their counters', () => {
  let owner: Actor;
  let viewer: Actor;
  beforeAll(async () => {
    owner = await newActor(suite.t, 'Quitéria Contadora');
    viewer = await newActor(suite.t, 'Valdir Visitante');
    const res = await send(suite.t, owner, 'PATCH', '/api/settings/privacy', { payload: { hideCounters: true } });
    expect(res.statusCode, res.body).toBe(200);
    await suite.t.database.db.updateTable('users').set(HIDDEN).where('id', '=', owner.id).execute();
    suite.t.app.readCache.invalidate(cacheTags.member(owner.id));
  });

  const memberHit = (body: { members: { id: string; followers: number | null }[] }) =>
    body.members.find((m) => m.id === owner.id);

  it('shows no numbers on the profile, in search, in suggestions or after a follow', async () => {
    const profile = await send(suite.t, viewer, 'GET', `/api/members/${owner.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().member).toMatchObject({ followers: null, following: null, postsCount: null });

    const found = await send(suite.t, viewer, 'GET', '/api/search?q=quiteria');
    expect(found.statusCode).toBe(200);
    expect(memberHit(found.json())).toMatchObject({ id: owner.id, followers: null });
    expectNoCounters(found.body, 'search');

    const suggested = await send(suite.t, viewer, 'GET', '/api/search/suggest?q=quit');
    expect(suggested.statusCode).toBe(200);
    expect(suggested.json().suggestions.some((s: { id: string }) => s.id === owner.id)).toBe(true);
    expectNoCounters(suggested.body, 'suggestions');

    for (const method of ['PUT', 'DELETE'] as const) {
      const follow = await send(suite.t, viewer, method, `/api/members/${owner.id}/follow`);
      expect(follow.statusCode, follow.body).toBe(200);
      expect(follow.json().followers).toBeNull();
    }
  });

  it('still sees their own numbers everywhere', async () => {
    const profile = await send(suite.t, owner, 'GET', `/api/members/${owner.id}`);
    expect(profile.json().member).toMatchObject({
      followers: HIDDEN.followers_count,
      following: HIDDEN.following_count,
      postsCount: HIDDEN.posts_count,
    });
    const me = await send(suite.t, owner, 'GET', '/api/me');
    expect(me.json().member.followers).toBe(HIDDEN.followers_count);
    const found = await send(suite.t, owner, 'GET', '/api/search?q=quiteria');
    expect(memberHit(found.json())?.followers).toBe(HIDDEN.followers_count);
  });

  it('shows the numbers again once the setting is off', async () => {
    const off = await send(suite.t, owner, 'PATCH', '/api/settings/privacy', { payload: { hideCounters: false } });
    expect(off.statusCode).toBe(200);
    const found = await send(suite.t, viewer, 'GET', '/api/search?q=quiteria');
    expect(memberHit(found.json())?.followers).toBe(HIDDEN.followers_count);
    const profile = await send(suite.t, viewer, 'GET', `/api/members/${owner.id}`);
    expect(profile.json().member.followers).toBe(HIDDEN.followers_count);
  });
});
