/**
 * Issue 12 "every edit live in seconds": an editor changes a location's Saturday hours, a model's
 * status and a review, and each shows on its page within 5 s while another tenant's pages stay as
 * they were. Also the home page's reviews (spec §5: shown when the average exceeds the minimum).
 */
import { cmsUrl, editorSession, expect, siteGet, staffAuthorization, siteUrl, test, waitForHydration, saveScreenshot } from './fixtures';

type Request = import('@playwright/test').APIRequestContext;

const LIVE_WITHIN = { timeout: 5_000, intervals: [250] };

const html = async (request: Request, tenant: string, path: string) => {
  const response = await siteGet(request, tenant, path);
  expect([path, response.status()]).toEqual([path, 200]);
  return response.text();
};

/** The hours line of a day on a location's card (`<dt>Sat</dt><dd>…</dd>`). */
const hoursOf = (page: string, day: string) => new RegExp(`<dt>${day}</dt><dd>([^<]*)</dd>`).exec(page)?.[1] ?? null;

test('an editor changes a location’s Saturday hours: its page shows them within 5 s; another tenant’s location is unchanged', async ({
  request,
}) => {
  const { authorization } = await editorSession(request, 'coastline');
  const headers = { authorization };
  const found = await request.get(cmsUrl('/api/locations?where[slug][equals]=coastline-toyota&depth=0'), { headers });
  const location = (
    (await found.json()) as {
      docs: { id: number; opening_hours: { id: string; weekday: number; status: string; open?: string; close?: string }[] }[];
    }
  ).docs[0]!;
  const harbourBefore = hoursOf(await html(request, 'harbour-mazda', '/locations/harbour-mazda'), 'Sat');
  expect(hoursOf(await html(request, 'coastline', '/locations/coastline-toyota'), 'Sat')).toBe('8:30am - 4pm');
  const saturday = (open: string, close: string) =>
    location.opening_hours.map((entry) => (entry.weekday === 6 ? { ...entry, status: 'Open', open, close } : entry));
  try {
    const saved = await request.patch(cmsUrl(`/api/locations/${location.id}`), {
      headers,
      data: { opening_hours: saturday('09:00', '13:00') },
    });
    expect(saved.status()).toBe(200);
    await expect
      .poll(async () => hoursOf(await html(request, 'coastline', '/locations/coastline-toyota'), 'Sat'), LIVE_WITHIN)
      .toBe('9am - 1pm');
    expect(hoursOf(await html(request, 'harbour-mazda', '/locations/harbour-mazda'), 'Sat')).toBe(harbourBefore);
  } finally {
    await request.patch(cmsUrl(`/api/locations/${location.id}`), { headers, data: { opening_hours: location.opening_hours } });
  }
});

test('a model’s status changed in the CMS shows on the range page within 5 s; another tenant’s range is unchanged', async ({ request }) => {
  const headers = await staffAuthorization(request);
  const found = await request.get(
    cmsUrl('/api/models?where[manufacturer.slug][equals]=toyota&where[status][not_equals]=coming_soon&depth=1&limit=1'),
    {
      headers,
    },
  );
  const model = ((await found.json()) as { docs: { id: number; slug: string; status: string | null; override_url?: string | null }[] })
    .docs[0]!;
  expect(model).toBeTruthy();
  const cardOf = (page: string) => {
    const at = page.indexOf(`href="/search/toyota/${model.slug}"`);
    return at < 0 ? null : page.slice(at, page.indexOf('</a>', at));
  };
  const comingSoon = (page: string) => page.split('COMING SOON').length - 1;
  const harbourBefore = comingSoon(await html(request, 'harbour-mazda', '/models'));
  expect(cardOf(await html(request, 'coastline', '/models'))).not.toContain('COMING SOON');
  try {
    expect((await request.patch(cmsUrl(`/api/models/${model.id}`), { headers, data: { status: 'coming_soon' } })).status()).toBe(200);
    await expect.poll(async () => cardOf(await html(request, 'coastline', '/models')), LIVE_WITHIN).toContain('COMING SOON');
    expect(comingSoon(await html(request, 'harbour-mazda', '/models'))).toBe(harbourBefore);
  } finally {
    await request.patch(cmsUrl(`/api/models/${model.id}`), { headers, data: { status: model.status ?? null } });
  }
});

interface ApiReview {
  id: number;
  name: string;
  text: string | null;
}
const reviewsOf = async (request: Request, tenant: string) => {
  const response = await siteGet(request, tenant, '/api/reviews');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { reviews: ApiReview[] }).reviews;
};

test('an editor edits a review: the home page’s reviews show it within 5 s, and only on that tenant', async ({ page, request }) => {
  const { authorization } = await editorSession(request, 'coastline');
  const headers = { authorization };
  const [newest] = await reviewsOf(request, 'coastline');
  const text = `Edited by the dealer ${Date.now()}`;
  try {
    expect((await request.patch(cmsUrl(`/api/reviews/${newest!.id}`), { headers, data: { text } })).status()).toBe(200);
    await expect.poll(async () => (await reviewsOf(request, 'coastline')).map((r) => r.text), LIVE_WITHIN).toContain(text);
    expect((await reviewsOf(request, 'harbour-mazda')).map((r) => r.text)).not.toContain(text);
    await page.goto(siteUrl('coastline', '/'));
    await waitForHydration(page);
    const section = page.getByTestId('home-reviews');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByTestId('review').filter({ hasText: text })).toBeVisible();
  } finally {
    await request.patch(cmsUrl(`/api/reviews/${newest!.id}`), { headers, data: { text: newest!.text } });
  }
});

test('home shows the reviews where their average exceeds the tenant’s minimum, with stars to one decimal, scrollable by keyboard', async ({
  page,
  request,
}) => {
  await page.goto(siteUrl('harbour-mazda', '/'));
  await waitForHydration(page);
  const section = page.getByTestId('home-reviews');
  await expect(section.getByRole('heading', { level: 2, name: 'What our customers say' })).toBeVisible();
  await expect(section.locator('.review-summary')).toHaveText(/^\s*\d\.\d out of 5 from \d+ reviews$/);
  // Five star icons (full, half or empty), drawn from the sprite rather than font glyphs.
  const stars = section.locator('.review-summary .stars svg');
  await expect(stars).toHaveCount(5);
  const average = Number(await section.locator('.review-summary strong').textContent());
  const full = await section.locator('.review-summary .stars use[href="#i-star"]').count();
  expect(Math.abs(average - full)).toBeLessThan(1);
  await expect(page.locator('symbol#i-star')).toHaveCount(1);
  // The reviews load as the row comes near the viewport.
  await section.scrollIntoViewIfNeeded();
  const list = section.getByRole('list', { name: 'Customer reviews' });
  const reviews = list.getByTestId('review');
  await expect(reviews.first()).toBeVisible();
  expect(await reviews.count()).toBeLessThanOrEqual(12);
  await expect(reviews.first()).toContainText(/Rated [1-5] out of 5/);
  await list.focus();
  await expect(list).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await saveScreenshot(page, 'home-reviews-harbour-mazda');

  // Lone Star's average (4.5) does not exceed its minimum (4.5): no reviews.
  expect(await html(request, 'lone-star-motors', '/')).not.toContain('What our customers say');
});

test('/api/reviews: the host’s tenant’s reviews only; a forged X-Forwarded-Host, another host or a POST gets none of another tenant’s', async ({
  request,
}) => {
  const headers = await staffAuthorization(request);
  const idsOf = async (tenant: string) => {
    const response = await request.get(cmsUrl(`/api/reviews?where[tenant.slug][equals]=${tenant}&limit=1000&depth=0`), { headers });
    return new Set(((await response.json()) as { docs: { id: number }[] }).docs.map((review) => review.id));
  };
  const coastlineIds = await idsOf('coastline');
  const served = await reviewsOf(request, 'coastline');
  expect(served.length).toBeGreaterThan(0);
  expect(served.every((review) => coastlineIds.has(review.id))).toBe(true);
  const forged = await request.get(`http://localhost:${new URL(siteUrl('coastline')).port}/api/reviews`, {
    headers: { host: new URL(siteUrl('kiwi-caravans')).host, 'x-forwarded-host': new URL(siteUrl('coastline')).host },
  });
  const forgedIds = ((await forged.json()) as { reviews: ApiReview[] }).reviews.map((review) => review.id);
  expect(forgedIds.some((id) => coastlineIds.has(id))).toBe(false);
  expect((await siteGet(request, 'no-such-dealer', '/api/reviews')).status()).toBe(404);
  const port = new URL(siteUrl('coastline')).port;
  const post = await request.post(`http://localhost:${port}/api/reviews`, { headers: { host: `coastline.localhost:${port}` } });
  expect(post.status()).toBe(405);
});
