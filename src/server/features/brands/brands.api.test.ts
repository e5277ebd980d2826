import { describe, expect, it } from 'vitest';
import { signupMember } from '../../testing/harness';
import { useTestApp, memberRequests } from '../../testing/test-app';
import { segmentCards } from '../../testing/fixtures/catalog';

const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });

const req = memberRequests(t);
const brands = async (cookie: string) =>
  (await req('GET', '/api/brands', cookie)).json().brands as { id: string; followedByMe: boolean; segmentId: string }[];
const segments = (cookie: string) => segmentCards(t.app, cookie);

describe('Marcas Populares', () => {
  it('lists the 12 brands, none followed by a new member', async () => {
    const m = await signupMember(t.app);
    const list = await brands(m.cookie);
    expect(list).toHaveLength(12);
    expect(list.every((b) => !b.followedByMe)).toBe(true);
  });

  it('following a brand also follows its segment; unfollowing the brand leaves the segment followed', async () => {
    const m = await signupMember(t.app);
    const before = (await segments(m.cookie)).find((s) => s.id === 'moda')!.followers;
    expect((await req('PUT', '/api/follows/brands/urbana-moda', m.cookie)).json()).toEqual({ following: true });
    expect((await brands(m.cookie)).find((b) => b.id === 'urbana-moda')!.followedByMe).toBe(true);
    const moda = (await segments(m.cookie)).find((s) => s.id === 'moda')!;
    expect(moda).toMatchObject({ followedByMe: true, followers: before + 1 });

    expect((await req('DELETE', '/api/follows/brands/urbana-moda', m.cookie)).json()).toEqual({ following: false });
    expect((await brands(m.cookie)).find((b) => b.id === 'urbana-moda')!.followedByMe).toBe(false);
    expect((await segments(m.cookie)).find((s) => s.id === 'moda')!.followedByMe).toBe(true);
  });

  it('shows each member their own follows', async () => {
    const a = await signupMember(t.app);
    const b = await signupMember(t.app);
    await req('PUT', '/api/follows/brands/nexo-tech', a.cookie);
    expect((await brands(b.cookie)).find((x) => x.id === 'nexo-tech')!.followedByMe).toBe(false);
  });

  it('answers 404 for an unknown brand', async () => {
    const m = await signupMember(t.app);
    expect((await req('PUT', '/api/follows/brands/marca-que-nao-existe', m.cookie)).statusCode).toBe(404);
  });

  it('shows a brand page: the brand, its posts, reels and store products; 404 for an unknown brand', async () => {
    const m = await signupMember(t.app);
    const res = await req('GET', '/api/brands/urbana-moda', m.cookie);
    expect(res.statusCode).toBe(200);
    const page = res.json() as {
      brand: { id: string; name: string; followedByMe: boolean };
      posts: { author: { kind: string; id: string } }[];
      reels: { author: { id: string } }[];
      productIds: string[];
    };
    expect(page.brand).toMatchObject({ id: 'urbana-moda', followedByMe: false });
    expect(page.posts.every((p) => p.author.kind === 'brand' && p.author.id === 'urbana-moda')).toBe(true);
    expect(page.reels.every((r) => r.author.id === 'urbana-moda')).toBe(true);
    expect(Array.isArray(page.productIds)).toBe(true);
    const missing = await req('GET', '/api/brands/marca-que-nao-existe', m.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBeTruthy();
  });
});
