import type { Clock } from '../../platform/clock';
import type { Throttle, ThrottleFactory } from '../../platform/rate-limit';

/** Failures on one email are remembered this long (the per-address budget's window). */
const WINDOW_SECONDS = 15 * 60;
const FIRST_DELAY_MS = 250;

export interface LoginSlowdown {
  /** Waits as long as the email's recent failed logins call for, and says how long that was. */
  wait(email: string): Promise<number>;
  failed(email: string): Promise<void>;
  succeeded(email: string): Promise<void>;
}

/** No wait for the first `after` failures, then 250 ms doubling with each failure, up to `maxMs`. */
export function slowdownDelay(failures: number, after: number, maxMs: number): number {
  if (failures < after) return 0;
  return Math.min(maxMs, FIRST_DELAY_MS * 2 ** Math.min(failures - after, 20));
}

/**
 * Guesses at one email from many addresses slow down instead of locking the account: a stranger's
 * failures never make the owner's right password fail, they only make each try on that email wait
 * a few seconds. Refusing outright is left to the per-address budget, which strangers cannot spend
 * for the owner. Failures are counted on the shared store, so every instance slows down together.
 */
export function createLoginSlowdown(opts: {
  throttles: ThrottleFactory;
  clock: Clock;
  after: number;
  maxMs: number;
}): LoginSlowdown {
  const failures: Throttle = opts.throttles({
    name: 'login-failures',
    points: Number.MAX_SAFE_INTEGER,
    seconds: WINDOW_SECONDS,
  });
  const sleep = (ms: number) =>
    opts.clock.sleep ? opts.clock.sleep(ms) : new Promise<void>((resolve) => setTimeout(resolve, ms));
  const key = (email: string) => `email:${email.toLowerCase()}`;
  return {
    async wait(email) {
      const ms = slowdownDelay(await failures.count(key(email)), opts.after, opts.maxMs);
      if (ms > 0) await sleep(ms);
      return ms;
    },
    failed: (email) => failures.hit([key(email)]),
    succeeded: (email) => failures.reset(key(email)),
  };
}
