import { Readable } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';
import type { RequestTenant } from '@/features/tenant/tenantFromRequest';
import type { StartReservationAnswer, StartReservationInput } from './reservationApi';
import { reservationRoute, type ReservationRouteDeps } from './reservationRoute';

const coastline: RequestTenant = {
  slug: 'coastline',
  origin: 'https://coastlinemotors.example',
  address: { host: 'coastline.localhost:3000', proto: 'http' },
};

const SAME_SITE = { 'content-type': 'application/json', origin: 'http://coastline.localhost:3000', 'sec-fetch-site': 'same-origin' };
const TOKEN = 'token-aaaaaaaaaaaaaaaaaaaa-1';

const valid = {
  car_slug: '2021-toyota-corolla-ascent-12345',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '0400 000 000',
  idempotency_key: 'abcdef1234567890',
};

function request(method: string, body: unknown, headers: Record<string, string> = SAME_SITE) {
  const req = Readable.from(body === undefined ? [] : [Buffer.from(typeof body === 'string' ? body : JSON.stringify(body))]);
  return Object.assign(req, { method, headers: { host: 'coastline.localhost:3000', ...headers }, query: {} }) as unknown as NextApiRequest;
}

async function call(
  body: unknown,
  options: { headers?: Record<string, string>; method?: string; deps?: Partial<ReservationRouteDeps> } = {},
) {
  const headers: Record<string, string> = {};
  const sent: { status?: number; body?: unknown } = {};
  const res = {
    setHeader: (name: string, value: string) => ((headers[name.toLowerCase()] = value), res),
    status: (code: number) => ((sent.status = code), res),
    json: (json: unknown) => void (sent.body = json),
  };
  const start = jest.fn(
    async (_input: StartReservationInput, _key: string): Promise<StartReservationAnswer> => ({
      status: 201,
      body: { reservation_id: 9, payment_url: 'https://pay.example/9' },
    }),
  );
  const route = reservationRoute({
    tenantOf: async () => coastline,
    allow: async () => true,
    apiKey: () => 'key-123',
    start,
    ...options.deps,
  });
  await route(request(options.method ?? 'POST', body, options.headers), res as unknown as NextApiResponse);
  return { ...sent, headers, start };
}

const fieldsOf = (body: unknown) => ((body as { errors: { field: string }[] }).errors ?? []).map((e) => e.field).sort();

describe('POST /api/reservations: the body is checked before the CMS is asked', () => {
  it.each([
    ['no name', { name: '' }, ['name']],
    ['a name of spaces', { name: '   ' }, ['name']],
    ['a name that is a number', { name: 42 }, ['name']],
    ['a name over 100 characters', { name: 'a'.repeat(101) }, ['name']],
    ['no email', { email: '' }, ['email']],
    ['an email that is not one', { email: 'ada@' }, ['email']],
    ['no phone', { phone: '' }, ['phone']],
    ['a phone of letters', { phone: 'call me' }, ['phone']],
    ['no car', { car_slug: '' }, ['car_slug']],
    ['a car that is a path', { car_slug: '../admin' }, ['car_slug']],
    ['no idempotency key', { idempotency_key: undefined }, ['idempotency_key']],
    ['a short idempotency key', { idempotency_key: 'abc' }, ['idempotency_key']],
    [
      'everything missing',
      { name: '', email: '', phone: '', car_slug: '', idempotency_key: '' },
      ['car_slug', 'email', 'idempotency_key', 'name', 'phone'],
    ],
    ['name, email and phone wrong at once', { name: '', email: 'nope', phone: 'x' }, ['email', 'name', 'phone']],
  ])('%s -> 400 naming %j', async (_name, change, fields) => {
    const answer = await call({ ...valid, ...change });
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toBe('Please fix the following errors:');
    expect(fieldsOf(answer.body)).toEqual(fields);
    expect(answer.start).not.toHaveBeenCalled();
  });

  it('refuses a field it does not know by name (the tenant never comes from the body)', async () => {
    const answer = await call({ ...valid, tenant: 'kiwi-caravans' });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toEqual(['tenant']);
    expect(answer.start).not.toHaveBeenCalled();
  });

  it.each<[string, unknown]>([
    ['not JSON', 'name=Ada'],
    ['a list', [valid]],
    ['null', 'null'],
  ])('a body that is %s -> 400 naming the body', async (_name, body) => {
    const answer = await call(body);
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toEqual(['body']);
    expect(answer.start).not.toHaveBeenCalled();
  });

  it('a body over 8 KB -> 413', async () => {
    const answer = await call({ ...valid, name: 'a'.repeat(9000) });
    expect(answer.status).toBe(413);
  });
});

describe('POST /api/reservations: the host’s tenant, the cookie’s session, the CMS’s answer', () => {
  it('hands the checked body to the CMS with the host’s tenant, the session token and the origin the shopper is on', async () => {
    const answer = await call(valid, { headers: { ...SAME_SITE, cookie: `shopper_session=${TOKEN}` } });
    expect(answer.start).toHaveBeenCalledWith(
      { ...valid, tenant: 'coastline', shopper_token: TOKEN, return_origin: 'http://coastline.localhost:3000' },
      'key-123',
    );
    expect(answer).toMatchObject({
      status: 201,
      body: { reservation_id: 9, payment_url: 'https://pay.example/9' },
      headers: { 'cache-control': 'private, no-store' },
    });
  });

  it('sends no token without a session cookie', async () => {
    const answer = await call(valid);
    expect(answer.start.mock.calls[0]![0]).not.toHaveProperty('shopper_token');
  });

  it.each<StartReservationAnswer>([
    { status: 401, body: { error: 'Please sign in to reserve this car.' } },
    { status: 404, body: { error: 'This car is not for sale on this site.' } },
    { status: 409, body: { error: 'This car has just been reserved.', reason: 'reserved' } },
    { status: 502, body: { error: 'An error occurred when submitting this form' } },
  ])('passes the CMS’s %j through', async (cms) => {
    const answer = await call(valid, { deps: { start: async () => cms } });
    expect(answer).toMatchObject({ status: cms.status, body: cms.body });
  });

  it('a 401 with a session cookie ends the session in the browser too', async () => {
    const answer = await call(valid, {
      headers: { ...SAME_SITE, cookie: `shopper_session=${TOKEN}` },
      deps: { start: async () => ({ status: 401, body: { error: 'Please sign in to reserve this car.' } }) },
    });
    expect(answer.headers['set-cookie']).toMatch(/^shopper_session=; Max-Age=0/);
  });

  it.each([
    ['another site’s page', { ...SAME_SITE, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }],
  ])('refuses %s with 403 before reading anything', async (_name, headers) => {
    const answer = await call(valid, { headers });
    expect(answer.status).toBe(403);
    expect(answer.start).not.toHaveBeenCalled();
  });

  it('a host no tenant serves -> 404', async () => {
    const answer = await call(valid, { deps: { tenantOf: async () => null } });
    expect(answer.status).toBe(404);
  });

  it('GET -> 405 naming POST', async () => {
    const answer = await call(undefined, { method: 'GET' });
    expect(answer).toMatchObject({ status: 405, headers: { allow: 'POST' } });
  });

  it('over the rate limit: the limiter answers, the CMS is not asked', async () => {
    const answer = await call(valid, { deps: { allow: async () => false } });
    expect(answer.start).not.toHaveBeenCalled();
  });

  it('without the site’s key -> 503 with the spec’s failure text', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await call(valid, { deps: { apiKey: () => undefined } });
    expect(answer).toMatchObject({ status: 503, body: { error: 'An error occurred when submitting this form' } });
    error.mockRestore();
  });
});
