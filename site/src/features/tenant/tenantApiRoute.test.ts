import type { NextApiRequest, NextApiResponse } from 'next';
import { allowRequest, type RateLimitRule } from '@/features/rateLimit/rateLimit';
import { tenantApiRoute, type TenantApiRouteOptions } from './tenantApiRoute';
import { tenantFromRequest, type RequestTenant } from './tenantFromRequest';

// The module boundaries: which tenant a host names, and whether the rate limit lets a request on.
jest.mock('./tenantFromRequest', () => ({ tenantFromRequest: jest.fn() }));
jest.mock('@/features/rateLimit/rateLimit', () => ({ allowRequest: jest.fn() }));

const coastline: RequestTenant = {
  slug: 'coastline',
  origin: 'https://coastlinemotors.com.au',
  address: { host: 'coastlinemotors.com.au', proto: 'https' },
};
const rule: RateLimitRule = { name: 'unit-test', points: 3, windowSeconds: 60 };
const failure = { log: 'The widgets could not be loaded', message: 'The widgets are unavailable right now. Please try again.' };

const request = (method: string) => ({ method, headers: { host: 'coastlinemotors.com.au' }, query: {} }) as unknown as NextApiRequest;

/** A response that records every write, in order. */
function response() {
  const written: unknown[][] = [];
  const res = {
    setHeader: (name: string, value: string) => (written.push(['header', name, value]), res),
    status: (code: number) => (written.push(['status', code]), res),
    json: (body: unknown) => void written.push(['json', body]),
    send: (body: unknown) => void written.push(['send', body]),
  };
  return { res: res as unknown as NextApiResponse, written };
}

async function call(options: Partial<TenantApiRouteOptions>, method = 'GET') {
  const handler = options.handler ?? jest.fn(async (_req: NextApiRequest, res: NextApiResponse) => res.status(200).json({ ok: true }));
  const req = request(method);
  const { res, written } = response();
  await tenantApiRoute({ methods: ['GET'], ...options, handler })(req, res);
  return { req, res, written, handler };
}

describe('tenantApiRoute: the frame of a tenant API route', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    jest.mocked(tenantFromRequest).mockReset().mockResolvedValue(coastline);
    jest.mocked(allowRequest).mockReset().mockResolvedValue(true);
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it.each<[string, TenantApiRouteOptions['methods'], string, string]>([
    ['a GET route refuses POST', ['GET'], 'POST', 'GET'],
    ['a GET and HEAD route refuses PUT, naming both', ['GET', 'HEAD'], 'PUT', 'GET, HEAD'],
    ['a POST route refuses GET', ['POST'], 'GET', 'POST'],
  ])('%s with 405 and Allow, before it looks up the tenant', async (_label, methods, method, allow) => {
    const { written, handler } = await call({ methods }, method);
    expect(written).toEqual([
      ['header', 'Allow', allow],
      ['status', 405],
      ['json', { error: `Use ${methods[0]}.` }],
    ]);
    expect(tenantFromRequest).not.toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers HEAD where the route lists it', async () => {
    const { handler } = await call({ methods: ['GET', 'HEAD'] }, 'HEAD');
    expect(handler).toHaveBeenCalled();
  });

  it('answers a host no tenant serves with 404, without counting or running the handler', async () => {
    jest.mocked(tenantFromRequest).mockResolvedValue(null);
    const { written, handler } = await call({ rateLimit: rule });
    expect(written).toEqual([
      ['status', 404],
      ['json', { error: 'No dealer site is served at this address.' }],
    ]);
    expect(allowRequest).not.toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
  });

  it("answers a host no tenant serves with the route's own answer where it has one", async () => {
    jest.mocked(tenantFromRequest).mockResolvedValue(null);
    const unknownTenant = (res: NextApiResponse) => res.status(404).send('User-agent: *\nDisallow: /\n');
    const { written } = await call({ unknownTenant });
    expect(written).toEqual([
      ['status', 404],
      ['send', 'User-agent: *\nDisallow: /\n'],
    ]);
  });

  it("counts the request on the tenant against the route's rule, and stops where the limit refuses it", async () => {
    jest.mocked(allowRequest).mockResolvedValue(false);
    const { req, res, handler } = await call({ rateLimit: rule });
    expect(allowRequest).toHaveBeenCalledWith(req, res, rule, 'coastline');
    expect(handler).not.toHaveBeenCalled();
  });

  it('passes the request, the response and the tenant to the handler, whose answer is the only one', async () => {
    const { req, res, written, handler } = await call({ rateLimit: rule, failure });
    expect(handler).toHaveBeenCalledWith(req, res, coastline);
    expect(written).toEqual([
      ['status', 200],
      ['json', { ok: true }],
    ]);
    expect(logged).not.toHaveBeenCalled();
  });

  it("answers a handler's error with 502 and the route's message, and logs it with its stack", async () => {
    const error = new Error('CMS unreachable');
    const { written } = await call({
      failure,
      handler: async () => {
        throw error;
      },
    });
    expect(written).toEqual([
      ['status', 502],
      ['json', { error: failure.message }],
    ]);
    expect(logged.mock.calls).toEqual([[`The widgets could not be loaded: ${error.stack}`]]);
  });

  it("leaves a handler's error to Next (its 500) where the route names no failure answer", async () => {
    const error = new Error('CMS unreachable');
    const handler = async () => {
      throw error;
    };
    const { res, written } = response();
    await expect(tenantApiRoute({ methods: ['GET'], handler })(request('GET'), res)).rejects.toBe(error);
    expect(written).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
  });

  it('leaves an error in finding the tenant to Next, even where the route has a failure answer', async () => {
    const error = new Error('the domain map could not be read');
    jest.mocked(tenantFromRequest).mockRejectedValue(error);
    const { res, written } = response();
    const route = tenantApiRoute({ methods: ['GET'], failure, handler: jest.fn() });
    await expect(route(request('GET'), res)).rejects.toBe(error);
    expect(written).toEqual([]);
  });
});
