import type { NextApiRequest, NextApiResponse } from 'next';
import { allowRequest, clientIp, type RateLimitRule } from './rateLimit';

const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ headers, socket: { remoteAddress } }) as unknown as NextApiRequest;

function response() {
  const headers: Record<string, string> = {};
  const sent: { status?: number; body?: unknown } = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
      return res;
    },
    status: (code: number) => {
      sent.status = code;
      return { json: (body: unknown) => (sent.body = body) };
    },
  };
  return { res: res as unknown as NextApiResponse, headers, sent };
}

describe('clientIp', () => {
  it.each([
    ['the socket peer without a trusted proxy', '10.0.0.5', { 'x-forwarded-for': '1.2.3.4' }, {}, '10.0.0.5'],
    ['an IPv4-mapped peer as plain IPv4', '::ffff:127.0.0.3', {}, {}, '127.0.0.3'],
    [
      'the last forwarded address behind a trusted proxy',
      '10.0.0.5',
      { 'x-forwarded-for': '6.6.6.6, 1.2.3.4' },
      { TRUSTED_PROXY: 'true' },
      '1.2.3.4',
    ],
    ['the peer when a trusted proxy sent no X-Forwarded-For', '10.0.0.5', {}, { TRUSTED_PROXY: 'true' }, '10.0.0.5'],
    ['the peer when TRUSTED_PROXY is "false"', '10.0.0.5', { 'x-forwarded-for': '1.2.3.4' }, { TRUSTED_PROXY: 'false' }, '10.0.0.5'],
  ])('%s', (_label, peer, headers, env, expected) => {
    expect(clientIp(request(peer, headers), env as NodeJS.ProcessEnv)).toBe(expected);
  });
});

describe('allowRequest (in-memory store)', () => {
  const saved = process.env.RATE_LIMIT_STORE;
  beforeAll(() => (process.env.RATE_LIMIT_STORE = 'memory'));
  afterAll(() => (process.env.RATE_LIMIT_STORE = saved));
  const rule: RateLimitRule = { name: 'unit-test', points: 3, windowSeconds: 60 };

  it('refuses the request after the limit with 429 and Retry-After, per IP and tenant', async () => {
    const outcomes: boolean[] = [];
    for (let i = 0; i < 4; i++) outcomes.push(await allowRequest(request('127.0.0.9'), response().res, rule, 'alpha'));
    expect(outcomes).toEqual([true, true, true, false]);

    const refused = response();
    expect(await allowRequest(request('127.0.0.9'), refused.res, rule, 'alpha')).toBe(false);
    expect(refused.sent.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.sent.body).toEqual({ error: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/) });

    // Another address, or the same address on another tenant, has its own budget.
    expect(await allowRequest(request('127.0.0.10'), response().res, rule, 'alpha')).toBe(true);
    expect(await allowRequest(request('127.0.0.9'), response().res, rule, 'bravo')).toBe(true);
  });

  it('counts several keys side by side and refuses when any one is spent, with the longest wait', async () => {
    const keys = ['email:jo@example.com', 'phone:0412345678'];
    for (let i = 0; i < 3; i++) expect(await allowRequest(request('127.0.0.12'), response().res, rule, 'alpha', keys)).toBe(true);
    // The phone alone is spent too: each key has its own budget, and every one was counted.
    expect(await allowRequest(request('127.0.0.12'), response().res, rule, 'alpha', 'phone:0412345678')).toBe(false);

    const refused = response();
    expect(await allowRequest(request('127.0.0.12'), refused.res, rule, 'alpha', ['email:other@example.com', 'phone:0412345678'])).toBe(
      false,
    );
    expect(refused.sent.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // No key at all (a body without contact details) counts nothing.
    expect(await allowRequest(request('127.0.0.12'), response().res, rule, 'alpha', [])).toBe(true);
  });

  it('takes its limit from RATE_LIMIT_<NAME> and refuses a malformed one', async () => {
    process.env.RATE_LIMIT_UNIT_ENV = '1/60';
    const envRule: RateLimitRule = { name: 'unit-env', points: 50, windowSeconds: 60 };
    expect(await allowRequest(request('127.0.0.11'), response().res, envRule, 'alpha')).toBe(true);
    expect(await allowRequest(request('127.0.0.11'), response().res, envRule, 'alpha')).toBe(false);
    process.env.RATE_LIMIT_UNIT_ENV = 'lots';
    await expect(allowRequest(request('127.0.0.11'), response().res, envRule, 'alpha')).rejects.toThrow(
      'RATE_LIMIT_UNIT_ENV must look like 120/60',
    );
    delete process.env.RATE_LIMIT_UNIT_ENV;
  });
});
