import { describe, expect, it } from 'vitest';
import { sessionCookie, signupMember } from '../../testing/harness';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const post = (url: string, payload: object, cookie = '') =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });
const endSession = (id: string, cookie: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/security/sessions/${id}`, headers: { cookie } });

describe('changing the password', () => {
  it('needs the right current password', async () => {
    const m = await signupMember(t.app);
    const res = await post(
      '/api/security/password',
      { currentPassword: 'errada-123', newPassword: 'nova-senha-123' },
      m.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'wrong_password',
      message: 'Senha atual incorreta.',
      fields: { currentPassword: 'Senha atual incorreta.' },
    });
  });

  it('needs a new password of at least 8 characters that is not the current one', async () => {
    const m = await signupMember(t.app);
    const short = await post(
      '/api/security/password',
      { currentPassword: m.password, newPassword: '1234567' },
      m.cookie,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.newPassword).toBe('A senha precisa ter pelo menos 8 caracteres.');
    const same = await post(
      '/api/security/password',
      { currentPassword: m.password, newPassword: m.password },
      m.cookie,
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().fields.newPassword).toBe('A nova senha precisa ser diferente da atual.');
  });

  it('changes it, keeps this session and signs the other sessions out', async () => {
    const m = await signupMember(t.app);
    const phone = sessionCookie(
      await login(m.email, m.password, { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1' }),
    );
    // Used once before, so the change has to end a session the server already knows.
    expect((await me(phone)).statusCode).toBe(200);
    const res = await post(
      '/api/security/password',
      { currentPassword: m.password, newPassword: 'outra-senha-forte' },
      m.cookie,
    );
    expect(res.statusCode).toBe(204);
    expect((await me(m.cookie)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await login(m.email, m.password)).statusCode).toBe(401);
    expect((await login(m.email, 'outra-senha-forte')).statusCode).toBe(200);
  });
});

describe('active sessions', () => {
  it('lists the member sessions with the current one marked, and signs one out', async () => {
    const m = await signupMember(t.app);
    const other = await signupMember(t.app);
    const laptop = sessionCookie(
      await login(m.email, m.password, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36' }),
    );
    const list = await t.app.inject({ method: 'GET', url: '/api/security/sessions', headers: { cookie: m.cookie } });
    expect(list.statusCode).toBe(200);
    const items = list.json().items;
    expect(items).toHaveLength(2);
    expect(items.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const laptopSession = items.find((s: { device: string }) => s.device === 'Chrome em Linux');
    expect(laptopSession.current).toBe(false);

    const foreign = await endSession(laptopSession.id, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect((await me(laptop)).statusCode).toBe(200);

    const end = await endSession(laptopSession.id, m.cookie);
    expect(end.statusCode).toBe(204);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(m.cookie)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/security/sessions' })).statusCode).toBe(401);
    expect((await post('/api/security/password', { currentPassword: 'a', newPassword: 'bbbbbbbbb' })).statusCode).toBe(
      401,
    );
  });
});
