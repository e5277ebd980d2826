import crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { signupMember } from '../testing/harness';
import { SESSION_COOKIE, SESSION_TTL_MS } from './session';
import { useTestApp } from '../testing/test-app';

const t = useTestApp();

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const sessionRow = (userId: string) =>
  t.database.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();

describe('sessions kept in the read cache', () => {
  it('answers a known session from memory, and asks the database again within 30 s', async () => {
    const m = await signupMember(t.app);
    expect((await me(m.cookie)).statusCode).toBe(200);
    const before = t.app.readCache.stats().hits;
    expect((await me(m.cookie)).statusCode).toBe(200);
    expect(t.app.readCache.stats().hits).toBeGreaterThan(before);

    // A row removed behind the server's back (an operator, another tool) stops opening doors soon.
    await t.database.db.deleteFrom('sessions').where('user_id', '=', m.member.id).execute();
    t.clock.advance(30_001);
    expect((await me(m.cookie)).statusCode).toBe(401);
  });

  it('ends a session at its expiry even while it is cached', async () => {
    const m = await signupMember(t.app);
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: t.clock.now() + 10_000 })
      .where('user_id', '=', m.member.id)
      .execute();
    expect((await me(m.cookie)).statusCode).toBe(200);
    t.clock.advance(10_000);
    expect((await me(m.cookie)).statusCode).toBe(401);
  });

  it('pushes the expiry of a session seen again after a day, and keeps serving it', async () => {
    const m = await signupMember(t.app);
    expect((await me(m.cookie)).statusCode).toBe(200);
    t.clock.advance(2 * 24 * 3600 * 1000);
    expect((await me(m.cookie)).statusCode).toBe(200);
    expect(Number((await sessionRow(m.member.id)).expires_at)).toBe(t.clock.now() + SESSION_TTL_MS);
    expect((await me(m.cookie)).statusCode).toBe(200);
  });

  it('keeps nothing for made-up tokens', async () => {
    const entries = t.app.readCache.stats().entries;
    for (let i = 0; i < 40; i += 1) {
      const cookie = `${SESSION_COOKIE}=${crypto.randomBytes(32).toString('base64url')}`;
      expect((await me(cookie)).statusCode).toBe(401);
    }
    expect(t.app.readCache.stats().entries).toBe(entries);
  });

  it("hashes a member's token once while it opens their session, a made-up one every time", async () => {
    const m = await signupMember(t.app);
    const hmac = vi.spyOn(crypto, 'createHmac');
    try {
      for (let i = 0; i < 3; i += 1) expect((await me(m.cookie)).statusCode).toBe(200);
      expect(hmac).toHaveBeenCalledTimes(1);
      hmac.mockClear();
      const madeUp = `${SESSION_COOKIE}=${crypto.randomBytes(32).toString('base64url')}`;
      for (let i = 0; i < 3; i += 1) expect((await me(madeUp)).statusCode).toBe(401);
      expect(hmac).toHaveBeenCalledTimes(3);
    } finally {
      hmac.mockRestore();
    }
    // The token's hash is kept; its session is not: once logged out, it opens nothing.
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: m.cookie } });
    expect(out.statusCode).toBeLessThan(300);
    expect((await me(m.cookie)).statusCode).toBe(401);
  });
});
