import { describe, expect, it } from 'vitest';
import { signupMember } from '../../testing/harness';
import { publishAsBrand } from '../../testing/fixtures/brand-content';
import { signupTeam } from '../../testing/fixtures/teams';
import { memberRequests, useTestApp } from '../../testing/test-app';

/** A brand's team blocks a member from the brand (decision 026). */
const t = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
const call = memberRequests(t);
const BRAND = 'nexo-tech';

describe("a brand's block", () => {
  it('is kept by owners and editors only', async () => {
    const team = await signupTeam(t, BRAND);
    const m = await signupMember(t.app);
    const outsider = await signupMember(t.app);
    const body = { brandId: BRAND };
    const analyst = await call('PUT', `/api/safety/blocks/${m.member.id}`, team.analyst.cookie, body);
    expect(analyst.statusCode).toBe(403);
    expect(analyst.json().message).toMatch(/papel|permiss/i);
    expect((await call('PUT', `/api/safety/blocks/${m.member.id}`, outsider.cookie, body)).statusCode).toBe(404);
    expect((await call('GET', `/api/safety/blocks?brandId=${BRAND}`, outsider.cookie)).statusCode).toBe(404);
    expect((await call('PUT', `/api/safety/blocks/${m.member.id}`, team.editor.cookie, body)).statusCode).toBe(200);
    const list = (await call('GET', `/api/safety/blocks?brandId=${BRAND}`, team.owner.cookie)).json();
    expect(list.items.map((i: { member: { id: string } }) => i.member.id)).toContain(m.member.id);
    // A brand's block is not the editor's own.
    expect((await call('GET', '/api/safety/blocks', team.editor.cookie)).json().items).toEqual([]);
    await call('DELETE', `/api/safety/blocks/${m.member.id}?brandId=${BRAND}`, team.owner.cookie);
    expect((await call('GET', `/api/safety/blocks?brandId=${BRAND}`, team.owner.cookie)).json().items).toEqual([]);
  });

  it('takes the brand away from the member: page, items, follow, comments', async () => {
    const team = await signupTeam(t, BRAND, ['Olga Dona', 'Edna Editora', 'Aldo Analista']);
    const m = await signupMember(t.app);
    const other = await signupMember(t.app);
    const postId = await publishAsBrand(t.app, team.editor.cookie, BRAND, 'posts', 'Lançamento da marca');
    expect((await call('PUT', `/api/follows/brands/${BRAND}`, m.cookie)).statusCode).toBe(200);
    expect(
      (await call('POST', `/api/posts/${postId}/comments`, m.cookie, { text: 'Comentário antigo' })).statusCode,
    ).toBe(201);

    expect(
      (await call('PUT', `/api/safety/blocks/${m.member.id}`, team.owner.cookie, { brandId: BRAND })).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/brands/${BRAND}`, m.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/posts/${postId}`, m.cookie)).statusCode).toBe(404);
    const follows = await t.database.db
      .selectFrom('brand_follows')
      .select('brand_id')
      .where('user_id', '=', m.member.id)
      .where('brand_id', '=', BRAND)
      .execute();
    expect(follows).toEqual([]);
    const again = await call('PUT', `/api/follows/brands/${BRAND}`, m.cookie);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('Você não pode interagir com esta conta.');
    const brands = (await call('GET', '/api/search?q=Nexo', m.cookie)).json().brands;
    expect(brands.map((b: { id: string }) => b.id)).not.toContain(BRAND);

    // Others no longer read the blocked member in the brand's conversation.
    const seen = (await call('GET', `/api/posts/${postId}/comments`, other.cookie)).json().comments;
    expect(seen.map((c: { text: string }) => c.text)).not.toContain('Comentário antigo');
    expect((await call('GET', `/api/brands/${BRAND}`, other.cookie)).statusCode).toBe(200);
  });
});
