import { describe, expect, it } from 'vitest';
import { deleteAccount } from '../../testing/fixtures/members';
import { sessionCookie, signupMember } from '../../testing/harness';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const patch = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url, headers: { cookie }, payload });
const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

describe('my data (LGPD)', () => {
  it('downloads everything about the member as JSON, without secrets', async () => {
    const m = await signupMember(t.app, { name: 'Bruno Dados' });
    await patch(m.cookie, '/api/settings/privacy', { hideCounters: true });
    await t.app.inject({
      method: 'POST',
      url: '/api/ads/campaigns',
      headers: { cookie: m.cookie },
      payload: { objective: 'profile_visits', dailyBudgetCents: 5000, durationDays: 7 },
    });
    const res = await get(m.cookie, '/api/settings/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="brandsocial-meus-dados\.json"/);
    const data = JSON.parse(res.body);
    expect(data.member).toMatchObject({ id: m.member.id, name: 'Bruno Dados', email: m.email });
    expect(data.settings.privacy.hideCounters).toBe(true);
    expect(data.campaigns).toHaveLength(1);
    expect(data.wallet).toMatchObject({ balanceCents: 0, transactions: [] });
    expect(data.shop).toMatchObject({ storeName: 'Loja de Bruno', products: [] });
    expect(data.security.sessions).toHaveLength(1);
    expect(res.body).not.toMatch(/password|senha-segura|\$argon2/);
  });
});

describe('deleting the account', () => {
  it('asks for the password, then removes the member, their content and sessions', async () => {
    const m = await signupMember(t.app);
    const second = sessionCookie(await login(m.email, m.password));
    expect((await me(second)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/ads/campaigns',
      headers: { cookie: m.cookie },
      payload: { objective: 'profile_visits', dailyBudgetCents: 5000, durationDays: 7 },
    });
    const wrong = await deleteAccount(t.app, m, 'nao-e-essa');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Senha atual incorreta.');
    expect((await me(m.cookie)).statusCode).toBe(200);

    const res = await deleteAccount(t.app, m);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'bs_session')?.value).toBe('');
    expect((await me(m.cookie)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await login(m.email, m.password)).statusCode).toBe(401);
    const db = t.database.db;
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', m.member.id).execute()).toEqual([]);
    expect(await db.selectFrom('ad_campaigns').select('id').where('user_id', '=', m.member.id).execute()).toEqual([]);
  });
});
