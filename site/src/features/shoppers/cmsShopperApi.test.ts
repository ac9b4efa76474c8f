import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { callCmsShoppers, SIGN_IN_UNAVAILABLE_TEXT } from './cmsShopperApi';

/** A real HTTP server standing in for the CMS: what it was sent, and what it answers. */
function cms(answer: (req: http.IncomingMessage, body: string) => { status: number; body: string }) {
  const seen: { url?: string; authorization?: string; body?: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ url: req.url, authorization: req.headers.authorization, body });
      const { status, body: text } = answer(req, body);
      res.writeHead(status, { 'content-type': 'application/json' }).end(text);
    });
  });
  return {
    seen,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('callCmsShoppers', () => {
  const log = jest.fn();
  afterEach(() => log.mockReset());

  it('sends the site key or the shopper token and passes the answer through', async () => {
    const fake = cms(() => ({ status: 429, body: JSON.stringify({ error: 'Too many codes sent.', retry_after_seconds: 60 }) }));
    const cmsUrl = await fake.start();
    try {
      const site = await callCmsShoppers('/send-code', { kind: 'site', apiKey: 'k1' }, { tenant: 'coastline' }, { cmsUrl, log });
      expect(site).toEqual({ status: 429, body: { error: 'Too many codes sent.', retry_after_seconds: 60 } });
      await callCmsShoppers('/me', { kind: 'shopper', token: 't1' }, { tenant: 'coastline' }, { cmsUrl, log });
      expect(fake.seen.map(({ url, authorization }) => [url, authorization])).toEqual([
        ['/api/shoppers/send-code', 'service-accounts API-Key k1'],
        ['/api/shoppers/me', 'Shopper t1'],
      ]);
      expect(JSON.parse(fake.seen[0]?.body ?? '')).toEqual({ tenant: 'coastline' });
    } finally {
      await fake.stop();
    }
  });

  it('turns a refused site key into a logged 502: the shopper did nothing wrong', async () => {
    const fake = cms(() => ({ status: 403, body: JSON.stringify({ error: 'Only the site…' }) }));
    const cmsUrl = await fake.start();
    try {
      const answer = await callCmsShoppers('/send-code', { kind: 'site', apiKey: 'wrong' }, {}, { cmsUrl, log });
      expect(answer).toEqual({ status: 502, body: { error: SIGN_IN_UNAVAILABLE_TEXT, success: false } });
      expect(log).toHaveBeenCalledWith(expect.stringContaining('check LEADS_API_KEY'));
    } finally {
      await fake.stop();
    }
  });

  it('passes a refused shopper token through (the route ends the session)', async () => {
    const fake = cms(() => ({ status: 401, body: JSON.stringify({ error: 'Please sign in.', success: false }) }));
    const cmsUrl = await fake.start();
    try {
      expect((await callCmsShoppers('/me', { kind: 'shopper', token: 't' }, {}, { cmsUrl, log })).status).toBe(401);
    } finally {
      await fake.stop();
    }
  });

  it('answers 502 for an answer that is not a JSON object, and for a CMS that cannot be reached', async () => {
    const fake = cms(() => ({ status: 200, body: '<html>' }));
    const cmsUrl = await fake.start();
    try {
      expect((await callCmsShoppers('/me', { kind: 'shopper', token: 't' }, {}, { cmsUrl, log })).status).toBe(502);
    } finally {
      await fake.stop();
    }
    const unreachable = await callCmsShoppers(
      '/me',
      { kind: 'shopper', token: 't' },
      {},
      { cmsUrl: 'http://127.0.0.1:9', log, timeoutMs: 2000 },
    );
    expect(unreachable).toEqual({ status: 502, body: { error: SIGN_IN_UNAVAILABLE_TEXT, success: false } });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('could not be reached'));
  });
});
