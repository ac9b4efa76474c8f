import { Readable } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';
import { allowRequest } from '@/features/rateLimit/rateLimit';
import { tenantFromRequest, type RequestTenant } from '@/features/tenant/tenantFromRequest';
import { callCmsShoppers } from './cmsShopperApi';
import { accountRoute, savedSearchListRoute, savedSearchRemoveRoute, savedSearchSaveRoute } from './shopperRoutes';

// The module boundaries: which tenant a host names, the rate limit, and the CMS.
jest.mock('@/features/tenant/tenantFromRequest', () => ({ tenantFromRequest: jest.fn() }));
jest.mock('@/features/rateLimit/rateLimit', () => ({
  allowRequest: jest.fn(),
  clientIp: () => '203.0.113.9',
  RATE_LIMITS: { watchlist: { name: 'watchlist', points: 120, windowSeconds: 600 } },
}));
jest.mock('./cmsShopperApi', () => ({ ...jest.requireActual('./cmsShopperApi'), callCmsShoppers: jest.fn() }));

const coastline: RequestTenant = {
  slug: 'coastline',
  origin: 'http://coastline.localhost:3000',
  address: { host: 'coastline.localhost:3000', proto: 'http' },
};

const SAME_SITE = { 'content-type': 'application/json', origin: 'http://coastline.localhost:3000', 'sec-fetch-site': 'same-origin' };

function request(method: string, body: unknown, headers: Record<string, string> = {}) {
  const req = Readable.from(body === undefined ? [] : [Buffer.from(typeof body === 'string' ? body : JSON.stringify(body))]);
  return Object.assign(req, { method, headers: { host: 'coastline.localhost:3000', ...headers }, query: {} }) as unknown as NextApiRequest;
}

function response() {
  const headers: Record<string, string> = {};
  const sent: { status?: number; body?: unknown } = {};
  const res = {
    setHeader: (name: string, value: string) => ((headers[name.toLowerCase()] = value), res),
    status: (code: number) => ((sent.status = code), res),
    json: (body: unknown) => void (sent.body = body),
  };
  return { res: res as unknown as NextApiResponse, headers, sent };
}

async function call(
  route: (req: NextApiRequest, res: NextApiResponse) => Promise<void>,
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const { res, headers: written, sent } = response();
  await route(request(method, body, headers), res);
  return { ...sent, headers: written };
}

const withCookie = { ...SAME_SITE, cookie: 'shopper_session=token-aaaaaaaaaaaaaaaaaaaa-1' };

describe('saved searches and alert settings: the site’s routes', () => {
  beforeEach(() => {
    jest.mocked(tenantFromRequest).mockReset().mockResolvedValue(coastline);
    jest.mocked(allowRequest).mockReset().mockResolvedValue(true);
    jest.mocked(callCmsShoppers).mockReset();
  });

  it('saves with the session’s token, the host’s tenant and only title, path and criteria; the answer passes through', async () => {
    const saved = {
      saved_search: { id: 7, label: 'Used Cars', path: '/search/used-cars', created_at: '2026-11-27T00:00:00Z' },
      created: true,
    };
    jest.mocked(callCmsShoppers).mockResolvedValue({ status: 201, body: saved });
    const body = {
      title: 'Used Cars',
      path: '/search/used-cars',
      criteria: 'refinementList%5Bcar_type%5D%5B0%5D=used',
      tenant: 'kiwi-caravans',
      extra: 1,
    };
    const answer = await call(savedSearchSaveRoute(), 'POST', body, withCookie);
    expect(answer).toMatchObject({ status: 201, body: saved, headers: { 'cache-control': 'private, no-store' } });
    expect(callCmsShoppers).toHaveBeenCalledWith(
      '/saved-searches/save',
      { kind: 'shopper', token: 'token-aaaaaaaaaaaaaaaaaaaa-1' },
      { tenant: 'coastline', title: 'Used Cars', path: '/search/used-cars', criteria: 'refinementList%5Bcar_type%5D%5B0%5D=used' },
      expect.anything(),
    );
  });

  it.each([
    [
      'a 400 with field errors',
      400,
      { error: 'Please fix the following errors:', errors: [{ field: 'path', message: 'Only a search of this site can be saved.' }] },
    ],
    ['a 409 at the limit', 409, { error: 'You can save up to 20 searches. Remove one to save another.' }],
    ['an already saved search (200, created: false)', 200, { saved_search: { id: 7 }, created: false }],
  ])('passes the CMS’s answer through: %s', async (_case, status, body) => {
    jest.mocked(callCmsShoppers).mockResolvedValue({ status, body });
    expect(await call(savedSearchSaveRoute(), 'POST', { title: 'x', path: '/x', criteria: '' }, withCookie)).toMatchObject({
      status,
      body,
    });
  });

  it('without a session cookie: 401, and the CMS is not asked', async () => {
    const answer = await call(savedSearchSaveRoute(), 'POST', { title: 'x', path: '/search', criteria: '' }, SAME_SITE);
    expect(answer).toMatchObject({ status: 401, body: { success: false, error: 'Please sign in.' } });
    expect(callCmsShoppers).not.toHaveBeenCalled();
  });

  it('a session the CMS no longer knows: 401 and the cookie is cleared', async () => {
    jest.mocked(callCmsShoppers).mockResolvedValue({ status: 401, body: { error: 'Please sign in.', success: false } });
    const answer = await call(savedSearchListRoute(), 'GET', undefined, { cookie: 'shopper_session=expired-aaaaaaaaaaaaaaaaaaaa' });
    expect(answer.status).toBe(401);
    expect(answer.headers['set-cookie']).toMatch(/^shopper_session=; Max-Age=0;/);
  });

  it.each([
    ['a form post', { ...withCookie, 'content-type': 'application/x-www-form-urlencoded' }],
    ['another site’s origin', { ...withCookie, origin: 'https://evil.example' }],
    ['another tenant’s origin', { ...withCookie, origin: 'http://kiwi-caravans.localhost:3000' }],
    ['a cross-site fetch', { ...withCookie, 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with 403 before anything is read or sent', async (_case, headers) => {
    const answer = await call(savedSearchSaveRoute(), 'POST', { title: 'x', path: '/search', criteria: '' }, headers);
    expect(answer.status).toBe(403);
    expect(callCmsShoppers).not.toHaveBeenCalled();
  });

  it('refuses a body over 10 KB with 413 (a path and criteria of 2,000 characters each fit)', async () => {
    jest.mocked(callCmsShoppers).mockResolvedValue({ status: 201, body: {} });
    const fits = { title: 'Used Cars', path: `/search?query=${'a'.repeat(1990)}`, criteria: `query=${'a'.repeat(1990)}` };
    expect((await call(savedSearchSaveRoute(), 'POST', fits, withCookie)).status).toBe(201);
    const tooLarge = { ...fits, criteria: 'a'.repeat(11 * 1024) };
    expect((await call(savedSearchSaveRoute(), 'POST', tooLarge, withCookie)).status).toBe(413);
  });

  it('removes by id, and lists with a GET', async () => {
    jest.mocked(callCmsShoppers).mockResolvedValue({ status: 200, body: { success: true } });
    expect(await call(savedSearchRemoveRoute(), 'POST', { id: 7 }, withCookie)).toMatchObject({ status: 200, body: { success: true } });
    expect(jest.mocked(callCmsShoppers).mock.calls[0]?.slice(0, 3)).toEqual([
      '/saved-searches/remove',
      { kind: 'shopper', token: 'token-aaaaaaaaaaaaaaaaaaaa-1' },
      { tenant: 'coastline', id: 7 },
    ]);
    jest.mocked(callCmsShoppers).mockResolvedValue({ status: 200, body: { saved_searches: [] } });
    expect(await call(savedSearchListRoute(), 'GET', undefined, { cookie: 'shopper_session=token-aaaaaaaaaaaaaaaaaaaa-1' })).toMatchObject({
      status: 200,
      body: { saved_searches: [] },
    });
    expect(jest.mocked(callCmsShoppers).mock.calls[1]?.slice(0, 3)).toEqual([
      '/saved-searches/list',
      { kind: 'shopper', token: 'token-aaaaaaaaaaaaaaaaaaaa-1' },
      { tenant: 'coastline' },
    ]);
    expect((await call(savedSearchListRoute(), 'POST', {}, withCookie)).status).toBe(405);
  });

  it.each([
    ['the email only', { email: 'sam@example.com' }, { email: 'sam@example.com' }],
    ['removing the email', { email: null }, { email: null }],
    ['alerts off only', { alerts: false }, { alerts: false }],
    ['both, as sent (the CMS checks types)', { email: 5, alerts: 'yes', phone: '+61400000000' }, { email: 5, alerts: 'yes' }],
  ])('account: sends %s and nothing else', async (_case, body, sent) => {
    jest.mocked(callCmsShoppers).mockResolvedValue({ status: 200, body: { shopper: { id: 1 } } });
    await call(accountRoute(), 'POST', body, withCookie);
    expect(jest.mocked(callCmsShoppers).mock.calls[0]?.[2]).toEqual({ tenant: 'coastline', ...sent });
  });

  it('counts each call against the watchlist rate limit, and stops when it is spent', async () => {
    jest.mocked(allowRequest).mockResolvedValue(false);
    await call(accountRoute(), 'POST', { alerts: true }, withCookie);
    expect(allowRequest).toHaveBeenCalledWith(
      expect.anything(),
      expect.anything(),
      { name: 'watchlist', points: 120, windowSeconds: 600 },
      'coastline',
    );
    expect(callCmsShoppers).not.toHaveBeenCalled();
  });

  it('a host no tenant serves: 404, nothing sent', async () => {
    jest.mocked(tenantFromRequest).mockResolvedValue(null);
    expect((await call(savedSearchSaveRoute(), 'POST', {}, withCookie)).status).toBe(404);
    expect(callCmsShoppers).not.toHaveBeenCalled();
  });
});
