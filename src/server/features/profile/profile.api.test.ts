import { describe, expect, it } from 'vitest';
import { signupMember } from '../../testing/harness';
import { createPost } from '../../testing/fixtures/posts';
import { useTestApp, memberRequests } from '../../testing/test-app';

const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });

const call = memberRequests(t);

describe('profile tabs', () => {
  it('SALVOS lists bookmarked posts, most recently saved first, and forgets removed ones', async () => {
    const m = await signupMember(t.app);
    const author = await signupMember(t.app);
    const a = await createPost(t.app, author.cookie, 'A');
    const b = await createPost(t.app, author.cookie, 'B');
    const c = await createPost(t.app, author.cookie, 'C');
    for (const p of [b, a, c]) {
      await call('PUT', `/api/posts/${p.id}/bookmark`, m.cookie);
      t.clock.advance(1000);
    }
    await call('DELETE', `/api/posts/${c.id}/bookmark`, m.cookie);
    const first = (await call('GET', '/api/profile/saved?limit=1', m.cookie)).json();
    expect(first.posts.map((p: { content: string; bookmarkedByMe: boolean }) => [p.content, p.bookmarkedByMe])).toEqual(
      [['A', true]],
    );
    const rest = (await call('GET', `/api/profile/saved?limit=5&cursor=${first.nextCursor}`, m.cookie)).json();
    expect(rest.posts.map((p: { content: string }) => p.content)).toEqual(['B']);
    expect(rest.nextCursor).toBeNull();
    expect((await call('GET', '/api/profile/saved', author.cookie)).json().posts).toEqual([]);
  });

  it('MARCAS and SEGMENTOS list what the member follows, in catalogue order', async () => {
    const m = await signupMember(t.app);
    expect((await call('GET', '/api/profile/brands', m.cookie)).json()).toEqual({ brands: [], nextCursor: null });
    for (const id of ['ciencia-viva', 'nexo-tech', 'batida-sonora'])
      await call('PUT', `/api/follows/brands/${id}`, m.cookie);
    await call('PUT', '/api/follows/segments/carros', m.cookie);
    const first = (await call('GET', '/api/profile/brands?limit=2', m.cookie)).json();
    expect(first.brands.map((b: { id: string }) => b.id)).toEqual(['nexo-tech', 'batida-sonora']);
    expect(first.brands[0]).toMatchObject({ name: 'Nexo Tech', verified: true, segmentId: 'tecnologia' });
    const rest = (await call('GET', `/api/profile/brands?limit=2&cursor=${first.nextCursor}`, m.cookie)).json();
    expect(rest).toMatchObject({ brands: [{ id: 'ciencia-viva' }], nextCursor: null });
    const segments = (await call('GET', '/api/profile/segments', m.cookie)).json().segments;
    expect(segments.map((s: { id: string }) => s.id)).toEqual(['carros', 'musica', 'ciencia', 'tecnologia']);
    expect(segments[0]).toMatchObject({ label: 'Carros', icon: 'car' });
  });

  it('INSIGHTS covers the first 12 posts with views estimated as likes × 15.3', async () => {
    const m = await signupMember(t.app);
    const fans = await Promise.all([signupMember(t.app), signupMember(t.app), signupMember(t.app)]);
    const posts = [];
    for (let i = 0; i < 13; i++) {
      posts.push(await createPost(t.app, m.cookie, `post ${i}`));
      t.clock.advance(1000);
    }
    const newest = posts[12]!;
    for (const f of fans) await call('PUT', `/api/posts/${newest.id}/like`, f.cookie);
    await call('POST', `/api/posts/${newest.id}/comments`, fans[0]!.cookie, { text: 'uau' });
    await call('POST', `/api/posts/${newest.id}/share`, fans[1]!.cookie);
    await call('POST', `/api/posts/${newest.id}/repost`, fans[2]!.cookie);
    await call('PUT', `/api/posts/${newest.id}/bookmark`, fans[2]!.cookie);

    const insights = (await call('GET', '/api/profile/insights', m.cookie)).json();
    expect(insights.posts).toHaveLength(12);
    expect(insights.posts.map((p: { content: string }) => p.content)).not.toContain('post 0');
    expect(insights.posts[0]).toMatchObject({
      id: newest.id,
      views: 46,
      likes: 3,
      comments: 1,
      shares: 1,
      reposts: 1,
      bookmarks: 1,
    });
    expect(insights.totals).toEqual({ views: 46, likes: 3, comments: 1, shares: 1, reposts: 1, bookmarks: 1 });
  });

  it('keeps private tabs private', async () => {
    for (const url of ['/api/profile/saved', '/api/profile/brands', '/api/profile/segments', '/api/profile/insights']) {
      expect((await call('GET', url, '')).statusCode, url).toBe(401);
    }
  });
});
