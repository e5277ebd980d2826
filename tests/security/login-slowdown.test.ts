import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_BIRTH_DATE, createTestApp, uniqueEmail, type TestApp } from '../../src/server/testing/harness';

/*
 * Login guesses: an address out of budget is refused, whatever it sends; guesses at one email from
 * many addresses only slow that email down, so strangers can never lock its owner out.
 */
let limited: TestApp;
beforeAll(async () => {
  limited = await createTestApp({ env: { AUTH_RATE_LIMIT: '5' } });
});
afterAll(async () => {
  await limited?.close();
});

const login = (email: string, password: string, remoteAddress: string) =>
  limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

async function statuses(n: number, attempt: (i: number) => Promise<{ statusCode: number }>) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await attempt(i)).statusCode);
  return out;
}

describe('login throttling', () => {
  it('keeps the right password of an address out of budget refused, as every guess from it', async () => {
    const owner = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        name: 'Irene Endereço',
        email: uniqueEmail('ipdono'),
        password: 'senha-forte-42',
        birthDate: ADULT_BIRTH_DATE,
      },
      remoteAddress: '10.6.0.1',
    });
    const { email } = owner.json().member;
    const codes = await statuses(5, (i) => login(email, `chute-${i}-errado`, '10.6.0.2'));
    expect(codes).toEqual([401, 401, 401, 401, 401]);
    const right = await login(email, 'senha-forte-42', '10.6.0.2');
    expect(right.statusCode).toBe(429);
    expect((await login(email, 'senha-forte-42', '10.6.0.3')).statusCode).toBe(200);
  });

  describe('guesses at one email from many addresses', () => {
    async function owner(prefix: string) {
      const email = uniqueEmail(prefix);
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'Olga Dona', email, password: 'senha-forte-42', birthDate: ADULT_BIRTH_DATE },
        remoteAddress: `10.5.${prefix.length}.1`,
      });
      expect(res.statusCode).toBe(201);
      return email;
    }
    /** Logs in and reports how long the server made the attempt wait, read off the app's clock. */
    async function timed(email: string, password: string, ip: string) {
      const before = limited.clock.now();
      const res = await login(email, password, ip);
      return { status: res.statusCode, waitedMs: limited.clock.now() - before };
    }

    it('never lock the owner out: after 25 failures from strangers the right password still logs in', async () => {
      const email = await owner('bloqueio');
      const strangers: number[] = [];
      for (let i = 0; i < 25; i++) strangers.push((await timed(email, `chute-${i}-errado`, `10.8.${i}.1`)).status);
      expect(strangers).toEqual(Array(25).fill(401));
      const mine = await timed(email, 'senha-forte-42', '10.8.200.1');
      expect(mine.status).toBe(200);
      expect(mine.waitedMs).toBeLessThanOrEqual(4000);
      // With the owner in, the strangers' failures no longer slow anyone down.
      expect((await timed(email, 'chute-depois', '10.8.201.1')).waitedMs).toBe(0);
    });

    it('slow every further guess down, more with each failure, up to a few seconds', async () => {
      const email = await owner('lento');
      const waits: number[] = [];
      for (let i = 0; i < 11; i++) waits.push((await timed(email, `chute-${i}-errado`, `10.9.${i}.1`)).waitedMs);
      expect(waits).toEqual([0, 0, 0, 0, 0, 250, 500, 1000, 2000, 4000, 4000]);
    });

    it('slow down an email that has no account the same way, so waits say nothing about who signed up', async () => {
      const email = uniqueEmail('ninguem');
      const waits: number[] = [];
      for (let i = 0; i < 7; i++) waits.push((await timed(email, `chute-${i}-errado`, `10.10.${i}.1`)).waitedMs);
      expect(waits).toEqual([0, 0, 0, 0, 0, 250, 500]);
    });
  });
});
