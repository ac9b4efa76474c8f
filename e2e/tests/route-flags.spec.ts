/**
 * Issue 12 "Flags obeyed everywhere": a route a tenant does not have is a 404, its nav entries are
 * gone, and the tenant that has it serves it (packages/domain routing/routeAvailability.ts decides).
 * Seeded flags: kiwi-caravans has finance and reserve off; coastline and harbour-mazda have
 * buy-online on, lone-star-motors off; harbour-mazda is the one brand-template tenant.
 */
import { expect, siteGet, siteUrl, test } from './fixtures';
import { SITE_PORT } from '../playwright.config';

const FINANCE_ROUTES = ['/finance', '/finance-enquiry', '/apply-for-finance', '/finance-calculator', '/personalised/finance'];

/** Every href in the served header and footer (the HTML a first shopper gets). */
async function navHrefs(request: import('@playwright/test').APIRequestContext, tenant: string): Promise<string[]> {
  const html = await (await siteGet(request, tenant, '/')).text();
  const chrome = [...html.matchAll(/<(header|footer)\b[\s\S]*?<\/\1>/g)].map((m) => m[0]).join('');
  expect(chrome.length).toBeGreaterThan(500);
  return [...chrome.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

test('finance off (kiwi-caravans): every finance route is a 404 and no nav entry leads there', async ({ request }) => {
  for (const route of FINANCE_ROUTES) {
    const response = await siteGet(request, 'kiwi-caravans', route);
    expect([route, response.status()]).toEqual([route, 404]);
  }
  const hrefs = await navHrefs(request, 'kiwi-caravans');
  expect(hrefs).toContain('/search/new-used-and-demo-cars');
  expect(hrefs.filter((href) => FINANCE_ROUTES.includes(href.split(/[?#]/)[0]!))).toEqual([]);
});

test('finance on (coastline): the same routes serve their page and the nav links /finance', async ({ request }) => {
  for (const route of FINANCE_ROUTES) {
    const response = await siteGet(request, 'coastline', route);
    expect([route, response.status()]).toEqual([route, 200]);
  }
  expect(await navHrefs(request, 'coastline')).toContain('/finance');
});

test('a forged X-Forwarded-Host does not lend another tenant’s flags', async ({ request }) => {
  const response = await request.get(`http://localhost:${SITE_PORT}/finance`, {
    headers: { host: `kiwi-caravans.localhost:${SITE_PORT}`, 'x-forwarded-host': `coastline.localhost:${SITE_PORT}` },
  });
  expect(response.status()).toBe(404);
});

test('reserve journeys: checkout or buy-online per tenant, the other one finds it, reserve off has neither', async ({ request }) => {
  const noRedirect = { maxRedirects: 0 };
  const get = (tenant: string, path: string) =>
    request.get(`http://localhost:${SITE_PORT}${path}`, { headers: { host: `${tenant}.localhost:${SITE_PORT}` }, ...noRedirect });

  const coastline = await get('coastline', '/cars/some-car/checkout');
  expect(coastline.status()).toBe(307);
  expect(coastline.headers()['location']).toBe('/cars/some-car/buy-online');
  expect((await get('coastline', '/cars/some-car/buy-online')).status()).toBe(200);

  const loneStar = await get('lone-star-motors', '/cars/some-car/buy-online');
  expect(loneStar.status()).toBe(307);
  expect(loneStar.headers()['location']).toBe('/cars/some-car/checkout');
  expect((await get('lone-star-motors', '/checkout-journey')).status()).toBe(404);

  for (const path of ['/cars/some-car/checkout', '/cars/some-car/buy-online', '/checkout-journey'])
    expect([path, (await get('kiwi-caravans', path)).status()]).toEqual([path, 404]);
});

test('the brand finance page is the brand tenant’s: linked under More there, a 404 elsewhere', async ({ request }) => {
  const harbour = await siteGet(request, 'harbour-mazda', '/mazda-finance-page');
  expect(harbour.status()).toBe(200);
  expect(await navHrefs(request, 'harbour-mazda')).toContain('/mazda-finance-page');
  expect((await siteGet(request, 'coastline', '/mazda-finance-page')).status()).toBe(404);
  expect(await navHrefs(request, 'coastline')).not.toContain('/mazda-finance-page');
});

test('/pages/{slug} and /blog/{slug} without a CMS page are 404s; a seeded page is served', async ({ request }) => {
  expect((await siteGet(request, 'coastline', '/pages/no-such-page')).status()).toBe(404);
  expect((await siteGet(request, 'coastline', '/blog/no-such-post')).status()).toBe(404);
  expect((await siteGet(request, 'coastline', '/pages/faqs')).status()).toBe(200);
});

test('a shopper on kiwi-caravans sees no Finance entry in the menu and lands on the 404 page at /finance', async ({ page }) => {
  await page.goto(siteUrl('kiwi-caravans', '/'));
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Finance', exact: true })).toHaveCount(0);
  const response = await page.goto(siteUrl('kiwi-caravans', '/finance'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
