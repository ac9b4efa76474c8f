import { ADMIN, adminLogin, cmsUrl, editorOf, expect, saveScreenshot, siteUrl, test } from './fixtures';

test('anonymous GET /api/leads on the CMS is refused', async ({ request }) => {
  const response = await request.get(cmsUrl('/api/leads'));
  expect(response.status()).toBe(403);
});

test("a tenant editor's REST read of offers returns only their tenant's", async ({ request }) => {
  const login = await request.post(cmsUrl('/api/users/login'), { data: editorOf('harbour-mazda') });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { tenants: { tenant: { id: number } | number }[] } };
  const own = user.tenants.map((t) => (typeof t.tenant === 'object' ? t.tenant.id : t.tenant));
  const response = await request.get(cmsUrl('/api/offers?limit=100&depth=0&draft=true'), { headers: { authorization: `JWT ${token}` } });
  const body = (await response.json()) as { docs: { tenant: number }[] };
  expect(body.docs.length).toBeGreaterThan(0);
  expect([...new Set(body.docs.map((d) => d.tenant))]).toEqual(own);
});

test('the super admin logs in and an offer edit shows on the site', async ({ page }) => {
  await adminLogin(page, ADMIN);
  await saveScreenshot(page, 'admin-dashboard');
  // Find a published coastline offer through the API the admin uses.
  const offers = await page.request.get(
    cmsUrl('/api/offers?where[tenant.slug][equals]=coastline&where[_status][equals]=published&limit=1&depth=0'),
  );
  const offer = ((await offers.json()) as { docs: { id: number; title: string }[] }).docs[0]!;
  await page.goto(cmsUrl(`/admin/collections/offers/${offer.id}`));
  const title = page.locator('#field-title');
  await expect(title).toHaveValue(offer.title);
  const newTitle = `${offer.title} — Extended`;
  await title.fill(newTitle);
  await page.getByRole('button', { name: /publish changes/i }).click();
  await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible();
  // The CMS hook revalidated /offers: the site shows the new title.
  await expect(async () => {
    const html = await (await page.request.get(siteUrl('coastline', '/offers'))).text();
    expect(html).toContain(newTitle.replace('&', '&amp;'));
  }).toPass({ timeout: 20_000 });
});

test('a tenant editor sees only their tenant in the admin offers list', async ({ page }) => {
  await adminLogin(page, editorOf('harbour-mazda'));
  await page.goto(cmsUrl('/admin/collections/offers'));
  await expect(page.locator('.table, table').first()).toBeVisible();
  const listText = await page.locator('main, .collection-list').first().innerText();
  const harbour = (await (
    await page.request.get(cmsUrl('/api/offers?where[tenant.slug][equals]=harbour-mazda&depth=0&limit=1'))
  ).json()) as { docs: { title: string }[] };
  expect(listText).toContain(harbour.docs[0]!.title);
  const coastline = (await (
    await page.request.get(cmsUrl('/api/offers?where[tenant.slug][equals]=coastline&depth=0&limit=50'))
  ).json()) as { docs: unknown[] };
  // Through the editor's own session the API returns no coastline offers at all.
  expect(coastline.docs).toEqual([]);
  await saveScreenshot(page, 'admin-harbour-editor-offers');
});
