import { ADMIN, adminLogin, cmsUrl, editorOf, expect, saveScreenshot, siteGet, test } from './fixtures';

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
  // A current, published coastline offer (expired ones are not listed on the site).
  const now = new Date().toISOString();
  const offers = await page.request.get(
    cmsUrl(
      `/api/offers?where[tenant.slug][equals]=coastline&where[_status][equals]=published&where[endsAt][greater_than]=${now}&limit=1&depth=0`,
    ),
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
    const html = await (await siteGet(page.request, 'coastline', '/offers')).text();
    expect(html).toContain(newTitle.replace('&', '&amp;'));
  }).toPass({ timeout: 20_000 });
});

test('a tenant editor sees only their tenant in the admin offers list', async ({ page, request }) => {
  // Published offers are public: anonymous REST tells us what each tenant has.
  const titlesOf = async (tenant: string) =>
    (
      (await (await request.get(cmsUrl(`/api/offers?where[tenant.slug][equals]=${tenant}&depth=0&limit=100`))).json()) as {
        docs: { title: string }[];
      }
    ).docs.map((d) => d.title);
  const harbour = await titlesOf('harbour-mazda');
  const coastline = await titlesOf('coastline');
  expect(harbour.length).toBeGreaterThan(0);
  expect(coastline.length).toBeGreaterThan(0);

  await adminLogin(page, editorOf('harbour-mazda'));
  await page.goto(cmsUrl('/admin/collections/offers'));
  await expect(page.getByRole('link', { name: harbour[0]! })).toBeVisible();
  const listText = await page.locator('table').first().innerText();
  // Titles only coastline has (both tenants have a few offers of the same name).
  const coastlineOnly = coastline.filter((title) => !harbour.includes(title));
  expect(coastlineOnly.length).toBeGreaterThan(0);
  for (const title of coastlineOnly) expect(listText).not.toContain(title);
  await saveScreenshot(page, 'admin-harbour-editor-offers');
});
