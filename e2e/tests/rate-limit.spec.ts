/**
 * Rate limits (issue 9): clients hammering `/api/search` from one address get 429 with
 * Retry-After once the limit is spent, while another address is served normally. The requests
 * come from other loopback addresses (127.0.0.0/8 is all loopback on Linux), so the browser
 * tests' own budget on 127.0.0.1 is untouched.
 */
import http from 'node:http';
import { expect, test } from './fixtures';
import { SITE_PORT } from '../playwright.config';

/** The limit `/api/search` runs with (site/src/features/rateLimit/rateLimit.ts, RATE_LIMIT_SEARCH). */
const SEARCH_LIMIT = 120;

interface Answer {
  status: number;
  retryAfter: string | undefined;
}

function get(path: string, from: string, tenant = 'coastline'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port: SITE_PORT, path, localAddress: from, headers: { host: `${tenant}.localhost:${SITE_PORT}` }, agent: false },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] as string | undefined }),
        );
      },
    );
    request.on('error', reject);
  });
}

test('50 clients hammering /api/search from one address get 429 after the limit; another address is served', async () => {
  test.setTimeout(120_000);
  const hammer = '127.0.0.31';
  const total = SEARCH_LIMIT + 130;
  let next = 0;
  const answers: Answer[] = [];
  // 50 concurrent clients, each sending its next request as soon as the last one is answered.
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < total) {
        next += 1;
        answers.push(await get(`/api/search?refinementList[car_type][0]=used&page=${(next % 5) + 1}`, hammer));
      }
    }),
  );
  const served = answers.filter((a) => a.status === 200).length;
  const refused = answers.filter((a) => a.status === 429);
  expect(answers).toHaveLength(total);
  // Every request is either served or refused; exactly the limit is served within the minute.
  expect(served + refused.length).toBe(total);
  expect(served).toBe(SEARCH_LIMIT);
  expect(refused.length).toBe(total - SEARCH_LIMIT);
  for (const answer of refused) {
    expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60);
  }

  // Meanwhile another address is served normally.
  const other = await Promise.all(Array.from({ length: 10 }, () => get('/api/search?refinementList[car_type][0]=used', '127.0.0.32')));
  expect(other.map((a) => a.status)).toEqual(Array(10).fill(200));
  // And the hammering address is still refused, on this tenant only.
  expect((await get('/api/search', hammer)).status).toBe(429);
  expect((await get('/api/search', hammer, 'harbour-mazda')).status).toBe(200);
});

test('the window sticker and reveal-phone routes are limited too, with Retry-After', async () => {
  const from = '127.0.0.33';
  const stickers: Answer[] = [];
  // An unknown car is a 404, but it still counts: the limit protects the route, not the car.
  for (let i = 0; i < 25; i++) stickers.push(await get('/api/cars/no-such-car/pdf', from));
  expect(stickers.slice(0, 20).map((a) => a.status)).toEqual(Array(20).fill(404));
  expect(stickers.slice(20).map((a) => a.status)).toEqual(Array(5).fill(429));
  expect(Number(stickers[24]!.retryAfter)).toBeGreaterThanOrEqual(1);
});
