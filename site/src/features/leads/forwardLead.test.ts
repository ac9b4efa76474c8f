import type { LeadSubmission } from '@dealer/domain/leads';
import { forwardLead, LEAD_SUBMIT_PATH, type ForwardLeadInput } from './forwardLead';
import { contactKeys, leadPageUrl } from './leadRequestInput';

const lead: LeadSubmission = {
  form: 'enquiry',
  idempotency_key: 'abcdef12-3456',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '0400 000 000',
  message: 'Is it still available?',
  category: 'General Enquiry',
  preferred_contact_method: 'Phone',
  opt_in: true,
};
const input: ForwardLeadInput = { tenant: 'coastline', lead, context: { url: 'https://coastline.example/cars/x', user_agent: 'UA' } };

function answering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body === undefined ? 'not json' : JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { calls, fetcher };
}

const config = (fetcher: typeof fetch, log = jest.fn()) => ({ cmsUrl: 'http://cms.test', apiKey: 'key-123', fetcher, log });

describe('forwardLead: the CMS answer mapped to the form (issue 10 contract)', () => {
  it('posts tenant, lead and context to the CMS endpoint with the service-account key', async () => {
    const { calls, fetcher } = answering(201, { lead_id: 7, created: true });
    await forwardLead(input, config(fetcher));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`http://cms.test${LEAD_SUBMIT_PATH}`);
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('service-accounts API-Key key-123');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual(input);
  });

  it.each([
    ['201 created', 201, { lead_id: 7, created: true }],
    ['200 replay of the same idempotency key', 200, { lead_id: 7, created: false }],
  ])('CMS %s -> 201 with the lead id', async (_name, status, body) => {
    const { fetcher } = answering(status, body);
    await expect(forwardLead(input, config(fetcher))).resolves.toEqual({ status: 201, body: { lead_id: 7 } });
  });

  it('CMS 400 -> 400 with its field errors passed through', async () => {
    const errors = [{ field: 'email', message: 'Enter a valid email address' }];
    const { fetcher } = answering(400, { error: 'Please fix the following errors:', errors });
    await expect(forwardLead(input, config(fetcher))).resolves.toEqual({
      status: 400,
      body: { error: 'Please fix the following errors:', errors },
    });
  });

  it.each([
    // The CMS or its database is down: the shopper may try again.
    ['500', 503, 500, { error: 'boom' }],
    ['503 without JSON', 503, 503, undefined],
    // The CMS refuses the call itself: the operator must act.
    ['401 (wrong key)', 502, 401, { errors: [{ message: 'Unauthorized' }] }],
    ['403', 502, 403, { error: 'Forbidden' }],
    ['404 unknown tenant', 502, 404, { error: 'No such tenant' }],
    ['201 without a lead id', 502, 201, { created: true }],
    ['400 without field errors', 502, 400, { error: 'Bad' }],
  ])('CMS %s -> %d with the spec text, and a log line', async (_name, expected, status, body) => {
    const { fetcher } = answering(status, body);
    const log = jest.fn();
    await expect(forwardLead(input, config(fetcher, log))).resolves.toEqual({
      status: expected,
      body: { error: 'An error occurred when submitting this form' },
    });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('names LEADS_API_KEY in the log when the CMS refuses the key', async () => {
    const { fetcher } = answering(401, {});
    const log = jest.fn();
    await forwardLead(input, config(fetcher, log));
    expect(log.mock.calls[0]![0]).toMatch(/LEADS_API_KEY/);
  });

  it('CMS down -> 503', async () => {
    const fetcher = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const log = jest.fn();
    await expect(forwardLead(input, config(fetcher, log))).resolves.toMatchObject({ status: 503 });
    expect(log.mock.calls[0]![0]).toMatch(/could not be reached/);
  });

  it('CMS slower than the timeout -> 503 (the request is aborted)', async () => {
    const fetcher = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    const started = Date.now();
    await expect(forwardLead(input, { ...config(fetcher), timeoutMs: 50 })).resolves.toMatchObject({ status: 503 });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('contactKeys: one person counts once however they type their details', () => {
  it.each([
    [{ email: ' Ada@Example.COM ', phone: '(04) 0000-0000' }, ['email:ada@example.com', 'phone:0400000000']],
    [{ email: '', phone: '' }, []],
    [{ email: 42, phone: ['1'] }, []],
    [null, []],
  ])('%j -> %j', (body, keys) => {
    expect(contactKeys(body)).toEqual(keys);
  });
});

describe('leadPageUrl: the page a lead came from', () => {
  const tenant = { origin: 'https://coastline.example', address: { host: 'coastline.localhost:3000', proto: 'http' } } as never;
  it.each([
    ['http://coastline.localhost:3000/cars/x#enquire', 'http://coastline.localhost:3000/cars/x#enquire'],
    ['https://coastline.example/contact', 'https://coastline.example/contact'],
    ['https://evil.example/phish', 'https://coastline.example/'],
    ['not a url', 'https://coastline.example/'],
    [undefined, 'https://coastline.example/'],
  ])('Referer %s -> %s', (referer, expected) => {
    expect(leadPageUrl(referer, tenant)).toBe(expected);
  });
});
