/**
 * Rate limits for the site's API routes (issue 9), per client IP and tenant, with
 * `rate-limiter-flexible`. Counters live in PostgreSQL by default (one table, `rate_limits`), so
 * several site instances share them; `RATE_LIMIT_STORE=memory` keeps them in this process. When
 * PostgreSQL fails, an in-memory limiter with the same rule answers (the "insurance" limiter):
 * a database hiccup neither opens the gates nor turns shoppers away.
 */
import type { IncomingMessage } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import pg from 'pg';
import { tenancyConfig } from '@/features/tenant/tenantFromRequest';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateLimitRule {
  /** Key prefix; also names the rule in logs. */
  name: string;
  /** Requests allowed per window. */
  points: number;
  windowSeconds: number;
  /** Once the window's points are spent, refuse for this long (default: until the window ends). */
  blockSeconds?: number;
  /** What the 429 says instead of "Too many requests. Please try again in N seconds." */
  refusal?: string;
}

/** The env variable `RATE_LIMIT_<NAME>` (e.g. RATE_LIMIT_SEARCH=120/60) overrides a rule's points/window. */
function fromEnv(rule: RateLimitRule, env: NodeJS.ProcessEnv = process.env): RateLimitRule {
  const variable = `RATE_LIMIT_${rule.name.toUpperCase().replace(/-/g, '_')}`;
  const raw = env[variable];
  const match = raw ? /^(\d+)\/(\d+)$/.exec(raw.trim()) : null;
  if (raw && !match) throw new Error(`${variable} must look like 120/60 (requests/seconds), not "${raw}".`);
  return match ? { ...rule, points: Number(match[1]), windowSeconds: Number(match[2]) } : rule;
}

/**
 * Rules per route. Generous enough for a shopper refining a search every second; a script
 * hammering one route from one address is refused within a minute.
 */
export const RATE_LIMITS = {
  search: { name: 'search', points: 120, windowSeconds: 60 },
  /** The Range menu's data: once per page a shopper opens it on. */
  range: { name: 'range', points: 60, windowSeconds: 60 },
  /** The home page's reviews carousel: once per home page view. */
  reviews: { name: 'reviews', points: 60, windowSeconds: 60 },
  windowSticker: { name: 'window-sticker', points: 20, windowSeconds: 60 },
  /**
   * Media files the site has not kept, fetched from the CMS (issue 39: a script asking for made-up
   * names made the CMS look on disk each time). Kept files are free; a page view loads a few dozen.
   */
  mediaLoad: { name: 'media-load', points: 600, windowSeconds: 60 },
  revealPhone: { name: 'reveal-phone', points: 30, windowSeconds: 60 },
  /** Live preview in the admin: one request per change an editor makes (the admin sends each). */
  preview: { name: 'preview', points: 600, windowSeconds: 60 },
  /** Trade-in lookups (issue 13): a shopper looks up a rego or two and picks a description. */
  valuation: { name: 'valuation', points: 30, windowSeconds: 600 },
  /** Trade-in photos (issue 13): up to 10 per valuation, one request each, with room for retries. */
  tradeInImage: { name: 'trade-in-image', points: 40, windowSeconds: 600 },
  /**
   * Trade-in photo bytes per client address per day, all tenants together (issue 39: the request
   * limit alone let one address send 57 GB a day): 3 valuations of 10 photos of 10 MB, and then some.
   */
  tradeInImageBytes: {
    name: 'trade-in-image-bytes',
    points: 320 * 1024 * 1024,
    windowSeconds: 86_400,
    refusal: 'You have sent as many photos as we can take today. Please try again tomorrow.',
  },
  /** Lead and trade-in forms: few submissions, long window. */
  form: { name: 'form', points: 10, windowSeconds: 600 },
  /** Reserving a car (issue 38): a shopper fixing a typo or two, counted apart from their enquiries. */
  reservation: { name: 'reservation', points: 10, windowSeconds: 600 },
  /**
   * Sign-in (issue 14): asking for codes and typing them. The CMS also limits codes per number and
   * per address (SMS cost) and checks per code (5); this only stops one address hammering the site.
   */
  signIn: { name: 'sign-in', points: 30, windowSeconds: 600 },
  /** Saving and removing cars: a shopper going down a results page, hearts on every other car. */
  watchlist: { name: 'watchlist', points: 120, windowSeconds: 600 },
  /** A signed-in shopper's valuation kept on their profile (spec §7 POST /api/miscellaneous): one per valuation shown. */
  valuationSave: { name: 'valuation-save', points: 20, windowSeconds: 600 },
} satisfies Record<string, RateLimitRule>;

/** The client's address: the socket's peer, or the address our own proxy saw when `TRUSTED_PROXY` is set. */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>, env: NodeJS.ProcessEnv = process.env): string {
  const peer = (req.socket?.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
  if (!trustsProxy(env)) return peer;
  // Our proxy appends the address it saw last; anything before it was sent by the client.
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded.at(-1)?.replace(/^::ffff:/, '') ?? peer;
}

// The same trust the tenant resolver has in X-Forwarded-Host.
const trustsProxy = (env: NodeJS.ProcessEnv) => tenancyConfig(env).trustProxy;

const TABLE = 'rate_limits';
let pool: pg.Pool | null = null;
let tableReady: Promise<void> | null = null;
const limiters = new Map<string, RateLimiterAbstract>();

function postgresStore(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.RATE_LIMIT_STORE !== 'memory' && Boolean(env.DATABASE_URL);
}

async function limiterFor(rule: RateLimitRule): Promise<RateLimiterAbstract> {
  const id = `${rule.name}:${rule.points}/${rule.windowSeconds}`;
  const cached = limiters.get(id);
  if (cached) return cached;
  const options = { keyPrefix: rule.name, points: rule.points, duration: rule.windowSeconds, blockDuration: rule.blockSeconds ?? 0 };
  const memory = new RateLimiterMemory(options);
  let limiter: RateLimiterAbstract = memory;
  if (postgresStore()) {
    pool ??= new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 });
    // The first limiter creates the table; the others wait for it (concurrent CREATE TABLE IF NOT EXISTS can collide).
    tableReady ??= new Promise<void>((resolve, reject) => {
      new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: TABLE, points: 1, duration: 1 }, (error?: Error) =>
        error ? reject(error) : resolve(),
      );
    });
    try {
      await tableReady;
      limiter = new RateLimiterPostgres({
        ...options,
        storeClient: pool,
        storeType: 'pool',
        tableName: TABLE,
        tableCreated: true,
        clearExpiredByTimeout: true,
        insuranceLimiter: memory,
      });
    } catch (error) {
      tableReady = null;
      console.error(`Rate limits: the PostgreSQL table could not be created (${(error as Error).message}); counting in memory for now`);
      return memory;
    }
  }
  limiters.set(id, limiter);
  return limiter;
}

/**
 * Counts one request of `ip` on `tenant` against `rule`. Answers 429 with `Retry-After` and
 * returns false when the limit is spent; returns true when the route may go on. `key` counts
 * something else than the client's address (e.g. the contact a lead names) under the same rule;
 * several keys are counted side by side (one database round trip's wait, not one per key), and
 * any one spent refuses the request.
 */
export async function allowRequest(
  req: Pick<NextApiRequest, 'headers' | 'socket'>,
  res: Pick<NextApiResponse, 'setHeader' | 'status'>,
  rule: RateLimitRule,
  tenant: string,
  key: string | readonly string[] = clientIp(req),
  /** Points this request costs (a byte quota counts its bytes). */
  cost = 1,
): Promise<boolean> {
  const effective = fromEnv(rule);
  const limiter = await limiterFor(effective);
  const keys = typeof key === 'string' ? [key] : key;
  if (keys.length === 0) return true;
  const outcomes = await Promise.allSettled(keys.map((each) => limiter.consume(`${tenant}:${each}`, cost)));
  const refusals: RateLimiterRes[] = [];
  let remaining = effective.points;
  for (const outcome of outcomes) {
    if (outcome.status === 'fulfilled') remaining = Math.min(remaining, outcome.value.remainingPoints);
    else if (outcome.reason instanceof RateLimiterRes) refusals.push(outcome.reason);
    else throw outcome.reason;
  }
  if (refusals.length === 0) {
    res.setHeader('RateLimit-Limit', String(effective.points));
    res.setHeader('RateLimit-Remaining', String(remaining));
    return true;
  }
  // The longest wait: the request is refused until every key it names has points again.
  const retryAfter = Math.max(1, Math.ceil(Math.max(...refusals.map((refusal) => refusal.msBeforeNext)) / 1000));
  res.setHeader('Retry-After', String(retryAfter));
  res.setHeader('RateLimit-Limit', String(effective.points));
  res.setHeader('RateLimit-Remaining', '0');
  res.status(429).json({ error: effective.refusal ?? `Too many requests. Please try again in ${retryAfter} seconds.` });
  return false;
}
