import { describe, expect, it } from 'vitest';
import { auditRowsOf, insertMembers, operatorApp, signupOperator } from '../../testing/fixtures/admin';
import { sessionCookie, signupMember } from '../../testing/harness';

const env = operatorApp();

const get = (url: string, cookie = '') => env.t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie = '') => env.t.app.inject({ method: 'POST', url, payload: {}, headers: { cookie } });
const login = (email: string, password: string) =>
  env.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const SUSPENDED = 'Sua conta está suspensa. Fale com o suporte da BrandSocial.';

describe('who reaches the console', () => {
  it('answers anonymous callers 401, members 404 as for a missing page, and operators', async () => {
    const member = await signupMember(env.t.app, { name: 'Paulo Comum' });
    const target = await signupMember(env.t.app, { name: 'Alvo Qualquer' });
    const routes: [string, string][] = [
      ['GET', '/api/admin/members'],
      ['GET', '/api/admin/audit'],
      ['POST', `/api/admin/members/${target.member.id}/suspend`],
      ['POST', `/api/admin/members/${target.member.id}/reinstate`],
    ];
    for (const [method, url] of routes) {
      const send = (cookie: string) => (method === 'GET' ? get(url, cookie) : post(url, cookie));
      const anonymous = await send('');
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toMatchObject({
        code: 'unauthenticated',
        message: 'Sua sessão expirou. Entre novamente.',
      });
      const plain = await send(member.cookie);
      expect(plain.statusCode, `${method} ${url}`).toBe(404);
      expect(plain.json()).toEqual({ code: 'not_found', message: 'Não encontrado.' });
    }
    // Even a malformed request tells a member nothing more than a missing page would.
    expect((await get('/api/admin/audit?action=nada', member.cookie)).statusCode).toBe(404);
    expect((await get('/api/admin/members', env.operator.cookie)).statusCode).toBe(200);
    expect((await get('/api/admin/audit', env.operator.cookie)).statusCode).toBe(200);
  });

  it('tells the client who is an operator', async () => {
    const me = await get('/api/me', env.operator.cookie);
    expect(me.json().member.isOperator).toBe(true);
    const member = await signupMember(env.t.app);
    expect(member.member.isOperator).toBe(false);
  });

  it('refuses bad input with pt-BR messages', async () => {
    const long = await get(`/api/admin/members?q=${'a'.repeat(101)}`, env.operator.cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'validation_failed', fields: { q: 'Use no máximo 100 caracteres.' } });
    const action = await get('/api/admin/audit?action=member.delete', env.operator.cookie);
    expect(action.statusCode).toBe(400);
    expect(action.json().code).toBe('validation_failed');
    expect(action.json().message).not.toMatch(/Invalid|expected/);
    const cursor = await get('/api/admin/members?cursor=nao-e-cursor', env.operator.cookie);
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().code).toBe('validation_failed');
  });
});

describe('searching members', () => {
  it('finds by name or email in any case, newest first, a page at a time', async () => {
    const ids = await insertMembers(env.t.database.db, 'Zuleica Busca', 23, env.t.clock.now());
    const first = (await get('/api/admin/members?q=zuleica%20BUSCA', env.operator.cookie)).json();
    expect(first.members).toHaveLength(20);
    expect(first.members[0]).toEqual({
      id: ids[22],
      name: 'Zuleica Busca 23',
      email: 'zuleica-busca.23@exemplo.com.br',
      avatarUrl: expect.any(String),
      isOperator: false,
      suspended: false,
      createdAt: expect.any(String),
      teams: [],
    });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await get(
        `/api/admin/members?q=zuleica%20busca&cursor=${encodeURIComponent(first.nextCursor)}`,
        env.operator.cookie,
      )
    ).json();
    expect(second.members.map((m: { name: string }) => m.name)).toEqual([
      'Zuleica Busca 3',
      'Zuleica Busca 2',
      'Zuleica Busca 1',
    ]);
    expect(second.nextCursor).toBeNull();

    const byEmail = (await get('/api/admin/members?q=ZULEICA-BUSCA.7@', env.operator.cookie)).json();
    expect(byEmail.members.map((m: { id: string }) => m.id)).toEqual([ids[6]]);
    // The pattern's own wildcards are taken literally.
    expect((await get('/api/admin/members?q=%25', env.operator.cookie)).json().members).toEqual([]);
    expect((await get('/api/admin/members?q=ningu%C3%A9m-assim', env.operator.cookie)).json().members).toEqual([]);
  });
});

describe('suspending and reinstating', () => {
  it('ends every open session at once, refuses the login with the message, and lets them back after', async () => {
    const m = await signupMember(env.t.app, { name: 'Sérgio Suspenso' });
    const other = sessionCookie(await login(m.email, m.password));
    // Both sessions are known to the session cache before the suspension.
    expect((await get('/api/me', m.cookie)).statusCode).toBe(200);
    expect((await get('/api/me', other)).statusCode).toBe(200);

    const res = await post(`/api/admin/members/${m.member.id}/suspend`, env.operator.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().member).toMatchObject({ id: m.member.id, suspended: true, isOperator: false });
    expect((await get('/api/me', m.cookie)).statusCode).toBe(401);
    expect((await get('/api/me', other)).statusCode).toBe(401);
    const sessions = await env.t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', m.member.id)
      .execute();
    expect(sessions).toEqual([]);

    const refused = await login(m.email, m.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'account_suspended', message: SUSPENDED });
    expect(refused.cookies.find((c) => c.name === 'bs_session')).toBeUndefined();
    // A wrong password still answers as any wrong password: the suspension is told only to the owner.
    expect((await login(m.email, 'senha-errada-1')).statusCode).toBe(401);

    // Suspending again changes nothing and records nothing.
    expect((await post(`/api/admin/members/${m.member.id}/suspend`, env.operator.cookie)).statusCode).toBe(200);

    const back = await post(`/api/admin/members/${m.member.id}/reinstate`, env.operator.cookie);
    expect(back.statusCode).toBe(200);
    expect(back.json().member.suspended).toBe(false);
    const again = await login(m.email, m.password);
    expect(again.statusCode).toBe(200);
    expect((await get('/api/me', sessionCookie(again))).statusCode).toBe(200);

    expect(await auditRowsOf(env.t.database.db, m.member.id)).toEqual([
      {
        actorId: env.operator.member.id,
        via: 'console',
        action: 'member.suspend',
        before: { suspended: false },
        after: { suspended: true },
      },
      {
        actorId: env.operator.member.id,
        via: 'console',
        action: 'member.reinstate',
        before: { suspended: true },
        after: { suspended: false },
      },
    ]);
  });

  it('refuses to suspend the operator themselves, another operator, or a member who does not exist', async () => {
    const self = await post(`/api/admin/members/${env.operator.member.id}/suspend`, env.operator.cookie);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({
      code: 'cannot_suspend_self',
      message: 'Você não pode suspender a sua própria conta.',
    });
    const colleague = await signupOperator(env.t, 'Otávio Operador');
    const other = await post(`/api/admin/members/${colleague.member.id}/suspend`, env.operator.cookie);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      code: 'cannot_suspend_operator',
      message: 'Um operador não pode suspender outro operador.',
    });
    expect((await get('/api/me', colleague.cookie)).statusCode).toBe(200);
    for (const action of ['suspend', 'reinstate']) {
      const unknown = await post(`/api/admin/members/usr_nao_existe/${action}`, env.operator.cookie);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ code: 'not_found', message: 'Não encontrado.' });
    }
    expect(await auditRowsOf(env.t.database.db, colleague.member.id)).toEqual([]);
  });

  it('takes the console from a suspended or revoked operator at once', async () => {
    const colleague = await signupOperator(env.t, 'Renata Revogada');
    expect((await get('/api/admin/members', colleague.cookie)).statusCode).toBe(200);
    await env.t.database.db
      .updateTable('users')
      .set({ is_operator: 0 })
      .where('id', '=', colleague.member.id)
      .execute();
    expect((await get('/api/admin/members', colleague.cookie)).statusCode).toBe(404);
  });
});
