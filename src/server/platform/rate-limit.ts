import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { ErrorCode } from '../../shared/errors';
import { AppError } from './errors';

export interface Throttle {
  /** Counts one attempt for each key; refuses with 429 when any key is over its budget. */
  hit(keys: string[]): Promise<void>;
  /** Forgets a key's attempts (a successful login clears its email's count). */
  reset(key: string): Promise<void>;
  /** How many attempts the key has made in its current window. */
  count(key: string): Promise<number>;
}

export interface ThrottleOptions {
  /** Unique per budget: the counters of two throttles never mix. */
  name: string;
  points: number;
  seconds: number;
  /** The pt-BR refusal; gets the wait in whole minutes. Defaults to the login wording. */
  message?: (minutes: number) => string;
  /** The refusal's machine-readable code. */
  code?: ErrorCode;
}

/** Makes throttles on the app's shared store: Redis when configured, so every instance counts together. */
export type ThrottleFactory = (opts: ThrottleOptions) => Throttle;

export const minutesText = (minutes: number) => `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;

export const tooManyAttempts = (minutes: number) => `Muitas tentativas. Tente novamente em ${minutesText(minutes)}.`;

export function createThrottle(opts: ThrottleOptions & { redis?: Redis | undefined }): Throttle {
  const limiter: RateLimiterAbstract = opts.redis
    ? new RateLimiterRedis({
        storeClient: opts.redis,
        keyPrefix: `rl:${opts.name}`,
        points: opts.points,
        duration: opts.seconds,
      })
    : new RateLimiterMemory({ keyPrefix: opts.name, points: opts.points, duration: opts.seconds });
  const message = opts.message ?? tooManyAttempts;
  return {
    async hit(keys) {
      for (const key of keys) {
        try {
          await limiter.consume(key);
        } catch (err) {
          if (err instanceof RateLimiterRes) {
            const minutes = Math.max(1, Math.ceil(err.msBeforeNext / 60000));
            throw new AppError(429, opts.code ?? 'too_many_requests', message(minutes));
          }
          throw err;
        }
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
    async count(key) {
      return (await limiter.get(key))?.consumedPoints ?? 0;
    },
  };
}

/** A factory whose throttles share one Redis (or, without it, this process's memory under a prefix). */
export function throttleFactory(redis?: Redis, prefix = ''): ThrottleFactory {
  return (opts) => createThrottle({ ...opts, name: `${prefix}${opts.name}`, redis });
}
