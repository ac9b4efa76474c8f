import { Readable } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';
import { LEAD_TEXTS } from '@dealer/domain/leads';
import { allowRequest } from '@/features/rateLimit/rateLimit';
import { tenantFromRequest, type RequestTenant } from '@/features/tenant/tenantFromRequest';
import { leadFormOptions } from './leadFacts';
import { handleLeadRequest } from './leadRequest';

jest.mock('@/features/tenant/tenantFromRequest', () => ({ tenantFromRequest: jest.fn() }));
jest.mock('@/features/rateLimit/rateLimit', () => ({ allowRequest: jest.fn(), RATE_LIMITS: { form: {} } }));
jest.mock('./leadFacts', () => ({ leadFormOptions: jest.fn() }));

const coastline: RequestTenant = {
  slug: 'coastline',
  origin: 'https://coastlinemotors.com.au',
  address: { host: 'coastlinemotors.com.au', proto: 'https' },
};

function post(body: object): NextApiRequest {
  const req = Readable.from([Buffer.from(JSON.stringify(body))]) as unknown as NextApiRequest;
  Object.assign(req, { method: 'POST', headers: { host: 'coastlinemotors.com.au', 'content-type': 'application/json' } });
  return req;
}

function response() {
  const sent: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  const res = {
    headersSent: false,
    setHeader: (name: string, value: string) => ((sent.headers[name.toLowerCase()] = value), res),
    status: (code: number) => ((sent.status = code), res),
    json: (body: unknown) => void (sent.body = body),
  };
  return { res: res as unknown as NextApiResponse, sent };
}

describe('POST /api/leads when the CMS cannot be read (issue 39: PostgreSQL stopped)', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(allowRequest).mockResolvedValue(true);
    jest.mocked(tenantFromRequest).mockResolvedValue(coastline);
  });

  it('the tenant lookup failing answers 503 with the form failure text and a retry time, not a bare 500', async () => {
    jest.mocked(tenantFromRequest).mockRejectedValue(new Error('CMS answered 500 for /api/tenants'));
    const { res, sent } = response();
    await handleLeadRequest(post({ form: 'enquiry' }), res);
    expect(sent).toMatchObject({ status: 503, body: { error: LEAD_TEXTS.submitFailed }, headers: { 'retry-after': '30' } });
  });

  it("the tenant's form options failing answers the same", async () => {
    jest.mocked(leadFormOptions).mockRejectedValue(new Error('CMS answered 500 for /api/locations'));
    const { res, sent } = response();
    await handleLeadRequest(post({ form: 'enquiry', name: 'Ada' }), res);
    expect(sent).toMatchObject({ status: 503, body: { error: LEAD_TEXTS.submitFailed } });
  });
});
