import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpPhoneRevealTracker, LogPhoneRevealTracker, TrackingUpstreamError } from './phoneRevealTracker';

const event = { car_id: '42', dealership_id: '3', website_id: '1', at: '2026-11-22T01:00:00.000Z' };

/** A real HTTP server standing in for the platform's tracking endpoint (the edge of the world). */
async function upstream(status: number) {
  const received: unknown[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method, type: req.headers['content-type'], body: JSON.parse(body) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/track`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('HttpPhoneRevealTracker', () => {
  it('POSTs the event as JSON', async () => {
    const server = await upstream(204);
    try {
      await new HttpPhoneRevealTracker(server.url).record(event);
      expect(server.received).toEqual([{ method: 'POST', type: 'application/json', body: event }]);
    } finally {
      await server.close();
    }
  });

  it('fails with the upstream status when the endpoint refuses the event', async () => {
    const server = await upstream(503);
    try {
      await expect(new HttpPhoneRevealTracker(server.url).record(event)).rejects.toThrow(
        new TrackingUpstreamError(`The tracking endpoint ${server.url} answered 503`),
      );
    } finally {
      await server.close();
    }
  });

  it('fails with a message naming the endpoint when it cannot be reached', async () => {
    await expect(new HttpPhoneRevealTracker('http://127.0.0.1:9/track', 500).record(event)).rejects.toThrow(/could not be reached/);
  });
});

describe('LogPhoneRevealTracker', () => {
  it('writes one line with the event and says it was only logged', async () => {
    const lines: string[] = [];
    await new LogPhoneRevealTracker((line) => lines.push(line)).record(event);
    expect(lines).toEqual([`phone-reveal ${JSON.stringify(event)} (no PHONE_REVEAL_TRACKING_URL set: logged only)`]);
  });
});
