import { describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, signupMember, type TestApp } from '../../testing/harness';
import { totpCode } from '../auth/two-factor';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

type Member = Awaited<ReturnType<typeof signupMember>>;

const post = (app: TestApp, url: string, payload: object, cookie = '') =>
  app.app.inject({ method: 'POST', url, payload, headers: { cookie } });

function challengeOf(res: { cookies: { name: string; value: string }[] }): string {
  const c = res.cookies.find((x) => x.name === 'bs_2fa');
  if (!c) throw new Error('no challenge cookie');
  return `bs_2fa=${c.value}`;
}

/** Signs a member up and turns 2FA on; returns the secret and the recovery codes. */
async function withTwoFactor(app: TestApp): Promise<Member & { secret: string; recoveryCodes: string[] }> {
  const m = await signupMember(app.app);
  const setup = await post(app, '/api/security/2fa/setup', {}, m.cookie);
  const { secret } = setup.json();
  const enable = await post(app, '/api/security/2fa/enable', { code: totpCode(secret, app.clock.now()) }, m.cookie);
  if (enable.statusCode !== 200) throw new Error(enable.body);
  app.clock.advance(30_000);
  return { ...m, secret, recoveryCodes: enable.json().recoveryCodes };
}

describe('turning two-factor authentication on', () => {
  it('shows a QR code for the authenticator app and turns on only with a right code', async () => {
    const m = await signupMember(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/security/2fa', headers: { cookie: m.cookie } })).json(),
    ).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const setup = await post(t, '/api/security/2fa/setup', {}, m.cookie);
    expect(setup.statusCode).toBe(200);
    const body = setup.json();
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/BrandSocial:.+\?.*secret=[A-Z2-7]+/);
    expect(body.otpauthUrl).toContain('issuer=BrandSocial');
    expect(body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    const wrong = await post(t, '/api/security/2fa/enable', { code: '000000' }, m.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Código inválido. Confira o app autenticador e tente novamente.');

    const ok = await post(t, '/api/security/2fa/enable', { code: totpCode(body.secret, t.clock.now()) }, m.cookie);
    expect(ok.statusCode).toBe(200);
    const codes: string[] = ok.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/security/2fa', headers: { cookie: m.cookie } })).json(),
    ).toEqual({ enabled: true, recoveryCodesLeft: 10 });

    const again = await post(t, '/api/security/2fa/setup', {}, m.cookie);
    expect(again.statusCode).toBe(409);
    const rows = await t.database.db
      .selectFrom('two_factor')
      .select(['secret'])
      .where('user_id', '=', m.member.id)
      .execute();
    expect(rows[0]!.secret).not.toContain(body.secret);
  });

  it('asks to start again when no QR code was requested', async () => {
    const m = await signupMember(t.app);
    const res = await post(t, '/api/security/2fa/enable', { code: '123456' }, m.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('two_factor_setup_missing');
  });
});

describe('logging in with two-factor authentication', () => {
  it('asks for a code after the password, without a session, then logs in with the app code', async () => {
    const m = await withTwoFactor(t);
    const first = await post(t, '/api/auth/login', { email: m.email, password: m.password });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true });
    expect(first.cookies.find((c) => c.name === 'bs_session')).toBeUndefined();
    const challenge = first.cookies.find((c) => c.name === 'bs_2fa')!;
    expect(challenge.httpOnly).toBe(true);
    expect(challenge.sameSite).toBe('Strict');

    const wrong = await post(t, '/api/auth/login/2fa', { code: '000000' }, challengeOf(first));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Código inválido. Confira o app autenticador e tente novamente.');

    const code = totpCode(m.secret, t.clock.now());
    const ok = await post(t, '/api/auth/login/2fa', { code }, challengeOf(first));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().member.id).toBe(m.member.id);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(ok) } });
    expect(me.statusCode).toBe(200);

    // The same code never opens a second session.
    const replay = await post(t, '/api/auth/login/2fa', { code }, challengeOf(first));
    expect(replay.statusCode).toBe(401);
  });

  it('still refuses a wrong password with the spec message', async () => {
    const m = await withTwoFactor(t);
    const res = await post(t, '/api/auth/login', { email: m.email, password: 'errada-123' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Falha no Login: Email ou senha incorretos.');
    expect(res.cookies.find((c) => c.name === 'bs_2fa')).toBeUndefined();
  });

  it('accepts each recovery code once', async () => {
    const m = await withTwoFactor(t);
    const start = await post(t, '/api/auth/login', { email: m.email, password: m.password });
    const ok = await post(t, '/api/auth/login/2fa', { code: m.recoveryCodes[0]!.toUpperCase() }, challengeOf(start));
    expect(ok.statusCode).toBe(200);
    const reuse = await post(t, '/api/auth/login/2fa', { code: m.recoveryCodes[0]! }, challengeOf(start));
    expect(reuse.statusCode).toBe(401);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/security/2fa',
      headers: { cookie: sessionCookie(ok) },
    });
    expect(status.json().recoveryCodesLeft).toBe(9);
  });

  it('refuses a missing, forged or expired challenge', async () => {
    const m = await withTwoFactor(t);
    const other = await withTwoFactor(t);
    const none = await post(t, '/api/auth/login/2fa', { code: totpCode(m.secret, t.clock.now()) });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('two_factor_challenge_expired');

    const start = await post(t, '/api/auth/login', { email: m.email, password: m.password });
    const [userId, expires, mac] = challengeOf(start).slice('bs_2fa='.length).split('.');
    expect(userId).toBe(m.member.id);
    const forged = `bs_2fa=${other.member.id}.${expires}.${mac}`;
    expect(
      (await post(t, '/api/auth/login/2fa', { code: totpCode(other.secret, t.clock.now()) }, forged)).statusCode,
    ).toBe(401);

    t.clock.advance(6 * 60_000);
    const late = await post(t, '/api/auth/login/2fa', { code: totpCode(m.secret, t.clock.now()) }, challengeOf(start));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('A verificação expirou. Entre novamente com email e senha.');
  });

  it('throttles code guessing per member', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
    try {
      const m = await withTwoFactor(limited);
      const start = await post(limited, '/api/auth/login', { email: m.email, password: m.password });
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await post(limited, '/api/auth/login/2fa', { code: '111111' }, challengeOf(start))).statusCode);
      expect(codes).toContain(429);
      const right = await post(
        limited,
        '/api/auth/login/2fa',
        { code: totpCode(m.secret, limited.clock.now()) },
        challengeOf(start),
      );
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toMatch(/^Muitas tentativas/);
    } finally {
      await limited.close();
    }
  });
});

describe('turning two-factor authentication off', () => {
  it('needs the password, then login asks for no code', async () => {
    const m = await withTwoFactor(t);
    const start = await post(t, '/api/auth/login', { email: m.email, password: m.password });
    const cookie = sessionCookie(
      await post(t, '/api/auth/login/2fa', { code: totpCode(m.secret, t.clock.now()) }, challengeOf(start)),
    );
    const wrong = await post(t, '/api/security/2fa/disable', { password: 'errada-123' }, cookie);
    expect(wrong.statusCode).toBe(400);
    const codes = await post(t, '/api/security/2fa/recovery-codes', { password: m.password }, cookie);
    expect(codes.json().recoveryCodes).toHaveLength(10);
    expect(codes.json().recoveryCodes).not.toContain(m.recoveryCodes[0]);
    const off = await post(t, '/api/security/2fa/disable', { password: m.password }, cookie);
    expect(off.statusCode).toBe(204);
    const plain = await post(t, '/api/auth/login', { email: m.email, password: m.password });
    expect(plain.json().member.id).toBe(m.member.id);
    expect((await post(t, '/api/security/2fa/disable', { password: m.password }, cookie)).statusCode).toBe(409);
  });
});
