import { describe, expect, it } from 'vitest';
import { ADULT_BIRTH_DATE, createTestApp, sessionCookie, signupMember, uniqueEmail } from '../../testing/harness';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp({ demo: true });

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('sign-up', () => {
  it('creates a member with the spec fields, a BS referral code and no made-up audience, and logs in', async () => {
    const email = uniqueEmail();
    const res = await post('/api/auth/signup', {
      name: '  Joana Lima ',
      email,
      phone: '(11) 98888-7777',
      password: 'segredo-forte',
      birthDate: ADULT_BIRTH_DATE,
    });
    expect(res.statusCode).toBe(201);
    const { member, referral } = res.json();
    expect(referral).toBe('none');
    expect(member).toMatchObject({
      name: 'Joana Lima',
      email,
      phone: '(11) 98888-7777',
      postsCount: 0,
      theme: 'default',
    });
    expect(member.referralCode).toMatch(/^BS[A-Z0-9]{8}$/);
    // Every counter is its rows: nobody follows a newcomer yet.
    expect(member).toMatchObject({ followers: 0, following: 0 });
    expect(member.avatarUrl).toMatch(/^\/avatars\//);
    expect(JSON.stringify(res.json())).not.toMatch(/password|segredo/);

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().member.id).toBe(member.id);
  });

  it('refuses an email already in use, whatever its case, with the spec message', async () => {
    const { email } = await signupMember(t.app);
    const res = await post('/api/auth/signup', {
      name: 'Outra Pessoa',
      email: email.toUpperCase(),
      password: 'outra-senha-1',
      birthDate: ADULT_BIRTH_DATE,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'email_taken', message: 'Falha no Cadastro: Este email já está em uso.' });
  });

  it('answers invalid fields with 400 and pt-BR messages per field', async () => {
    const res = await post('/api/auth/signup', { name: '', email: 'não-é-email', password: '123' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.fields).toEqual({
      name: 'Informe seu nome completo.',
      email: 'Informe um email válido.',
      password: 'A senha precisa ter pelo menos 8 caracteres.',
      birthDate: 'Informe sua data de nascimento.',
    });
  });

  it('answers malformed JSON and wrong types with 400, never 500', async () => {
    const bad = await post('/api/auth/signup', '{"name":', { 'content-type': 'application/json' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/inválidos/);
    const types = await post('/api/auth/signup', { name: 42, email: ['x'], password: { a: 1 } });
    expect(types.statusCode).toBe(400);
    const text = await post('/api/auth/login', 'email=a', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(400);
  });

  it('makes the referrer and the new member follow each other for a valid code, counters and rows alike', async () => {
    const referrer = await signupMember(t.app);
    const before = referrer.member.followers;
    const res = await post('/api/auth/signup', {
      name: 'Indicada Silva',
      email: uniqueEmail(),
      password: 'indicada-123',
      birthDate: ADULT_BIRTH_DATE,
      referralCode: referrer.member.referralCode.toLowerCase(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().referral).toBe('applied');
    const newcomer = res.json().member;
    expect(newcomer).toMatchObject({ followers: 1, following: 1 });
    const row = await t.database.db
      .selectFrom('users')
      .select(['followers_count', 'referred_by'])
      .where('id', '=', newcomer.id)
      .executeTakeFirstOrThrow();
    expect(row.referred_by).toBe(referrer.member.id);
    const follows = await t.database.db
      .selectFrom('member_follows')
      .select(['follower_id', 'followee_id'])
      .where((eb) => eb.or([eb('follower_id', '=', newcomer.id), eb('followee_id', '=', newcomer.id)]))
      .execute();
    expect(follows).toHaveLength(2);
    expect(follows).toEqual(
      expect.arrayContaining([
        { follower_id: newcomer.id, followee_id: referrer.member.id },
        { follower_id: referrer.member.id, followee_id: newcomer.id },
      ]),
    );
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: referrer.cookie } });
    expect(me.json().member).toMatchObject({ followers: before + 1, following: referrer.member.following + 1 });
  });

  it('goes on with sign-up when the referral code is unknown, and says so', async () => {
    const res = await post('/api/auth/signup', {
      name: 'Sem Indicação',
      email: uniqueEmail(),
      password: 'qualquer-123',
      birthDate: ADULT_BIRTH_DATE,
      referralCode: 'BSXXXXXXXX',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().referral).toBe('invalid');
    expect(sessionCookie(res)).toMatch(/^bs_session=/);
  });
});

describe('login and sessions', () => {
  it('logs in with any email case and sets an HttpOnly SameSite=Lax cookie', async () => {
    const res = await post('/api/auth/login', { email: ' DEMO@brandsocial.com.br ', password: 'brandsocial' });
    expect(res.statusCode).toBe(200);
    expect(res.json().member.referralCode).toBe('BSDEMO2026');
    const cookie = res.cookies.find((c) => c.name === 'bs_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.value.length).toBeGreaterThanOrEqual(40);
  });

  it('stores only a hash of the session token', async () => {
    const res = await post('/api/auth/login', { email: 'demo@brandsocial.com.br', password: 'brandsocial' });
    const token = res.cookies.find((c) => c.name === 'bs_session')!.value;
    const rows = await t.database.db.selectFrom('sessions').select('id').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.id === token)).toBe(false);
  });

  it('refuses a wrong password and an unknown email with the same spec message', async () => {
    const wrong = await post('/api/auth/login', { email: 'demo@brandsocial.com.br', password: 'errada-123' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail('ninguem'), password: 'errada-123' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'invalid_credentials',
        message: 'Falha no Login: Email ou senha incorretos.',
      });
    }
  });

  it('issues a new session id on login and ends the old one on logout', async () => {
    const m = await signupMember(t.app);
    const again = await post('/api/auth/login', { email: m.email, password: m.password }, { cookie: m.cookie });
    const second = sessionCookie(again);
    expect(second).not.toBe(m.cookie);
    const old = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: m.cookie } });
    expect(old.statusCode).toBe(401);

    const out = await post('/api/auth/logout', {}, { cookie: second });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === 'bs_session')!;
    expect(cleared.value).toBe('');
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: second } });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('unauthenticated');
  });

  it('expires sessions after 30 days without use', async () => {
    const m = await signupMember(t.app);
    t.clock.advance(31 * 24 * 3600 * 1000);
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: m.cookie } });
    expect(res.statusCode).toBe(401);
  });

  it('slows repeated failures on one email down instead of refusing them', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: '3', AUTH_SLOWDOWN_AFTER: '2' } });
    try {
      const email = uniqueEmail('alvo');
      const codes: number[] = [];
      const waits: number[] = [];
      for (let i = 0; i < 5; i++) {
        const before = limited.clock.now();
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: 'tentativa-' + i },
          remoteAddress: `10.0.0.${i + 1}`,
        });
        codes.push(res.statusCode);
        waits.push(limited.clock.now() - before);
      }
      expect(codes).toEqual([401, 401, 401, 401, 401]);
      expect(waits).toEqual([0, 0, 250, 500, 1000]);
    } finally {
      await limited.close();
    }
  });

  it('throttles sign-ups per address and per email with a pt-BR message', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
    try {
      const signupFrom = (email: string, ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { name: 'Muitas Contas', email, password: 'senha-forte-123', birthDate: ADULT_BIRTH_DATE },
          remoteAddress: ip,
        });
      const fromOneAddress: number[] = [];
      for (let i = 0; i < 4; i++) fromOneAddress.push((await signupFrom(uniqueEmail('robo'), '10.1.0.1')).statusCode);
      expect(fromOneAddress).toEqual([201, 201, 201, 429]);

      const email = uniqueEmail('repetido');
      const oneEmail: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await signupFrom(email, `10.2.0.${i + 1}`);
        oneEmail.push(res.statusCode);
        if (res.statusCode === 429)
          expect(res.json().message).toMatch(/^Muitas tentativas\. Tente novamente em \d+ minutos?\.$/);
      }
      expect(oneEmail).toEqual([201, 409, 409, 429]);
    } finally {
      await limited.close();
    }
  });
});
