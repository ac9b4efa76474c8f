/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ValuationProviderError, httpValuationProvider, valuationProviderFromEnv } from './valuationProvider';

/** A stand-in eval-expert service on a real port: it records each call and answers as told. */
function fakeService(answer: (path: string, body: unknown) => { status: number; body: unknown; delayMs?: number }) {
  const calls: Array<{ path: string; body: unknown; headers: http.IncomingHttpHeaders }> = [];
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      const body = data ? (JSON.parse(data) as unknown) : null;
      calls.push({ path: req.url ?? '', body, headers: req.headers });
      const reply = answer(req.url ?? '', body);
      setTimeout(
        () => res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body)),
        reply.delayMs ?? 0,
      );
    });
  });
  return new Promise<{ url: string; calls: typeof calls; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        calls,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describe('httpValuationProvider', () => {
  it('posts the eval-expert calls with its headers and reads the odd spellings', async () => {
    const service = await fakeService(() => ({ status: 200, body: [{ EvalID: 0, VIN: 'VIN1', VechicleDescriptions: ['A', 'B'] }] }));
    try {
      const provider = httpValuationProvider({ name: 'eval-expert', baseUrl: `${service.url}/`, headers: { 'x-api-key': 'k' } });
      const lookup = await provider.enterVin({ rego: 'ABC123', state: 'QLD' });
      expect(lookup.descriptions).toEqual(['A', 'B']);
      expect(lookup.vehicle.vin).toBe('VIN1');
      await provider.manualEntry({ vin: 'VIN1', desc: 'B' });
      expect(service.calls.map((c) => c.path)).toEqual(['/v1/enter-vin', '/v1/manual-entry']);
      expect(service.calls[0]!.body).toEqual({ rego: 'ABC123', state: 'QLD' });
      expect(service.calls[0]!.headers['x-api-key']).toBe('k');
    } finally {
      await service.close();
    }
  });

  it('turns an HTTP error or a timeout into a ValuationProviderError', async () => {
    const service = await fakeService((path) =>
      path.endsWith('enter-vin') ? { status: 500, body: {} } : { status: 200, body: [], delayMs: 300 },
    );
    try {
      const provider = httpValuationProvider({ name: 'eval-expert', baseUrl: service.url, headers: {}, timeoutMs: 100 });
      await expect(provider.enterVin({ rego: 'X', state: 'QLD' })).rejects.toMatchObject({ name: 'ValuationProviderError', status: 500 });
      await expect(provider.manualEntry({ vin: 'V', desc: 'D' })).rejects.toBeInstanceOf(ValuationProviderError);
    } finally {
      await service.close();
    }
  });
});

describe('httpValuationProvider, the first flow', () => {
  it('posts the adjustment answers and reads the offer; an offer it cannot read is none; accept reads success', async () => {
    const service = await fakeService((path, body) =>
      path.endsWith('/adjustments')
        ? (body as { id: string }).id === 'E1'
          ? { status: 200, body: { id: 'E1', offer: { amount: '18,450', expires: '2026-12-03' } } }
          : { status: 200, body: [] }
        : { status: 200, body: { success: (body as { id: string }).id === 'E1' } },
    );
    try {
      const provider = httpValuationProvider({ name: 'eval-expert', baseUrl: service.url, headers: {} });
      const answers = [{ id: 'tyres', answer: 'good' }];
      await expect(provider.submitAdjustments({ id: 'E1', adjustmentAnswers: answers, kms: 42_000 })).resolves.toEqual({
        amount: 18_450,
        expiresOn: '2026-12-03',
      });
      expect(service.calls[0]).toMatchObject({ path: '/v1/adjustments', body: { id: 'E1', adjustmentAnswers: answers, kms: 42_000 } });
      await expect(provider.submitAdjustments({ id: 'E2', adjustmentAnswers: answers, kms: 1 })).resolves.toBeNull();
      await expect(provider.acceptOffer({ id: 'E1', lead_id: 7 })).resolves.toBe(true);
      await expect(provider.acceptOffer({ id: 'E2', lead_id: 7 })).resolves.toBe(false);
      expect(service.calls[2]).toMatchObject({ path: '/v1/accept', body: { id: 'E1', lead_id: 7 } });
    } finally {
      await service.close();
    }
  });
});

describe('valuationProviderFromEnv', () => {
  it('is the eval-expert service when configured, else the CMS sample service with the site key', () => {
    expect(valuationProviderFromEnv({ EVAL_EXPERT_URL: 'https://ee.example.com' } as unknown as NodeJS.ProcessEnv).name).toBe(
      'eval-expert',
    );
    expect(valuationProviderFromEnv({ CMS_URL: 'http://localhost:3001', LEADS_API_KEY: 'x' } as unknown as NodeJS.ProcessEnv).name).toBe(
      'sample',
    );
  });
});
