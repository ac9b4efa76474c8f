/**
 * Live preview (issue 12): the admin shows a page or offer being edited in a frame of the tenant's
 * own site, which follows what the editor types; nothing is saved or published by it.
 */
import { SITE_PORT } from '../playwright.config';
import { adminLogin, cmsUrl, editorOf, editorSession, expect, saveScreenshot, siteGet, test } from './fixtures';

type Doc = { id: number; title: string; tenant: number };

async function firstDoc(request: import('@playwright/test').APIRequestContext, collection: string, tenant: string, where = '') {
  const { authorization } = await editorSession(request, tenant);
  const response = await request.get(
    cmsUrl(`/api/${collection}?where[tenant.slug][equals]=${tenant}&where[_status][equals]=published${where}&limit=1&depth=0`),
    { headers: { authorization } },
  );
  return ((await response.json()) as { docs: Doc[] }).docs[0]!;
}

/**
 * cms.spec's super admin edits the same offer minutes before and leaves it open: Payload keeps a
 * document locked to its last editor for 5 minutes, and shows the next one its lock dialog.
 */
async function takeOverIfLocked(page: import('@playwright/test').Page) {
  await expect(page.locator('#field-title')).toBeVisible();
  const takeOver = page.getByRole('button', { name: 'Take over' });
  const locked = await takeOver.waitFor({ state: 'visible', timeout: 2_000 }).then(
    () => true,
    () => false,
  );
  if (locked) await takeOver.click();
  await expect(takeOver).toHaveCount(0);
}

/** Opens the live preview (Payload remembers it per editor: it may be open already). */
async function openLivePreview(page: import('@playwright/test').Page) {
  const open = page.getByRole('button', { name: 'Live Preview', exact: true });
  const exit = page.getByRole('button', { name: 'Exit Live Preview', exact: true });
  await expect(open.or(exit)).toBeVisible();
  if (await open.isVisible()) await open.click();
  await expect(exit).toBeVisible();
}

const previewPost = (
  request: import('@playwright/test').APIRequestContext,
  host: string,
  data: unknown,
  headers: Record<string, string> = {},
) => request.post(`http://localhost:${SITE_PORT}/api/preview`, { headers: { host: `${host}:${SITE_PORT}`, ...headers }, data });

test('an editor sees a page follow their typing in the live preview, and nothing is published', async ({ page, request }) => {
  const about = await firstDoc(request, 'pages', 'harbour-mazda', '&where[slug][equals]=about-us');
  await adminLogin(page, editorOf('harbour-mazda'));
  await page.goto(cmsUrl(`/admin/collections/pages/${about.id}`));
  await expect(page.locator('#field-title')).toHaveValue(about.title);
  await openLivePreview(page);

  const frameElement = page.locator('iframe').first();
  await expect(frameElement).toHaveAttribute('src', `http://harbour-mazda.localhost:${SITE_PORT}/preview?collection=pages&id=${about.id}`);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(about.title, { timeout: 15_000 });
  await expect(frame.getByRole('status')).toContainText('Live preview');
  // The tenant's own layout around it.
  await expect(frame.locator('header')).toContainText('Harbour Mazda');

  const typed = `${about.title} (draft ${Date.now()})`;
  await page.locator('#field-title').fill(typed);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(typed, { timeout: 5_000 });
  await saveScreenshot(page, 'admin-live-preview-page');

  // Not saved, not published: the site and the CMS still have the old title.
  const publishedPage = await siteGet(request, 'harbour-mazda', '/about-us');
  expect(publishedPage.status()).toBe(200);
  const published = await publishedPage.text();
  expect(published).toContain(about.title);
  expect(published).not.toContain(typed);
  const { authorization } = await editorSession(request, 'harbour-mazda');
  const stored = (await (
    await request.get(cmsUrl(`/api/pages/${about.id}?depth=0&draft=true`), { headers: { authorization } })
  ).json()) as Doc;
  expect(stored.title).toBe(about.title);
});

test('an offer being edited shows as its card in the live preview', async ({ page, request }) => {
  const now = new Date().toISOString();
  const offer = await firstDoc(request, 'offers', 'coastline', `&where[endsAt][greater_than]=${now}`);
  await adminLogin(page, editorOf('coastline'));
  await page.goto(cmsUrl(`/admin/collections/offers/${offer.id}`));
  await takeOverIfLocked(page);
  await openLivePreview(page);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 2, name: offer.title })).toBeVisible({ timeout: 15_000 });
  const typed = `Preview deal ${Date.now()}`;
  await page.locator('#field-title').fill(typed);
  await expect(frame.getByRole('heading', { level: 2, name: typed })).toBeVisible({ timeout: 5_000 });
});

test('the preview frame takes the document only from the CMS admin window', async ({ page }) => {
  await page.goto(`http://coastline.localhost:${SITE_PORT}/preview?collection=pages&id=1`);
  await expect(page.getByText('Waiting for the editor…')).toBeVisible();
  // A message from any other origin (here the page itself) is not the admin's: ignored.
  await page.evaluate(() =>
    window.postMessage({ type: 'payload-live-preview', collectionSlug: 'pages', data: { id: 1, title: 'Injected' } }, '*'),
  );
  await page.waitForTimeout(1_000);
  await expect(page.getByText('Waiting for the editor…')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Injected' })).toHaveCount(0);
});

test('the preview page is never cached or indexed, and knows pages and offers only', async ({ request }) => {
  const ok = await siteGet(request, 'coastline', '/preview?collection=offers&id=3');
  expect(ok.status()).toBe(200);
  expect(ok.headers()['cache-control']).toBe('private, no-store');
  expect(ok.headers()['x-robots-tag']).toBe('noindex');
  for (const query of ['collection=leads&id=3', 'collection=pages', 'collection=pages&id=abc']) {
    expect((await siteGet(request, 'coastline', `/preview?${query}`)).status(), query).toBe(404);
  }
});

test('/api/preview shapes a document of the host tenant only', async ({ request }) => {
  const { tenantId: coastlineId } = await editorSession(request, 'coastline');
  const { tenantId: harbourId } = await editorSession(request, 'harbour-mazda');
  const page = { collection: 'pages', id: 1, data: { title: 'Service specials', tenant: coastlineId } };

  const own = await previewPost(request, 'coastline.localhost', page);
  expect(own.status()).toBe(200);
  expect(await own.json()).toMatchObject({ collection: 'pages', page: { title: 'Service specials' } });

  // Another tenant's document, on this host or by a forged forwarded host: refused, by field.
  const other = await previewPost(request, 'coastline.localhost', { ...page, data: { title: 'x', tenant: harbourId } });
  expect(other.status()).toBe(400);
  expect(await other.json()).toEqual({ errors: { data: 'This document belongs to another dealer site.' } });
  const forged = await previewPost(
    request,
    'coastline.localhost',
    { ...page, data: { title: 'x', tenant: harbourId } },
    {
      'x-forwarded-host': `harbour-mazda.localhost:${SITE_PORT}`,
    },
  );
  expect(forged.status()).toBe(400);

  const bad = await previewPost(request, 'coastline.localhost', { collection: 'leads', data: null });
  expect(bad.status()).toBe(400);
  expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual(['collection', 'data', 'id']);

  expect((await previewPost(request, 'nobody.example.com', page)).status()).toBe(404);
  const get = await request.get(`http://localhost:${SITE_PORT}/api/preview`, { headers: { host: `coastline.localhost:${SITE_PORT}` } });
  expect(get.status()).toBe(405);
});
