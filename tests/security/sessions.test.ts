import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADULT_BIRTH_DATE,
  createTestApp,
  sessionCookie,
  uniqueEmail,
  type TestApp,
} from '../../src/server/testing/harness';
import { createSecuritySuite, STORE_ID, type SecuritySuite } from './suite';
import { createPost, expectPtBrError, newActor, rowCounts, send, storedFiles, type Method } from './support';

let suite: SecuritySuite;
let t: TestApp;
beforeAll(async () => {
  suite = await createSecuritySuite();
  t = suite.t;
});
afterAll(async () => {
  await suite?.t.close();
});

const login = (
  app: TestApp,
  email: string,
  password: string,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, site-wide, long and random, on sign-up and on login', async () => {
    const email = uniqueEmail('cookie');
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Cora Cookie', email, password: 'senha-forte-42', birthDate: ADULT_BIRTH_DATE },
    });
    const again = await login(suite.t, email, 'senha-forte-42');
    const values = new Set<string>();
    for (const res of [signup, again]) {
      const c = res.cookies.find((x) => x.name === 'bs_session')!;
      expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(c.secure).toBeFalsy();
      expect(c.value).toMatch(/^[\w-]{43,}$/);
      values.add(c.value);
    }
    expect(values.size).toBe(2);
  });

  it('is Secure when the site is served over HTTPS behind a proxy', async () => {
    process.env.TRUST_PROXY = '1';
    const behindProxy = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
    delete process.env.TRUST_PROXY;
    try {
      const res = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          name: 'Sofia Segura',
          email: uniqueEmail('https'),
          password: 'senha-forte-42',
          birthDate: ADULT_BIRTH_DATE,
        },
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'brandsocial.com.br' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.cookies.find((x) => x.name === 'bs_session')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
    } finally {
      await behindProxy.close();
    }
  });
});

describe('session lifecycle', () => {
  it('gives a new session id on login, and a token planted before login is dead after it', async () => {
    const victim = await newActor(t, 'Vitória Vítima');
    const attacker = await newActor(t, 'Átila Atacante');
    // The attacker's own valid token, planted in the victim's browser before the victim logs in.
    const res = await login(suite.t, victim.email, victim.password, { cookie: attacker.cookie });
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookie(res);
    expect(fresh).not.toBe(attacker.cookie);
    expect((await me(fresh)).json().member.id).toBe(victim.id);
    expect((await me(attacker.cookie)).statusCode).toBe(401);
  });

  it('ends the session on the server at logout: the old cookie is refused afterwards', async () => {
    const m = await newActor(t, 'Lia Logout');
    const out = await send(t, m, 'POST', '/api/auth/logout');
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'bs_session')?.value).toBe('');
    const replay = await me(m.cookie);
    expect(replay.statusCode).toBe(401);
    expectPtBrError(replay, 'replayed cookie');
  });

  it('ends every other session on a password change, and the old password stops working', async () => {
    const m = await newActor(t, 'Paulo Senha');
    const other = sessionCookie(await login(suite.t, m.email, m.password));
    const change = await send(t, m, 'POST', '/api/security/password', {
      payload: { currentPassword: m.password, newPassword: 'nova-senha-forte-7' },
    });
    expect(change.statusCode).toBe(204);
    expect((await me(m.cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(suite.t, m.email, m.password)).statusCode).toBe(401);
    expect((await login(suite.t, m.email, 'nova-senha-forte-7')).statusCode).toBe(200);
  });

  it('ends every session when the account is deleted', async () => {
    const m = await newActor(t, 'Davi Adeus');
    const other = sessionCookie(await login(suite.t, m.email, m.password));
    const del = await send(t, m, 'DELETE', '/api/me', { payload: { password: m.password } });
    expect(del.statusCode).toBe(204);
    expect((await me(m.cookie)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
  });
});

describe('brute force', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { AUTH_RATE_LIMIT: '5' } });
  });
  afterAll(async () => {
    await limited.close();
  });

  async function statuses(
    n: number,
    attempt: (i: number) => Promise<{ statusCode: number; json(): { message: string } }>,
  ) {
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      const res = await attempt(i);
      out.push(res.statusCode);
      if (res.statusCode === 429)
        expect(res.json().message).toMatch(/^Muitas tentativas\. Tente novamente em \d+ minutos?\.$/);
    }
    return out;
  }

  it('throttles password guesses from one address across many emails', async () => {
    const codes = await statuses(7, (i) => login(limited, uniqueEmail(`ip${i}`), 'chute-errado-1', {}, '10.9.9.9'));
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes.slice(5)).toEqual([429, 429]);
  });

  it('throttles the password confirmations of a signed-in member', async () => {
    const signup = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        name: 'Bruna Força',
        email: uniqueEmail('confirm'),
        password: 'senha-forte-42',
        birthDate: ADULT_BIRTH_DATE,
      },
      remoteAddress: '10.7.0.1',
    });
    const cookie = sessionCookie(signup);
    const codes = await statuses(7, (i) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/security/password',
        payload: { currentPassword: `errada-${i}-x`, newPassword: 'outra-senha-99' },
        headers: { cookie },
      }),
    );
    expect(codes.slice(-2)).toEqual([429, 429]);
    // Throttled even with the right password now: the guesser gains nothing by being right late.
    const right = await limited.app.inject({
      method: 'DELETE',
      url: '/api/me',
      payload: { password: 'senha-forte-42' },
      headers: { cookie },
    });
    expect(right.statusCode).toBe(429);
  });
});

describe('cross-origin state changes', () => {
  const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

  it('refuses every state-changing /api route sent from another site, and changes nothing', async () => {
    const post = await createPost(t, suite.ctx.a, 'Alvo de CSRF');
    const routes = suite.routes.filter((r) => UNSAFE.has(r.method) && r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, post.id);
      const foreign: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'null' },
      ];
      for (const headers of foreign) {
        const before = await rowCounts(t);
        const res = await send(t, suite.ctx.a, route.method as Method, url, { payload: {}, headers });
        expect(res.statusCode, `${route.key} ${JSON.stringify(headers)}: ${res.body.slice(0, 200)}`).toBe(403);
        expect(res.json().code).toBe('cross_origin');
        expectPtBrError(res, route.key);
        expect(await rowCounts(t), route.key).toEqual(before);
      }
    }
    expect((await send(t, suite.ctx.a, 'GET', `/api/posts/${post.id}`)).json().post.content).toBe('Alvo de CSRF');
  });

  it('lets the site’s own origin through', async () => {
    const res = await send(t, suite.ctx.a, 'PATCH', '/api/me/preferences', {
      payload: { theme: 'dusk' },
      headers: { origin: 'http://brandsocial.test', host: 'brandsocial.test', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  let withClient: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proof-client-'));
    fs.writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html lang="pt-BR" data-theme="default"><body><div id="root"></div></body></html>',
    );
    withClient = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await withClient.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends CSP without inline scripts, no framing, nosniff and a referrer policy on every kind of answer', async () => {
    const post = await createPost(t, suite.ctx.a, 'Com foto');
    const media = (await storedFiles(t))[0]!;
    const urls: [TestApp, string][] = [
      [withClient, '/'],
      [withClient, '/settings/appearance'],
      [withClient, '/pagina-que-nao-existe'],
      [t, '/api/health'],
      [t, '/api/me'],
      [t, '/api/nada-aqui'],
      [t, `/api/posts/${post.id}`],
      [t, '/avatars/initials.svg?name=Ana'],
      [t, `/media/${media}`],
      [t, '/pay/pay.js'],
      [t, '/pay/ord_x?token=y'],
      [t, `/store/${STORE_ID}/products`],
      [t, '/api/docs/json'],
    ];
    for (const [app, url] of urls) {
      const res = await app.app.inject({ method: 'GET', url });
      const h = res.headers;
      const csp = String(h['content-security-policy'] ?? '');
      const scriptSrc =
        /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? /(?:^|;)\s*default-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, `${url} script-src`).toContain("'self'");
      expect(scriptSrc, `${url} script-src`).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(csp, `${url} CSP`).toContain("frame-ancestors 'none'");
      expect(csp, `${url} CSP`).toContain("object-src 'none'");
      expect(csp, `${url} CSP`).toContain("base-uri 'self'");
      expect(h['x-content-type-options'], url).toBe('nosniff');
      expect(h['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(h['x-powered-by'], url).toBeUndefined();
    }
  });
});
