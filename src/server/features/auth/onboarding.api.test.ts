import { describe, expect, it } from 'vitest';
import { sessionCookie, signupMember } from '../../testing/harness';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp({ demo: true });

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const finish = (cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/me/onboarding/finish', headers: cookie ? { cookie } : {} });

describe('the welcome steps after sign-up', () => {
  it('are pending for a new member until finished, then on no device again', async () => {
    const { email, password, cookie, member } = await signupMember(t.app);
    expect(member.onboardingPending).toBe(true);
    expect((await me(cookie)).json().member.onboardingPending).toBe(true);

    const done = await finish(cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json().member).toMatchObject({ id: member.id, onboardingPending: false });

    // Another device logs in: the flag is the server's, so it is not pending there either.
    const other = await login(email, password);
    expect(other.statusCode).toBe(200);
    expect(other.json().member.onboardingPending).toBe(false);
    expect((await me(sessionCookie(other))).json().member.onboardingPending).toBe(false);

    // Finishing twice changes nothing.
    const again = await finish(cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().member.onboardingPending).toBe(false);
  });

  it('finishing them touches only the caller', async () => {
    const a = await signupMember(t.app);
    const b = await signupMember(t.app);
    await finish(b.cookie);
    expect((await me(a.cookie)).json().member.onboardingPending).toBe(true);
  });

  it('are not pending for members who did not just sign up (the demo member)', async () => {
    const res = await login('demo@brandsocial.com.br', 'brandsocial');
    expect(res.json().member.onboardingPending).toBe(false);
  });

  it('cannot be finished without a session', async () => {
    const res = await finish();
    expect(res.statusCode).toBe(401);
  });
});
