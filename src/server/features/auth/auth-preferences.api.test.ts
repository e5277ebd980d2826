import { describe, expect, it } from 'vitest';
import { signupMember } from '../../testing/harness';
import { useTestApp } from '../../testing/test-app';

/** A member's preferences on the account, and the guards around the signed-in routes. */
const t = useTestApp({ demo: true });

describe('preferences and guards', () => {
  it('keeps the chosen theme and assistant flag on the account', async () => {
    const m = await signupMember(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/preferences',
      payload: { theme: 'dusk', assistantActive: false },
      headers: { cookie: m.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().member).toMatchObject({ theme: 'dusk', assistantActive: false });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: m.cookie } });
    expect(me.json().member).toMatchObject({ theme: 'dusk', assistantActive: false });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/preferences',
      payload: { theme: 'neon' },
      headers: { cookie: m.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Tema desconhecido.');
  });

  it('refuses member endpoints without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/me'],
      ['PATCH', '/api/me/preferences'],
      ['GET', '/api/brands'],
      ['GET', '/api/segments'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'PATCH' ? { theme: 'dusk' } : undefined });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('refuses state-changing requests sent from another site', async () => {
    const m = await signupMember(t.app);
    const evil = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/preferences',
      payload: { theme: 'abyss' },
      headers: { cookie: m.cookie, origin: 'https://evil.example' },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().code).toBe('cross_origin');
    const fetchMeta = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: {},
      headers: { cookie: m.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchMeta.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/preferences',
      payload: { theme: 'abyss' },
      headers: { cookie: m.cookie, origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
