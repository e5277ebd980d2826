import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from './errors';

export interface Throttle {
  /** Counts one attempt for each key; refuses with 429 when any key is over its budget. */
  hit(keys: string[]): Promise<void>;
  /** Forgets a key's attempts (a successful login clears its email's count). */
  reset(key: string): Promise<void>;
}

export function createThrottle(opts: {
  name: string;
  points: number;
  seconds: number;
  redis?: Redis | undefined;
}): Throttle {
  const limiter: RateLimiterAbstract = opts.redis
    ? new RateLimiterRedis({
        storeClient: opts.redis,
        keyPrefix: `rl:${opts.name}`,
        points: opts.points,
        duration: opts.seconds,
      })
    : new RateLimiterMemory({ keyPrefix: opts.name, points: opts.points, duration: opts.seconds });
  return {
    async hit(keys) {
      for (const key of keys) {
        try {
          await limiter.consume(key);
        } catch (err) {
          if (err instanceof RateLimiterRes) {
            const minutes = Math.max(1, Math.ceil(err.msBeforeNext / 60000));
            throw new AppError(
              429,
              'too_many_requests',
              `Muitas tentativas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
            );
          }
          throw err;
        }
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
