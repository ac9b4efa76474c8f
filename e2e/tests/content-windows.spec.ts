/**
 * Issue 12: offer and promo windows are decided when the page is served, while the page stays
 * static: a window opens without a deploy or an edit (the CMS scheduled the home page's
 * regeneration at the window's start when the tile was saved).
 */
import { cmsUrl, expect, siteGet, test, editorSession } from './fixtures';

test('a promo tile whose window starts 30 s after the test begins appears on home without any edit', async ({ request }) => {
  test.setTimeout(180_000);
  const { authorization, tenantId } = await editorSession(request, 'coastline');
  const title = `Doors open ${Date.now()}`;
  // 30 s: room for the first regeneration (usually 1–3 s) before the window opens, without idling a minute.
  const opensAt = new Date(Date.now() + 30_000);
  const created = await request.post(cmsUrl('/api/promo-tiles'), {
    headers: { authorization },
    data: {
      tenant: tenantId,
      title,
      placement: 'home-banner',
      activeFrom: opensAt.toISOString(),
      activeFrom_tz: 'Australia/Brisbane',
      activeUntil: new Date(opensAt.getTime() + 3_600_000).toISOString(),
      activeUntil_tz: 'Australia/Brisbane',
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { doc: { id: number } }).doc.id;
  try {
    // Saved, but not open yet: home is regenerated without it.
    await expect(async () => {
      const html = await (await siteGet(request, 'coastline', '/')).text();
      expect(html).toContain('Welcome to Coastline Motor Group');
      expect(html).not.toContain(title);
    }).toPass({ timeout: 20_000 });
    expect(Date.now()).toBeLessThan(opensAt.getTime());
    // No edit from here on: the window opens, and home shows the tile within seconds of it.
    await expect(async () => {
      expect(await (await siteGet(request, 'coastline', '/')).text()).toContain(title);
    }).toPass({ timeout: opensAt.getTime() - Date.now() + 20_000, intervals: [2_000] });
    const shownAfter = Date.now() - opensAt.getTime();
    expect(shownAfter).toBeGreaterThanOrEqual(0);
    expect(shownAfter).toBeLessThan(20_000);
    // Another tenant's home never shows it.
    expect(await (await siteGet(request, 'harbour-mazda', '/')).text()).not.toContain(title);
  } finally {
    await request.delete(cmsUrl(`/api/promo-tiles/${id}`), { headers: { authorization } });
  }
});

test('an offer that starts later is not on /offers yet; one that has started is', async ({ request }) => {
  const { authorization, tenantId } = await editorSession(request, 'coastline');
  const later = `Starts next week ${Date.now()}`;
  const now = `Started today ${Date.now()}`;
  const ids: number[] = [];
  try {
    for (const [title, startsAt] of [
      [later, new Date(Date.now() + 7 * 86_400_000)],
      [now, new Date(Date.now() - 3_600_000)],
    ] as const) {
      const created = await request.post(cmsUrl('/api/offers'), {
        headers: { authorization },
        data: {
          tenant: tenantId,
          title,
          startsAt: startsAt.toISOString(),
          endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          _status: 'published',
        },
      });
      expect(created.status()).toBe(201);
      ids.push(((await created.json()) as { doc: { id: number } }).doc.id);
    }
    await expect(async () => {
      const html = await (await siteGet(request, 'coastline', '/offers')).text();
      expect(html).toContain(now);
      expect(html).not.toContain(later);
    }).toPass({ timeout: 20_000 });
  } finally {
    for (const id of ids) await request.delete(cmsUrl(`/api/offers/${id}`), { headers: { authorization } });
  }
});

test('/offers shows each offer’s full text and small print; home lists offers without them', async ({ request }) => {
  const offers = await (await siteGet(request, 'coastline', '/offers')).text();
  expect(offers).toContain('Offer available on new vehicles in stock while stocks last. See us for details.');
  expect(offers).toMatch(
    /<p class="disclaimer">Offer valid until \d{4}-\d{2}-\d{2} or while stocks last\. Excludes fleet, government and rental buyers\.<\/p>/,
  );
  const home = await (await siteGet(request, 'coastline', '/')).text();
  expect(home).not.toContain('Excludes fleet, government and rental buyers.');
});
