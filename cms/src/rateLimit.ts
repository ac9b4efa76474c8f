/**
 * Rate limits of the CMS's own endpoints (issue 9), kept in PostgreSQL by `rate-limiter-flexible`
 * so that every CMS instance shares them. The library creates its table (`rate_limits`) itself:
 * it is bookkeeping, not content, so no Payload migration holds it.
 */
import pg from 'pg';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import { cmsEnv } from './env';

/** A lockout after repeated failures from one key (an IP address). */
export interface FailureLockout {
  /** Seconds until `key` may try again; 0 when it is not locked out. */
  retryAfter(key: string): Promise<number>;
  /** Counts one failure of `key`; returns the seconds of lockout it starts (0 when none yet). */
  recordFailure(key: string): Promise<number>;
}

export interface FailureLockoutOptions {
  /** Distinguishes this lockout's keys from other limits in the same table. */
  name: string;
  /** Failures allowed within `windowSeconds`; the next request is refused. */
  failures: number;
  windowSeconds: number;
  lockoutSeconds: number;
}

/** Feed endpoint: 10 wrong keys from one address within 15 minutes lock it out for 15 minutes. */
export const FEED_KEY_LOCKOUT: FailureLockoutOptions = { name: 'feed-key-failures', failures: 10, windowSeconds: 900, lockoutSeconds: 900 };

let pool: pg.Pool | null = null;
const limiters = new Map<string, Promise<RateLimiterPostgres>>();

function sharedPool(): pg.Pool {
  if (!pool) {
    // A small pool of its own: a limit check never waits behind Payload's queries.
    pool = new pg.Pool({ connectionString: cmsEnv().DATABASE_URL, max: 3, allowExitOnIdle: true });
    // An idle client dropped by the server (restart) must not crash the process.
    pool.on('error', (error) => console.error(`Rate limit database connection failed: ${error.message}`));
  }
  return pool;
}

function limiterFor(options: FailureLockoutOptions): Promise<RateLimiterPostgres> {
  let limiter = limiters.get(options.name);
  if (!limiter) {
    limiter = new Promise<RateLimiterPostgres>((resolve, reject) => {
      const created: RateLimiterPostgres = new RateLimiterPostgres(
        {
          storeClient: sharedPool(),
          tableName: 'rate_limits',
          keyPrefix: options.name,
          points: options.failures,
          duration: options.windowSeconds,
        },
        (error?: Error) => (error ? reject(error) : resolve(created)),
      );
    });
    // A failed table creation is retried on the next request instead of being cached.
    limiter.catch(() => limiters.delete(options.name));
    limiters.set(options.name, limiter);
  }
  return limiter;
}

const seconds = (res: RateLimiterRes | null) => (res ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0);

/** A lockout stored in PostgreSQL (rate-limiter-flexible's RateLimiterPostgres). */
export function failureLockout(options: FailureLockoutOptions): FailureLockout {
  return {
    async retryAfter(key) {
      const res = await (await limiterFor(options)).get(key);
      return res && res.consumedPoints >= options.failures ? seconds(res) : 0;
    },
    async recordFailure(key) {
      const limiter = await limiterFor(options);
      let res: RateLimiterRes;
      try {
        res = await limiter.penalty(key, 1);
      } catch (error) {
        throw new Error(`Could not record a failure for the rate limit ${options.name}: ${(error as Error).message}`, { cause: error });
      }
      if (res.consumedPoints < options.failures) return 0;
      // The failure that reaches the limit starts a lockout of its own length from now.
      await limiter.block(key, options.lockoutSeconds);
      return options.lockoutSeconds;
    },
  };
}

/** The key every caller shares when the CMS cannot know who is calling (no trusted proxy). */
export const UNKNOWN_CLIENT = 'no-trusted-proxy';

/**
 * The client address the limits count by. Behind our own proxy (TRUSTED_PROXY=true, as for the
 * site) it is the last `X-Forwarded-For` entry, the address the proxy saw. Without one it cannot be
 * known: `next start` keeps an `X-Forwarded-For` the client sent (it only fills in a missing one),
 * and route handlers never see the socket. Then every caller shares one key (issue 39: changing
 * the header used to reset the stock feed's wrong-key lockout).
 */
export function clientAddress(headers: Headers, env: NodeJS.ProcessEnv = process.env): string {
  if (env.TRUSTED_PROXY !== 'true') return UNKNOWN_CLIENT;
  const last = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return last || UNKNOWN_CLIENT;
}

/** Ends the limits' pool (tests, scripts). */
export async function closeRateLimits(): Promise<void> {
  const ending = pool;
  pool = null;
  limiters.clear();
  await ending?.end();
}
