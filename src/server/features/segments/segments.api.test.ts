import { describe, expect, it } from 'vitest';
import { seedDiscoverDemo } from '../../seed/discover-seed';
import { signupMember } from '../../testing/harness';
import { createPost } from '../../testing/fixtures/posts';
import { insertMediaPost } from '../../testing/fixtures/stories';
import { segmentCards, segmentIdsInOrder } from '../../testing/fixtures/catalog';
import { useTestApp, memberRequests } from '../../testing/test-app';
import { setPrivacy } from '../../testing/fixtures/members';

const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });

const req = memberRequests(t);
const segments = (cookie: string) => segmentCards(t.app, cookie);

describe('Explorar Segmentos', () => {
  it('lists the 12 segments and toggles a follow, moving the follower count', async () => {
    const m = await signupMember(t.app);
    const list = await segments(m.cookie);
    expect(list.map((s) => s.id)).toEqual(segmentIdsInOrder);
    const before = list.find((s) => s.id === 'carros')!.followers;
    await req('PUT', '/api/follows/segments/carros', m.cookie);
    expect((await segments(m.cookie)).find((s) => s.id === 'carros')).toMatchObject({
      followedByMe: true,
      followers: before + 1,
    });
    await req('DELETE', '/api/follows/segments/carros', m.cookie);
    expect((await segments(m.cookie)).find((s) => s.id === 'carros')).toMatchObject({
      followedByMe: false,
      followers: before,
    });
  });
});

describe('/segment/{id}', () => {
  it('answers 404 for an unknown segment', async () => {
    const m = await signupMember(t.app);
    const res = await req('GET', '/api/segments/nao-existe', m.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    expect((await req('GET', '/api/segments/nao-existe/posts', m.cookie)).statusCode).toBe(404);
  });

  it('has nothing in a segment without content (the page shows Em breve...)', async () => {
    const m = await signupMember(t.app);
    const res = await req('GET', '/api/segments/motos', m.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ segment: { id: 'motos', label: 'Motos' }, images: [] });
    expect((await req('GET', '/api/segments/motos/posts', m.cookie)).json()).toEqual({ posts: [], nextCursor: null });
  });

  it('shows 12 generated images per segment, liked by nobody (no count without rows), once seeded', async () => {
    await seedDiscoverDemo(t.seedDeps);
    await seedDiscoverDemo(t.seedDeps);
    const m = await signupMember(t.app);
    for (const id of ['carros', 'tecnologia']) {
      const images = (await req('GET', `/api/segments/${id}`, m.cookie)).json().images as {
        src: string;
        likes: number;
        alt: string;
      }[];
      expect(images).toHaveLength(12);
      for (const img of images) {
        expect(img.likes).toBe(0);
        expect(await t.storage.exists(img.src.replace(/^\/media\//, ''))).toBe(true);
      }
    }
    expect(
      await t.database.db
        .selectFrom('segment_images')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ).toEqual({ n: 144 });
  });

  it('lists the segment’s posts newest first, page by page, without private members’ posts', async () => {
    const m = await signupMember(t.app);
    const hidden = await signupMember(t.app);
    await setPrivacy(t.app, hidden.cookie, { privateAccount: true });
    const now = t.clock.now();
    for (let i = 0; i < 3; i++)
      await insertMediaPost(t.database.db, {
        id: `pst_cine_${i}`,
        at: now - i * 1000,
        brand: 'cine-aurora',
        segment: 'cinema',
      });
    await insertMediaPost(t.database.db, {
      id: 'pst_cine_private',
      at: now + 1,
      author: hidden.member.id,
      segment: 'cinema',
    });
    await createPost(t.app, m.cookie, 'Fora de segmento');
    const first = (await req('GET', '/api/segments/cinema/posts?limit=2', m.cookie)).json();
    expect(first.posts.map((p: { id: string }) => p.id)).toEqual(['pst_cine_0', 'pst_cine_1']);
    const second = (await req('GET', `/api/segments/cinema/posts?limit=2&cursor=${first.nextCursor}`, m.cookie)).json();
    expect(second).toMatchObject({ posts: [{ id: 'pst_cine_2' }], nextCursor: null });
  });
});
