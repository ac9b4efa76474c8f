import { ADMIN, adminLogin, cmsUrl, editorOf, expect, saveScreenshot, siteGet, test } from './fixtures';

test('anonymous GET /api/leads on the CMS is refused', async ({ request }) => {
  const response = await request.get(cmsUrl('/api/leads'));
  expect(response.status()).toBe(403);
});

test('the admin and the API cannot be framed by another site and do not name their framework', async ({ request }) => {
  for (const path of ['/admin/login', '/api/tenants?limit=1&depth=0']) {
    const response = await request.get(cmsUrl(path));
    const headers = response.headers();
    expect([path, headers['x-frame-options']]).toEqual([path, 'SAMEORIGIN']);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-powered-by']).toBeUndefined();
    // Served over http here: HSTS only where the public address is https (securityHeaders.ts).
    expect(headers['strict-transport-security']).toBeUndefined();
  }
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

// A 1×1 PNG: real image bytes, so only access control can refuse the upload.
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test("a Coastline editor cannot replace Harbour Mazda's logo in the admin", async ({ page, request }) => {
  type MediaDoc = { id: number; filename: string; filesize: number; updatedAt: string; url: string };
  const logoOf = async () =>
    (
      (await (await request.get(cmsUrl('/api/media?where[filename][equals]=tenant-logo-harbour-mazda.png&depth=0'))).json()) as {
        docs: MediaDoc[];
      }
    ).docs[0]!;
  const bytesOf = async (doc: MediaDoc) => Buffer.from(await (await request.get(cmsUrl(new URL(doc.url, cmsUrl()).pathname))).body());
  const before = await logoOf();
  const beforeBytes = await bytesOf(before);
  expect(beforeBytes.length).toBeGreaterThan(0);

  // In the admin: Harbour Mazda's logo is neither listed nor openable for Coastline's editor.
  await adminLogin(page, editorOf('coastline'));
  // Searching by file name: shared vehicle artwork fills the unfiltered list's first pages.
  await page.goto(cmsUrl('/admin/collections/media?search=tenant-logo'));
  await expect(page.getByText('tenant-logo-coastline.png').first()).toBeVisible();
  await expect(page.getByText('tenant-logo-harbour-mazda.png')).toHaveCount(0);
  await page.goto(cmsUrl(`/admin/collections/media/${before.id}`));
  await expect(page.getByText(/could not be found/i)).toBeVisible();
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^save$/i })).toHaveCount(0);
  await expect(page.locator('#field-alt')).toHaveCount(0);
  await saveScreenshot(page, 'admin-coastline-editor-harbour-logo');

  // The same editor's session cannot replace or delete it over the API the admin uses either.
  const login = await request.post(cmsUrl('/api/users/login'), { data: editorOf('coastline') });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `JWT ${token}` };
  const replaced = await request.patch(cmsUrl(`/api/media/${before.id}`), {
    headers,
    multipart: {
      file: { name: 'tenant-logo-harbour-mazda.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
      _payload: JSON.stringify({ alt: 'Replaced by Coastline' }),
    },
  });
  expect([403, 404]).toContain(replaced.status());
  const deleted = await request.delete(cmsUrl(`/api/media/${before.id}`), { headers });
  expect([403, 404]).toContain(deleted.status());

  // The file and its record are as they were.
  const after = await logoOf();
  expect(after).toMatchObject({ id: before.id, filename: before.filename, filesize: before.filesize, updatedAt: before.updatedAt });
  expect((await bytesOf(after)).equals(beforeBytes)).toBe(true);
});

test('lead routing: a Coastline editor sees it read-only, the dealership’s tenant admin can change it', async ({ page, request }) => {
  const dealerships = (await (
    await request.get(cmsUrl('/api/dealerships?where[tenant.slug][equals]=coastline&depth=0&limit=1'))
  ).json()) as { docs: { id: number }[] };
  const id = dealerships.docs[0]!.id;
  await page.setViewportSize({ width: 1400, height: 1000 });

  await adminLogin(page, editorOf('coastline'));
  await page.goto(cmsUrl(`/admin/collections/dealerships/${id}`));
  const inbox = page.locator('#field-leadDelivery__email');
  const crm = page.locator('#field-leadDelivery__crmAdfUrl');
  await expect(inbox).toBeVisible({ timeout: 30_000 });
  await expect(inbox).toBeDisabled();
  await expect(crm).toBeDisabled();
  await expect(page.locator('#field-name')).toBeEnabled();
  await inbox.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'admin-coastline-editor-lead-routing');

  await page.context().clearCookies();
  await adminLogin(page, { email: 'manager@coastline.example.com', password: ADMIN.password });
  await page.goto(cmsUrl(`/admin/collections/dealerships/${id}`));
  await expect(crm).toBeEnabled({ timeout: 30_000 });
  // An address inside the network is refused with the rule, not saved.
  await crm.fill('http://169.254.169.254/latest/meta-data');
  await page.getByRole('button', { name: /^save$/i }).click();
  await expect(page.getByText('The CRM address must start with https://.').first()).toBeVisible();
  await crm.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'admin-coastline-manager-lead-routing');
});
